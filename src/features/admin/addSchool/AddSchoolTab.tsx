import type { ChangeEvent, FormEvent } from 'react';
import { useState } from 'react';
import { useDatabase, useSession } from '../../../data/DatabaseProvider';
import { SCHOOL_LOCATION_MAX, SCHOOL_NAME_MAX } from '../../../shared/schemas/schools.schema';
import { MSG } from '../../../shared/schemas/messages';
import { Button } from '../../../ui/Button';
import { FormField } from '../../../ui/FormField';
import { StatusMessage } from '../../../ui/StatusMessage';
import { useTimedMessage } from '../../../ui/useTimedMessage';
import { addSchool } from './mutations';
import { resizeImageToDataUrl } from '../../../ui/resizeImage';
import { checkLogoFile, checkSchoolForm } from './schoolForm';
import { SchoolAdminList } from './SchoolAdminList';
import './addSchool.css';

function messageOf(reason: unknown): string {
  return reason instanceof Error ? reason.message : String(reason);
}

export function AddSchoolTab() {
  const db = useDatabase();
  const session = useSession();
  const [name, setName] = useState('');
  const [location, setLocation] = useState('');
  const [logoUrl, setLogoUrl] = useState<string | null>(null);
  const [logoBusy, setLogoBusy] = useState(false);
  const [fileInputKey, setFileInputKey] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [success, showSuccess] = useTimedMessage(2000);

  function clearLogo() {
    setLogoUrl(null);
    setFileInputKey((key) => key + 1);
  }

  async function chooseLogo(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setError(null);
    if (!file) {
      setLogoUrl(null);
      return;
    }
    const problem = checkLogoFile(file);
    if (problem) {
      setError(problem);
      clearLogo();
      return;
    }
    setLogoBusy(true);
    try {
      setLogoUrl(await resizeImageToDataUrl(file));
    } catch {
      setError('This image could not be read. Please choose another file.');
      clearLogo();
    } finally {
      setLogoBusy(false);
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const checked = checkSchoolForm({ name, location });
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    if (!db) {
      setError('The local database is still opening. Please try again in a moment.');
      return;
    }
    setSaving(true);
    try {
      const by = session.status === 'signed-in' ? session.session.user.email : '';
      await addSchool(db, { ...checked.values, ...(logoUrl ? { logoUrl } : {}) }, by);
      setName('');
      setLocation('');
      clearLogo();
      showSuccess(MSG.schoolAdded);
    } catch (reason: unknown) {
      setError(`Failed to add school: ${messageOf(reason)}`);
    } finally {
      setSaving(false);
    }
  }

  return (
    <section className="admin-tab add-school" aria-labelledby="add-school-title">
      <h2 id="add-school-title" className="admin-tab__title">
        Add School
      </h2>
      <form className="add-school__form" onSubmit={(event) => void submit(event)} noValidate>
        <StatusMessage tone="error">{error}</StatusMessage>
        <StatusMessage tone="success">{success}</StatusMessage>
        <FormField
          label="School Name"
          name="name"
          value={name}
          maxLength={SCHOOL_NAME_MAX}
          autoComplete="off"
          hint={`Up to ${SCHOOL_NAME_MAX} characters.`}
          onChange={(event) => setName(event.target.value)}
          required
        />
        <FormField
          label="Location"
          name="location"
          value={location}
          maxLength={SCHOOL_LOCATION_MAX}
          autoComplete="off"
          hint={`Town or address, up to ${SCHOOL_LOCATION_MAX} characters.`}
          onChange={(event) => setLocation(event.target.value)}
          required
        />
        <FormField
          key={fileInputKey}
          label="Logo (optional)"
          name="logo"
          type="file"
          accept="image/*"
          hint="An image under 5 MB. It is resized on this device."
          onChange={(event) => void chooseLogo(event)}
        />
        {logoUrl ? (
          <div className="add-school__preview">
            <img src={logoUrl} alt="Logo preview" width="96" height="96" />
            <Button variant="ghost" onClick={clearLogo}>
              Remove logo
            </Button>
          </div>
        ) : null}
        <Button type="submit" busy={saving || logoBusy}>
          Add School
        </Button>
      </form>
      <SchoolAdminList />
    </section>
  );
}

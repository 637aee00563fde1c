import type { FormEvent } from 'react';
import { useRef, useState } from 'react';
import { useDatabase, useSession } from '../../../data/DatabaseProvider';
import { SCHOOL_LOCATION_MAX, SCHOOL_NAME_MAX } from '../../../shared/schemas/schools.schema';
import { MSG } from '../../../shared/schemas/adminMessages';
import { FormField } from '../../../ui/FormField';
import { ImageField } from '../../../ui/ImageField';
import { StatusMessage } from '../../../ui/StatusMessage';
import { useImagePicker } from '../../../ui/useImagePicker';
import { useFormSubmit } from '../../../ui/useFormSubmit';
import { addSchool, editSchool, SchoolRuleError } from './mutations';
import type { AdminSchoolRow } from './queries';
import { resizeImageToDataUrl } from '../../../ui/resizeImage';
import { checkLogoFile, checkSchoolForm } from './schoolForm';
import { SchoolAdminList } from './SchoolAdminList';
import { EditFormActions } from '../shared/EditFormActions';
import './addSchool.css';
import { errorMessage } from '../../../ui/errorMessage';

export function AddSchoolTab() {
  const db = useDatabase();
  const session = useSession();
  const [name, setName] = useState('');
  const [location, setLocation] = useState('');
  const form = useFormSubmit();
  const { error, setError, saving, success, showSuccess } = form;
  const logo = useImagePicker({ check: checkLogoFile, resize: (file) => resizeImageToDataUrl(file), onError: setError });
  const logoUrl = logo.dataUrl;
  /** The school being edited; null while the form adds one. */
  const [editing, setEditing] = useState<AdminSchoolRow | null>(null);
  const nameField = useRef<HTMLInputElement>(null);

  function startEdit(school: AdminSchoolRow) {
    setEditing(school);
    setName(school.name);
    setLocation(school.location);
    logo.load(school.logoUrl ?? null);
    setError(null);
    // On a phone the form is screens above the list: bring it to the admin, ready to type.
    nameField.current?.scrollIntoView({ block: 'center' });
    nameField.current?.focus({ preventScroll: true });
  }

  function endEdit() {
    setEditing(null);
    setName('');
    setLocation('');
    logo.clear();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (logo.refused) {
      setError(logo.refused);
      return;
    }
    setError(null);
    const checked = checkSchoolForm({ name, location });
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    await form.save(
      db,
      async (db) => {
        const by = session.status === 'signed-in' ? session.session.user.email : '';
        if (editing) await editSchool(db, editing.id, { ...checked.values, logoUrl }, by);
        else await addSchool(db, { ...checked.values, ...(logoUrl ? { logoUrl } : {}) }, by);
        endEdit();
        showSuccess(editing ? MSG.schoolUpdated : MSG.schoolAdded);
      },
      (reason) =>
        reason instanceof SchoolRuleError ? reason.message : `Failed to ${editing ? 'update' : 'add'} school: ${errorMessage(reason)}`,
    );
  }

  return (
    <section className="admin-tab add-school" aria-labelledby="add-school-title">
      <h2 id="add-school-title" className="admin-tab__title">
        {editing ? `Edit School: ${editing.name}` : 'Add School'}
      </h2>
      <form className="add-school__form" onSubmit={(event) => void submit(event)} noValidate>
        <StatusMessage tone="error">{error}</StatusMessage>
        <StatusMessage tone="success">{success}</StatusMessage>
        <FormField
          ref={nameField}
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
        <ImageField
          picker={logo}
          label="Logo (optional)"
          name="logo"
          hint="An image under 5 MB. It is resized on this device."
          previewAlt="Logo preview"
          removeLabel="Remove logo"
          previewClassName="add-school__preview"
          previewSize={96}
        />
        <EditFormActions className="add-school__actions" busy={saving || logo.busy} submitLabel={editing ? 'Save Changes' : 'Add School'} editing={editing !== null} onCancelEdit={endEdit} />
      </form>
      <SchoolAdminList onEdit={startEdit} />
    </section>
  );
}

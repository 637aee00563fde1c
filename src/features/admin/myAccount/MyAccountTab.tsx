import type { FormEvent } from 'react';
import { useState } from 'react';
import { useSession } from '../../../data/DatabaseProvider';
import { Button } from '../../../ui/Button';
import { FormField } from '../../../ui/FormField';
import { StatusMessage } from '../../../ui/StatusMessage';
import { errorMessage } from '../../../ui/errorMessage';
import { useFormSubmit } from '../../../ui/useFormSubmit';
import { changePassword } from './myAccountApi';

/** An account's own page: who it is, and a new password (its other sessions are signed out). */
export function MyAccountTab() {
  const session = useSession();
  const user = session.status === 'signed-in' ? session.session.user : null;
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const { error, setError, saving, success, showSuccess, run } = useFormSubmit();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    showSuccess(null);
    if (!current || !next) return setError('Please enter your current password and a new one.');
    await run(async () => {
      const { signedOut } = await changePassword(current, next);
      setCurrent('');
      setNext('');
      showSuccess(`Password changed.${signedOut > 0 ? ` ${signedOut} other session${signedOut === 1 ? ' was' : 's were'} signed out.` : ''}`);
    }, errorMessage);
  }

  return (
    <section className="admin-tab my-account" aria-labelledby="my-account-title">
      <h2 id="my-account-title" className="admin-tab__title">
        My Account
      </h2>
      {user && (
        <p>
          {user.email} · {user.role === 'admin' ? 'Association admin' : 'School scorekeeper'}
        </p>
      )}
      <form onSubmit={(event) => void submit(event)} noValidate>
        <StatusMessage tone="error">{error}</StatusMessage>
        <StatusMessage tone="success">{success}</StatusMessage>
        <FormField label="Current password" name="currentPassword" type="password" autoComplete="current-password" value={current} onChange={(e) => setCurrent(e.target.value)} required />
        <FormField label="New password" name="newPassword" type="password" autoComplete="new-password" hint="At least 10 characters." value={next} onChange={(e) => setNext(e.target.value)} required />
        <Button type="submit" busy={saving}>
          Change password
        </Button>
      </form>
    </section>
  );
}

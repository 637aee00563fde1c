import type { FormEvent } from 'react';
import { useEffect, useState } from 'react';
import type { AccountRole } from '../../../data/auth/session';
import { Button } from '../../../ui/Button';
import { FormField } from '../../../ui/FormField';
import { SelectField } from '../../../ui/SelectField';
import { StatusMessage } from '../../../ui/StatusMessage';
import { isEmail } from '../../../shared/accounts';
import { errorMessage } from '../../../ui/errorMessage';
import { useFormSubmit } from '../../../ui/useFormSubmit';
import { useSchoolOptions } from '../shared/queries';
import type { AccountRow } from './accountsApi';
import { createAccount, listAccounts, resetPassword, setDisabled, signOutAll, signOutSession } from './accountsApi';
import './accounts.css';
import { formatMoment } from '../shared/gameTime';

const ROLE_LABELS: Record<AccountRole, string> = { admin: 'Association admin', scorekeeper: 'School scorekeeper' };
const when = (ms: number) => formatMoment(ms);

/**
 * The Accounts tab (association admins, docs/product/rules.md §1): invite an account with a
 * one-time password shown once, disable one, reset a password, see each account's sessions and
 * sign one or all of them out. Every action is the server's (routes/accounts.ts): it needs a connection.
 */
export function AccountsTab() {
  const schools = useSchoolOptions();
  const schoolList = schools.status === 'ready' ? schools.data : [];
  const schoolName = (id: string) => schoolList.find((s) => s.id === id)?.name ?? id;
  const [accounts, setAccounts] = useState<AccountRow[] | null>(null);
  // One error line and one success line for the tab: its form and every account's actions.
  const { error, setError, saving: busy, success, showSuccess, run } = useFormSubmit();
  const [shownOnce, setShownOnce] = useState<{ email: string; password: string } | null>(null);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<AccountRole>('scorekeeper');
  const [picked, setPicked] = useState<string[]>([]);

  // Each change made here reads the accounts again.
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let live = true;
    listAccounts().then(
      (found) => live && setAccounts(found),
      (reason: unknown) => live && setError(`Could not load the accounts: ${errorMessage(reason)}`),
    );
    return () => {
      live = false;
    };
  }, [version, setError]);

  async function act(action: () => Promise<void>) {
    setError(null);
    showSuccess(null);
    if (await run(action, errorMessage)) setVersion((v) => v + 1);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (email.trim() === '') return setError('Please enter an email address.');
    if (!isEmail(email)) return setError('Please enter a valid email address, like coach@school.org.');
    if (role === 'scorekeeper' && picked.length === 0) return setError('Please pick at least one school for a scorekeeper.');
    void act(async () => {
      const made = await createAccount({ email: email.trim(), role, schools: picked });
      setShownOnce({ email: made.account.email, password: made.password });
      setEmail('');
      setPicked([]);
    });
  }

  return (
    <section className="admin-tab accounts" aria-labelledby="accounts-title">
      <h2 id="accounts-title" className="admin-tab__title">
        Accounts
      </h2>
      <StatusMessage tone="error">{error}</StatusMessage>
      <StatusMessage tone="success">{success}</StatusMessage>
      {shownOnce && (
        <div className="accounts__once" data-testid="one-time-password">
          <p>
            One-time password for <strong>{shownOnce.email}</strong>: <code>{shownOnce.password}</code>
          </p>
          <p>It is shown only now: give it to its owner, who changes it under My Account.</p>
          <Button variant="secondary" onClick={() => setShownOnce(null)}>
            Done
          </Button>
        </div>
      )}
      <form className="accounts__form" onSubmit={submit} noValidate>
        <h3>Invite an account</h3>
        <FormField label="Email" name="email" type="email" value={email} autoComplete="off" onChange={(e) => setEmail(e.target.value)} required />
        <SelectField label="Role" name="role" value={role} onChange={(e) => setRole(e.target.value as AccountRole)}>
          <option value="scorekeeper">{ROLE_LABELS.scorekeeper}</option>
          <option value="admin">{ROLE_LABELS.admin}</option>
        </SelectField>
        {role === 'scorekeeper' && (
          <fieldset className="accounts__schools">
            <legend>Schools</legend>
            {schoolList.map((school) => (
              <label key={school.id}>
                <input
                  type="checkbox"
                  checked={picked.includes(school.id)}
                  onChange={(e) => setPicked((now) => (e.target.checked ? [...now, school.id] : now.filter((id) => id !== school.id)))}
                />{' '}
                {school.name}
              </label>
            ))}
          </fieldset>
        )}
        <Button type="submit" busy={busy}>
          Create account
        </Button>
      </form>
      <h3>Accounts</h3>
      {accounts === null ? (
        <p>Loading accounts…</p>
      ) : (
        <ul className="accounts__list">
          {accounts.map((account) => (
            <li key={account.email} className="accounts__item" data-testid="account-row">
              <p>
                <strong>{account.email}</strong> · {ROLE_LABELS[account.role]}
                {account.role === 'scorekeeper' && <> of {account.schools.map(schoolName).join(', ')}</>}
                {account.disabled && <> · <em>Disabled</em></>}
              </p>
              <div className="accounts__actions">
                <Button variant="secondary" disabled={busy} onClick={() => void act(async () => {
                  await setDisabled(account.email, !account.disabled);
                  showSuccess(`${account.email} is ${account.disabled ? 'enabled' : 'disabled'}.`);
                })}>
                  {account.disabled ? 'Enable' : 'Disable'}
                </Button>
                <Button variant="secondary" disabled={busy} onClick={() => void act(async () => {
                  const { password } = await resetPassword(account.email);
                  setShownOnce({ email: account.email, password });
                })}>
                  Reset password
                </Button>
                {account.sessions.length > 0 && (
                  <Button variant="secondary" disabled={busy} onClick={() => void act(async () => {
                    const { signedOut } = await signOutAll(account.email);
                    showSuccess(`${signedOut} session${signedOut === 1 ? '' : 's'} of ${account.email} signed out.`);
                  })}>
                    Sign out all
                  </Button>
                )}
              </div>
              <ul className="accounts__sessions" aria-label={`Sessions of ${account.email}`}>
                {account.sessions.length === 0 && <li>No active session.</li>}
                {account.sessions.map((session) => (
                  <li key={session.id}>
                    {session.device} · last seen {when(session.lastSeen)}{' '}
                    <Button variant="secondary" disabled={busy} onClick={() => void act(() => signOutSession(account.email, session.id))}>
                      Sign out
                    </Button>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

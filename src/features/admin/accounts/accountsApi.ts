import type { AccountRole, AccountSession } from '../../../shared/accounts';
import { serverJson } from '../shared/serverApi';

export type { AccountSession };

export interface AccountRow {
  email: string;
  role: AccountRole;
  schools: string[];
  disabled: boolean;
  createdAt: number;
  sessions: AccountSession[];
}

const base = (email: string) => `/api/accounts/${encodeURIComponent(email)}`;

export const listAccounts = () => serverJson<{ accounts: AccountRow[] }>('GET', '/api/accounts').then((r) => r.accounts);

/** The one-time password is in this answer only: the Accounts tab shows it once. */
export const createAccount = (input: { email: string; role: AccountRole; schools: string[] }) =>
  serverJson<{ account: AccountRow; password: string }>('POST', '/api/accounts', input.role === 'scorekeeper' ? input : { email: input.email, role: input.role });

export const setDisabled = (email: string, disabled: boolean) => serverJson<{ account: AccountRow }>('PATCH', base(email), { disabled });

export const resetPassword = (email: string) => serverJson<{ password: string }>('POST', `${base(email)}/password`);

export const signOutSession = (email: string, id: string) => serverJson<void>('DELETE', `${base(email)}/sessions/${encodeURIComponent(id)}`);

export const signOutAll = (email: string) => serverJson<{ signedOut: number }>('DELETE', `${base(email)}/sessions`);

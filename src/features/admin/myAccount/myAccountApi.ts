import { serverJson } from '../shared/serverApi';

/** A new password for the signed-in account: its other sessions are signed out, this one stays. */
export const changePassword = (currentPassword: string, newPassword: string) =>
  serverJson<{ ok: true; signedOut: number }>('POST', '/api/auth/password', { currentPassword, newPassword });

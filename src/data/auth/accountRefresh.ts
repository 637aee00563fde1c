import type { AccountRole, SessionManager, SessionUser } from './session';

/** A user as `/api/auth/me` describes it, or null for anything else. */
export function userFromMe(body: unknown): SessionUser | null {
  const user = (body as { user?: { email?: unknown; role?: unknown; schools?: unknown } } | null)?.user;
  if (typeof user?.email !== 'string' || (user.role !== 'admin' && user.role !== 'scorekeeper') || !Array.isArray(user.schools)) return null;
  return { email: user.email, role: user.role as AccountRole, schools: user.schools.filter((id): id is string => typeof id === 'string') };
}

export function sameUser(a: SessionUser, b: SessionUser): boolean {
  return a.email === b.email && a.role === b.role && a.schools.length === b.schools.length && a.schools.every((id, i) => id === b.schools[i]);
}

/**
 * Re-reads the signed-in account from the server (`GET /api/auth/me`) and keeps on the device the
 * role and schools it has now: an association admin may have changed them while this device was
 * offline (docs/product/rules.md §1). Answers the user it stored, or null when nothing changed or
 * the server could not say (offline, a refused token: the sync's own notice covers those; pending
 * edits are never touched).
 */
export async function refreshAccount(
  manager: Pick<SessionManager, 'session$' | 'getToken' | 'updateUser'>,
  baseUrl = '',
  fetchFn: typeof fetch = (input, init) => globalThis.fetch(input, init),
): Promise<SessionUser | null> {
  const token = manager.getToken();
  if (!token) return null;
  let body: unknown;
  try {
    const response = await fetchFn(`${baseUrl}/api/auth/me`, { headers: { authorization: `Bearer ${token}`, accept: 'application/json' } });
    if (!response.ok) return null;
    body = await response.json();
  } catch {
    return null;
  }
  const user = userFromMe(body);
  const session = manager.session$.getValue();
  // Signed out or in as someone else meanwhile: that session is not this answer's.
  if (!user || !session || session.token !== token || session.user.email !== user.email || sameUser(session.user, user)) return null;
  manager.updateUser(user);
  return user;
}

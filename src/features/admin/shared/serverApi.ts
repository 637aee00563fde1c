import { getToken } from '../../../data/auth/session';

/**
 * The admin area's calls to the sync server's account and audit routes (docs/design/sync.md §9):
 * not data the device replicates, so no RxDB here. Same origin as the app; the signed-in token.
 * A refusal becomes an Error with the server's own reason ('email: must be an email address').
 */
export async function serverJson<T>(method: string, path: string, body?: unknown): Promise<T> {
  const token = getToken();
  if (!token) throw new Error('Sign in again to do this.');
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: { authorization: `Bearer ${token}`, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new Error('The server cannot be reached: this needs a connection.');
  }
  const text = await response.text();
  let parsed: unknown = undefined;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  if (!response.ok) {
    const record = (parsed ?? {}) as { reason?: unknown; message?: unknown };
    const reason = typeof record.reason === 'string' ? record.reason : typeof record.message === 'string' ? record.message : `HTTP ${response.status}`;
    throw new Error(reason);
  }
  return parsed as T;
}

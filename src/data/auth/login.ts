import { MSG } from '../../shared/schemas/messages';

/**
 * Signing in (POST /api/auth/login): loaded by the session manager when someone signs in, so a
 * fan's page carries neither this nor its messages.
 */
export type LoginErrorKind = 'missing' | 'invalid-credential' | 'rate-limited' | 'network' | 'other';

export class LoginError extends Error {
  readonly kind: LoginErrorKind;
  constructor(kind: LoginErrorKind, message: string) {
    super(message);
    this.name = 'LoginError';
    this.kind = kind;
  }
}

async function readJson(response: Response): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await response.json();
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function loginErrorFor(status: number, body: Record<string, unknown>): LoginError {
  const message = typeof body.message === 'string' && body.message !== '' ? body.message : undefined;
  if (status === 400) return new LoginError('missing', message ?? MSG.loginMissing);
  if (status === 401) return new LoginError('invalid-credential', message ?? MSG.loginWrong);
  if (status === 429) return new LoginError('rate-limited', message ?? MSG.loginFailed);
  return new LoginError('other', message ?? MSG.loginFailed);
}

/** The server's answer to these credentials (the session it grants, for session.ts to read); a LoginError that says why not. */
export async function requestLogin(fetchFn: typeof fetch, baseUrl: string, username: string, password: string): Promise<Record<string, unknown>> {
  const user = username.trim();
  if (user === '' || password === '') throw new LoginError('missing', MSG.loginMissing);
  let response: Response;
  try {
    response = await fetchFn(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ username: user, password }),
    });
  } catch {
    throw new LoginError('network', MSG.networkError);
  }
  const body = await readJson(response);
  if (!response.ok) throw loginErrorFor(response.status, body);
  return body;
}

/** An answer with no session in it. */
export const noSession = (): LoginError => new LoginError('other', MSG.loginFailed);

import { getToken } from '../../../data/auth/session';

/**
 * The admin area's calls to the sync server's account and audit routes (docs/design/sync.md §9):
 * not data the device replicates, so no RxDB here. Same origin as the app; the signed-in token.
 * A refusal becomes an Error worded for people: the server's reason names the field as the API
 * spells it ('email: must be an email address'), shown as 'Email must be an email address.'.
 */
export async function serverJson<T>(method: string, path: string, body?: unknown, signal?: AbortSignal): Promise<T> {
  const token = getToken();
  if (!token) throw new Error('Sign in again to do this.');
  let response: Response;
  let text: string;
  try {
    response = await fetch(path, {
      method,
      headers: { authorization: `Bearer ${token}`, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
    text = await response.text();
  } catch {
    // No whole answer: no connection, or none in the time the caller gave (`signal`), body included.
    throw new ServerUnreached();
  }
  let parsed: unknown = undefined;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  if (!response.ok) {
    const record = (parsed ?? {}) as { reason?: unknown; message?: unknown };
    const reason = typeof record.reason === 'string' ? record.reason : typeof record.message === 'string' ? record.message : `HTTP ${response.status}`;
    throw new ServerAnswer(inWords(reason), response.status);
  }
  return parsed as T;
}

/** No whole answer came: no connection, or none in the time the caller gave. */
export class ServerUnreached extends Error {
  constructor() {
    super('The server cannot be reached: this needs a connection.');
  }
}

/** A refusal or failure the server answered with: its reason in words, and the HTTP status. */
export class ServerAnswer extends Error {
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.status = status;
  }
}

/**
 * Whether a failed call is worth sending again as it was: nothing answered (no connection, or too
 * slow), or the server said it could not do it now (a 5xx, 429). Any other answer is a refusal.
 */
export function worthRetrying(reason: unknown): boolean {
  if (reason instanceof ServerAnswer) return reason.status >= 500 || reason.status === 429;
  return reason instanceof ServerUnreached;
}

/** The fields the account and password routes name in a refusal, as their forms label them. */
const FIELD_LABELS: Record<string, string> = {
  email: 'Email',
  role: 'Role',
  schools: 'Schools',
  disabled: 'Disabled',
  currentPassword: 'Current password',
  newPassword: 'New password',
  body: 'The request',
};

/** 'email: must be an email address' → 'Email must be an email address.'; any other reason as it is. */
export function inWords(reason: string): string {
  const match = /^(\w+): (.+)$/.exec(reason);
  const label = match ? FIELD_LABELS[match[1]!] : undefined;
  if (!match || !label) return reason;
  const what = match[2]!.replace(/\.$/, '');
  // 'must be …' and 'is required' read on from the field's name; anything else follows a colon.
  return /^(must|is)\b/.test(what) ? `${label} ${what}.` : `${label}: ${what}.`;
}

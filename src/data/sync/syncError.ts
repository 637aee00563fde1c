/** 'held': edits another account made on this device wait for it to sign in again (couchPush.ts). */
export type SyncErrorKind = 'unauthorized' | 'forbidden' | 'validation' | 'network' | 'server' | 'held';

/**
 * A typed failure of a sync request. RxDB's stock CouchDB code never checks
 * `response.ok` (docs/design/sync.md §11: a 401 surfaces as `responseJson.forEach is not a
 * function`), so every request of ours goes through `requestJson`.
 */
export class SyncError extends Error {
  readonly kind: SyncErrorKind;
  readonly status?: number;
  /** The server's explanation, e.g. 'name: must be at most 100 characters'. */
  readonly reason?: string;

  constructor(kind: SyncErrorKind, message: string, details: { status?: number; reason?: string } = {}) {
    super(message);
    this.name = 'SyncError';
    this.kind = kind;
    this.status = details.status;
    this.reason = details.reason;
  }
}

/** Refused for want of a valid session (401: expired, revoked, signed out): a new sign-in fixes it. */
export function isAuthError(error: SyncError | null | undefined): boolean {
  return error?.kind === 'unauthorized';
}

/**
 * Refused for the account's role or schools (403: e.g. a school taken off the account while the
 * device was offline): signing in again changes nothing; the edit waits until the role allows it.
 */
export function isRoleRefusal(error: SyncError | null | undefined): boolean {
  return error?.kind === 'forbidden';
}

function kindForStatus(status: number): SyncErrorKind {
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 400 || status === 413 || status === 422) return 'validation';
  return 'server';
}

function reasonOf(body: unknown): string | undefined {
  if (body === null || typeof body !== 'object') return undefined;
  const record = body as Record<string, unknown>;
  for (const key of ['reason', 'message', 'error']) {
    if (typeof record[key] === 'string' && record[key] !== '') return record[key];
  }
  return undefined;
}

export function toSyncError(error: unknown): SyncError {
  if (error instanceof SyncError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new SyncError('network', message || 'Network request failed');
}

/** fetch + status check + JSON parse, every failure as a SyncError. */
export async function requestJson<T>(fetchFn: typeof fetch, url: string, init: RequestInit = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetchFn(url, init);
  } catch (error) {
    throw new SyncError('network', `Cannot reach the server: ${toSyncError(error).message}`);
  }
  let body: unknown = undefined;
  const text = await response.text().catch(() => '');
  if (text !== '') {
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
  }
  if (!response.ok) {
    const reason = reasonOf(body);
    const kind = kindForStatus(response.status);
    throw new SyncError(kind, `Server answered ${response.status}${reason ? `: ${reason}` : ''}`, {
      status: response.status,
      reason,
    });
  }
  if (body === undefined) throw new SyncError('server', `Server sent no JSON for ${url}`, { status: response.status });
  return body as T;
}

import { BehaviorSubject } from 'rxjs';

import type { AccountRole } from '../../shared/accounts';

/** docs/product/rules.md §1: an association admin, or a school scorekeeper of `schools`. */
export type { AccountRole };

export interface SessionUser {
  email: string;
  role: AccountRole;
  /** School ids a scorekeeper keeps score for (empty for an admin). */
  schools: string[];
}

export interface Session {
  token: string;
  user: SessionUser;
  /** ms since epoch */
  expiresAt: number;
}

export type { LoginErrorKind } from './login';

/** The part of `localStorage` we use; Node tests pass a Map-backed object. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const SESSION_STORAGE_KEY = 'liaa.session';
/** A token this close to its expiry would die in flight. */
const EXPIRY_MARGIN_MS = 5_000;

export function isExpired(session: Session, now: number = Date.now()): boolean {
  return now >= session.expiresAt - EXPIRY_MARGIN_MS;
}

function jwtExpiry(token: string): number | null {
  try {
    const payload = token.split('.')[1];
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/** Accepts ms, seconds or an ISO date for `expiresAt`; falls back to the token's own `exp`. */
function toExpiry(value: unknown, token: string): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value < 1e12 ? value * 1000 : value;
  if (typeof value === 'string' && !Number.isNaN(Date.parse(value))) return Date.parse(value);
  return jwtExpiry(token);
}

function parseSession(value: unknown): Session | null {
  if (!value || typeof value !== 'object') return null;
  const record = value as { token?: unknown; user?: { email?: unknown; role?: unknown; schools?: unknown }; expiresAt?: unknown };
  if (typeof record.token !== 'string' || record.token === '') return null;
  const email = typeof record.user?.email === 'string' ? record.user.email : '';
  // A session stored before roles existed is an admin's (the only kind of account then); the server decides anyway.
  const role: AccountRole = record.user?.role === 'scorekeeper' ? 'scorekeeper' : 'admin';
  const schools = Array.isArray(record.user?.schools) ? record.user.schools.filter((id): id is string => typeof id === 'string') : [];
  const expiresAt = toExpiry(record.expiresAt, record.token);
  if (expiresAt === null) return null;
  return { token: record.token, user: { email, role, schools }, expiresAt };
}

export interface SessionManagerOptions {
  /** Where the session survives reloads; null keeps it in memory only. */
  storage?: KeyValueStorage | null;
  fetch?: typeof fetch;
  now?: () => number;
}

export interface SessionManager {
  session$: BehaviorSubject<Session | null>;
  login(baseUrl: string, username: string, password: string): Promise<Session>;
  logout(baseUrl?: string): Promise<void>;
  restoreSession(): Session | null;
  /** The bearer token, or null when signed out or expired (local edits then wait as pending). */
  getToken(): string | null;
  /** The signed-in account as the server now says it is (a role or schools changed meanwhile: accountRefresh.ts). */
  updateUser(user: SessionUser): void;
}

export function createSessionManager(options: SessionManagerOptions = {}): SessionManager {
  const storage = options.storage ?? null;
  const fetchFn: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const now = options.now ?? Date.now;
  const session$ = new BehaviorSubject<Session | null>(null);

  function save(session: Session | null): void {
    try {
      if (session) storage?.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
      else storage?.removeItem(SESSION_STORAGE_KEY);
    } catch {
      // Storage full or blocked (private mode): the session still lives in memory.
    }
    session$.next(session);
  }

  return {
    session$,
    async login(baseUrl, username, password) {
      // Signing in, and its messages, load when someone signs in: a fan's page never does.
      const signIn = await import('./login');
      const session = parseSession(await signIn.requestLogin(fetchFn, baseUrl, username, password));
      if (!session) throw signIn.noSession();
      save(session);
      return session;
    },
    async logout(baseUrl = '') {
      const token = session$.getValue()?.token;
      // Signing out never touches the local database: unsynced edits stay pending.
      save(null);
      if (!token) return;
      try {
        await fetchFn(`${baseUrl}/api/auth/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
      } catch {
        // Offline: the token simply expires on its own.
      }
    },
    restoreSession() {
      let stored: string | null = null;
      try {
        stored = storage?.getItem(SESSION_STORAGE_KEY) ?? null;
      } catch {
        stored = null;
      }
      let session: Session | null = null;
      try {
        session = stored ? parseSession(JSON.parse(stored)) : null;
      } catch {
        session = null;
      }
      // An expired session is kept: the admin stays in the dashboard offline, edits stay
      // pending, and the UI asks for a new sign-in (isExpired) instead of logging out.
      if (session?.token !== session$.getValue()?.token) session$.next(session);
      return session;
    },
    getToken() {
      const session = session$.getValue();
      return session && !isExpired(session, now()) ? session.token : null;
    },
    updateUser(user) {
      const session = session$.getValue();
      if (session) save({ ...session, user });
    },
  };
}

function browserStorage(): KeyValueStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

const defaultManager = createSessionManager({ storage: browserStorage() });

// Another tab signed in or out: follow it.
if (typeof window !== 'undefined' && typeof window.addEventListener === 'function') {
  window.addEventListener('storage', (event) => {
    if (event.key === SESSION_STORAGE_KEY || event.key === null) defaultManager.restoreSession();
  });
}

/** The app's session (browser: persisted in localStorage under `liaa.session`). */
export const session$ = defaultManager.session$;
export const login = defaultManager.login;
export const logout = defaultManager.logout;
export const restoreSession = defaultManager.restoreSession;
export const getToken = defaultManager.getToken;
export const sessionManager = defaultManager;

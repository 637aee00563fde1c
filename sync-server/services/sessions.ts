import type { AccountSession as SessionInfo } from '../../src/shared/accounts';
import type { Couch } from '../store/couch';
import { statusOf } from '../store/couch';
import type { TokenService } from './tokens';
import type { Account, UsersService } from './users';
import { normalizeEmail } from './users';

/**
 * Sessions that end everywhere (docs/design/sync.md §8): one document per issued token in the
 * sessions database every instance shares. A logout, a disabled account or a changed password
 * marks it revoked there, so every instance refuses the token within `cacheMs` (what an instance
 * keeps is a cache of the store's answer, never the truth), and a restart changes nothing.
 * Only plain CouchDB requests: get, insert, `_all_docs` key ranges.
 */

export type { AccountSession as SessionInfo } from '../../src/shared/accounts';

interface SessionDoc extends Omit<SessionInfo, 'id'> {
  _id: string;
  _rev?: string;
  type: 'session';
  jti: string;
  revokedAt?: number;
  revokedWhy?: string;
}

/** Who is writing, as every route sees it once the token and its session checked out. */
export interface Actor {
  email: string;
  role: Account['role'];
  schools: string[];
  jti: string;
  expiresAt: number;
}

export type AuthCheck = { ok: true; actor: Actor } | { ok: false; reason: string };

export interface SessionsService {
  /** A token and its session; the account as it is now (its role, its schools). */
  check(token: string): Promise<AuthCheck>;
  open(email: string, jti: string, expiresAt: number, device: string): Promise<void>;
  /** The open sessions of an account (not revoked, not expired), newest first. */
  list(email: string): Promise<SessionInfo[]>;
  /** False when there is no such session of that account. */
  revoke(email: string, jti: string, why: string): Promise<boolean>;
  /** Every open session of the account but `except` (a password change keeps the device that made it). */
  revokeAll(email: string, why: string, except?: string): Promise<number>;
  /**
   * The account was changed through this instance (its role, its schools): this instance reads it
   * again at its next request; the others within `cacheMs`, as for a revocation.
   */
  accountChanged(email: string): void;
}

const sessionKey = (email: string) => `session:${encodeURIComponent(normalizeEmail(email))}:`;

export const REVOKED = {
  logout: 'token revoked',
  disabled: 'account disabled',
  password: 'password changed',
  admin: 'signed out by an admin',
} as const;

/** lastSeen is written at most this often per session: a write per request would double the store's load. */
const LAST_SEEN_EVERY_MS = 60_000;

export function createSessionsService(deps: { couch: Couch; tokens: TokenService; users: UsersService; cacheMs?: number; now?: () => number }): SessionsService {
  const db = deps.couch.sessions;
  const now = deps.now ?? Date.now;
  // docs/design/sync.md §8: at most this old. Another instance's revocation is seen after it at the latest.
  const cacheMs = deps.cacheMs ?? 2_000;
  const sessionCache = new Map<string, { at: number; doc: SessionDoc | null }>();
  const accountCache = new Map<string, { at: number; account: Promise<Account | null> }>();

  async function read(id: string): Promise<SessionDoc | null> {
    try {
      const doc = (await db.get(id)) as unknown as SessionDoc;
      return doc.type === 'session' ? doc : null;
    } catch (err) {
      if (statusOf(err) === 404) return null;
      throw err;
    }
  }

  function prune(cache: Map<string, { at: number }>, t: number): void {
    if (cache.size < 5_000) return;
    for (const [key, entry] of cache) if (t - entry.at > cacheMs) cache.delete(key);
  }

  async function cachedSession(id: string): Promise<SessionDoc | null> {
    const t = now();
    const hit = sessionCache.get(id);
    if (hit && t - hit.at <= cacheMs) return hit.doc;
    const doc = await read(id);
    prune(sessionCache, t);
    sessionCache.set(id, { at: t, doc });
    return doc;
  }

  function cachedAccount(email: string): Promise<Account | null> {
    const t = now();
    const hit = accountCache.get(email);
    if (hit && t - hit.at <= cacheMs) return hit.account;
    const account = deps.users.get(email);
    prune(accountCache, t);
    accountCache.set(email, { at: t, account });
    account.catch(() => accountCache.delete(email));
    return account;
  }

  /** Read, change, write; a concurrent change (lastSeen from another instance) makes it read again. */
  async function modify(id: string, change: (doc: SessionDoc) => SessionDoc | null): Promise<SessionDoc | null> {
    for (let attempt = 0; ; attempt++) {
      const doc = await read(id);
      if (!doc) return null;
      const next = change(doc);
      if (!next) return doc;
      try {
        await db.insert({ ...next } as unknown as Record<string, unknown>);
        sessionCache.delete(id);
        return next;
      } catch (err) {
        if (statusOf(err) !== 409 || attempt >= 4) throw err;
      }
    }
  }

  function touch(doc: SessionDoc): void {
    const t = now();
    if (t - doc.lastSeen < LAST_SEEN_EVERY_MS) return;
    doc.lastSeen = t; // the cached copy: this instance writes it once a minute at most
    void db.insert({ ...doc } as unknown as Record<string, unknown>).then(
      () => sessionCache.delete(doc._id),
      (err: unknown) => {
        // Another instance saw it at the same moment: theirs is as good.
        if (statusOf(err) !== 409) console.error('[sync-server] noting a session as seen failed:', (err as Error).message);
        sessionCache.delete(doc._id);
      },
    );
  }

  async function openDocs(email: string): Promise<SessionDoc[]> {
    const key = sessionKey(email);
    const res = await db.list({ startkey: key, endkey: key + '\ufff0', include_docs: true });
    const t = now();
    return res.rows.flatMap((row) => {
      const doc = row.doc as unknown as SessionDoc | undefined;
      return doc && doc.type === 'session' && doc.revokedAt === undefined && doc.expiresAt > t ? [doc] : [];
    });
  }

  const revokeDoc = (why: string) => (doc: SessionDoc) => (doc.revokedAt === undefined ? { ...doc, revokedAt: now(), revokedWhy: why } : null);

  return {
    async check(token) {
      const verified = await deps.tokens.verify(token);
      if (!verified.ok) return verified;
      const email = normalizeEmail(verified.email);
      const session = await cachedSession(sessionKey(email) + verified.jti);
      if (!session) return { ok: false, reason: 'no such session' };
      if (session.revokedAt !== undefined) return { ok: false, reason: session.revokedWhy ?? REVOKED.logout };
      const account = await cachedAccount(email);
      if (!account) return { ok: false, reason: 'no such account' };
      if (account.disabled) return { ok: false, reason: REVOKED.disabled };
      touch(session);
      return { ok: true, actor: { email: account.email, role: account.role, schools: account.schools, jti: verified.jti, expiresAt: verified.expiresAt } };
    },
    async open(email, jti, expiresAt, device) {
      const t = now();
      const doc: SessionDoc = {
        _id: sessionKey(email) + jti,
        type: 'session',
        jti,
        email: normalizeEmail(email),
        device: device.slice(0, 200),
        createdAt: t,
        lastSeen: t,
        expiresAt,
      };
      await db.insert({ ...doc } as unknown as Record<string, unknown>);
      // The account's expired sessions are no use any more (a revoked one is kept until it expires: its reason is told).
      const key = sessionKey(email);
      const all = await db.list({ startkey: key, endkey: key + '\ufff0', include_docs: true });
      const expired = all.rows.flatMap((row) => {
        const old = row.doc as unknown as SessionDoc | undefined;
        return old && old.expiresAt <= t ? [{ _id: old._id, _rev: old._rev, _deleted: true }] : [];
      });
      // A 409 row is one another instance removed or touched first: it goes next time.
      if (expired.length > 0) await db.bulk({ docs: expired }).catch((err: unknown) => console.error('[sync-server] removing expired sessions failed:', (err as Error).message));
    },
    async list(email) {
      const docs = await openDocs(email);
      return docs
        .map(({ jti, email, device, createdAt, lastSeen, expiresAt }) => ({ id: jti, email, device, createdAt, lastSeen, expiresAt }))
        .sort((a, b) => b.createdAt - a.createdAt);
    },
    async revoke(email, jti, why) {
      const done = await modify(sessionKey(email) + jti, revokeDoc(why));
      return done !== null;
    },
    async revokeAll(email, why, except) {
      let count = 0;
      for (const doc of await openDocs(email)) {
        if (doc.jti === except) continue;
        await modify(doc._id, revokeDoc(why));
        count++;
      }
      accountCache.delete(normalizeEmail(email));
      return count;
    },
    accountChanged(email) {
      accountCache.delete(normalizeEmail(email));
    },
  };
}

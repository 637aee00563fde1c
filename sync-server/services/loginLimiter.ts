import { createHash, randomUUID } from 'node:crypto';
import type { Couch } from '../store/couch';
import { statusOf } from '../store/couch';

export interface LoginLimiter {
  /** True when this key already has `maxFailures` failures inside the window. */
  isBlocked(key: string): Promise<boolean>;
  recordFailure(key: string): Promise<void>;
  /** A successful login clears the key's failures (successes are never counted). */
  reset(key: string): Promise<void>;
}

/**
 * Failed logins per IP+username in a sliding window, counted in the sessions database every
 * instance shares (docs/design/sync.md §8): failures alternating between instances add up, and a
 * restart forgets nothing. One document per failure, so two instances recording at once never
 * conflict; a key's failures are one `_all_docs` key range, its time in the id.
 */
export function createLoginLimiter(couch: Couch, opts: { maxFailures?: number; windowMs?: number; now?: () => number } = {}): LoginLimiter {
  const db = couch.sessions;
  const maxFailures = opts.maxFailures ?? 5;
  const windowMs = opts.windowMs ?? 15 * 60 * 1000;
  const now = opts.now ?? Date.now;

  // The key (an IP and a username) is hashed: ids of one length, and no address stored in clear.
  const prefixOf = (key: string) => `fail:${createHash('sha256').update(key).digest('hex').slice(0, 32)}:`;
  const stamp = (t: number) => String(Math.max(0, t)).padStart(15, '0');

  async function rows(key: string, from: string, to: string): Promise<{ id: string; rev: string }[]> {
    const prefix = prefixOf(key);
    const res = await db.list({ startkey: prefix + from, endkey: prefix + to });
    return res.rows.map((row) => ({ id: row.id, rev: row.value.rev }));
  }

  async function remove(found: { id: string; rev: string }[]): Promise<void> {
    if (found.length === 0) return;
    // A 409 row is a failure another instance removed first: nothing to do.
    await db.bulk({ docs: found.map(({ id, rev }) => ({ _id: id, _rev: rev, _deleted: true })) });
  }

  return {
    async isBlocked(key) {
      return (await rows(key, stamp(now() - windowMs), '\ufff0')).length >= maxFailures;
    },
    async recordFailure(key) {
      const t = now();
      await db.insert({ _id: `${prefixOf(key)}${stamp(t)}:${randomUUID()}`, type: 'failed-sign-in', at: t });
      // This key's failures out of the window are no use any more.
      await remove(await rows(key, '', stamp(t - windowMs))).catch((err: unknown) => {
        if (statusOf(err) !== 409) console.error('[sync-server] forgetting old failed sign-ins failed:', (err as Error).message);
      });
    },
    async reset(key) {
      await remove(await rows(key, '', '\ufff0'));
    },
  };
}

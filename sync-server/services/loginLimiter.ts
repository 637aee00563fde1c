import { randomUUID } from 'node:crypto';
import type { Couch } from '../store/couch';
import { statusOf } from '../store/couch';
import { keyedRecords } from './keyedRecords';

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
 * restart forgets nothing. One record per failure (`fail:{hash of the key}:{time}:{uuid}`,
 * keyedRecords), its time in the id: a key's recent failures are one key range.
 */
export function createLoginLimiter(couch: Couch, opts: { maxFailures?: number; windowMs?: number; now?: () => number } = {}): LoginLimiter {
  const failures = keyedRecords(couch.sessions, 'fail');
  const maxFailures = opts.maxFailures ?? 5;
  const windowMs = opts.windowMs ?? 15 * 60 * 1000;
  const now = opts.now ?? Date.now;
  const stamp = (t: number) => String(Math.max(0, t)).padStart(15, '0');

  return {
    async isBlocked(key) {
      return (await failures.list(key, stamp(now() - windowMs))).length >= maxFailures;
    },
    async recordFailure(key) {
      const t = now();
      await failures.add(key, `${stamp(t)}:${randomUUID()}`, { type: 'failed-sign-in', at: t });
      // This key's failures out of the window are no use any more.
      await failures.remove(await failures.list(key, '', stamp(t - windowMs))).catch((err: unknown) => {
        if (statusOf(err) !== 409) console.error('[sync-server] forgetting old failed sign-ins failed:', (err as Error).message);
      });
    },
    async reset(key) {
      await failures.remove(await failures.list(key));
    },
  };
}

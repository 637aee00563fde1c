import type { ClientRateLimitInfo, IncrementResponse, Options, Store } from 'express-rate-limit';
import type nano from 'nano';
import { statusOf } from '../store/couch';
import { keyedRecords } from './keyedRecords';

interface Counter {
  _id: string;
  _rev?: string;
  hits: number;
  /** When this window ends (ms since the epoch). */
  resetAt: number;
}

/** Writes that lost a race with another instance and were read again, at most. */
const RETRIES = 10;

/**
 * express-rate-limit's store, in a database every instance shares: one counter per client key
 * and limit (`rate:{hash of the key}:{name}`, keyedRecords), a fixed window from its first hit,
 * updated with the store's revision check, so hits on several instances add up and a restart
 * forgets nothing. One document per client, written again at each hit: a flood adds revisions,
 * never documents. Once a key is over the limit, this instance refuses it from memory until its
 * window ends, without asking the store (the shared count can only grow until then).
 */
export function sharedRateStore(db: nano.DocumentScope<Record<string, unknown>>, name: string, now: () => number = Date.now): Store {
  const counters = keyedRecords(db, 'rate');
  let windowMs = 60_000;
  let limit = Infinity;
  /** Keys over the limit here, and when their window ends. */
  const refused = new Map<string, number>();

  async function read(id: string): Promise<Counter | undefined> {
    try {
      return (await db.get(id)) as unknown as Counter;
    } catch (err) {
      if (statusOf(err) === 404) return undefined;
      throw err;
    }
  }

  async function add(key: string, by: number): Promise<IncrementResponse> {
    const id = counters.id(key, name);
    for (let attempt = 0; ; attempt++) {
      const t = now();
      const stored = await read(id);
      const open = stored && stored.resetAt > t ? stored : undefined;
      const next: Counter = { _id: id, hits: Math.max(0, (open?.hits ?? 0) + by), resetAt: open?.resetAt ?? t + windowMs };
      if (stored?._rev) next._rev = stored._rev;
      const answer = { totalHits: next.hits, resetTime: new Date(next.resetAt) };
      try {
        await db.insert({ ...next, type: 'rate' });
        return answer;
      } catch (err) {
        // Still losing after a few tries: judged on the count read, at least as high as what was stored.
        if (statusOf(err) !== 409) throw err;
        if (attempt >= RETRIES) return answer;
      }
    }
  }

  return {
    localKeys: false,
    prefix: `${name}:`,
    init(options: Options) {
      windowMs = options.windowMs;
      if (typeof options.limit === 'number') limit = options.limit;
    },
    async get(key): Promise<ClientRateLimitInfo | undefined> {
      const stored = await read(counters.id(key, name));
      return stored && stored.resetAt > now() ? { totalHits: stored.hits, resetTime: new Date(stored.resetAt) } : undefined;
    },
    async increment(key) {
      const t = now();
      const until = refused.get(key);
      if (until !== undefined && until > t) return { totalHits: limit + 1, resetTime: new Date(until) };
      for (const [other, end] of refused) if (end <= t) refused.delete(other);
      const answer = await add(key, 1);
      if (answer.totalHits > limit && answer.resetTime) refused.set(key, answer.resetTime.getTime());
      return answer;
    },
    async decrement(key) {
      await add(key, -1);
    },
    async resetKey(key) {
      refused.delete(key);
      const stored = await read(counters.id(key, name));
      if (stored?._rev) await db.destroy(stored._id, stored._rev).catch((err: unknown) => {
        if (statusOf(err) !== 404 && statusOf(err) !== 409) throw err;
      });
    },
  };
}

import type { Options } from 'express-rate-limit';
import { describe, expect, it } from 'vitest';
import { useEmbeddedCouch } from '../store/testCouch';
import { sharedRateStore } from './sharedRateStore';

const embedded = useEmbeddedCouch('rate');

/** Two instances' stores on one database, on one clock the test moves. */
function instances(name: string, limit: number) {
  const clock = { t: 1_000_000 };
  const make = () => {
    const made = sharedRateStore(embedded.couch().sessions, name, () => clock.t);
    void made.init?.({ windowMs: 60_000, limit } as Options);
    return made;
  };
  return { clock, a: make(), b: make() };
}

describe('sharedRateStore', () => {
  it('adds up the hits of every instance, each counted once when they race', async () => {
    const { a, b } = instances('race', 100);
    await Promise.all(Array.from({ length: 8 }, (_, i) => (i % 2 ? a : b).increment('198.51.100.1')));
    expect((await a.get!('198.51.100.1'))?.totalHits).toBe(8);
    expect((await b.increment('198.51.100.1')).totalHits).toBe(9);
    expect((await a.increment('198.51.100.2')).totalHits).toBe(1);
  });

  it('starts a new window a minute after its first hit', async () => {
    const { clock, a, b } = instances('window', 100);
    const first = await a.increment('198.51.100.3');
    expect(first.resetTime?.getTime()).toBe(clock.t + 60_000);
    clock.t += 59_999;
    expect((await b.increment('198.51.100.3')).totalHits).toBe(2);
    clock.t += 1;
    expect(await b.increment('198.51.100.3')).toEqual({ totalHits: 1, resetTime: new Date(clock.t + 60_000) });
  });

  it('refuses a key over the limit from memory until its window ends, and counts again after', async () => {
    const { clock, a } = instances('flood', 2);
    for (const expected of [1, 2, 3]) expect((await a.increment('198.51.100.4')).totalHits).toBe(expected);
    // Over the limit: not written again (the stored count stays 3).
    expect((await a.increment('198.51.100.4')).totalHits).toBe(3);
    expect((await a.get!('198.51.100.4'))?.totalHits).toBe(3);
    clock.t += 60_000;
    expect((await a.increment('198.51.100.4')).totalHits).toBe(1);
    await a.resetKey('198.51.100.4');
    expect(await a.get!('198.51.100.4')).toBeUndefined();
  });
});

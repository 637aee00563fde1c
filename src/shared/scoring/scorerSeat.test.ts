import { describe, expect, it } from 'vitest';
import type { ScorerState, ScorerWho } from './scorerSeat';
import { SCORER_REQUEST_TIMEOUT_MS, decideScorer, requestExpired, scorerRole } from './scorerSeat';

const a: ScorerWho = { account: 'a@x.org', device: 'dev-a', label: 'Android phone' };
const b: ScorerWho = { account: 'b@x.org', device: 'dev-b', label: 'iPhone' };
const c: ScorerWho = { account: 'c@x.org', device: 'dev-c' };
const T = 1_000_000;

function next(state: ScorerState | null, ...args: Parameters<typeof decideScorer> extends [unknown, ...infer Rest] ? Rest : never): ScorerState {
  const decided = decideScorer(state, ...args);
  if (!decided.ok) throw new Error(decided.reason);
  return decided.next;
}

describe('one scorer at a time', () => {
  it('the first device that starts scoring becomes the scorer; another is refused its claim', () => {
    const first = next(null, 'claim', a, T);
    expect(first.scorer).toEqual({ account: 'a@x.org', device: 'dev-a', label: 'Android phone', since: T, via: 'claim' });
    expect(scorerRole(first, a)).toBe('scorer');
    expect(scorerRole(first, b)).toBe('other');
    expect(scorerRole(null, b)).toBe('free');
    const refused = decideScorer(first, 'claim', b, T + 1);
    expect(refused).toEqual({ ok: false, reason: 'a@x.org (Android phone) is scoring this game: ask to take over' });
    // Claiming again from the scoring device changes nothing (not even `since`).
    expect(next(first, 'claim', a, T + 5).scorer?.since).toBe(T);
  });

  it('the same account on another device is another device', () => {
    const first = next(null, 'claim', a, T);
    expect(scorerRole(first, { ...a, device: 'dev-a2' })).toBe('other');
    expect(decideScorer(first, 'claim', { ...a, device: 'dev-a2' }, T).ok).toBe(false);
  });

  it('a request stands until the scorer answers; Accept hands over at once', () => {
    const scoring = next(null, 'claim', a, T);
    const asked = next(scoring, 'request', b, T + 10);
    expect(asked.request).toEqual({ account: 'b@x.org', device: 'dev-b', label: 'iPhone', at: T + 10, expiresAt: T + 10 + SCORER_REQUEST_TIMEOUT_MS });
    expect(asked.scorer).toEqual(scoring.scorer);
    // Only the scorer answers.
    expect(decideScorer(asked, 'accept', b, T + 11).ok).toBe(false);
    expect(decideScorer(asked, 'accept', c, T + 11).ok).toBe(false);
    const handed = next(asked, 'accept', a, T + 20);
    expect(handed.scorer).toEqual({ account: 'b@x.org', device: 'dev-b', label: 'iPhone', since: T + 20, via: 'accepted' });
    expect(handed.request).toBeUndefined();
    expect(scorerRole(handed, b)).toBe('scorer');
    expect(scorerRole(handed, a)).toBe('other');
    expect(handed.seq).toBeGreaterThan(asked.seq);
  });

  it('Keep scoring declines the request', () => {
    const asked = next(next(null, 'claim', a, T), 'request', b, T + 10);
    const kept = next(asked, 'keep', a, T + 20);
    expect(kept.scorer?.device).toBe('dev-a');
    expect(kept.request).toBeUndefined();
    expect(decideScorer(kept, 'accept', a, T + 21)).toEqual({ ok: false, reason: 'nobody is asking to take over' });
  });

  it('expiry: the asker takes over only once the scorer had its time to answer (by the clock given)', () => {
    const asked = next(next(null, 'claim', a, T), 'request', b, T);
    const expiry = T + SCORER_REQUEST_TIMEOUT_MS;
    expect(requestExpired(asked, expiry - 1)).toBe(false);
    expect(decideScorer(asked, 'take', b, expiry - 1).ok).toBe(false);
    expect(requestExpired(asked, expiry)).toBe(true);
    const taken = next(asked, 'take', b, expiry);
    expect(taken.scorer).toEqual({ account: 'b@x.org', device: 'dev-b', label: 'iPhone', since: expiry, via: 'expired' });
    expect(taken.request).toBeUndefined();
    // Nobody else takes over on another's request, expired or not.
    expect(decideScorer(asked, 'take', c, expiry + 1).ok).toBe(false);
  });

  it('the timeout is the one given (an injected duration)', () => {
    const asked = next(next(null, 'claim', a, T), 'request', b, T, 500);
    expect(asked.request?.expiresAt).toBe(T + 500);
    expect(decideScorer(asked, 'take', b, T + 500, 500).ok).toBe(true);
  });

  it('asking again keeps the first stamp; a third device waits for a pending request, not an expired one', () => {
    const asked = next(next(null, 'claim', a, T), 'request', b, T);
    expect(next(asked, 'request', b, T + 60_000).request?.at).toBe(T);
    expect(decideScorer(asked, 'request', c, T + 1).ok).toBe(false);
    const third = next(asked, 'request', c, T + SCORER_REQUEST_TIMEOUT_MS);
    expect(third.request?.device).toBe('dev-c');
  });

  it('the scorer cannot ask itself; asking with nobody scoring starts scoring', () => {
    const scoring = next(null, 'claim', a, T);
    expect(decideScorer(scoring, 'request', a, T).ok).toBe(false);
    expect(next(null, 'request', b, T).scorer?.device).toBe('dev-b');
  });
});

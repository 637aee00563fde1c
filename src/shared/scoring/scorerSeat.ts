import type { GameScorerDoc } from '../schemas/gameScorers.schema';

/**
 * One scoring device per game (docs/design/scoring.md, "One scorer at a time"): the pure rules the
 * server applies to every claim, request and hand-over (POST /api/scorers/{gameId}), and the
 * console reads to say what this device may do. Times are the server's (ms); the server passes its
 * own clock, a device its clock corrected by the server's (src/data/serverTime.ts).
 */

/** How long the scorer has to answer a request before the asker may take over. */
export const SCORER_REQUEST_TIMEOUT_MS = 2 * 60_000;

export const SCORER_ACTIONS = ['claim', 'request', 'accept', 'keep', 'take'] as const;
export type ScorerAction = (typeof SCORER_ACTIONS)[number];

/** An account on one device. */
export interface ScorerWho {
  account: string;
  device: string;
  label?: string;
}

export type ScorerState = Pick<GameScorerDoc, 'scorer' | 'request' | 'seq'>;
export type ScorerDecision = { ok: true; next: ScorerState } | { ok: false; reason: string };

const same = (a: ScorerWho | undefined, b: ScorerWho): boolean => !!a && a.account === b.account && a.device === b.device;
const seat = (who: ScorerWho) => ({ account: who.account, device: who.device, ...(who.label ? { label: who.label } : {}) });

/** 'coach@school.org (Android phone)': an account and its device, as people read them. */
export function whoText(who: { account: string; label?: string }): string {
  return who.label ? `${who.account} (${who.label})` : who.account;
}

/** What this device is to the game: its scorer, free to start scoring (nobody is), or watching another's. */
export function scorerRole(state: ScorerState | null | undefined, me: ScorerWho): 'scorer' | 'free' | 'other' {
  if (!state?.scorer) return 'free';
  return same(state.scorer, me) ? 'scorer' : 'other';
}

/** A request the scorer did not answer in time: its asker may take over. */
export function requestExpired(state: ScorerState | null | undefined, now: number): boolean {
  return !!state?.request && now >= state.request.expiresAt;
}

/**
 * The next state after `who` does `action` at `now`, or why not:
 * - claim: the first device that starts scoring becomes the scorer (again: nothing changes);
 * - request: another device asks to take over; the scorer has `timeoutMs` to answer. An
 *   unanswered request of a third device stands until it expires; asking again keeps one's stamp;
 * - accept (the scorer only): the asker becomes the scorer at once;
 * - keep (the scorer only): the request is declined;
 * - take (the asker only, once its request expired): the asker becomes the scorer.
 */
export function decideScorer(state: ScorerState | null | undefined, action: ScorerAction, who: ScorerWho, now: number, timeoutMs = SCORER_REQUEST_TIMEOUT_MS): ScorerDecision {
  const seq = (state?.seq ?? 0) + 1;
  const scorer = state?.scorer;
  const request = state?.request;
  const becomeScorer = (via: 'claim' | 'accepted' | 'expired', label = who.label): ScorerDecision => ({
    ok: true,
    next: { seq, scorer: { ...seat({ ...who, label }), since: now, via } },
  });
  switch (action) {
    case 'claim':
    case 'request': {
      if (!scorer) return becomeScorer('claim');
      if (same(scorer, who)) return action === 'claim' ? { ok: true, next: { ...state!, seq: state!.seq } } : { ok: false, reason: 'this device is already scoring this game' };
      if (action === 'claim') return { ok: false, reason: `${whoText(scorer)} is scoring this game: ask to take over` };
      if (request && !same(request, who) && now < request.expiresAt) {
        return { ok: false, reason: `${whoText(request)} has already asked to take over: wait for the scorer's answer` };
      }
      const at = request && same(request, who) ? request.at : now;
      const expiresAt = request && same(request, who) ? request.expiresAt : now + timeoutMs;
      return { ok: true, next: { seq, scorer, request: { ...seat(who), at, expiresAt } } };
    }
    case 'accept':
    case 'keep': {
      if (!same(scorer, who)) return { ok: false, reason: 'only the scoring device answers a request to take over' };
      if (!request) return { ok: false, reason: 'nobody is asking to take over' };
      if (action === 'keep') return { ok: true, next: { seq, scorer } };
      return { ok: true, next: { seq, scorer: { ...seat(request), since: now, via: 'accepted' } } };
    }
    case 'take': {
      if (!scorer) return becomeScorer('claim');
      if (same(scorer, who)) return { ok: false, reason: 'this device is already scoring this game' };
      if (!request || !same(request, who)) return { ok: false, reason: 'ask to take over first' };
      if (now < request.expiresAt) return { ok: false, reason: 'the scorer can still answer: wait for the answer or the time to run out' };
      return becomeScorer('expired', request.label ?? who.label);
    }
  }
}

import { clockTime } from '../../../shared/dates';
import type { GameScorerDoc } from '../../../shared/schemas/gameScorers.schema';
import type { ScorerWho } from '../../../shared/scoring/scorerSeat';
import { requestExpired, scorerRole, whoText } from '../../../shared/scoring/scorerSeat';

/**
 * What the console says and offers about who scores the game (docs/design/scoring.md, "One scorer
 * at a time"), from the game's seat as this device knows it. Pure: the console's tests read it.
 */

/** 'Android phone', 'iPhone', 'Windows computer': how people tell their devices apart, from the browser's user agent. */
export function deviceLabel(userAgent: string): string {
  if (/iPhone/.test(userAgent)) return 'iPhone';
  if (/iPad/.test(userAgent)) return 'iPad';
  if (/Android/.test(userAgent)) return /Mobile/.test(userAgent) ? 'Android phone' : 'Android tablet';
  if (/CrOS/.test(userAgent)) return 'Chromebook';
  if (/Windows/.test(userAgent)) return 'Windows computer';
  if (/Macintosh|Mac OS X/.test(userAgent)) return 'Mac';
  if (/Linux/.test(userAgent)) return 'Linux computer';
  return 'browser';
}

/** The later of two versions of the seat: what was pulled, and what the server's answer said. */
export function laterSeat(a: GameScorerDoc | null, b: GameScorerDoc | null): GameScorerDoc | null {
  if (!a || !b) return a ?? b;
  return b.seq > a.seq ? b : a;
}

export type SeatView =
  /** Nobody scores it: this device may start (and becomes the scorer when it does). */
  | { kind: 'free' }
  | { kind: 'scorer' }
  /** This device scores, and another asks to take over: Accept / Keep scoring. */
  | { kind: 'asked'; text: string }
  /** Another device scores; `request` says where this device's request stands. */
  | { kind: 'other'; text: string; request: 'none' | 'waiting' | 'expired' | 'someone-else'; requestText: string | null };

export function seatView(seat: GameScorerDoc | null, me: ScorerWho, now: number): SeatView {
  const role = scorerRole(seat, me);
  if (role === 'free' || !seat?.scorer) return { kind: 'free' };
  const request = seat.request;
  if (role === 'scorer') return request ? { kind: 'asked', text: `${whoText(request)} asks to take over scoring` } : { kind: 'scorer' };
  const text = `${whoText(seat.scorer)} is scoring this game (since ${clockTime(new Date(seat.scorer.since))})`;
  if (!request) return { kind: 'other', text, request: 'none', requestText: null };
  const mine = request.account === me.account && request.device === me.device;
  if (!mine) return { kind: 'other', text, request: requestExpired(seat, now) ? 'none' : 'someone-else', requestText: requestExpired(seat, now) ? null : `${whoText(request)} has asked to take over.` };
  if (requestExpired(seat, now)) return { kind: 'other', text, request: 'expired', requestText: 'The scorer did not answer.' };
  return { kind: 'other', text, request: 'waiting', requestText: `Asked to take over: waiting for the scorer's answer until ${clockTime(new Date(request.expiresAt))}.` };
}

/** What a device that was scoring is told once another device scores the game. */
export function noLongerScorerText(seat: Pick<GameScorerDoc, 'scorer'>): string {
  const scorer = seat.scorer;
  if (!scorer) return '';
  const how = scorer.via === 'expired' ? ' (this device did not answer the request in time)' : '';
  return `This device is no longer scoring this game: ${whoText(scorer)} has scored it since ${clockTime(new Date(scorer.since))}${how}. What you entered here is kept.`;
}

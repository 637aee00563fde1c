import { sportName } from './catalog/sports';
import { gamePath } from './links';
import { scoreLine } from './scoreLine';
import type { GameDoc, GameStatus } from './schemas/games.schema';

/**
 * Alerts for a fan's teams (docs/product/screens.md, alerts): when to tell and what. The server
 * decides for Web Push (sync-server/services/push/notifier.ts); a page open on a browser with no
 * push service decides the same for the notifications it shows itself (src/data/alerts/).
 */

/**
 * What the fans of a game were last told (or, before any alert, what the game was when first
 * seen): kept per game in the shared store, so every instance decides from the same record.
 */
export interface AlertState {
  status: GameStatus;
  home: string;
  away: string;
  /** When the last score alert went (ms; 0: none yet). */
  scoreAt: number;
  /** The start time told (a rescheduled game is told once per new time); absent in older records. */
  time?: string;
}

export type AlertKind = 'start' | 'score' | 'final' | 'postponed' | 'cancelled' | 'moved';

export type AlertDecision =
  /** Nothing to tell; `record`: the state to keep from now on (none: keep the stored one). */
  | { kind: 'none'; record?: AlertState }
  /** A score change inside the game's window: look again at `until`, and tell the score then. */
  | { kind: 'wait'; until: number }
  | { kind: AlertKind; record: AlertState };

/** A game first seen with no record starts or ends an alert only near its scheduled time (not a game edited long after). */
export const RECENT_MS = 24 * 60 * 60 * 1000;

type Game = Pick<GameDoc, 'status' | 'score' | 'time' | 'rescheduledFrom'>;

const finalOf = (game: Game, side: 'home' | 'away'): string => {
  const value = game.score?.[side]?.final;
  return value === undefined || value === null ? '' : String(value).trim();
};

/** The least time between two score alerts of one game (the server's PUSH_SCORE_INTERVAL_MS default; the final always goes). */
export const SCORE_ALERT_INTERVAL_MS = 30_000;

/**
 * docs/product/screens.md (alerts): a followed team's game starting, its score changing (at most
 * one alert per game every `intervalMs`, the latest score when the window ends) and its end (always).
 * A reopened game, a correction of a final, a game moved back to scheduled: recorded, not told.
 * A game postponed, cancelled or rescheduled (a new start time) is told once, when it still lies
 * ahead (or started within a day): the fans who planned to be there.
 */
export function decideAlert(game: Game, state: AlertState | null, now: number, intervalMs: number): AlertDecision {
  const current = { status: game.status, home: finalOf(game, 'home'), away: finalOf(game, 'away'), time: game.time };
  const scoreChanged = !state || state.home !== current.home || state.away !== current.away;
  const scoreAt = state?.scoreAt ?? 0;
  const recent = Math.abs(now - Date.parse(game.time)) <= RECENT_MS;
  const ahead = Date.parse(game.time) >= now - RECENT_MS;

  if (game.status === 'POSTPONED' || game.status === 'CANCELLED') {
    if (state?.status === game.status) return { kind: 'none' };
    if (!ahead) return { kind: 'none', record: { ...current, scoreAt } };
    return { kind: game.status === 'POSTPONED' ? 'postponed' : 'cancelled', record: { ...current, scoreAt } };
  }
  const rescheduled = game.status === 'UPCOMING' && game.rescheduledFrom !== undefined && game.rescheduledFrom !== game.time;
  if (rescheduled && state?.time !== game.time) {
    return ahead ? { kind: 'moved', record: { ...current, scoreAt } } : { kind: 'none', record: { ...current, scoreAt } };
  }

  if (game.status === 'FINAL') {
    if (state?.status === 'FINAL') return scoreChanged ? { kind: 'none', record: { ...current, scoreAt } } : { kind: 'none' };
    if (!state && !recent) return { kind: 'none', record: { ...current, scoreAt } };
    return { kind: 'final', record: { ...current, scoreAt: now } };
  }
  if (game.status === 'LIVE') {
    if (!state || state.status === 'UPCOMING') {
      return !state && !recent ? { kind: 'none', record: { ...current, scoreAt } } : { kind: 'start', record: { ...current, scoreAt } };
    }
    if (state.status === 'FINAL') return { kind: 'none', record: { ...current, scoreAt } };
    if (!scoreChanged) return { kind: 'none' };
    if (now - scoreAt < intervalMs) return { kind: 'wait', until: scoreAt + intervalMs };
    return { kind: 'score', record: { ...current, scoreAt: now } };
  }
  // Scheduled: nothing to keep for a game never told (most games, most edits), only for one moved back from LIVE or FINAL.
  return state && (state.status !== current.status || scoreChanged) ? { kind: 'none', record: { ...current, scoreAt } } : { kind: 'none' };
}

/** What the service worker shows (public/push-sw.js): a notification per game, replaced by the next one. */
export interface AlertPayload {
  kind: AlertKind;
  gameId: string;
  title: string;
  body: string;
  /** The game's page, on the site's own origin. */
  url: string;
  /** One notification per game on a device: a new alert replaces the last one. */
  tag: string;
}

const SCHEDULE_NEWS: Partial<Record<AlertKind, string>> = {
  postponed: 'the game is postponed: a new date will follow',
  cancelled: 'the game is cancelled',
  moved: 'the game has a new date and time: see the game page',
};

export function alertPayload(kind: AlertKind, game: Pick<GameDoc, 'id' | 'sport' | 'location' | 'status' | 'homeSchoolName' | 'awayName' | 'score'>): AlertPayload {
  const sport = sportName(game.sport);
  const news = SCHEDULE_NEWS[kind];
  const body = news
    ? `${sport}: ${news} · ${game.location}`
    : kind === 'start' ? `${sport}: the game has started · ${game.location}` : kind === 'final' ? `Final · ${sport}` : `${sport} · Live`;
  // A game not played (yet) has no score line to show: its teams.
  const title = news ? `${game.homeSchoolName} vs ${game.awayName}` : scoreLine(game);
  return { kind, gameId: game.id, title, body, url: gamePath(game.id), tag: `game:${game.id}` };
}

import type { GameDoc } from './schemas/games.schema';

/** What a one-line score reads of a game. */
export type ScoreLineGame = Pick<GameDoc, 'status' | 'homeSchoolName' | 'awayName' | 'score'>;

const hasValue = (value: unknown): boolean => value !== undefined && value !== null && String(value).trim() !== '';

/** True once the game has a score to show: LIVE (from 0), or FINAL with a final. */
export function hasScoreLine(game: ScoreLineGame): boolean {
  return game.status === 'LIVE' || (game.status === 'FINAL' && (hasValue(game.score?.home?.final) || hasValue(game.score?.away?.final)));
}

/**
 * A game in one line, as a calendar event, a shared link's preview and an alert say it:
 * 'Harborview 21–14 Maple Ridge' once there is a score, else 'Harborview vs Maple Ridge'.
 * (The game page's own title, src/features/game/summary.ts, reads the same.)
 */
export function scoreLine(game: ScoreLineGame): string {
  if (!hasScoreLine(game)) return `${game.homeSchoolName} vs ${game.awayName}`;
  const cell = (value: unknown) => (hasValue(value) ? String(value).trim() : game.status === 'LIVE' ? '0' : '–');
  return `${game.homeSchoolName} ${cell(game.score?.home?.final)}–${cell(game.score?.away?.final)} ${game.awayName}`;
}

const STATUS_WORDS: Readonly<Record<string, string>> = { FINAL: 'Final', LIVE: 'Live', POSTPONED: 'Postponed', CANCELLED: 'Cancelled' };

/** The state of play in a word: 'Final', 'Live', 'Upcoming', 'Postponed', 'Cancelled'. */
export function statusWord(status: string): string {
  return STATUS_WORDS[status] ?? 'Upcoming';
}

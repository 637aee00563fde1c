/**
 * A game's result from one school's side, and records: the one rule every screen and the
 * server use for W/L/T (standings, a school's overall record, badges). Small and free of
 * the validation rules, so the home page can load it without rules.ts.
 */
import { lowerScoreWins } from './catalog/periods';

type ScoreValue = number | string | null | undefined;
type ScoreSideLike = Readonly<Record<string, ScoreValue>> | null | undefined;
export interface ScoreLike {
  home?: ScoreSideLike;
  away?: ScoreSideLike;
}

/** A score cell as a number, or undefined when it is empty or not a number. */
export function scoreNumber(value: ScoreValue): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const n = Number(value.trim());
  return Number.isFinite(n) ? n : undefined;
}

export interface GameLike {
  status: string;
  sport?: string;
  homeSchoolId?: string;
  awaySchoolId?: string;
  score?: ScoreLike | null;
}

export type GameResult = 'W' | 'L' | 'T';

/** The result of a FINAL game from one school's side, or null when it has none. */
export function winLossTie(game: GameLike, schoolId: string): GameResult | null {
  if (game.status !== 'FINAL' || !schoolId) return null;
  const side = game.homeSchoolId === schoolId ? 'home' : game.awaySchoolId === schoolId ? 'away' : null;
  if (!side) return null;
  const home = scoreNumber(game.score?.home?.final);
  const away = scoreNumber(game.score?.away?.final);
  if (home === undefined || away === undefined) return null;
  if (home === away) return 'T';
  const homeWon = lowerScoreWins(game.sport) ? home < away : home > away;
  return homeWon === (side === 'home') ? 'W' : 'L';
}

export interface Record3 {
  wins: number;
  losses: number;
  ties: number;
}

export function overallRecord(games: readonly GameLike[], schoolId: string): Record3 {
  const record: Record3 = { wins: 0, losses: 0, ties: 0 };
  for (const game of games) {
    const result = winLossTie(game, schoolId);
    if (result === 'W') record.wins += 1;
    else if (result === 'L') record.losses += 1;
    else if (result === 'T') record.ties += 1;
  }
  return record;
}

/** 'W-L', or 'W-L-T' when there are ties (docs/product/screens.md §4, docs/product/rules.md §9). */
export function formatRecord({ wins, losses, ties }: Record3): string {
  return ties > 0 ? `${wins}-${losses}-${ties}` : `${wins}-${losses}`;
}

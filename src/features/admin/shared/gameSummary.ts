import { MSG } from '../../../shared/schemas/adminMessages';
import type { AdminGame } from './queries';

type Cell = number | string | null | undefined;
const blank = (value: Cell) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** True when either team has any score cell (a final or a period). */
export function hasScore(game: Pick<AdminGame, 'score'>): boolean {
  return [game.score?.home, game.score?.away].some((side) => Object.values(side ?? {}).some((value) => !blank(value)));
}

const cellText = (value: Cell) => (blank(value) ? '–' : String(value).trim());

/** 'Harborview 21 – 14 Maple Ridge', or 'No score' (docs/product/screens.md §11, Edit Schedule). */
export function scoreLine(game: Pick<AdminGame, 'score' | 'homeSchoolName' | 'awayName'>): string {
  if (!hasScore(game)) return MSG.noScore;
  return `${game.homeSchoolName} ${cellText(game.score?.home?.final)} – ${cellText(game.score?.away?.final)} ${game.awayName}`;
}

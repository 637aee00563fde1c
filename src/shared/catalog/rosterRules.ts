import type { SportFamily } from './sports';
import { getSport } from './sports';

/** Roster rules of docs/product/rules.md §6: positions per sport, grades, seasons. */

export interface PositionRules {
  /** Offense (or the only) position list. */
  positions: readonly string[];
  /** Defense list for dual-position sports (football). */
  defensivePositions?: readonly string[];
  /** Whether a player row needs a position to be saved. */
  required: boolean;
}

const NO_POSITIONS: PositionRules = { positions: [], required: false };

const POSITIONS: Partial<Record<SportFamily, PositionRules>> = {
  football: {
    positions: ['QB', 'RB', 'WR', 'TE', 'OL', 'K', 'P'],
    defensivePositions: ['DL', 'LB', 'CB', 'S', 'DB'],
    required: true,
  },
  soccer: { positions: ['GK', 'D', 'M', 'F'], required: true },
  'field-hockey': { positions: ['GK', 'D', 'M', 'F'], required: true },
  volleyball: { positions: ['S', 'OH', 'MB', 'RS', 'L', 'DS'], required: true },
  tennis: {
    positions: ['1 Singles', '2 Singles', '3 Singles', '1 Doubles', '2 Doubles', '3 Doubles'],
    required: true,
  },
  'cross-country': { positions: ['Runner'], required: false },
  golf: { positions: ['Player'], required: false },
};

export function positionsFor(sportKey: string | null | undefined): PositionRules {
  const sport = getSport(sportKey);
  return (sport && POSITIONS[sport.family]) || NO_POSITIONS;
}

/** Grades of docs/product/rules.md §6, the shared list the roster form takes. */
export const GRADES: readonly string[] = ['9', '10', '11', '12'];

/** Roster seasons of docs/product/rules.md §6. */
export const ROSTER_SEASONS: readonly string[] = ['2024-2025', '2025-2026', '2026-2027'];

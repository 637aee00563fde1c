import type { SportFamily } from './sports';
import { getSport } from './sports';

/** Score period columns of each sport (docs/product/rules.md §4), and which sports the lower score wins. */

/** A score period column: `key` is stored in the score, `label` is shown. */
export interface PeriodDef {
  key: string;
  label: string;
  /** 'time' periods hold text like 16:45 (cross country); the rest are numbers ≥ 0. */
  kind: 'number' | 'time';
}

const num = (key: string, label = key): PeriodDef => ({ key, label, kind: 'number' });

const PERIODS: Record<SportFamily | 'default', readonly PeriodDef[]> = {
  football: [num('1'), num('2'), num('3'), num('4'), num('OT')],
  soccer: [num('1'), num('2'), num('OT1'), num('OT2'), num('SO')],
  'field-hockey': [num('1'), num('2'), num('OT1'), num('OT2'), num('SO')],
  volleyball: [num('1'), num('2'), num('3'), num('4'), num('5')],
  tennis: [num('1'), num('2'), num('3'), num('4'), num('5')],
  'cross-country': [{ key: 'Time', label: 'Time', kind: 'time' }],
  golf: Array.from({ length: 9 }, (_, i) => num(`H${i + 1}`, `Hole ${i + 1}`)),
  basketball: [num('1'), num('2')],
  baseball: [num('1'), num('2')],
  softball: [num('1'), num('2')],
  track: [num('1'), num('2')],
  swimming: [num('1'), num('2')],
  wrestling: [num('1'), num('2')],
  lacrosse: [num('1'), num('2')],
  default: [num('1'), num('2')],
};

/** Score period columns for a sport (docs/product/rules.md §4). Unknown sports get 1, 2. */
export function periodsFor(sportKey: string | null | undefined): readonly PeriodDef[] {
  const sport = getSport(sportKey);
  return PERIODS[sport?.family ?? 'default'];
}

/** Every period key any sport may store, for schema and validation. */
export const ALL_PERIOD_KEYS: readonly string[] = [
  ...new Set(Object.values(PERIODS).flatMap((periods) => periods.map((p) => p.key))),
];

/**
 * Sports scored in strokes or placings (golf, cross country team points): the
 * lower final score wins, so a W/L from their scores must compare the other way.
 */
const LOWER_WINS_FAMILIES: readonly SportFamily[] = ['golf', 'cross-country'];

export function lowerScoreWins(sportKey: string | null | undefined): boolean {
  const sport = getSport(sportKey);
  return sport !== undefined && LOWER_WINS_FAMILIES.includes(sport.family);
}

/** Overtime keys: shown on school pages only when both sides have a value. */
export const OVERTIME_PERIOD_KEYS: readonly string[] = ['OT', 'OT1', 'OT2', 'SO'];

/** A shootout decides a tied game, but its goals are not added to the final (1-1, won 4-3 on penalties). */
export const SHOOTOUT_PERIOD_KEY = 'SO';

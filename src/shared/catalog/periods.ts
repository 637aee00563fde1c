import type { SportFamily } from './sports';
import { getSport } from './sports';

/** Score period columns of each sport (docs/product/rules.md §4), and which sports the lower score wins. */

/** A score period column: `key` is stored in the score, `label` is shown. */
export interface PeriodDef {
  key: string;
  label: string;
  /** 'time' periods hold text like 16:45 (cross country); the rest are numbers ≥ 0. */
  kind: 'number' | 'time';
  /** Played only when the regular periods leave a tie (overtimes, extra innings): shown once used. */
  extra?: true;
  /** A line-score column beside the periods, never played nor summed into the final (baseball's hits and errors). */
  line?: true;
}

const num = (key: string, label = key): PeriodDef => ({ key, label, kind: 'number' });
const extra = (key: string, label = key): PeriodDef => ({ ...num(key, label), extra: true });
const range = (from: number, to: number, make: (key: string) => PeriodDef) => Array.from({ length: to - from + 1 }, (_, i) => make(String(from + i)));

/** High-school baseball and softball: seven innings, extra innings up to the 12th, then the line score's hits and errors. */
const INNINGS: readonly PeriodDef[] = [...range(1, 7, num), ...range(8, 12, extra), { ...num('H'), line: true }, { ...num('E'), line: true }];

/**
 * Tennis (issue 39): a dual's six lines, each a match of its own, best of three sets. Keys are
 * stored in every score: never renamed.
 */
export interface LineDef {
  key: string;
  label: string;
}
export const TENNIS_LINES: readonly LineDef[] = [
  { key: 's1', label: 'Singles 1' }, { key: 's2', label: 'Singles 2' }, { key: 's3', label: 'Singles 3' },
  { key: 'd1', label: 'Doubles 1' }, { key: 'd2', label: 'Doubles 2' }, { key: 'd3', label: 'Doubles 3' },
];
/** Sets of a line: best of three. */
export const SETS_PER_LINE = 3;
/** A tennis period is one set of one line: 's1-2' holds each team's games in Singles 1's second set. */
export const lineSetKey = (line: string, set: number) => `${line}-${set}`;
const TENNIS_SETS: readonly PeriodDef[] = TENNIS_LINES.flatMap((line) =>
  range(1, SETS_PER_LINE, (set) => num(lineSetKey(line.key, Number(set)), `${line.label} set ${set}`)),
);

const PERIODS: Record<SportFamily | 'default', readonly PeriodDef[]> = {
  football: [num('1'), num('2'), num('3'), num('4'), extra('OT')],
  soccer: [num('1'), num('2'), extra('OT1'), extra('OT2'), extra('SO')],
  'field-hockey': [num('1'), num('2'), extra('OT1'), extra('OT2'), extra('SO')],
  volleyball: [num('1'), num('2'), num('3'), num('4'), num('5')],
  tennis: TENNIS_SETS,
  'cross-country': [{ key: 'Time', label: 'Time', kind: 'time' }],
  golf: Array.from({ length: 9 }, (_, i) => num(`H${i + 1}`, `Hole ${i + 1}`)),
  basketball: [num('1'), num('2'), num('3'), num('4'), extra('OT1'), extra('OT2'), extra('OT3')],
  baseball: INNINGS,
  softball: INNINGS,
  // Meets (issue 39): each team's result is its team points, typed (the final); there are no periods.
  track: [],
  swimming: [],
  wrestling: [num('1'), num('2')],
  lacrosse: [num('1'), num('2'), num('3'), num('4'), extra('OT1'), extra('OT2')],
  default: [num('1'), num('2')],
};

/**
 * Score columns a sport had before it was scored in its own units (tennis's lines '1'-'5', each
 * a match won, before issue 39): never offered, but a game stored with them stays readable and
 * editable as it was (src/shared/rules.ts).
 */
const LEGACY_COLUMNS: Partial<Record<SportFamily, readonly string[]>> = { tennis: ['1', '2', '3', '4', '5'] };

/** The legacy columns of a sport (none for most): see LEGACY_COLUMNS. */
export function legacyColumnsFor(sportKey: string | null | undefined): readonly string[] {
  const family = getSport(sportKey)?.family;
  return (family && LEGACY_COLUMNS[family]) || [];
}

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

/** Whether a period of the sport is an extra one (an overtime, an extra inning): shown only once used. */
export function isExtraPeriod(sportKey: string | null | undefined, key: string): boolean {
  return periodsFor(sportKey).some((p) => p.key === key && p.extra === true);
}

/** The periods a game is played in, in order: the sport's number periods, its line-score columns left out. */
export function playedPeriods(sportKey: string | null | undefined): readonly PeriodDef[] {
  return periodsFor(sportKey).filter((p) => p.kind === 'number' && !p.line);
}

/** A shootout decides a tied game, but its goals are not added to the final (1-1, won 4-3 on penalties). */
export const SHOOTOUT_PERIOD_KEY = 'SO';

/**
 * A score or notes edit as the list of what changed. Only the cells the admin
 * actually changed are written, each as a correction (a scoring entry: a
 * colleague's edit of another period stays, and the later edit of the same cell
 * wins by its clock stamp); notes as field changes of the game, which the
 * three-way merge keeps field by field.
 */
import { MAX_SCORE, scoringFor } from '../../../shared/catalog/scoring';
import type { PeriodDef } from '../../../shared/catalog/periods';
import { periodsFor } from '../../../shared/catalog/periods';
import { isMmSs } from '../../../shared/rules';
import type { ScoreSide } from '../../../shared/schemas/games.schema';
import { hasPeriodValues, withDerivedFinals } from '../../../shared/scoring/score';

export type Side = 'home' | 'away';
export const SIDES: readonly Side[] = ['home', 'away'];

export type FieldValue = number | string | undefined;

/** One field of a game, e.g. path ['score', 'home', '1']; undefined removes it. */
export interface FieldChange {
  path: readonly string[];
  value: FieldValue;
}

export const pathKey = (path: readonly string[]): string => path.join('.');

/** A score column: the sport's periods, then Final. */
export function scoreColumns(sport: string): readonly PeriodDef[] {
  return [...periodsFor(sport), { key: 'final', label: 'Final', kind: 'number' }];
}

/** The form's text per side and column key. */
export type ScoreCells = Record<Side, Record<string, string>>;

type StoredSide = Readonly<Record<string, number | string | null | undefined>> | undefined;
interface StoredScore {
  home?: StoredSide;
  away?: StoredSide;
}

export function cellsFromScore(sport: string, score: StoredScore | undefined): ScoreCells {
  const cells: ScoreCells = { home: {}, away: {} };
  for (const side of SIDES) {
    for (const column of scoreColumns(sport)) {
      const value = score?.[side]?.[column.key];
      cells[side][column.key] = value === undefined || value === null ? '' : String(value);
    }
  }
  return cells;
}

/** A cell the admin typed that cannot be stored; `message` is ready to show. */
export class ScoreInputError extends Error {
  override name = 'ScoreInputError';
}

function sideName(side: Side): string {
  return side === 'home' ? 'Home' : 'Away';
}

/** Largest value a cell of `column` may hold: the sport's most for a period or for the final. */
export function cellMax(sport: string, column: PeriodDef): number {
  const scoring = scoringFor(sport);
  return Math.min(MAX_SCORE, column.key === 'final' ? scoring.maxFinal : scoring.maxPeriod);
}

/** True when the sport's final follows from its periods (a sum, sets won): it is shown, never typed. */
export function finalIsComputed(sport: string): boolean {
  return scoringFor(sport).final !== 'typed';
}

/** A cell's text as the value stored; throws ScoreInputError naming the cell. */
export function parseCell(sport: string, column: PeriodDef, side: Side, raw: string): FieldValue {
  const text = raw.trim();
  if (text === '') return undefined;
  if (column.kind === 'time') {
    if (!isMmSs(text)) throw new ScoreInputError(`${sideName(side)} ${column.label} must be a time as MM:SS.`);
    return text;
  }
  const most = cellMax(sport, column);
  if (!/^\d+$/.test(text) || Number(text) > most) {
    throw new ScoreInputError(`${sideName(side)} ${column.label} score must be a whole number from 0 to ${most}.`);
  }
  return Number(text);
}

/** One cell corrected: the team, the period (or 'final' where it is typed) and its new value (undefined: emptied). */
export interface ScoreCorrection {
  team: Side;
  period: string;
  value: FieldValue;
}

/**
 * The cells that differ from what the form opened with, parsed, as corrections; a computed
 * final is never one. Throws ScoreInputError for the first cell that cannot be stored, so
 * nothing is written when one is wrong.
 */
export function scoreCorrections(sport: string, initial: ScoreCells, current: ScoreCells): ScoreCorrection[] {
  const corrections: ScoreCorrection[] = [];
  const computed = finalIsComputed(sport);
  for (const side of SIDES) {
    for (const column of scoreColumns(sport)) {
      if (column.key === 'final' && computed) continue;
      const before = initial[side][column.key] ?? '';
      const after = current[side][column.key] ?? '';
      if (before.trim() === after.trim()) continue;
      corrections.push({ team: side, period: column.key, value: parseCell(sport, column, side, after) });
    }
  }
  return corrections;
}

/**
 * The cells with each final as it will be stored: computed from the periods typed so far
 * (cells that cannot be read yet count as empty), or as typed where the sport types it.
 * `finished`: the game is FINAL (a volleyball set stopped short of its target still counts).
 */
export function withFinalsPreview(sport: string, cells: ScoreCells, finished: boolean): ScoreCells {
  if (!finalIsComputed(sport)) return cells;
  const score = { home: {} as ScoreSide, away: {} as ScoreSide };
  for (const side of SIDES) {
    for (const period of periodsFor(sport)) {
      const text = (cells[side][period.key] ?? '').trim();
      if (period.kind === 'number' && /^\d+$/.test(text)) score[side][period.key] = Number(text);
    }
  }
  const finals = hasPeriodValues(sport, score) ? withDerivedFinals(sport, score, finished) : null;
  const finalOf = (side: Side) => (finals ? String(finals[side].final ?? '') : '');
  return { home: { ...cells.home, final: finalOf('home') }, away: { ...cells.away, final: finalOf('away') } };
}

/** True when both finals hold something (0 included): a game can be submitted as FINAL. */
export function bothFinalsEntered(cells: ScoreCells): boolean {
  return SIDES.every((side) => (cells[side].final ?? '').trim() !== '');
}

export const NOTE_KEYS = ['home', 'away', 'general', 'additional'] as const;
export type NoteKey = (typeof NOTE_KEYS)[number];
export type NoteTexts = Record<NoteKey, string>;

export function notesFromGame(gameNotes: Partial<Record<NoteKey, string>> | undefined): NoteTexts {
  return {
    home: gameNotes?.home ?? '',
    away: gameNotes?.away ?? '',
    general: gameNotes?.general ?? '',
    additional: gameNotes?.additional ?? '',
  };
}

export function noteChanges(initial: NoteTexts, current: NoteTexts): FieldChange[] {
  return NOTE_KEYS.filter((key) => initial[key].trim() !== current[key].trim()).map((key) => ({
    path: ['gameNotes', key],
    value: current[key].trim() === '' ? undefined : current[key].trim(),
  }));
}

type Obj = Record<string, unknown>;
const isObj = (value: unknown): value is Obj => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value at `path`, or undefined. */
export function valueAt(doc: unknown, path: readonly string[]): unknown {
  let node: unknown = doc;
  for (const key of path) {
    if (!isObj(node)) return undefined;
    node = node[key];
  }
  return node;
}

/** Applies the changes to `doc` in place (nested objects are created or copied as needed) and returns it. */
export function applyChanges<T extends object>(doc: T, changes: readonly FieldChange[]): T {
  const root = doc as Obj;
  for (const { path, value } of changes) {
    let node = root;
    for (const key of path.slice(0, -1)) {
      const child = node[key];
      node[key] = isObj(child) ? { ...child } : {};
      node = node[key] as Obj;
    }
    const last = path[path.length - 1];
    if (value === undefined) delete node[last];
    else node[last] = value;
  }
  return doc;
}

/**
 * The form after the stored game changed under it (a colleague's edit synced
 * in): cells the admin has not touched follow the new values, touched ones stay.
 */
export function rebaseCells(base: ScoreCells, cells: ScoreCells, fresh: ScoreCells): ScoreCells {
  const next: ScoreCells = { home: {}, away: {} };
  for (const side of SIDES) {
    const keys = new Set([...Object.keys(fresh[side]), ...Object.keys(cells[side])]);
    for (const key of keys) {
      const touched = (cells[side][key] ?? '') !== (base[side][key] ?? '');
      next[side][key] = touched ? (cells[side][key] ?? '') : (fresh[side][key] ?? '');
    }
  }
  return next;
}

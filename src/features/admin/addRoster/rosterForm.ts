import { positionsFor } from '../../../shared/catalog/rosterRules';
import { checkRosterPlayer, sharedPlayerNumber } from '../../../shared/rules';
import { MSG } from '../../../shared/schemas/adminMessages';
import type { RosterPlayer } from '../../../shared/schemas/rosters.schema';

/** One editable player line; `key` keeps React rows stable while lines are added and deleted. */
export interface PlayerRow {
  key: string;
  number: string;
  name: string;
  /** Offense (or the only) position. */
  position: string;
  /** Defense position, football only. */
  defensivePosition: string;
  grade: string;
}

type Grade = RosterPlayer['grade'];

export function blankPlayer(): PlayerRow {
  return { key: crypto.randomUUID(), number: '', name: '', position: '', defensivePosition: '', grade: '' };
}

export interface RosterSelection {
  schoolId: string;
  sport: string;
  season: string;
}

/** docs/product/rules.md §6: school, sport and season are required. Null when all are chosen. */
export function checkRosterSelection(selection: RosterSelection): string | null {
  return selection.schoolId && selection.sport && selection.season ? null : MSG.rosterRequired;
}

/** A line nothing was typed or picked in: left out of the roster without a word. */
export function isBlankRow(row: PlayerRow): boolean {
  return !row.number.trim() && !row.name.trim() && !row.grade && !row.position && !row.defensivePosition;
}

/** A field of a player line. */
export type RowField = 'number' | 'name' | 'position' | 'grade';

/** A row the form refuses to save: which line, which of its fields, and why. */
export interface RowProblem {
  key: string;
  field: RowField;
  message: string;
}

/** The line's field a shared rule names ('players[2].grade' → 'grade'; a defensive position is the position). */
function rowField(ruleField: string): RowField {
  const last = ruleField.slice(ruleField.lastIndexOf('.') + 1);
  return last === 'name' || last === 'grade' || last === 'number' ? last : last === 'position' || last === 'defensivePosition' ? 'position' : 'number';
}

/**
 * docs/product/rules.md §6: every line with anything in it is saved as typed or refused, never
 * changed or dropped. Checked before saving by the shared rules the server applies, naming the
 * player as the form numbers them; then no two lines may share a number. Null when all may be saved.
 */
export function checkPlayerRows(rows: readonly PlayerRow[], sport: string): RowProblem | null {
  for (const [index, row] of rows.entries()) {
    if (isBlankRow(row)) continue;
    const broken = checkRosterPlayer(sport, playerOf(row, sport), index);
    if (broken) return { key: row.key, field: rowField(broken.field), message: broken.message };
  }
  const filled = rows.filter((row) => !isBlankRow(row));
  const shared = sharedPlayerNumber(filled.map((row) => playerOf(row, sport)));
  return shared ? { key: filled[shared.index]!.key, field: 'number', message: shared.message } : null;
}

/**
 * One line as it is stored, values trimmed. A football player listed on defense only is stored by
 * that position alone ('LB'), which is how the shared rules read a single defensive position.
 */
function playerOf(row: PlayerRow, sport: string): RosterPlayer {
  const rules = positionsFor(sport);
  const known = new Set(rules.positions);
  const defensive = new Set(rules.defensivePositions ?? []);
  const position = known.has(row.position) ? row.position : '';
  const second = defensive.has(row.defensivePosition) ? row.defensivePosition : '';
  const player: RosterPlayer = { number: row.number.trim(), name: row.name.trim(), grade: row.grade as Grade };
  if (position) player.position = position;
  if (position && second) player.defensivePosition = second;
  if (!position && second) player.position = second;
  return player;
}

/** The players to store: blank lines left out (`checkPlayerRows` has refused any other that cannot be saved). */
export function playersToSave(rows: readonly PlayerRow[], sport: string): RosterPlayer[] {
  return rows.filter((row) => !isBlankRow(row)).map((row) => playerOf(row, sport));
}

/** Stored players back into editable rows (edit mode); never fewer than one row. */
export function rowsFromPlayers(players: readonly RosterPlayer[], sport: string): PlayerRow[] {
  const defensive = new Set(positionsFor(sport).defensivePositions ?? []);
  const rows = players.map((p): PlayerRow => {
    const onlyDefense = !!p.position && defensive.has(p.position) && !p.defensivePosition;
    return {
      key: crypto.randomUUID(),
      number: p.number,
      name: p.name,
      position: onlyDefense ? '' : (p.position ?? ''),
      defensivePosition: onlyDefense ? (p.position ?? '') : (p.defensivePosition ?? ''),
      grade: p.grade,
    };
  });
  return rows.length > 0 ? rows : [blankPlayer()];
}

/** docs/product/rules.md §6: deleting a row keeps at least one blank row. */
export function removeRow(rows: readonly PlayerRow[], key: string): PlayerRow[] {
  const left = rows.filter((row) => row.key !== key);
  return left.length > 0 ? left : [blankPlayer()];
}

/** After a sport change, positions the new sport does not have are cleared. */
export function fitRowsToSport(rows: readonly PlayerRow[], sport: string): PlayerRow[] {
  const rules = positionsFor(sport);
  const known = new Set(rules.positions);
  const defensive = new Set(rules.defensivePositions ?? []);
  return rows.map((row) => ({
    ...row,
    position: known.has(row.position) ? row.position : '',
    defensivePosition: defensive.has(row.defensivePosition) ? row.defensivePosition : '',
  }));
}

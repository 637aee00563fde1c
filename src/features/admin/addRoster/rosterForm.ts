import { GRADES, positionsFor } from '../../../shared/catalog/rosterRules';
import { isPlayerNumber, playerNumberOutOfRange } from '../../../shared/rules';
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

function isGrade(value: string): value is Grade {
  return GRADES.includes(value);
}

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

/**
 * docs/product/rules.md §6: a row is kept when it has number, name and grade, plus a position
 * where the sport requires one (a football player may have only a defensive one).
 */
export function isCompleteRow(row: PlayerRow, sport: string): boolean {
  if (!row.number.trim() || !row.name.trim() || !isGrade(row.grade)) return false;
  return !positionsFor(sport).required || !!row.position || !!row.defensivePosition;
}

/** A row the form refuses to save, and why. */
export interface RowProblem {
  key: string;
  message: string;
}

/**
 * Issue 14: a player's number is a whole number from 0 to 99 (the shared rules refuse the roster
 * otherwise). Checked before saving, for the rows that would be saved, naming the player as the
 * form numbers them: the rules name a player's place in the stored list, which skips dropped rows
 * and, when adding, comes after the players already saved. Null when every number is fine.
 */
export function checkPlayerNumbers(rows: readonly PlayerRow[], sport: string): RowProblem | null {
  for (const [index, row] of rows.entries()) {
    if (isCompleteRow(row, sport) && !isPlayerNumber(row.number.trim())) {
      return { key: row.key, message: playerNumberOutOfRange(`Player ${index + 1}`) };
    }
  }
  return null;
}

/**
 * The players to store: incomplete rows silently dropped, values trimmed. A
 * football player listed on defense only is stored by that position alone
 * ('LB'), which is how the shared rules read a single defensive position.
 */
export function playersToSave(rows: readonly PlayerRow[], sport: string): RosterPlayer[] {
  const rules = positionsFor(sport);
  const known = new Set(rules.positions);
  const defensive = new Set(rules.defensivePositions ?? []);
  return rows
    .filter((row): row is PlayerRow & { grade: Grade } => isCompleteRow(row, sport))
    .map((row) => {
      const position = known.has(row.position) ? row.position : '';
      const second = defensive.has(row.defensivePosition) ? row.defensivePosition : '';
      const player: RosterPlayer = { number: row.number.trim(), name: row.name.trim(), grade: row.grade };
      if (position) player.position = position;
      if (position && second) player.defensivePosition = second;
      if (!position && second) player.position = second;
      return player;
    });
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

import { combineLatest, map } from 'rxjs';
import type { Observable } from 'rxjs';
import type { AppDatabase } from '../../data/database';
import { statFieldsFor } from '../../shared/catalog/statFields';
import { formatStatValue } from '../../shared/catalog/statValues';
import type { StatField } from '../../shared/catalog/statFields';
import type { PlayerGameLinesDoc } from '../../shared/schemas/playerGameLines.schema';
import type { PlayerStatsDoc } from '../../shared/schemas/playerStats.schema';
import { seasonPlayerLines } from '../../shared/scoring/seasonStats';
import { liveQuery } from '../../data/liveQuery';

export interface SchoolStatsRow {
  id: string;
  playerName: string;
  /** One formatted value per column, '' where the line has none. */
  cells: string[];
}

export interface SchoolStatsTable {
  columns: readonly StatField[];
  rows: SchoolStatsRow[];
}

const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

const key = (name: string) => name.trim().toLowerCase();

/**
 * A school's player lines of one sport and season, by player name. Lines name
 * a school by free text (the stats form), so a line is the school's when its
 * school name or its team name is the school's name, ignoring case and spaces
 * around. Sport and season match in any spelling. The fields the sport takes from plays are
 * summed from the games' credited lines (`seasonPlayerLines`: never added to a typed value).
 */
export function schoolStatsTable(
  docs: readonly PlayerStatsDoc[],
  schoolName: string,
  sport: string,
  season: string,
  credited: readonly PlayerGameLinesDoc[] = [],
): SchoolStatsTable {
  const school = key(schoolName);
  const columns = statFieldsFor(sport);
  const rows = seasonPlayerLines(docs, credited, sport, season)
    .filter((doc) => key(doc.schoolName) === school || key(doc.teamName) === school)
    .sort((a, b) => byName.compare(a.playerName, b.playerName) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map((doc) => ({
      id: doc.id,
      playerName: doc.playerName.trim(),
      cells: columns.map((field) => formatStatValue(field, doc[field.name])),
    }));
  return { columns, rows };
}

/** Live: a line saved on another device shows on the school page without a reload. */
export const schoolStats$ = liveQuery('schoolStats', function schoolStats$(db: AppDatabase, schoolName: string, sport: string, season: string): Observable<SchoolStatsTable> {
  return combineLatest([db.playerStats.find().$, db.playerGameLines.find().$]).pipe(
    map(([typed, credited]) => schoolStatsTable(typed.map((doc) => doc.toMutableJSON()), schoolName, sport, season, credited.map((doc) => doc.toMutableJSON()))),
  );
});

import { map } from 'rxjs';
import type { Observable } from 'rxjs';
import type { AppDatabase } from '../../data/database';
import type { QueryResult } from '../../data/useRxQuery';
import { useRxQuery } from '../../data/useRxQuery';
import { statFieldsFor } from '../../shared/catalog/statFields';
import { formatStatValue } from '../../shared/catalog/statValues';
import type { StatField } from '../../shared/catalog/statFields';
import { sameSport } from '../../shared/catalog/sports';
import type { PlayerStatsDoc } from '../../shared/schemas/playerStats.schema';
import { currentSeason, sameSeason } from '../../shared/standings/season';

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
 * around. Sport and season match in any spelling.
 */
export function schoolStatsTable(
  docs: readonly PlayerStatsDoc[],
  schoolName: string,
  sport: string,
  season: string,
): SchoolStatsTable {
  const school = key(schoolName);
  const columns = statFieldsFor(sport);
  const rows = docs
    .filter(
      (doc) =>
        (key(doc.schoolName) === school || key(doc.teamName) === school) &&
        sameSport(doc.sport, sport) &&
        sameSeason(doc.season, season),
    )
    .sort((a, b) => byName.compare(a.playerName, b.playerName) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map((doc) => ({
      id: doc.id,
      playerName: doc.playerName.trim(),
      cells: columns.map((field) => formatStatValue(field, doc[field.name])),
    }));
  return { columns, rows };
}

/** Live: a line saved on another device shows on the school page without a reload. */
export function schoolStats$(db: AppDatabase, schoolName: string, sport: string, season: string): Observable<SchoolStatsTable> {
  return db.playerStats
    .find()
    .$.pipe(map((docs) => schoolStatsTable(docs.map((doc) => doc.toMutableJSON()), schoolName, sport, season)));
}

/** The school's lines of the current season (derived from today, so the page moves on by itself on 1 August). */
export function useSchoolStats(schoolName: string, sport: string, season: string = currentSeason()): QueryResult<SchoolStatsTable> {
  return useRxQuery((db) => schoolStats$(db, schoolName, sport, season), `${schoolName}\u0000${sport}\u0000${season}`);
}

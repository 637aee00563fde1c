import { map } from 'rxjs';
import type { Observable } from 'rxjs';
import type { AppDatabase } from '../../../data/database';
import type { QueryResult } from '../../../data/useRxQuery';
import { useRxQuery } from '../../../data/useRxQuery';
import { sameSport } from '../../../shared/catalog/sports';

export interface StatsLineRow {
  id: string;
  playerName: string;
  teamName: string;
  schoolName: string;
  division: string;
  season: string;
  /** The sport's values that were entered, in the document. */
  values: Record<string, string | number>;
}

const OWN_FIELDS = new Set(['id', 'playerName', 'teamName', 'schoolName', 'sport', 'division', 'season', 'createdAt', 'updatedAt', 'updatedBy']);

/** The lines saved for a sport (either spelling), newest first, live. */
export function statsLinesForSport$(db: AppDatabase, sport: string): Observable<StatsLineRow[]> {
  return db.playerStats.find().$.pipe(
    map((docs) =>
      docs
        .map((doc) => doc.toJSON())
        .filter((doc) => sameSport(doc.sport, sport))
        .sort((a, b) => (b.createdAt ?? b.updatedAt) - (a.createdAt ?? a.updatedAt))
        .map((doc) => ({
          id: doc.id,
          playerName: doc.playerName,
          teamName: doc.teamName,
          schoolName: doc.schoolName,
          division: doc.division,
          season: doc.season,
          values: Object.fromEntries(
            Object.entries(doc).filter((e): e is [string, string | number] => !OWN_FIELDS.has(e[0]) && e[1] !== undefined && !e[0].startsWith('_')),
          ),
        })),
    ),
  );
}

export function useStatsLines(sport: string): QueryResult<StatsLineRow[]> {
  return useRxQuery((db) => statsLinesForSport$(db, sport), sport);
}

/** School names for the form's suggestions. */
export function schoolNames$(db: AppDatabase): Observable<string[]> {
  return db.schools.find().$.pipe(map((docs) => docs.map((d) => d.name).sort((a, b) => a.localeCompare(b))));
}

export function useSchoolNames(): QueryResult<string[]> {
  return useRxQuery(schoolNames$);
}

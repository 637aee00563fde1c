import { map } from 'rxjs';
import type { Observable } from 'rxjs';
import type { AppDatabase } from '../../../data/database';
import type { QueryResult } from '../../../data/useRxQuery';
import { useRxQuery } from '../../../data/useRxQuery';
import { normalizeSportKey } from '../../../shared/catalog/sports';
import { listedSchools } from '../../../shared/listedSchools';
import type { RosterPlayer } from '../../../shared/schemas/rosters.schema';

export interface RosterSchool {
  id: string;
  name: string;
  /** Canonical keys, once each. */
  sports: string[];
}

const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Schools for the picker, by name, with their sports in canonical spelling; an archived school takes no new roster (issue 38). */
export function rosterSchools$(db: AppDatabase): Observable<RosterSchool[]> {
  return db.schools.find().$.pipe(
    map((docs) =>
      listedSchools(docs)
        .map((doc) => ({
          id: doc.id,
          name: doc.name,
          sports: [...new Set(doc.sports.map((s) => normalizeSportKey(s)).filter((s): s is string => !!s))],
        }))
        .sort((a, b) => byName.compare(a.name, b.name)),
    ),
  );
}

export function useRosterSchools(): QueryResult<RosterSchool[]> {
  return useRxQuery(rosterSchools$);
}

export interface SavedRoster {
  id: string;
  sport: string;
  season: string;
  players: RosterPlayer[];
}

/** A school's saved rosters, newest season first, live. */
export function schoolRosters$(db: AppDatabase, schoolId: string): Observable<SavedRoster[]> {
  return db.rosters.find({ selector: { schoolId } }).$.pipe(
    map((docs) =>
      docs
        .map((doc) => ({
          id: doc.id,
          sport: normalizeSportKey(doc.sport) ?? doc.sport,
          season: doc.season,
          players: doc.players.map((p) => ({ ...p })),
        }))
        .sort((a, b) => b.season.localeCompare(a.season) || a.sport.localeCompare(b.sport)),
    ),
  );
}

export function useSchoolRosters(schoolId: string): QueryResult<SavedRoster[]> {
  return useRxQuery((db) => schoolRosters$(db, schoolId), schoolId);
}

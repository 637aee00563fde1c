import { map } from 'rxjs';
import type { Observable } from 'rxjs';
import type { AppDatabase } from '../../data/database';
import type { QueryResult } from '../../data/useRxQuery';
import { useRxQuery } from '../../data/useRxQuery';
import type { RosterDoc } from '../../shared/schemas/rosters.schema';
import type { Game, SchoolRef, SchoolsIndex } from './schoolSchedule';
import { indexSchools } from './schoolSchedule';

export interface SchoolDetail extends SchoolRef {
  location: string;
  sports: string[];
}

export interface SchoolLookup {
  /** Null when no school has the id (yet: a first sync may still bring it). */
  school: SchoolDetail | null;
  /** Every school, for the opponents' logos. */
  index: SchoolsIndex;
}

/** docs/product/screens.md §4: loads all schools and finds the one by id; live, so an edit elsewhere shows at once. */
export function schoolLookup$(db: AppDatabase, id: string): Observable<SchoolLookup> {
  return db.schools.find().$.pipe(
    map((docs) => {
      const schools: SchoolDetail[] = docs.map((doc) => ({
        id: doc.id,
        name: doc.name,
        location: doc.location,
        logoUrl: doc.logoUrl || undefined,
        sports: [...doc.sports],
      }));
      return { school: schools.find((s) => s.id === id) ?? null, index: indexSchools(schools) };
    }),
  );
}

/** `paused` while the page shows the server's first screen during a first sync (useFirstScreen). */
export function useSchoolLookup(id: string, paused = false): QueryResult<SchoolLookup> {
  return useRxQuery((db) => schoolLookup$(db, id), id, paused);
}

/**
 * Games the school may play in: by id on either side, or by name where a side
 * was typed as free text. schoolSchedule's `playsIn` makes the final call.
 */
export function schoolGames$(db: AppDatabase, school: SchoolRef): Observable<Game[]> {
  return db.games
    .find({
      selector: {
        $or: [
          { homeSchoolId: school.id },
          { awaySchoolId: school.id },
          { homeSchoolName: school.name },
          { awayName: school.name },
        ],
      },
    })
    .$.pipe(map((docs) => docs.map((doc): Game => doc.toJSON())));
}

/** None (loading) until the school is known; `paused` as useSchoolLookup's. */
export function useSchoolGames(school: SchoolRef | null, paused = false): QueryResult<Game[]> {
  return useRxQuery((db) => schoolGames$(db, school ?? { id: '', name: '' }), school ? `${school.id}\u0000${school.name}` : '', paused || school === null);
}

export function schoolRosters$(db: AppDatabase, schoolId: string): Observable<RosterDoc[]> {
  return db.rosters
    .find({ selector: { schoolId } })
    .$.pipe(map((docs) => docs.map((doc): RosterDoc => ({ ...doc.toJSON(), players: [...doc.players] }))));
}

export function useSchoolRosters(schoolId: string): QueryResult<RosterDoc[]> {
  return useRxQuery((db) => schoolRosters$(db, schoolId), schoolId);
}

import { map } from 'rxjs';
import type { Observable } from 'rxjs';
import type { AppDatabase } from '../../data/database';
import type { RosterDoc } from '../../shared/schemas/rosters.schema';
import type { Game, SchoolRef, SchoolsIndex } from './schoolSchedule';
import { indexSchools } from './schoolSchedule';
import { liveQuery } from '../../data/liveQuery';

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
export const schoolLookup$ = liveQuery('schoolLookup', function schoolLookup$(db: AppDatabase, id: string): Observable<SchoolLookup> {
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
});

/**
 * Games the school may play in: by id on either side, or by name where a side
 * was typed as free text. schoolSchedule's `playsIn` makes the final call.
 */
export const schoolGames$ = liveQuery('schoolGames', function schoolGames$(db: AppDatabase, school: SchoolRef): Observable<Game[]> {
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
});

export const schoolRosters$ = liveQuery('schoolRosters', function schoolRosters$(db: AppDatabase, schoolId: string): Observable<RosterDoc[]> {
  return db.rosters
    .find({ selector: { schoolId } })
    .$.pipe(map((docs) => docs.map((doc): RosterDoc => ({ ...doc.toJSON(), players: [...doc.players] }))));
});

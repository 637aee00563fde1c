import { combineLatest, map } from 'rxjs';
import type { Observable } from 'rxjs';
import type { AppDatabase } from '../../../data/database';
import type { QueryResult } from '../../../data/useRxQuery';
import { useRxQuery } from '../../../data/useRxQuery';
import type { GameDoc } from '../../../shared/schemas/games.schema';
import { isSchoolGame } from '../shared/queries';

export interface AdminSchoolRow {
  id: string;
  name: string;
  location: string;
  logoUrl?: string;
  /** Off the public lists (issue 38). */
  archived?: boolean;
}

/** docs/product/rules.md §11: the admin list shows the newest school first. */
export function schoolsNewestFirst$(db: AppDatabase): Observable<AdminSchoolRow[]> {
  return db.schools.find().$.pipe(
    map((docs) =>
      [...docs]
        .sort((a, b) => (b.createdAt ?? 0) - (a.createdAt ?? 0) || a.name.localeCompare(b.name))
        .map((doc) => ({ id: doc.id, name: doc.name, location: doc.location, logoUrl: doc.logoUrl || undefined, ...(doc.archived ? { archived: true } : {}) })),
    ),
  );
}

export function useAdminSchools(): QueryResult<AdminSchoolRow[]> {
  return useRxQuery(schoolsNewestFirst$);
}

/** What deleting a school takes with it (issue 38), as this device holds it. */
export interface SchoolFootprint {
  games: number;
  rosters: number;
  stats: number;
}

/**
 * A school's games (either side, by id or by the name typed), rosters (by school id) and stats lines
 * (by school name, as they name it), live: the delete dialog says them before anything goes.
 */
export function schoolFootprint$(db: AppDatabase, school: { id: string; name: string }): Observable<SchoolFootprint> {
  const gameReads = [{ homeSchoolId: school.id }, { awaySchoolId: school.id }, { homeSchoolName: school.name }, { awayName: school.name }].map(
    (selector) => db.games.find({ selector }).$,
  );
  return combineLatest([combineLatest(gameReads), db.rosters.find({ selector: { schoolId: school.id } }).$, db.playerStats.find({ selector: { schoolName: school.name } }).$]).pipe(
    map(([lists, rosters, stats]) => {
      const games = new Set(lists.flat().filter((game) => isSchoolGame(game.toJSON() as GameDoc, school)).map((game) => game.id));
      return { games: games.size, rosters: rosters.length, stats: stats.length };
    }),
  );
}

export function useSchoolFootprint(school: { id: string; name: string }): QueryResult<SchoolFootprint> {
  return useRxQuery((db) => schoolFootprint$(db, school), `${school.id}\u0000${school.name}`);
}

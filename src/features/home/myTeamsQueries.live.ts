import { combineLatest, map, shareReplay } from 'rxjs';
import type { Observable } from 'rxjs';
import type { AppDatabase } from '../../data/database';
import type { FollowedTeam } from '../../shared/calendarLinks';
import { followedGames$ } from '../../data/followedGames';
import type { GameDoc } from '../../shared/schemas/games.schema';
import { schoolIdsByName } from '../../shared/gameSides';
import { liveQuery } from '../../data/liveQuery';

export interface MyTeamsData {
  games: GameDoc[];
  /** The followed schools' names by id (a school may have no game yet). */
  names: ReadonlyMap<string, string>;
  /** Every school's id by name: a side typed as a name is that school's (src/shared/gameSides.ts). */
  idByName: ReadonlyMap<string, string>;
}

/** The followed teams' games and their schools' names (a module of the My Teams chunk: not in the page's first script). */
export const myTeams$ = liveQuery('myTeams', function myTeams$(db: AppDatabase, teams: readonly FollowedTeam[]): Observable<MyTeamsData> {
  const schools$ = db.schools.find().$.pipe(shareReplay({ bufferSize: 1, refCount: true }));
  const followed = new Set(teams.map((t) => t.school));
  return combineLatest([followedGames$(db, teams, schools$), schools$]).pipe(
    map(([games, schools]) => ({
      games,
      names: new Map(schools.filter((school) => followed.has(school.id)).map((school) => [school.id, school.name])),
      idByName: schoolIdsByName(schools),
    })),
  );
});

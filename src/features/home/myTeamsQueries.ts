import { combineLatest, map } from 'rxjs';
import type { Observable } from 'rxjs';
import type { AppDatabase } from '../../data/database';
import type { FollowedTeam } from '../../data/myTeams';
import { followedGames$, teamsKey } from '../../data/followedTeams';
import type { QueryResult } from '../../data/useRxQuery';
import { useRxQuery } from '../../data/useRxQuery';
import type { GameDoc } from '../../shared/schemas/games.schema';

export interface MyTeamsData {
  games: GameDoc[];
  /** The followed schools' names by id (a school may have no game yet). */
  names: ReadonlyMap<string, string>;
}

/** The followed teams' games and their schools' names (a module of the My Teams chunk: not in the page's first script). */
export function myTeams$(db: AppDatabase, teams: readonly FollowedTeam[]): Observable<MyTeamsData> {
  const names$ = db.schools.findByIds([...new Set(teams.map((t) => t.school))]).$.pipe(
    map((found) => new Map([...found].map(([id, doc]) => [id, doc.name]))),
  );
  return combineLatest([followedGames$(db, teams), names$]).pipe(map(([games, names]) => ({ games, names })));
}

export function useMyTeamsData(teams: readonly FollowedTeam[]): QueryResult<MyTeamsData> {
  return useRxQuery((db) => myTeams$(db, teams), teamsKey(teams));
}

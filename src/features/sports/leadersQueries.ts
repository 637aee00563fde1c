import { combineLatest, map } from 'rxjs';
import type { Observable } from 'rxjs';
import type { AppDatabase } from '../../data/database';
import type { QueryResult } from '../../data/useRxQuery';
import { useRxQuery } from '../../data/useRxQuery';
import type { LeaderBoard } from './leaders';
import { sportLeaders } from './leaders';

// Player lines are a few hundred a season, credited lines one per game and team with credits:
// read whole and matched by `sameSport` / `sameSeason`, which catch every spelling a selector would miss.

/**
 * The LIAA Leaders of a sport and season, live: a line an admin saves anywhere, or a play a
 * scorer credits (its game's lines, written by the server), re-ranks the tables by itself.
 */
export function sportLeaders$(db: AppDatabase, sportKey: string, season: string): Observable<LeaderBoard[]> {
  return combineLatest([db.playerStats.find().$, db.playerGameLines.find().$]).pipe(
    map(([typed, credited]) => sportLeaders(typed.map((doc) => doc.toMutableJSON()), sportKey, season, credited.map((doc) => doc.toMutableJSON()))),
  );
}

export function useSportLeaders(sportKey: string, season: string): QueryResult<LeaderBoard[]> {
  return useRxQuery((db) => sportLeaders$(db, sportKey, season), `${sportKey}\u0000${season}`);
}

import { map } from 'rxjs';
import type { Observable } from 'rxjs';
import type { AppDatabase } from '../../data/database';
import type { QueryResult } from '../../data/useRxQuery';
import { useRxQuery } from '../../data/useRxQuery';
import type { LeaderBoard } from './leaders';
import { sportLeaders } from './leaders';

// Player lines are a few hundred a season: read whole and matched by `sameSport` /
// `sameSeason` in leaders.ts, which catch every spelling a selector would miss.

/** The LIAA Leaders of a sport and season, live: a line an admin saves anywhere re-ranks the tables by itself. */
export function sportLeaders$(db: AppDatabase, sportKey: string, season: string): Observable<LeaderBoard[]> {
  return db.playerStats
    .find()
    .$.pipe(map((docs) => sportLeaders(docs.map((doc) => doc.toMutableJSON()), sportKey, season)));
}

export function useSportLeaders(sportKey: string, season: string): QueryResult<LeaderBoard[]> {
  return useRxQuery((db) => sportLeaders$(db, sportKey, season), `${sportKey}\u0000${season}`);
}

import { combineLatest, map } from 'rxjs';
import type { Observable } from 'rxjs';
import type { AppDatabase } from '../../data/database';
import type { LeaderBoard } from '../../shared/leaders';
import { sportLeaders } from '../../shared/leaders';
import { liveQuery } from '../../data/liveQuery';

/**
 * The LIAA Leaders of a sport and season from this device's own lines, live: a line an admin saves
 * anywhere, or a play a scorer credits (its game's lines, written by the server), re-ranks the
 * tables by itself. Only a device holding every line (signed in) computes them so.
 */
export const sportLeaders$ = liveQuery('sportLeaders', function sportLeaders$(db: AppDatabase, sportKey: string, season: string): Observable<LeaderBoard[]> {
  return combineLatest([db.playerStats.find().$, db.playerGameLines.find().$]).pipe(
    map(([typed, credited]) => sportLeaders(typed.map((doc) => doc.toMutableJSON()), sportKey, season, credited.map((doc) => doc.toMutableJSON()))),
  );
});

import { map } from 'rxjs';
import type { Observable } from 'rxjs';
import type { AppDatabase } from '../../data/database';
import { seasonStandings$ } from '../../data/standingsQuery';
import { currentSeason } from '../../shared/standings/season';
import type { LeaderSlide } from './leaders';
import { divisionLeaders } from './leaders';
import { liveQuery } from '../../data/liveQuery';

/** The current season's division leaders, from the standings computed on the device (standingsQuery.ts). */
export const divisionLeaders$ = liveQuery('divisionLeaders', function divisionLeaders$(db: AppDatabase, now: number = Date.now()): Observable<LeaderSlide[]> {
  const season = currentSeason(now);
  return seasonStandings$(db, season).pipe(map(({ standings }) => divisionLeaders(standings, season)));
});

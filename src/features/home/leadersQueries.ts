import { map } from 'rxjs';
import type { Observable } from 'rxjs';
import type { AppDatabase } from '../../data/database';
import { seasonStandings$ } from '../../data/standingsQuery';
import type { QueryResult } from '../../data/useRxQuery';
import { useRxQuery } from '../../data/useRxQuery';
import { currentSeason } from '../../shared/standings/season';
import type { LeaderSlide } from './leaders';
import { divisionLeaders } from './leaders';

/** The current season's division leaders, from the standings computed on the device (standingsQuery.ts). */
export function divisionLeaders$(db: AppDatabase, now = Date.now()): Observable<LeaderSlide[]> {
  const season = currentSeason(now);
  return seasonStandings$(db, season).pipe(map(({ standings }) => divisionLeaders(standings, season)));
}

/** `paused` during the first sync (useFirstSyncRunning): the card says it is loading until the season is whole. */
export const useDivisionLeaders = (paused: boolean): QueryResult<LeaderSlide[]> => useRxQuery((db) => divisionLeaders$(db), '', paused);

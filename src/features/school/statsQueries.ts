import type { QueryResult } from '../../data/useRxQuery';
import { useLiveQuery } from '../../data/useRxQuery';
import { currentSeason } from '../../shared/standings/season';
import { schoolStats$ } from './statsQueries.live';
import type { SchoolStatsTable } from './statsQueries.live';
export { schoolStatsTable, schoolStats$ } from './statsQueries.live';
export type { SchoolStatsRow, SchoolStatsTable } from './statsQueries.live';

/** The school's lines of the current season (derived from today, so the page moves on by itself on 1 August). */
export function useSchoolStats(schoolName: string, sport: string, season: string = currentSeason()): QueryResult<SchoolStatsTable> {
  return useLiveQuery(schoolStats$, [schoolName, sport, season]);
}

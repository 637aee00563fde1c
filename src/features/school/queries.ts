import type { QueryResult } from '../../data/useRxQuery';
import { useLiveQuery } from '../../data/useRxQuery';
import type { RosterDoc } from '../../shared/schemas/rosters.schema';
import type { Game, SchoolRef } from './schoolSchedule';
import { schoolLookup$, schoolGames$, schoolRosters$ } from './queries.live';
import type { SchoolLookup } from './queries.live';
export { schoolLookup$, schoolGames$, schoolRosters$ } from './queries.live';
export type { SchoolDetail, SchoolLookup } from './queries.live';

/** `paused` while the page shows the server's first screen during a first sync (useFirstScreen). */
export function useSchoolLookup(id: string, paused = false): QueryResult<SchoolLookup> {
  return useLiveQuery(schoolLookup$, [id], paused);
}

/** None (loading) until the school is known; `paused` as useSchoolLookup's. */
export function useSchoolGames(school: SchoolRef | null, paused = false): QueryResult<Game[]> {
  return useLiveQuery(schoolGames$, [school ?? { id: '', name: '' }], paused || school === null);
}

export function useSchoolRosters(schoolId: string): QueryResult<RosterDoc[]> {
  return useLiveQuery(schoolRosters$, [schoolId]);
}

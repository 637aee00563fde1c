import type { QueryResult } from '../../data/useRxQuery';
import { useLiveQuery } from '../../data/useRxQuery';
import { schoolsByName$ } from './queries.live';
import type { SchoolSummary } from './queries.live';
export { sortSchoolsByName, schoolsByName$ } from './queries.live';
export type { SchoolSummary } from './queries.live';

export function useSchools(paused = false): QueryResult<SchoolSummary[]> {
  return useLiveQuery(schoolsByName$, [], paused);
}

import type { QueryResult } from '../../data/useRxQuery';
import { useLiveQuery } from '../../data/useRxQuery';
import { menuSchools$ } from './queries.live';
import type { MenuSchool } from './queries.live';
export { sortByName, menuSchools$ } from './queries.live';
export type { MenuSchool } from './queries.live';

export function useMenuSchools(): QueryResult<MenuSchool[]> {
  return useLiveQuery(menuSchools$, []);
}

import type { QueryResult } from '../../data/useRxQuery';
import { useLiveQuery } from '../../data/useRxQuery';
import type { SearchEntry } from './searchIndex';
import { searchEntries$ } from './queries.live';
export { searchEntries$ } from './queries.live';

export const useSearchEntries = (): QueryResult<SearchEntry[]> => useLiveQuery(searchEntries$, []);

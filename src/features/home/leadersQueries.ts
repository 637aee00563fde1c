import type { QueryResult } from '../../data/useRxQuery';
import { useLiveQuery } from '../../data/useRxQuery';
import type { LeaderSlide } from './leaders';
import { divisionLeaders$ } from './leadersQueries.live';
export { divisionLeaders$ } from './leadersQueries.live';

/** `paused` during the first sync (useFirstSyncRunning): the card says it is loading until the season is whole. */
export const useDivisionLeaders = (paused: boolean): QueryResult<LeaderSlide[]> => useLiveQuery(divisionLeaders$, [], paused);

import type { FollowedTeam } from '../../data/myTeams';
import { teamsKey } from '../../data/followedTeams';
import type { QueryResult } from '../../data/useRxQuery';
import { useLiveQuery } from '../../data/useRxQuery';
import { myTeams$ } from './myTeamsQueries.live';
import type { MyTeamsData } from './myTeamsQueries.live';
export { myTeams$ } from './myTeamsQueries.live';
export type { MyTeamsData } from './myTeamsQueries.live';

export function useMyTeamsData(teams: readonly FollowedTeam[]): QueryResult<MyTeamsData> {
  return useLiveQuery(myTeams$, [teams], false, teamsKey(teams));
}

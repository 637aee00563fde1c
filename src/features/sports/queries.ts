import type { QueryResult } from '../../data/useRxQuery';
import { useLiveQuery } from '../../data/useRxQuery';
import type { StandingsFirstScreen } from '../../shared/standingsFirstScreen';
import type { RankingDoc } from '../../shared/schemas/rankings.schema';
import type { TeamStatsDoc } from '../../shared/schemas/teamStats.schema';
import { groupStandings, seasonsOf } from './standings';
import { teamStatsForSport$, rankingsForSport$, sportStandings$ } from './queries.live';
import type { SportStandings } from './queries.live';
export { teamStatsForSport$, rankingsForSport$, sportStandings$ } from './queries.live';
export type { StandingsView, SportStandings } from './queries.live';

// Both collections hold a few hundred rows a season: reading them whole and
// matching with `sameSport` catches every spelling and letter case of docs/product/rules.md §5.

export function useTeamStats(sportKey: string): QueryResult<TeamStatsDoc[]> {
  return useLiveQuery(teamStatsForSport$, [sportKey]);
}

export function useRankings(sportKey: string): QueryResult<RankingDoc[]> {
  return useLiveQuery(rankingsForSport$, [sportKey]);
}

/** `paused` while the page shows the server's first screen during a first sync (useFirstScreen). */
export function useSportStandings(sportKey: string, season: string, paused = false): QueryResult<SportStandings> {
  return useLiveQuery(sportStandings$, [sportKey, season], paused);
}

/** The server's first screen as the page's own answer reads (the same tables: the server ran computeStandings). */
export function firstScreenStandings(first: StandingsFirstScreen): SportStandings {
  const seasons = seasonsOf(first.seasons.map((season) => ({ season })), first.season);
  if (first.computed) return { seasons, view: { source: 'computed', ...first.computed } };
  const divisions = groupStandings(first.imported, first.season);
  return { seasons, view: divisions.some((d) => d.rows.length > 0) ? { source: 'imported', divisions } : { source: 'none' } };
}

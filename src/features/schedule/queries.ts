import type { QueryResult } from '../../data/useRxQuery';
import { useLiveQuery } from '../../data/useRxQuery';
import type { FollowedTeam } from '../../data/myTeams';
import { teamsKey } from '../../data/followedTeams';
import type { GameDoc } from '../../shared/schemas/games.schema';
import { liveGames$, todaysGames$, dayGames$, myTeamsSchedule$, gameSports$, schoolLogos$ } from './queries.live';
import type { TodaysGamesPage, SchoolLogos } from './queries.live';
export { liveGames$, todaysGames$, dayGames$, myTeamsSchedule$, gameSports$, schoolLogos$ } from './queries.live';
export type { TodaysGamesPage, SchoolLogos } from './queries.live';

export function useDayGames(day: number | null, filter: string | null, paused: boolean): QueryResult<TodaysGamesPage> | null {
  const result = useLiveQuery(dayGames$, [day ?? 0, filter], paused || day === null);
  return day === null ? null : result;
}

export function useMyTeamsSchedule(teams: readonly FollowedTeam[] | null, day: number | null, now: number, filter: string | null, paused: boolean) {
  const result = useLiveQuery(myTeamsSchedule$, [teams ?? [], day, now, filter], paused || !teams, `${teams ? teamsKey(teams) : ''}|${day ?? now}|${filter ?? ''}`);
  return teams ? result : null;
}

export function useGameSports(paused = false): QueryResult<readonly string[]> {
  return useLiveQuery(gameSports$, [], paused);
}

export function useLiveGames(paused = false): QueryResult<GameDoc[]> {
  return useLiveQuery(liveGames$, [], paused);
}

/**
 * `day` ('YYYY-MM-DD') renews the query's window at midnight. While a longer
 * page (or a new day) is read, the last page stays on screen; while another
 * sport's games are read, the panel says it is loading them. Either way the
 * page never falls back to 'Loading schedules…' under the fan's finger.
 */
export function useTodaysGames(day: string, filter: string | null, limit: number, paused = false): QueryResult<TodaysGamesPage> {
  const result = useLiveQuery(todaysGames$, [null, filter, limit], paused, `${day}|${filter ?? ''}|${limit}`);
  // While the new query runs, the hook says 'loading' and hands over the last page it answered.
  const last = result.status === 'loading' ? result.previous : undefined;
  if (result.status !== 'loading' || !last) return result;
  const page = last.filter === filter ? last : { games: [], total: 0, filter, pending: true };
  return { status: 'ready', data: page, retry: result.retry };
}

export function useSchoolLogos(paused = false): QueryResult<SchoolLogos> {
  return useLiveQuery(schoolLogos$, [], paused);
}

/** A team's logo: its school's (by id, else by name), or undefined for the sport's default image. */
export function logoFor(logos: SchoolLogos | undefined, schoolId: string | undefined, name: string): string | undefined {
  if (!logos) return undefined;
  return (schoolId ? logos.byId.get(schoolId) : undefined) ?? logos.byName.get(name.trim().toLowerCase());
}

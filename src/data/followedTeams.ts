import { useSyncExternalStore } from 'react';
import { sameTeam } from '../shared/calendarLinks';
import type { FollowedTeam } from './myTeams';
import { MY_TEAMS_KEY, saveMyTeams, subscribeMyTeams } from './myTeams';
import { alertRecord } from './alerts/alertRecord';
export { followedGames$ } from './followedGames';
export type { SchoolName } from './followedGames';

/*
 * My Teams (issue 17, `myTeams.ts`): the followed teams read and changed; their games are
 * `followedGames.ts` (a live query's, which a worker may load). Out of every page's first script:
 * loaded with the screens that follow teams (a chunk of its own, vite.config.ts).
 */

/** Nobody followed: one array, so the server's snapshot and a device that follows nobody are the same value. */
const NONE: readonly FollowedTeam[] = [];
let text: string | null | undefined;
let teams: readonly FollowedTeam[] = NONE;

/** The followed teams now (the same array until they change: a React external store's snapshot). */
export function readMyTeams(): readonly FollowedTeam[] {
  let now: string | null = null;
  try {
    now = localStorage.getItem(MY_TEAMS_KEY);
  } catch {
    // No storage (a blocked profile): nothing followed.
  }
  if (now !== text) {
    text = now;
    try {
      const parsed: unknown = JSON.parse(now ?? '[]');
      const valid = Array.isArray(parsed)
        ? parsed.filter((t: FollowedTeam | null) => typeof t?.school === 'string' && (t.sport === undefined || typeof t.sport === 'string'))
        : [];
      teams = valid.length > 0 ? valid : NONE;
    } catch {
      teams = NONE;
    }
  }
  return teams;
}

// The same value as a device that follows nobody: hydrating a server's page then needs no second
// render (React renders again, synchronously, a component whose store differs from its server snapshot).
const onServer = (): readonly FollowedTeam[] => NONE;

/** The followed teams, live (this tab's and other tabs' changes). */
export const useMyTeams = (): readonly FollowedTeam[] => useSyncExternalStore(subscribeMyTeams, readMyTeams, onServer);

export { followsGame, sameTeam } from '../shared/calendarLinks';

export function isFollowed(list: readonly FollowedTeam[], team: FollowedTeam): boolean {
  return list.some((t) => sameTeam(t, team));
}

/** Follows the team, or stops following it (issue 17, My Teams). */
export function toggleFollow(team: FollowedTeam): void {
  const list = readMyTeams();
  const entry: FollowedTeam = team.sport ? { school: team.school, sport: team.sport } : { school: team.school };
  const unfollowing = isFollowed(list, entry);
  const next = unfollowing ? list.filter((t) => !sameTeam(t, entry)) : [...list, entry];
  if (!saveMyTeams(next)) return; // storage full or blocked: nothing to keep it in
  // Alerts are for My Teams: a team no longer followed sends none (its chunk only if alerts were asked for).
  if (unfollowing && alertRecord.read()?.teams.some((t) => sameTeam(t, entry))) void import('./alerts/enableAlerts').then((alerts) => alerts.disableAlerts([entry]));
}

/** A key that names the followed teams, for useRxQuery. */
export const teamsKey = (teams: readonly FollowedTeam[]): string => teams.map((t) => `${t.school}:${t.sport ?? ''}`).join(',');

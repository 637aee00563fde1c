import { useSyncExternalStore } from 'react';
import type { FollowedTeam } from '../shared/calendarLinks';

/**
 * My Teams (issue 17): the teams a fan follows, kept on the device (localStorage, no account), a
 * list of `{ school, sport? }` (a school id and a canonical sport key; without a sport, the whole
 * school), under MY_TEAMS_KEY. Every tab hears of a change through the `storage` event (the tab that
 * made it fires one too, `followedTeams.ts`), and a reload offline still has them.
 *
 * This module is in every page's first script, so it only says whether the fan follows anyone (the
 * home page shows My Teams first then); reading the list, following and the followed games are
 * `followedTeams.ts`, loaded with the screens that use them.
 */
export type { FollowedTeam };

export const MY_TEAMS_KEY = 'liaa.myTeams';

/** Calls `listener` at every change of the followed teams, this tab's or another's. */
export function subscribeMyTeams(listener: () => void): () => void {
  addEventListener('storage', listener);
  return () => removeEventListener('storage', listener);
}

/** Keeps the followed teams; every tab hears of it (this one through an event of its own). False when storage is full or blocked. */
export function saveMyTeams(teams: readonly FollowedTeam[]): boolean {
  try {
    localStorage.setItem(MY_TEAMS_KEY, JSON.stringify(teams));
  } catch {
    return false;
  }
  dispatchEvent(new StorageEvent('storage', { key: MY_TEAMS_KEY }));
  return true;
}

/** Whether the fan follows a team now. */
export function followsAny(): boolean {
  try {
    return (localStorage.getItem(MY_TEAMS_KEY) ?? '[]') !== '[]';
  } catch {
    return false;
  }
}

const onServer = () => false;

/** Whether the fan follows a team, live. */
export const useFollowsAny = (): boolean => useSyncExternalStore(subscribeMyTeams, followsAny, onServer);

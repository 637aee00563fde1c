import type { AppDatabase } from './database';
import type { FollowedSchools } from './keepSchools';
import { keepSchools } from './keepSchools';
import { MY_TEAMS_KEY, subscribeMyTeams } from './myTeams';
import type { SyncHandle } from './sync/startSync';

function followedSchoolIds(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(MY_TEAMS_KEY) ?? '[]');
    return Array.isArray(parsed) ? [...new Set(parsed.map((team: { school?: unknown } | null) => team?.school).filter((id): id is string => typeof id === 'string'))] : [];
  } catch {
    return [];
  }
}

/** The followed teams' schools of this device's My Teams: this tab's follows and other tabs'. */
export const myTeamsSchools: FollowedSchools = { ids: followedSchoolIds, subscribe: subscribeMyTeams };

/** Keeps the schools of the teams followed on this device (keepSchools.ts); returns the stop. */
export function keepFollowedSchools(db: AppDatabase, sync: SyncHandle, followed: FollowedSchools = myTeamsSchools): () => void {
  return keepSchools(db, sync, followed);
}

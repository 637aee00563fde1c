import type { FollowedTeam } from '../../shared/calendarLinks';
import { sameTeam } from '../../shared/calendarLinks';
import { deviceRecord } from '../deviceRecord';

/**
 * The teams this device asked alerts for ('Alert me' on a game or a school page), and how they
 * come: 'push' (Web Push: told with the app closed) or 'page' (the browser has no push service:
 * the page shows them itself while it is open, useInPageAlerts.ts).
 */
export interface AlertRecord {
  teams: FollowedTeam[];
  mode: 'push' | 'page';
}

export const alertRecord = deviceRecord<AlertRecord>('liaa.alerts');


/** True when the record covers every one of `teams` (a whole school covers its sports). */
export function alertsCover(record: AlertRecord | null, teams: readonly FollowedTeam[]): boolean {
  if (!record || teams.length === 0) return false;
  return teams.every((team) => record.teams.some((kept) => sameTeam(kept, team) || (kept.school === team.school && kept.sport === undefined)));
}

export function withTeams(kept: readonly FollowedTeam[], added: readonly FollowedTeam[]): FollowedTeam[] {
  return [...kept, ...added.filter((team) => !kept.some((other) => sameTeam(other, team)))];
}

export function withoutTeams(kept: readonly FollowedTeam[], removed: readonly FollowedTeam[]): FollowedTeam[] {
  return kept.filter((team) => !removed.some((other) => sameTeam(other, team)));
}

import { combineLatest, distinctUntilChanged, map, shareReplay, switchMap } from 'rxjs';
import type { Observable } from 'rxjs';
import type { GameDoc } from '../shared/schemas/games.schema';
import type { AppDatabase } from './database';
import { useSyncExternalStore } from 'react';
import { followsGame, sameTeam } from '../shared/calendarLinks';
import { resolvedSides, schoolIdsByName } from '../shared/gameSides';
import type { FollowedTeam } from './myTeams';
import { MY_TEAMS_KEY, saveMyTeams, subscribeMyTeams } from './myTeams';
import { alertRecord } from './alerts/alertRecord';
import { byCodeUnits } from '../shared/order';

/*
 * My Teams (issue 17, `myTeams.ts`): the followed teams read, changed, and their games. Out of every
 * page's first script: loaded with the screens that follow teams (a chunk of its own, vite.config.ts).
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

/** The schools as the followed games are matched with them: id and name. */
export type SchoolName = Readonly<{ id: string; name: string }>;

/** A pattern that matches a name as `nameKey` compares them: trimmed, any letter case. */
const sameNamePattern = (name: string): string => `^\\s*${name.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`;

/**
 * The games of the followed teams on this device (the home's My Teams card, /schedule's My Teams
 * filter), by time. Whose game it is, is the rule the calendar feeds and Web Push follow
 * (`followsGame` over `resolvedSides`): a school's id on either side, or a side typed as the
 * school's name. No index holds either, so this reads the season's games once per change, as
 * the school page does. `schools$`: every school (a name is the first school of that name's).
 */
export function followedGames$(
  db: AppDatabase,
  teams: readonly FollowedTeam[],
  schools$: Observable<readonly SchoolName[]> = db.schools.find().$,
): Observable<GameDoc[]> {
  const ids = [...new Set(teams.map((t) => t.school))];
  const sides$ = schools$.pipe(
    map((schools) => ({
      idByName: schoolIdsByName(schools),
      names: [...new Set(schools.filter((school) => ids.includes(school.id)).map((school) => school.name.trim().toLowerCase()))].sort(),
    })),
    shareReplay({ bufferSize: 1, refCount: true }),
  );
  const games$ = sides$.pipe(
    map(({ names }) => names),
    distinctUntilChanged((a, b) => a.join('\u0000') === b.join('\u0000')),
    switchMap((names) => {
      const byName = names.flatMap((name) => {
        const pattern = { $regex: sameNamePattern(name), $options: 'i' };
        return [{ homeSchoolName: pattern }, { awayName: pattern }];
      });
      return db.games.find({ selector: { $or: [{ homeSchoolId: { $in: ids } }, { awaySchoolId: { $in: ids } }, ...byName] } }).$;
    }),
  );
  return combineLatest([games$, sides$]).pipe(
    map(([docs, { idByName }]) =>
      docs
        .map((doc) => doc.toMutableJSON())
        .filter((game) => followsGame(teams, resolvedSides(game, idByName)))
        .sort((a, b) => byCodeUnits(a.time, b.time) || byCodeUnits(a.id, b.id)),
    ),
  );
}

/** A key that names the followed teams, for useRxQuery. */
export const teamsKey = (teams: readonly FollowedTeam[]): string => teams.map((t) => `${t.school}:${t.sport ?? ''}`).join(',');

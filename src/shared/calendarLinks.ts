import { normalizeSportKey } from './catalog/sports';

/**
 * A team a fan follows: a school's team in one sport, or the whole school (no sport). Kept on
 * the device ("My Teams"); the server learns of them only through the addresses below (a
 * calendar feed's query, a push subscription's list).
 */
export interface FollowedTeam {
  school: string;
  sport?: string;
}

/** The same team: the same school, and the same sport or both the whole school. */
export const sameTeam = (a: FollowedTeam, b: FollowedTeam): boolean => a.school === b.school && (a.sport ?? '') === (b.sport ?? '');

/** Most teams one address or one push subscription may name. */
export const MAX_FOLLOWED_TEAMS = 50;
const MAX_SCHOOL_ID_LENGTH = 128;

/** The calendar feeds of the sync server (sync-server/routes/calendar.ts). */
export const CALENDAR_API = '/api/calendar';

/**
 * The `teams` query value: comma-separated `schoolId` or `schoolId:sport`, each school id
 * URL-encoded (so neither ',' nor ':' of an id is read as a separator). Sorted and without
 * duplicates, so one set of teams is one address (and one cached feed).
 */
export function encodeTeams(teams: readonly FollowedTeam[]): string {
  const parts = new Set(teams.map((team) => encodeURIComponent(team.school) + (team.sport ? `:${normalizeSportKey(team.sport) ?? team.sport}` : '')));
  return [...parts].sort().join(',');
}

/** The teams a `teams` value names, or null when it is malformed, names an unknown sport or too many teams. */
export function parseTeams(value: string | null | undefined): FollowedTeam[] | null {
  if (!value) return null;
  const parts = value.split(',');
  if (parts.length > MAX_FOLLOWED_TEAMS) return null;
  const teams: FollowedTeam[] = [];
  for (const part of parts) {
    const [rawSchool, rawSport, extra] = part.split(':');
    if (extra !== undefined || !rawSchool) return null;
    let school: string;
    try {
      school = decodeURIComponent(rawSchool);
    } catch {
      return null;
    }
    if (!school.trim() || school.length > MAX_SCHOOL_ID_LENGTH) return null;
    if (rawSport === undefined) {
      teams.push({ school });
      continue;
    }
    const sport = normalizeSportKey(rawSport);
    if (!sport) return null;
    teams.push({ school, sport });
  }
  return teams;
}

/** A school's feed (every sport), or one of its teams' (school and sport). */
export function schoolCalendarPath(schoolId: string, sport?: string): string {
  const school = encodeURIComponent(schoolId);
  return sport ? `${CALENDAR_API}/school/${school}/${encodeURIComponent(normalizeSportKey(sport) ?? sport)}.ics` : `${CALENDAR_API}/school/${school}.ics`;
}

/** One game's feed (its page's 'Add to calendar'): the one event, kept current like the others. */
export function gameCalendarPath(gameId: string): string {
  return `${CALENDAR_API}/game/${encodeURIComponent(gameId)}.ics`;
}

/** The feed of the fan's teams: the address encodes them (no account, nothing kept on the server). */
export function teamsCalendarPath(teams: readonly FollowedTeam[]): string {
  return `${CALENDAR_API}/teams.ics?teams=${encodeURIComponent(encodeTeams(teams))}`;
}

/** The address calendar apps subscribe to (webcal:), from a page's origin and a feed's path. */
export function webcalUrl(origin: string, path: string): string {
  return origin.replace(/^https?:/i, 'webcal:') + path;
}

/** What a game says of its sides, as matching reads it. */
export interface GameSides {
  sport: string;
  homeSchoolId?: string;
  awaySchoolId?: string;
}

/** True when one of `teams` plays in the game: either side's school, as a whole or in the game's sport. */
export function followsGame(teams: readonly FollowedTeam[], game: GameSides): boolean {
  const sport = normalizeSportKey(game.sport) ?? game.sport;
  return teams.some(
    (team) =>
      (team.school === game.homeSchoolId || team.school === game.awaySchoolId) &&
      (team.sport === undefined || (normalizeSportKey(team.sport) ?? team.sport) === sport),
  );
}

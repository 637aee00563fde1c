import type { GameSides } from './calendarLinks';
import { nameKey } from './standings/tally';

/** What is read of a game's sides: ids where the side is a school, names as typed. */
export interface SidesOf {
  sport: string;
  homeSchoolId?: string;
  awaySchoolId?: string;
  homeSchoolName?: string;
  awayName?: string;
}

/** School ids by name (trimmed, lower case): the first school of a name wins, as standings count it. */
export function schoolIdsByName(schools: readonly { id: string; name: string }[]): Map<string, string> {
  const ids = new Map<string, string>();
  for (const school of schools) if (!ids.has(nameKey(school.name))) ids.set(nameKey(school.name), school.id);
  return ids;
}

/**
 * A game's sides as school ids: a side typed as a name (no school id) is the school of that
 * name, as the school page and standings read it (src/features/school/schoolSchedule.ts `playsIn`).
 * With `followsGame` (calendarLinks.ts), the one rule of whose game it is: the calendar feeds,
 * Web Push and the device's My Teams.
 */
export function resolvedSides(game: SidesOf, idByName: ReadonlyMap<string, string>): GameSides {
  return {
    sport: game.sport,
    homeSchoolId: game.homeSchoolId || idByName.get(nameKey(game.homeSchoolName)),
    awaySchoolId: game.awaySchoolId || idByName.get(nameKey(game.awayName)),
  };
}

/**
 * What a fan's device holds per school, on demand (docs/design/sync.md §18): a school's rosters,
 * its typed player stat lines and its games' credited lines are read from the server when its
 * page is first opened (or one of its teams is followed), then kept and replicated like a
 * kept season (`ON_DEMAND_COLLECTIONS`, schemas/collections.ts). A state's rosters and stat lines
 * are half its documents, and a fan opens a handful of schools. Signed-in devices hold them whole.
 * The sync loads this module when it first keeps a school: no first visit needs it.
 */
import type { CollectionName } from './schemas/collections';
import type { Selector } from './seasonScope';
import { MOVED_FROM, seasonSelector } from './seasonScope';
import { normalizeSeason } from './standings/season';

export interface SchoolRef {
  id: string;
  name: string;
}

const SPECIAL = /[\\^$.*+?()[\]{}|/-]/;

/**
 * A `$regex` that matches `name` as the school page matches a stat line's free-text school
 * (`schoolStatsTable`): whole, in any case, with spaces around. Written without flags (Apache
 * CouchDB reads PCRE, the embedded store JavaScript's RegExp, and `(?i)` is PCRE's alone):
 * each ASCII letter is a class of its two cases; any other character stands for itself.
 */
export function nameRegex(name: string): string {
  let body = '';
  for (const char of name.trim()) {
    const lower = char.toLowerCase();
    const upper = char.toUpperCase();
    if (/^[a-z]$/.test(lower) && lower !== upper) body += `[${upper}${lower}]`;
    else if (SPECIAL.test(char)) body += `\\${char}`;
    else if (/\s/.test(char)) body += '\\s';
    else body += char;
  }
  return `^\\s*${body}\\s*$`;
}

/** A school's documents of an on-demand collection, every season. */
export function schoolSelector(collection: CollectionName, school: SchoolRef): Selector {
  const name = { $regex: nameRegex(school.name) };
  switch (collection) {
    case 'rosters':
      return { schoolId: school.id };
    case 'playerStats':
      // Lines name their school in free text: by school or by team (schoolStatsTable).
      return { $or: [{ schoolName: name }, { teamName: name }] };
    case 'playerGameLines':
      return { $or: [{ schoolId: school.id }, { schoolName: name }] };
    default:
      throw new Error(`${collection} is not held per school`);
  }
}

/** A school's season of an on-demand collection as it is now (the lane's first read, `_find` on the season index). */
export function schoolSeasonSelector(collection: CollectionName, school: SchoolRef, season: string): Selector {
  return { ...seasonSelector(collection, season), ...schoolSelector(collection, school) };
}

/**
 * What a device holding a school's season must hear of after its first read: its documents,
 * the ones that left the season, and deletions (as a season's lane: seasonChangesSelector).
 */
export function schoolSeasonChangesSelector(collection: CollectionName, school: SchoolRef, season: string): Selector {
  const name = normalizeSeason(season) ?? season;
  return { $or: [schoolSeasonSelector(collection, school, season), { [MOVED_FROM]: { $elemMatch: { $eq: name } } }, { _deleted: true }] };
}

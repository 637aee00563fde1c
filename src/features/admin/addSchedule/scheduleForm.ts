import { normalizeSportKey } from '../../../shared/catalog/sports';
import { MSG } from '../../../shared/schemas/adminMessages';
import { localInputToIso } from '../shared/gameTime';
import type { NewGame } from '../shared/mutations';
import type { Venue } from '../shared/gameSides';
import { gameSides } from '../shared/gameSides';
import type { SchoolOption } from '../shared/queries';

/** One row of the form; `key` keeps React's identity when rows are removed. */
export interface ScheduleEntry {
  key: string;
  location: string;
  /** `<input type="datetime-local">` value. */
  time: string;
  opponent: string;
  /** Where the school plays this entry: chosen, never assumed home. */
  venue: Venue | '';
  /** The opponent is no school of the association, said on purpose (a typo is not one). */
  nonMember: boolean;
}

export function blankEntry(): ScheduleEntry {
  return { key: crypto.randomUUID(), location: '', time: '', opponent: '', venue: '', nonMember: false };
}

export type ScheduleCheck = { ok: true; games: NewGame[] } | { ok: false; message: string };

/**
 * docs/product/rules.md §2 add schedule: school and sport required, every entry complete, the sport
 * one of the school's, and each entry's opponent and home or away by Add Game's rule (gameSides).
 */
export function checkSchedule(
  schools: readonly SchoolOption[],
  schoolId: string,
  sport: string,
  entries: readonly ScheduleEntry[],
): ScheduleCheck {
  const school = schools.find((s) => s.id === schoolId);
  const key = normalizeSportKey(sport);
  if (!school || !key) return { ok: false, message: MSG.selectSchoolAndSport };
  if (!school.sports.includes(key)) return { ok: false, message: `${school.name} does not play this sport yet. Add it in the Add Sport tab first.` };
  if (entries.length === 0) return { ok: false, message: MSG.scheduleEntriesIncomplete };
  const games: NewGame[] = [];
  for (const [index, entry] of entries.entries()) {
    const location = entry.location.trim();
    const time = localInputToIso(entry.time);
    if (!location || !entry.opponent.trim() || !time) return { ok: false, message: MSG.scheduleEntriesIncomplete };
    const sides = gameSides(schools, school, entry.venue, entry.opponent, entry.nonMember);
    // Which entry, when there are several: the message alone would not say.
    if (!sides.ok) return { ok: false, message: entries.length > 1 ? `Entry ${index + 1}: ${sides.message}` : sides.message };
    games.push({ sport: key, ...sides.sides, time, location, status: 'UPCOMING' });
  }
  return { ok: true, games };
}

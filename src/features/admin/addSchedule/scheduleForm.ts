import { normalizeSportKey } from '../../../shared/catalog/sports';
import { MSG } from '../../../shared/schemas/adminMessages';
import { localInputToIso } from '../shared/gameTime';
import type { NewGame } from '../shared/mutations';
import type { SchoolOption } from '../shared/queries';
import { schoolNamed } from '../shared/schoolMatch';

/** One row of the form; `key` keeps React's identity when rows are removed. */
export interface ScheduleEntry {
  key: string;
  location: string;
  /** `<input type="datetime-local">` value. */
  time: string;
  opponent: string;
}

export function blankEntry(): ScheduleEntry {
  return { key: crypto.randomUUID(), location: '', time: '', opponent: '' };
}

export type ScheduleCheck = { ok: true; games: NewGame[] } | { ok: false; message: string };

/** docs/product/rules.md §2 add schedule: school and sport required, every entry complete, the sport one of the school's. */
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
  for (const entry of entries) {
    const location = entry.location.trim();
    const opponent = entry.opponent.trim();
    const time = localInputToIso(entry.time);
    if (!location || !opponent || !time) return { ok: false, message: MSG.scheduleEntriesIncomplete };
    if (opponent.toLowerCase() === school.name.trim().toLowerCase()) return { ok: false, message: MSG.teamsMustDiffer };
    const away = schoolNamed(schools, opponent);
    games.push({
      sport: key,
      homeSchoolId: school.id,
      homeSchoolName: school.name,
      ...(away ? { awaySchoolId: away.id } : {}),
      awayName: away?.name ?? opponent,
      time,
      location,
      status: 'UPCOMING',
    });
  }
  return { ok: true, games };
}

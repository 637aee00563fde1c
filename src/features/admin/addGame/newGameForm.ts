import { normalizeSportKey } from '../../../shared/catalog/sports';
import type { GameStatus } from '../../../shared/schemas/games.schema';
import { MSG } from '../../../shared/schemas/adminMessages';
import { localInputToIso } from '../shared/gameTime';
import type { NewGame } from '../shared/mutations';
import type { Venue } from '../shared/gameSides';
import { gameSides } from '../shared/gameSides';
import type { SchoolOption } from '../shared/queries';
import { zonedDayKey } from '../../../shared/zone';

export interface NewGameForm {
  status: Extract<GameStatus, 'LIVE' | 'UPCOMING'>;
  sport: string;
  /** The school entering the game, and where it plays (chosen: never assumed home). */
  schoolId: string;
  venue: Venue | '';
  opponent: string;
  location: string;
  /** `<input type="datetime-local">` value. */
  time: string;
  url: string;
  /** The opponent is no school of the association, said on purpose (a typo is not one). */
  nonMember: boolean;
}

/** A new game is upcoming unless the admin starts it (docs/product/rules.md §2). */
export const EMPTY_NEW_GAME: NewGameForm = { status: 'UPCOMING', sport: '', schoolId: '', venue: '', opponent: '', location: '', time: '', url: '', nonMember: false };

/** The same day of the association's calendar. */
const sameLocalDay = (a: Date, b: Date) => zonedDayKey(a) === zonedDayKey(b);

export const STREAM_URL_INVALID = 'Stream URL must start with http:// or https://.';

export type NewGameCheck = { ok: true; game: NewGame } | { ok: false; message: string };

/**
 * docs/product/rules.md §2 live/upcoming game: every field but the stream URL required, home or
 * away chosen, the two sides different, the opponent one of the schools or marked as none (gameSides),
 * live only on its day.
 *
 * `mine`: a school scorekeeper's schools (docs/product/rules.md §1): one of them must play, home or
 * away; the server refuses any other game, so the form says so before saving.
 */
export function checkNewGame(schools: readonly SchoolOption[], form: NewGameForm, mine?: readonly string[], now: Date = new Date()): NewGameCheck {
  const sport = normalizeSportKey(form.sport);
  const school = schools.find((s) => s.id === form.schoolId);
  const location = form.location.trim();
  const time = localInputToIso(form.time);
  const url = form.url.trim();
  if (!sport || !form.schoolId || !form.opponent.trim() || !location || !time) return { ok: false, message: MSG.gameFieldsRequired };
  if (!school) return { ok: false, message: MSG.schoolNotFoundDeleted };
  const sides = gameSides(schools, school, form.venue, form.opponent, form.nonMember);
  if (!sides.ok) return sides;
  if (url && !/^https?:\/\/\S+$/i.test(url)) return { ok: false, message: STREAM_URL_INVALID };
  if (form.status === 'LIVE' && !sameLocalDay(new Date(time), now)) return { ok: false, message: MSG.liveOnlyToday };
  if (mine && !mine.includes(school.id) && !(sides.opponentId && mine.includes(sides.opponentId))) return { ok: false, message: MSG.notYourSchoolsGame };
  return { ok: true, game: { sport, ...sides.sides, time, location, status: form.status, ...(url ? { url } : {}) } };
}

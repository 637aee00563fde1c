import { normalizeSportKey } from '../../../shared/catalog/sports';
import type { GameStatus } from '../../../shared/schemas/games.schema';
import { MSG } from '../../../shared/schemas/adminMessages';
import { localInputToIso } from '../shared/gameTime';
import type { NewGame } from '../shared/mutations';
import type { SchoolOption } from '../shared/queries';
import { schoolNamed } from '../shared/schoolMatch';

export interface NewGameForm {
  status: Extract<GameStatus, 'LIVE' | 'UPCOMING'>;
  sport: string;
  homeSchoolId: string;
  awayName: string;
  location: string;
  /** `<input type="datetime-local">` value. */
  time: string;
  url: string;
  /** The away team is no school of the association, said on purpose (a typo is not one). */
  nonMember: boolean;
}

/** A new game is upcoming unless the admin starts it (docs/product/rules.md §2). */
export const EMPTY_NEW_GAME: NewGameForm = { status: 'UPCOMING', sport: '', homeSchoolId: '', awayName: '', location: '', time: '', url: '', nonMember: false };

/** The same calendar day on this device's clock. */
const sameLocalDay = (a: Date, b: Date) => a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

export const STREAM_URL_INVALID = 'Stream URL must start with http:// or https://.';

export type NewGameCheck = { ok: true; game: NewGame } | { ok: false; message: string };

/**
 * docs/product/rules.md §2 live/upcoming game: every field but the stream URL required, home and
 * away different, the away team one of the schools or marked as none, live only on its day.
 *
 * `mine`: a school scorekeeper's schools (docs/product/rules.md §1): one of them must play, home or
 * away; the server refuses any other game, so the form says so before saving.
 */
export function checkNewGame(schools: readonly SchoolOption[], form: NewGameForm, mine?: readonly string[], now: Date = new Date()): NewGameCheck {
  const sport = normalizeSportKey(form.sport);
  const home = schools.find((s) => s.id === form.homeSchoolId);
  const awayName = form.awayName.trim();
  const location = form.location.trim();
  const time = localInputToIso(form.time);
  const url = form.url.trim();
  if (!sport || !form.homeSchoolId || !awayName || !location || !time) return { ok: false, message: MSG.gameFieldsRequired };
  if (!home) return { ok: false, message: MSG.schoolNotFoundDeleted };
  if (awayName.toLowerCase() === home.name.trim().toLowerCase()) return { ok: false, message: MSG.teamsMustDiffer };
  if (url && !/^https?:\/\/\S+$/i.test(url)) return { ok: false, message: STREAM_URL_INVALID };
  const away = schoolNamed(schools, awayName);
  // An opponent that is no school must be said to be one: a typo would make a team nobody follows.
  if (!away && !form.nonMember) return { ok: false, message: MSG.opponentNotListed };
  if (form.status === 'LIVE' && !sameLocalDay(new Date(time), now)) return { ok: false, message: MSG.liveOnlyToday };
  if (mine && !mine.includes(home.id) && !(away && mine.includes(away.id))) return { ok: false, message: MSG.notYourSchoolsGame };
  return {
    ok: true,
    game: {
      sport,
      homeSchoolId: home.id,
      homeSchoolName: home.name,
      ...(away ? { awaySchoolId: away.id } : {}),
      awayName: away?.name ?? awayName,
      time,
      location,
      status: form.status,
      ...(url ? { url } : {}),
    },
  };
}

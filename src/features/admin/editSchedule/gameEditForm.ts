import { normalizeSportKey } from '../../../shared/catalog/sports';
import { validateBusinessRules } from '../../../shared/rules';
import { zonedDayKey } from '../../../shared/zone';
import { MSG } from '../../../shared/schemas/adminMessages';
import type { FieldChange } from '../shared/gameChanges';
import type { Venue } from '../shared/gameSides';
import { gameSides } from '../shared/gameSides';
import { hasScore } from '../shared/gameSummary';
import { isoToLocalInput, localInputToIso } from '../shared/gameTime';
import type { AdminGame, SchoolOption } from '../shared/queries';
import { isHomeGame } from '../shared/queries';
import { schoolNamed } from '../shared/schoolMatch';

/** 'Edit Game' as typed: the game seen from the school whose card it is under. */
export interface GameEditForm {
  sport: string;
  /** `<input type="datetime-local">` value. */
  time: string;
  location: string;
  venue: Venue | '';
  opponent: string;
  nonMember: boolean;
  url: string;
}

type School = { id: string; name: string };

/** The fields an edit may write: the rest of a game (score, notes, state) has its own actions. */
const EDITABLE = ['sport', 'time', 'location', 'homeSchoolId', 'homeSchoolName', 'awaySchoolId', 'awayName', 'url'] as const;

/**
 * A game has a result once it is under way or has a score: its scoring entries name the sport's
 * periods and a side, so sport and home/away stay as they are (the server refuses the sport too).
 */
export function hasResult(game: AdminGame): boolean {
  return game.status === 'LIVE' || game.status === 'FINAL' || hasScore(game);
}

export function gameEditForm(game: AdminGame, school: School, schools: readonly SchoolOption[]): GameEditForm {
  const home = isHomeGame(game, school);
  const opponent = home ? game.awayName : game.homeSchoolName;
  const opponentId = home ? game.awaySchoolId : game.homeSchoolId;
  return {
    sport: game.sport,
    time: isoToLocalInput(game.time),
    location: game.location,
    venue: home ? 'home' : 'away',
    opponent,
    nonMember: !opponentId && !schoolNamed(schools, opponent),
    url: game.url ?? '',
  };
}

/** The same day of the association's calendar. */
const sameLocalDay = (a: Date, b: Date) => zonedDayKey(a) === zonedDayKey(b);

export type GameEditCheck = { ok: true; changes: FieldChange[] } | { ok: false; message: string };

/**
 * The edit as the changed fields of the game, checked as a new game is (docs/product/rules.md §2:
 * gameSides for the sides, then the shared rules the server runs on the whole game), so the form
 * refuses what the server would, naming the field. Only changed fields are written: a colleague's
 * edit of another field merges (docs/design/data-model.md §5).
 */
export function checkGameEdit(schools: readonly SchoolOption[], school: School, game: AdminGame, form: GameEditForm, now = new Date()): GameEditCheck {
  const sport = normalizeSportKey(form.sport);
  const time = localInputToIso(form.time);
  const location = form.location.trim();
  const url = form.url.trim();
  if (!sport || !time || !location || !form.opponent.trim()) return { ok: false, message: MSG.gameFieldsRequired };
  const sides = gameSides(schools, school, form.venue, form.opponent, form.nonMember);
  if (!sides.ok) return sides;
  const locked = hasResult(game);
  if (locked && sport !== normalizeSportKey(game.sport)) return { ok: false, message: MSG.sportLockedByResult };
  if (locked && form.venue !== (isHomeGame(game, school) ? 'home' : 'away')) return { ok: false, message: MSG.sidesLockedByResult };
  if (game.status === 'LIVE' && !sameLocalDay(new Date(time), now)) return { ok: false, message: MSG.liveOnlyToday };

  const { homeSchoolId: _h, awaySchoolId: _a, url: _u, ...rest } = game;
  const next: Record<string, unknown> = { ...rest, ...sides.sides, sport, location, time: Date.parse(time) === Date.parse(game.time) ? game.time : time, ...(url ? { url } : {}) };
  const broken = validateBusinessRules('games', next);
  if (broken) return { ok: false, message: broken.message };

  const before = game as unknown as Record<string, unknown>;
  const changes: FieldChange[] = EDITABLE.filter((field) => next[field] !== before[field]).map((field) => ({ path: [field], value: next[field] as string | undefined }));
  // A time moved before the game is played is a move followers are told of (src/shared/alerts.ts).
  if (changes.some((c) => c.path[0] === 'time') && game.status === 'UPCOMING') changes.push({ path: ['rescheduledFrom'], value: game.time });
  return { ok: true, changes };
}

/**
 * Pure rules of the /schedule page: the 'Today's Games' rule of docs/product/screens.md §6, the live
 * list, the sport filter and day grouping. Times are compared
 * in the association's time zone (src/shared/zone.ts): 'today' is the association's today.
 */
import { ALL_SPORT_SPELLINGS, SCHEDULE_FILTER_KEYS, normalizeSportKey, sameSport } from '../../shared/catalog/sports';
import { scoreNumber } from '../../shared/results';
import { longDay } from '../../shared/dates';
import { byCodeUnits } from '../../shared/order';
import { addZonedDays, parseZonedInput, startOfZonedDay, zonedDayKey } from '../../shared/zone';

export interface ScheduleGameLike {
  id: string;
  sport: string;
  time: string;
  status: string;
  homeSchoolName: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function timeOf(game: Pick<ScheduleGameLike, 'time'>): number {
  const t = Date.parse(game.time);
  return Number.isNaN(t) ? Number.POSITIVE_INFINITY : t;
}

export function isOnLocalDay(iso: string, day: number): boolean {
  const t = Date.parse(iso);
  return !Number.isNaN(t) && zonedDayKey(t) === zonedDayKey(day);
}

/** docs/product/screens.md §6: a game shows if its date is today or its status is UPCOMING, and it is not LIVE. */
export function isTodaysGame(game: Pick<ScheduleGameLike, 'time' | 'status'>, now: number): boolean {
  if (game.status === 'LIVE') return false;
  return game.status === 'UPCOMING' || isOnLocalDay(game.time, now);
}

const byTime = (a: ScheduleGameLike, b: ScheduleGameLike) =>
  timeOf(a) - timeOf(b) || byCodeUnits(a.homeSchoolName, b.homeSchoolName) || byCodeUnits(a.id, b.id);

/** A filter button's key matches every spelling of its sport; null is 'All'. */
export function matchesFilter(game: Pick<ScheduleGameLike, 'sport'>, filter: string | null): boolean {
  return filter === null || sameSport(game.sport, filter);
}

/** The filter `?sport=` names, in any spelling, when it is a sport of the catalog; else 'All'. */
export function chooseFilter(param: string | null): string | null {
  return normalizeSportKey(param) ?? null;
}

/** The catalog keys of the sports of some games (any spelling; an unknown sport left out). */
export function sportsOf(games: Iterable<Pick<ScheduleGameLike, 'sport'> | null | undefined>): Set<string> {
  const keys = new Set<string>();
  for (const game of games) {
    const key = game ? normalizeSportKey(game.sport) : undefined;
    if (key) keys.add(key);
  }
  return keys;
}

/**
 * The sport filter buttons (issue 17: every sport that has games): the spec's list first, in its
 * order (docs/product/screens.md §6), then the other sports given (those with games, those the
 * schools play) and the one chosen, in the catalog's order.
 */
export function filterKeys(sports: Iterable<string>, chosen: string | null): string[] {
  const others = new Set<string>();
  for (const sport of sports) {
    const key = normalizeSportKey(sport);
    if (key && !SCHEDULE_FILTER_KEYS.includes(key)) others.add(key);
  }
  if (chosen && !SCHEDULE_FILTER_KEYS.includes(chosen)) others.add(chosen);
  // Every spelling in the catalog's order, each sport's key first: the catalog's order of the sports.
  return [...new Set([...SCHEDULE_FILTER_KEYS, ...ALL_SPORT_SPELLINGS.filter((key) => others.has(key))])];
}

/** The day `?date=` names ('YYYY-MM-DD', a real date) as a local time at its start, else null. */
export function parseDay(param: string | null): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(param ?? '')) return null;
  return parseZonedInput(param!);
}

/** A day's games (issue 17's date strip): every game on that local date but a LIVE one, by time. */
export function gamesOnDay<T extends ScheduleGameLike>(games: readonly T[], day: number, filter: string | null): T[] {
  return games.filter((g) => g.status !== 'LIVE' && isOnLocalDay(g.time, day) && matchesFilter(g, filter)).sort(byTime);
}

/** The date strip's day relative to today: -1 yesterday, 0 today, 1 tomorrow, … */
export function daysFrom(now: number, day: number): number {
  return Math.round((startOfZonedDay(day) - startOfZonedDay(now)) / DAY_MS);
}

export function todaysGames<T extends ScheduleGameLike>(games: readonly T[], now: number, filter: string | null): T[] {
  return games.filter((g) => isTodaysGame(g, now) && matchesFilter(g, filter)).sort(byTime);
}

/** LIVE games of any date (docs/product/screens.md §6, left panel), earliest start first. */
export function liveGames<T extends ScheduleGameLike>(games: readonly T[]): T[] {
  return games.filter((g) => g.status === 'LIVE').sort(byTime);
}

/**
 * The time range the local query reads besides LIVE and UPCOMING games: today,
 * widened by a day each side because stored times may carry any UTC offset and
 * compare as text. The exact rule is `isTodaysGame`.
 */
export function queryWindow(now: number): { from: string; to: string } {
  const start = startOfZonedDay(now);
  return { from: new Date(start - DAY_MS).toISOString(), to: new Date(start + 2 * DAY_MS).toISOString() };
}

export interface DayGroup<T> {
  key: string;
  label: string;
  games: T[];
}

/** 'Today', 'Tomorrow', 'Yesterday' or the date in words. */
export function dayLabel(time: number, now: number): string {
  const days = Math.round((startOfZonedDay(time) - startOfZonedDay(now)) / DAY_MS);
  if (days === 0) return 'Today';
  if (days === 1) return 'Tomorrow';
  if (days === -1) return 'Yesterday';
  return longDay(new Date(time));
}

/** Consecutive games of one local day, in the order given (sort first). */
export function groupByDay<T extends ScheduleGameLike>(games: readonly T[], now: number): DayGroup<T>[] {
  const groups: DayGroup<T>[] = [];
  for (const game of games) {
    const t = timeOf(game);
    const key = Number.isFinite(t) ? zonedDayKey(t) : 'unknown';
    const last = groups[groups.length - 1];
    if (last && last.key === key) last.games.push(game);
    else groups.push({ key, label: Number.isFinite(t) ? dayLabel(t, now) : 'Date to be announced', games: [game] });
  }
  return groups;
}

/** A side's final score as shown: the number, a time text (cross country), or '–' before one is entered. */
export function scoreText(value: number | string | null | undefined): string {
  const n = scoreNumber(value);
  if (n !== undefined) return String(n);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : '–';
}

/** Milliseconds from `now` to the association's next midnight (23 or 25 hours away on DST days). */
export function msUntilNextLocalMidnight(now: number): number {
  return addZonedDays(startOfZonedDay(now), 1) - now;
}

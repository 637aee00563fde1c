/**
 * Pure rules of the /schedule page: the 'Today's Games' rule of docs/product/screens.md §6, the live
 * list, the sport filter and day grouping. Times are compared
 * in the device's local time zone: 'today' is the fan's today.
 */
import { SCHEDULE_FILTER_KEYS, normalizeSportKey, sameSport } from '../../shared/catalog/sports';
import { scoreNumber } from '../../shared/results';
import { longDay } from '../../shared/dates';

export interface ScheduleGameLike {
  id: string;
  sport: string;
  time: string;
  status: string;
  homeSchoolName: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function startOfLocalDay(now: number): Date {
  const d = new Date(now);
  return new Date(d.getFullYear(), d.getMonth(), d.getDate());
}

/** 'YYYY-MM-DD' of the local date: a stable key for a day. */
export function localDayKey(time: number | Date): string {
  const d = new Date(time);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

function timeOf(game: Pick<ScheduleGameLike, 'time'>): number {
  const t = Date.parse(game.time);
  return Number.isNaN(t) ? Number.POSITIVE_INFINITY : t;
}

export function isOnLocalDay(iso: string, day: number): boolean {
  const t = Date.parse(iso);
  return !Number.isNaN(t) && localDayKey(t) === localDayKey(day);
}

/** docs/product/screens.md §6: a game shows if its date is today or its status is UPCOMING, and it is not LIVE. */
export function isTodaysGame(game: Pick<ScheduleGameLike, 'time' | 'status'>, now: number): boolean {
  if (game.status === 'LIVE') return false;
  return game.status === 'UPCOMING' || isOnLocalDay(game.time, now);
}

const byTime = (a: ScheduleGameLike, b: ScheduleGameLike) =>
  timeOf(a) - timeOf(b) || a.homeSchoolName.localeCompare(b.homeSchoolName) || a.id.localeCompare(b.id);

/** A filter button's key matches every spelling of its sport; null is 'All'. */
export function matchesFilter(game: Pick<ScheduleGameLike, 'sport'>, filter: string | null): boolean {
  return filter === null || sameSport(game.sport, filter);
}

/** The filter `?sport=` names, in either spelling, when it is one of the buttons; else 'All'. */
export function chooseFilter(param: string | null): string | null {
  const key = normalizeSportKey(param);
  return key && SCHEDULE_FILTER_KEYS.includes(key) ? key : null;
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
  const start = startOfLocalDay(now).getTime();
  return { from: new Date(start - DAY_MS).toISOString(), to: new Date(start + 2 * DAY_MS).toISOString() };
}

export interface DayGroup<T> {
  key: string;
  label: string;
  games: T[];
}

/** 'Today', 'Tomorrow', 'Yesterday' or the date in words. */
export function dayLabel(time: number, now: number): string {
  const days = Math.round((startOfLocalDay(time).getTime() - startOfLocalDay(now).getTime()) / DAY_MS);
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
    const key = Number.isFinite(t) ? localDayKey(t) : 'unknown';
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

/** Milliseconds from `now` to the next local midnight (23 or 25 hours away on DST days). */
export function msUntilNextLocalMidnight(now: number): number {
  const d = new Date(now);
  return new Date(d.getFullYear(), d.getMonth(), d.getDate() + 1).getTime() - now;
}

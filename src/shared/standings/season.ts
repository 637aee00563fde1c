/**
 * Seasons: a school year, August to July. November 2026 is in '2026-27'.
 * The current season is derived from the date, never stored, so a device
 * moves to a new season by itself on the 1st of August (docs/design/standings.md).
 */
import { byCodeUnits } from '../order';
import { zoned, zonedTime } from '../zone';

/** The month a season starts in (0-based: August). */
export const SEASON_START_MONTH = 7;

const SEASON = /^(\d{4})-(\d{2}|\d{4})$/;

/** The season a moment falls in, as '2026-27' (on the association's calendar, src/shared/zone.ts). */
export function seasonOf(moment: Date | number | string): string {
  const { year, month } = zoned(moment);
  const start = month >= SEASON_START_MONTH ? year : year - 1;
  return seasonName(start);
}

/** The season of today. */
export function currentSeason(now: number = Date.now()): string {
  return seasonOf(now);
}

/** '2026-27' for the season starting in 2026. */
export function seasonName(startYear: number): string {
  return `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;
}

/** The year a season starts in: '2026-27' and '2026-2027' give 2026; anything else, null. */
export function seasonStartYear(season: string | null | undefined): number | null {
  const match = SEASON.exec((season ?? '').trim());
  if (!match) return null;
  const start = Number(match[1]);
  const end = Number(match[2]);
  const expected = match[2].length === 2 ? (start + 1) % 100 : start + 1;
  return end === expected ? start : null;
}

/** Either spelling ('2026-27', '2026-2027') as '2026-27', or null when it names no season. */
export function normalizeSeason(season: string | null | undefined): string | null {
  const start = seasonStartYear(season);
  return start === null ? null : seasonName(start);
}

/** True when two spellings name the same season. */
export function sameSeason(a: string | null | undefined, b: string | null | undefined): boolean {
  const na = normalizeSeason(a);
  return na !== null && na === normalizeSeason(b);
}

/** The first and the last-plus-one millisecond of a season (1 August 00:00 to 1 August 00:00, the association's). */
export function seasonBounds(season: string): { start: number; end: number } {
  const year = seasonStartYear(season) ?? zoned(Date.now()).year;
  return { start: zonedTime(year, SEASON_START_MONTH, 1), end: zonedTime(year + 1, SEASON_START_MONTH, 1) };
}

/** The same bounds as ISO strings: games store their time as ISO text, so text order is time order. */
export function seasonIsoBounds(season: string): { start: string; end: string } {
  const { start, end } = seasonBounds(season);
  return { start: new Date(start).toISOString(), end: new Date(end).toISOString() };
}

/** True when a game's time (ISO) falls in the season. */
export function inSeason(time: string, season: string): boolean {
  const at = Date.parse(time);
  const { start, end } = seasonBounds(season);
  return at >= start && at < end;
}

/** The season before: '2026-27' gives '2025-26'. */
export function previousSeason(season: string): string {
  return seasonName((seasonStartYear(season) ?? zoned(Date.now()).year) - 1);
}

/** Newest first, each once, in the '2026-27' spelling; values that name no season are left out. */
export function sortSeasons(seasons: Iterable<string>): string[] {
  const named = new Set<string>();
  for (const s of seasons) {
    const n = normalizeSeason(s);
    if (n) named.add(n);
  }
  return [...named].sort((a, b) => byCodeUnits(b, a));
}

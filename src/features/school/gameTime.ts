import { clockTime, shortDay, zonedYear } from '../../shared/dates';

/** Dates and times of games in the association's time zone (src/shared/zone.ts), in US English. */
function parse(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '7:05 PM'. */
export function formatGameTime(iso: string): string {
  const date = parse(iso);
  return date ? clockTime(date) : '';
}

/** 'Sat, Nov 21, 2026': Intl { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }. */
export function formatGameDate(iso: string): string {
  const date = parse(iso);
  return date ? `${shortDay(date)}, ${zonedYear(date)}` : iso;
}

/*
 * The public pages' dates, in US English and the association's time zone (zone.ts),
 * written out by hand. The first Intl.DateTimeFormat of a page costs 13-60 ms of main thread
 * (ICU's locale and time-zone data; measured in Chromium on this machine), in the
 * task that paints a fan's first screen; these few fixed formats need none of it.
 * Each matches Intl's 'en-US' output for the same options (a unit test compares).
 */

import { zoned } from './zone';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** 'Sat, Nov 21': Intl { weekday: 'short', month: 'short', day: 'numeric' }. */
export function shortDay(date: Date): string {
  const z = zoned(date);
  return `${WEEKDAYS[z.weekday].slice(0, 3)}, ${MONTHS[z.month].slice(0, 3)} ${z.day}`;
}

/** 'Saturday, November 21': Intl { weekday: 'long', month: 'long', day: 'numeric' }. */
export function longDay(date: Date): string {
  const z = zoned(date);
  return `${WEEKDAYS[z.weekday]}, ${MONTHS[z.month]} ${z.day}`;
}

/** 'November 21, 2026': Intl { month: 'long', day: 'numeric', year: 'numeric' }. */
export function longDate(date: Date): string {
  const z = zoned(date);
  return `${MONTHS[z.month]} ${z.day}, ${z.year}`;
}

/** '7:05 PM': Intl { hour: 'numeric', minute: '2-digit' } (Chromium 156 and Node 20 write a plain space). */
export function clockTime(date: Date): string {
  const { hours, minutes } = zoned(date);
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** The association's year an instant falls in. */
export function zonedYear(date: Date | number): number {
  return zoned(date).year;
}

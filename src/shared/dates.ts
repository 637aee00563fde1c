/*
 * The public pages' dates, in US English and the device's time zone, written out
 * by hand. The first Intl.DateTimeFormat of a page costs 13-60 ms of main thread
 * (ICU's locale and time-zone data; measured in Chromium on this machine), in the
 * task that paints a fan's first screen; these few fixed formats need none of it.
 * Each matches Intl's 'en-US' output for the same options (a unit test compares).
 */

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** 'Sat, Nov 21': Intl { weekday: 'short', month: 'short', day: 'numeric' }. */
export function shortDay(date: Date): string {
  return `${WEEKDAYS[date.getDay()].slice(0, 3)}, ${MONTHS[date.getMonth()].slice(0, 3)} ${date.getDate()}`;
}

/** 'Saturday, November 21': Intl { weekday: 'long', month: 'long', day: 'numeric' }. */
export function longDay(date: Date): string {
  return `${WEEKDAYS[date.getDay()]}, ${MONTHS[date.getMonth()]} ${date.getDate()}`;
}

/** 'November 21, 2026': Intl { month: 'long', day: 'numeric', year: 'numeric' }. */
export function longDate(date: Date): string {
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

/** '7:05 PM': Intl { hour: 'numeric', minute: '2-digit' } (Chromium 156 and Node 20 write a plain space). */
export function clockTime(date: Date): string {
  const hours = date.getHours();
  return `${hours % 12 || 12}:${String(date.getMinutes()).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

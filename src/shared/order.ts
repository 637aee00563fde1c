/**
 * Plain code-unit order of two strings (ids, ISO times, season names): the same on every device
 * and on the server, and free. `localeCompare` asks ICU for a collator at its first call, tens of ms
 * of a page's first visit (measured on /schedule), and ICU versions differ between devices.
 * Names people read in a list are ordered with an `Intl.Collator` where it matters.
 */
export function byCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

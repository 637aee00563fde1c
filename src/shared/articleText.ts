import { longDate } from './dates';
import { zonedTime } from './zone';

/** Article text is plain text, never HTML: paragraphs are separated by a blank line. */
export function paragraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
}

/**
 * Articles store the association's day of creation ('YYYY-MM-DD'): read it as that calendar
 * day (its noon in the association's zone), never through UTC (which would show the day before
 * in America). Other dates as parsed;
 * text that is no date at all is shown as it is.
 */
export function formatArticleDate(date: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date.trim());
  if (m) {
    const [year, month, day] = [Number(m[1]), Number(m[2]) - 1, Number(m[3])];
    const check = new Date(Date.UTC(year, month, day));
    if (check.getUTCMonth() === month && check.getUTCDate() === day) return longDate(new Date(zonedTime(year, month, day, 12)));
  }
  const parsed = Date.parse(date);
  return Number.isNaN(parsed) ? date : longDate(new Date(parsed));
}

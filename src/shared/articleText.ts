import { longDate } from './dates';

/** Article text is plain text, never HTML: paragraphs are separated by a blank line. */
export function paragraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
}

/**
 * Articles store the local day of creation ('YYYY-MM-DD'): read it as that calendar day,
 * never through UTC (which would show the day before in America). Other dates as parsed;
 * text that is no date at all is shown as it is.
 */
export function formatArticleDate(date: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date.trim());
  if (m) {
    const day = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
    if (day.getMonth() === Number(m[2]) - 1) return longDate(day);
  }
  const parsed = Date.parse(date);
  return Number.isNaN(parsed) ? date : longDate(new Date(parsed));
}

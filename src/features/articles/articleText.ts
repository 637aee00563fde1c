/** Article text is plain text: paragraphs are separated by a blank line. */
export function paragraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
}

const LONG_DATE = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

/**
 * Articles store the local date of creation ('YYYY-MM-DD'); read it as that
 * calendar day, never through UTC (which would show the day before in America).
 */
export function formatArticleDate(date: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date.trim());
  if (m) {
    const day = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
    if (day.getMonth() === Number(m[2]) - 1) return LONG_DATE.format(day);
  }
  const parsed = Date.parse(date);
  return Number.isNaN(parsed) ? date : LONG_DATE.format(new Date(parsed));
}

/** Only inline images and web addresses reach an <img>: never a javascript: or other scheme. */
export function safeImageSrc(url: string | undefined): string | undefined {
  if (!url) return undefined;
  return /^(data:image\/[a-z+.-]+[;,]|https?:\/\/|\/(?!\/))/i.test(url.trim()) ? url.trim() : undefined;
}

export function articleCount(n: number): string {
  return `${n} ${n === 1 ? 'article' : 'articles'}`;
}

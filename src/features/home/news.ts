/** What the Latest News card shows: a stored article, or the built-in welcome. */
export interface NewsArticle {
  id: string;
  title: string;
  category: string;
  date: string;
  excerpt: string;
  content: string;
  imageUrl?: string;
}

/** SPEC §2: shown when no article is stored (a new association, or none could be read). */
export const WELCOME_ARTICLE: NewsArticle = {
  id: 'welcome',
  title: 'Welcome to the LIAA Sports Hub',
  category: 'Announcements',
  date: '',
  excerpt: 'Scores, schedules, standings and news from every member school, in one place.',
  content:
    'Follow your school through the season: final scores land here as soon as they are entered courtside, ' +
    'standings update with every result, and each school has its own page with its schedule and roster.\n\n' +
    'Open the site once and it keeps working without a signal: in the bleachers, on the bus, at an away game. ' +
    'When the connection comes back, everything catches up on its own.',
};

/** Plain text in paragraphs: a blank line separates them. Never HTML. */
export function paragraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
}

const LONG_DATE = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

/** Articles store the local day of creation ('YYYY-MM-DD'): read it as that day, never through UTC. */
export function formatNewsDate(date: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date.trim());
  if (m) return LONG_DATE.format(new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  const parsed = Date.parse(date);
  return Number.isNaN(parsed) ? date : LONG_DATE.format(new Date(parsed));
}

/** Only inline images reach the card's <img> (articles carry data URLs): never another scheme. */
export function safeImage(url: string | undefined): string | undefined {
  return url && /^data:image\/(png|jpeg|webp|gif|svg\+xml)[;,]/i.test(url) ? url : undefined;
}

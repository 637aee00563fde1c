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

/** docs/product/screens.md §2: shown when no article is stored (a new association, or none could be read). */
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

/** Only inline images reach the card's <img> (articles carry data URLs): never another scheme. */
export function safeImage(url: string | undefined): string | undefined {
  return url && /^data:image\/(png|jpeg|webp|gif|svg\+xml)[;,]/i.test(url) ? url : undefined;
}

import type { ArticleDoc } from './schemas/articles.schema';
import type { GameDoc } from './schemas/games.schema';
import { hasStrings, isRecord } from './homePreview';
import { byCodeUnits } from './order';

/**
 * What /schools and /articles show first on a first visit, as the server has it now
 * (GET /api/first/schools, /api/first/articles): the page paints from this small answer
 * while the local database is still being created and filled by the first sync.
 */
export interface SchoolsFirstScreen {
  /** Every school, as its card reads it (any order: the page sorts). */
  schools: { id: string; name: string; location: string; logoUrl?: string; archived?: boolean }[];
}

export interface ArticlesFirstScreen {
  /** How many articles are not archived. */
  count: number;
  /** The newest of them, newest first (at most FIRST_ARTICLES_LIMIT): a phone's first screen holds two. */
  articles: ArticleDoc[];
}

/**
 * What /schedule shows first (GET /api/first/schedule), for every sport or for one
 * (`?sport=`): the LIVE games (of every sport), the FINAL games of two days either side of now
 * (the page keeps its own local day's), the first UPCOMING games by time and how many there are.
 */
export interface ScheduleFirstScreen {
  live: GameDoc[];
  finals: GameDoc[];
  /** The first SCHEDULE_PAGE_SIZE UPCOMING games by time. */
  upcoming: GameDoc[];
  upcomingCount: number;
  /** The sports the page offers a filter for: the current season's games' and the schools' (each as stored). */
  sports: string[];
}

/**
 * What /schedule?date=YYYY-MM-DD shows first (GET /api/first/schedule?date=…, issue 17's date
 * strip): the LIVE games, and every other game of that date wherever the device is: the games
 * from 14 hours before its UTC midnight to 36 hours after it (time zones run from UTC-12 to
 * UTC+14). The page keeps its own local day's (`gamesOnDay`).
 */
export interface ScheduleDayFirstScreen {
  live: GameDoc[];
  games: GameDoc[];
  /** As `ScheduleFirstScreen`'s. */
  sports: string[];
}

/** The UTC instants between which a day's games are, wherever the device is ([from, to)); null for a date that is not a day. */
export function scheduleDayWindow(date: string): { from: string; to: string } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const midnight = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (new Date(midnight).toISOString().slice(0, 10) !== date) return null;
  const HOUR = 60 * 60 * 1000;
  return { from: new Date(midnight - 14 * HOUR).toISOString(), to: new Date(midnight + 36 * HOUR).toISOString() };
}

/**
 * The URL of /schedule's first screen: a day's (`date`, YYYY-MM-DD: the whole day, every sport),
 * else today's and the games to come of one sport (`sport`, a catalog key) or of all.
 */
export function scheduleFirstScreenUrl(date: string | null, sport: string | null = null): string {
  if (date !== null) return `${firstScreenUrl('schedule')}?date=${encodeURIComponent(date)}`;
  return sport === null ? firstScreenUrl('schedule') : `${firstScreenUrl('schedule')}?sport=${encodeURIComponent(sport)}`;
}

/** How many UPCOMING games the schedule lists before 'Show more games'. */
export const SCHEDULE_PAGE_SIZE = 20;

export const FIRST_ARTICLES_LIMIT = 12;
/** The URL of the home page's first screen (GET /api/home). */
export const HOME_FIRST_SCREEN_URL = '/api/home';
/** The id of the JSON element in which a server-rendered page carries its first screens, by URL. */
export const FIRST_SCREENS_ELEMENT_ID = 'first-screens';
/** On #root while a page is the one the server rendered, not yet taken over by the app (not interactive yet). */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';

/** The pages with a first screen from the server (besides home: GET /api/home). */
export const FIRST_SCREEN_PAGES = ['schools', 'articles', 'schedule'] as const;
export type FirstScreenPage = (typeof FIRST_SCREEN_PAGES)[number];
export const firstScreenUrl = (page: FirstScreenPage): string => `/api/first/${page}`;

/** The articles page's order (docs/product/rules.md §11: newest first by createdAt); older documents without createdAt sort by their last edit. */
export const articleListTime = (doc: Pick<ArticleDoc, 'createdAt' | 'updatedAt'>): number => doc.createdAt ?? doc.updatedAt;

/** Newest first; ties keep a stable order by id. */
export function newestFirst<T extends { createdAt: number; id: string }>(articles: readonly T[]): T[] {
  return [...articles].sort((a, b) => b.createdAt - a.createdAt || byCodeUnits(a.id, b.id));
}

const isSchool = (value: unknown): value is SchoolsFirstScreen['schools'][number] =>
  hasStrings(value, ['id', 'name', 'location']) &&
  (value.logoUrl === undefined || typeof value.logoUrl === 'string') &&
  (value.archived === undefined || typeof value.archived === 'boolean');
/** An article as a first screen carries it (whole). */
export const isArticle = (value: unknown): value is ArticleDoc =>
  hasStrings(value, ['id', 'title', 'date', 'category', 'excerpt', 'content']) && typeof (value as Record<string, unknown>).updatedAt === 'number';

/** A server answer as the page reads it, or null: entries of another shape are dropped. */
export function parseSchoolsFirstScreen(value: unknown): SchoolsFirstScreen | null {
  if (!isRecord(value) || !Array.isArray(value.schools)) return null;
  return { schools: value.schools.filter(isSchool) };
}

export function parseArticlesFirstScreen(value: unknown): ArticlesFirstScreen | null {
  if (!isRecord(value) || !Array.isArray(value.articles) || typeof value.count !== 'number') return null;
  return { count: value.count, articles: value.articles.filter(isArticle) };
}


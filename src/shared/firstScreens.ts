import type { ArticleDoc } from './schemas/articles.schema';

/**
 * What /schools and /articles show first on a first visit, as the server has it now
 * (GET /api/first/schools, /api/first/articles): the page paints from this small answer
 * while the local database is still being created and filled by the first sync.
 */
export interface SchoolsFirstScreen {
  /** Every school, as its card reads it (any order: the page sorts). */
  schools: { id: string; name: string; location: string; logoUrl?: string }[];
}

export interface ArticlesFirstScreen {
  /** How many articles are not archived. */
  count: number;
  /** The newest of them, newest first (at most FIRST_ARTICLES_LIMIT): a phone's first screen holds two. */
  articles: ArticleDoc[];
}

export const FIRST_ARTICLES_LIMIT = 12;

/** The pages with a first screen from the server (besides home: GET /api/home). */
export const FIRST_SCREEN_PAGES = ['schools', 'articles'] as const;
export type FirstScreenPage = (typeof FIRST_SCREEN_PAGES)[number];
export const firstScreenUrl = (page: FirstScreenPage): string => `/api/first/${page}`;

/** The articles page's order (SPEC §7: createdAt descending); older documents without createdAt sort by their last edit. */
export const articleListTime = (doc: Pick<ArticleDoc, 'createdAt' | 'updatedAt'>): number => doc.createdAt ?? doc.updatedAt;

/** Newest first; ties keep a stable order by id. */
export function newestFirst<T extends { createdAt: number; id: string }>(articles: readonly T[]): T[] {
  return [...articles].sort((a, b) => b.createdAt - a.createdAt || a.id.localeCompare(b.id));
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const hasStrings = (value: unknown, keys: readonly string[]): value is Record<string, string> =>
  isRecord(value) && keys.every((key) => typeof value[key] === 'string');

const isSchool = (value: unknown): value is SchoolsFirstScreen['schools'][number] =>
  hasStrings(value, ['id', 'name', 'location']) && (value.logoUrl === undefined || typeof value.logoUrl === 'string');
const isArticle = (value: unknown): value is ArticleDoc =>
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

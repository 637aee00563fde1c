import type { ArticleDoc } from './schemas/articles.schema';
import type { FeaturedScoreDoc } from './schemas/featuredScores.schema';
import type { GameDoc } from './schemas/games.schema';
import { byCodeUnits } from './order';

/**
 * What the home page shows first, as the server has it now (GET /api/home): a
 * first visit paints its scores and news from this small answer while the local
 * database is still being created and filled by the first sync.
 */
export interface HomePreview {
  /** The 10 most recent FINAL games, newest first. */
  finals: GameDoc[];
  featuredScores: FeaturedScoreDoc[];
  /** The featured scores' games that exist (their live score wins over the snapshot in the featured doc). */
  featuredGames: GameDoc[];
  /** The newest article that is not archived. */
  article: ArticleDoc | null;
}

/** docs/product/rules.md §10: the home page lists the 10 most recent FINAL games. */
export const HOME_SCORES_LIMIT = 10;

export const timeOf = (time: string): number => {
  const t = Date.parse(time);
  return Number.isNaN(t) ? Number.NEGATIVE_INFINITY : t;
};

/** Newest first by game time; the id keeps equal times in a stable order. */
export const byRecency = (a: { id: string; time: string }, b: { id: string; time: string }): number =>
  timeOf(b.time) - timeOf(a.time) || byCodeUnits(a.id, b.id);

/** The newest `limit` games by game time, newest first. */
export function mostRecent<T extends { id: string; time: string }>(games: readonly T[], limit = HOME_SCORES_LIMIT): T[] {
  return [...games].sort(byRecency).slice(0, limit);
}

export const articleCreatedAt = (doc: Pick<ArticleDoc, 'createdAt' | 'date'>): number => doc.createdAt ?? (Date.parse(doc.date) || 0);

/** Which of two articles the home page shows: the later created; equal times, the greater id. */
export function isNewerArticle(doc: { id: string; createdAt: number }, than: { id: string; createdAt: number } | null): boolean {
  return !than || doc.createdAt > than.createdAt || (doc.createdAt === than.createdAt && doc.id > than.id);
}

/** Shape checks for server answers, shared with firstScreens.ts. */
export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
export const hasStrings = (value: unknown, keys: readonly string[]): value is Record<string, string> =>
  isRecord(value) && keys.every((key) => typeof value[key] === 'string');
export const isGame = (value: unknown): value is GameDoc => hasStrings(value, ['id', 'sport', 'time', 'homeSchoolName', 'awayName', 'status']);
const isFeatured = (value: unknown): value is FeaturedScoreDoc =>
  hasStrings(value, ['id', 'gameId', 'schoolName', 'opponent', 'status']) && typeof (value as Record<string, unknown>).order === 'number';
const isArticle = (value: unknown): value is ArticleDoc => hasStrings(value, ['id', 'title', 'date', 'category', 'excerpt', 'content']);

/** A server answer as the cards read it, or null: entries of another shape are dropped. */
export function parseHomePreview(value: unknown): HomePreview | null {
  if (!isRecord(value) || !Array.isArray(value.finals) || !Array.isArray(value.featuredScores) || !Array.isArray(value.featuredGames)) return null;
  return {
    finals: value.finals.filter(isGame),
    featuredScores: value.featuredScores.filter(isFeatured),
    featuredGames: value.featuredGames.filter(isGame),
    article: isArticle(value.article) ? value.article : null,
  };
}

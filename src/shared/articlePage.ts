import type { ArticleDoc } from './schemas/articles.schema';
import { isArticle } from './firstScreens';
import { isRecord } from './homePreview';

/*
 * An article's own page (/articles/{id}): its address and its first screen. A module of its
 * own, so what only that page needs stays out of the chunk every page loads (links.ts and
 * firstScreens.ts are in it).
 */

/** An article's own page (src/features/articles/ArticlePage.tsx): the address a fan shares. */
export function articlePath(articleId: string): string {
  return `/articles/${encodeURIComponent(articleId)}`;
}

/** What /articles/{id} shows first (GET /api/first/article/{id}): the article, whole (an archived one too: a shared link keeps working). */
export interface ArticleFirstScreen {
  article: ArticleDoc;
}
/** The URL of an article's first screen. */
export const articleFirstScreenUrl = (id: string): string => `/api/first/article/${encodeURIComponent(id)}`;


export function parseArticleFirstScreen(value: unknown): ArticleFirstScreen | null {
  return isRecord(value) && isArticle(value.article) ? { article: value.article } : null;
}

import { useEffect, useState } from 'react';
import { map } from 'rxjs';
import type { Observable } from 'rxjs';
import type { AppDatabase } from '../../data/database';
import type { QueryResult } from '../../data/useRxQuery';
import { useRxQuery } from '../../data/useRxQuery';
import { articleFirstScreenUrl, parseArticleFirstScreen } from '../../shared/articlePage';
import { articleListTime, newestFirst } from '../../shared/firstScreens';
import type { ArticleDoc } from '../../shared/schemas/articles.schema';

export interface Article {
  id: string;
  title: string;
  date: string;
  category: ArticleDoc['category'];
  excerpt: string;
  content: string;
  imageUrl?: string;
  author?: string;
  createdAt: number;
}

/** An article as the cards and the modal read it. */
export function toArticle(doc: ArticleDoc): Article {
  return {
    id: doc.id,
    title: doc.title,
    date: doc.date,
    category: doc.category,
    excerpt: doc.excerpt,
    content: doc.content,
    imageUrl: doc.imageUrl || undefined,
    author: doc.author || undefined,
    createdAt: articleListTime(doc),
  };
}

/** The articles a visitor sees: every one not archived, newest first, live. */
export function publishedArticles$(db: AppDatabase): Observable<Article[]> {
  return db.articles.find({ selector: { archived: { $ne: true } } }).$.pipe(
    map((docs) => newestFirst(docs.map((doc) => toArticle(doc)))),
  );
}

export function usePublishedArticles(paused = false): QueryResult<Article[]> {
  return useRxQuery(publishedArticles$, '', paused);
}

/** One article, live (an edit synced in shows at once); null when this device has none of that id. */
export function article$(db: AppDatabase, id: string): Observable<Article | null> {
  return db.articles.findOne(id).$.pipe(map((doc) => (doc ? toArticle(doc.toMutableJSON()) : null)));
}

export function useLocalArticle(id: string, paused: boolean): QueryResult<Article | null> {
  return useRxQuery((db) => article$(db, id), id, paused);
}

export type ServerArticle = { status: 'asking' } | { status: 'unknown'; retry(): void } | { status: 'missing' } | { status: 'found'; article: Article };

type Answer = { status: 'asking' } | { status: 'unknown' } | { status: 'missing' } | { status: 'found'; article: Article };

/**
 * An article this device does not hold (a shared link opened during a first sync, an older
 * season's or an archived one): asked of the server (GET /api/first/article/{id}) while `needed`.
 */
export function useServerArticle(id: string, needed: boolean): ServerArticle {
  const [answer, setAnswer] = useState<Answer>({ status: 'asking' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!needed) return undefined;
    const controller = new AbortController();
    fetch(articleFirstScreenUrl(id), { signal: controller.signal })
      .then(async (response): Promise<Answer> => {
        if (response.status === 404) return { status: 'missing' };
        const parsed = response.ok ? parseArticleFirstScreen(await response.json()) : null;
        return parsed ? { status: 'found', article: toArticle(parsed.article) } : { status: 'unknown' };
      })
      .then(setAnswer, () => {
        if (!controller.signal.aborted) setAnswer({ status: 'unknown' });
      });
    return () => controller.abort();
  }, [id, needed, attempt]);
  if (answer.status !== 'unknown') return answer;
  return {
    status: 'unknown',
    retry: () => {
      setAnswer({ status: 'asking' });
      setAttempt((n) => n + 1);
    },
  };
}

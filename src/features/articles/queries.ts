import { useEffect, useState } from 'react';
import type { QueryResult } from '../../data/useRxQuery';
import { useLiveQuery } from '../../data/useRxQuery';
import { articleFirstScreenUrl, parseArticleFirstScreen } from '../../shared/articlePage';
import { toArticle, publishedArticles$, article$ } from './queries.live';
import type { Article } from './queries.live';
export { toArticle, publishedArticles$, article$ } from './queries.live';
export type { Article } from './queries.live';

export function usePublishedArticles(paused = false): QueryResult<Article[]> {
  return useLiveQuery(publishedArticles$, [], paused);
}

export function useLocalArticle(id: string, paused: boolean): QueryResult<Article | null> {
  return useLiveQuery(article$, [id], paused);
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

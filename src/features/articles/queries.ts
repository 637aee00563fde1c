import { map } from 'rxjs';
import type { Observable } from 'rxjs';
import type { AppDatabase } from '../../data/database';
import type { QueryResult } from '../../data/useRxQuery';
import { useRxQuery } from '../../data/useRxQuery';
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

/** Newest first (SPEC §7: createdAt descending); ties keep a stable order by id. */
export function newestFirst<T extends { createdAt: number; id: string }>(articles: readonly T[]): T[] {
  return [...articles].sort((a, b) => b.createdAt - a.createdAt || a.id.localeCompare(b.id));
}

/** The articles a visitor sees: every one not archived, newest first, live. */
export function publishedArticles$(db: AppDatabase): Observable<Article[]> {
  return db.articles.find({ selector: { archived: { $ne: true } } }).$.pipe(
    map((docs) =>
      newestFirst(
        docs.map((doc) => ({
          id: doc.id,
          title: doc.title,
          date: doc.date,
          category: doc.category,
          excerpt: doc.excerpt,
          content: doc.content,
          imageUrl: doc.imageUrl || undefined,
          author: doc.author || undefined,
          // Older documents without createdAt sort by their last edit.
          createdAt: doc.createdAt ?? doc.updatedAt,
        })),
      ),
    ),
  );
}

export function usePublishedArticles(): QueryResult<Article[]> {
  return useRxQuery(publishedArticles$);
}

import { map } from 'rxjs';
import type { Observable } from 'rxjs';
import type { AppDatabase } from '../../../data/database';
import type { QueryResult } from '../../../data/useRxQuery';
import { useRxQuery } from '../../../data/useRxQuery';
import type { ArticleDoc } from '../../../shared/schemas/articles.schema';

export interface AdminArticleRow {
  id: string;
  title: string;
  category: ArticleDoc['category'];
  date: string;
  excerpt: string;
  /** The whole text: Edit puts it in the form. */
  content: string;
  imageUrl?: string;
}

export interface AdminArticleLists {
  current: AdminArticleRow[];
  archived: AdminArticleRow[];
}

/** Both lists, newest first (docs/product/rules.md §11: newest first by createdAt), live. */
export function adminArticles$(db: AppDatabase): Observable<AdminArticleLists> {
  return db.articles.find().$.pipe(
    map((docs) => {
      const sorted = [...docs].sort(
        (a, b) => (b.createdAt ?? b.updatedAt) - (a.createdAt ?? a.updatedAt) || a.id.localeCompare(b.id),
      );
      const lists: AdminArticleLists = { current: [], archived: [] };
      for (const doc of sorted) {
        const row: AdminArticleRow = {
          id: doc.id,
          title: doc.title,
          category: doc.category,
          date: doc.date,
          excerpt: doc.excerpt,
          content: doc.content,
          imageUrl: doc.imageUrl || undefined,
        };
        (doc.archived ? lists.archived : lists.current).push(row);
      }
      return lists;
    }),
  );
}

export function useAdminArticles(): QueryResult<AdminArticleLists> {
  return useRxQuery(adminArticles$);
}

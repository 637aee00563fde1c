import { map } from 'rxjs';
import type { Observable } from 'rxjs';
import type { AppDatabase } from '../../data/database';
import { articleListTime, newestFirst } from '../../shared/firstScreens';
import type { ArticleDoc } from '../../shared/schemas/articles.schema';
import { liveQuery } from '../../data/liveQuery';

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
export const publishedArticles$ = liveQuery('publishedArticles', function publishedArticles$(db: AppDatabase): Observable<Article[]> {
  return db.articles.find({ selector: { archived: { $ne: true } } }).$.pipe(
    map((docs) => newestFirst(docs.map((doc) => toArticle(doc)))),
  );
});

/** One article, live (an edit synced in shows at once); null when this device has none of that id. */
export const article$ = liveQuery('article', function article$(db: AppDatabase, id: string): Observable<Article | null> {
  return db.articles.findOne(id).$.pipe(map((doc) => (doc ? toArticle(doc.toMutableJSON()) : null)));
});

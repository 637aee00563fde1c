import type { AppDatabase } from '../../../data/database';
import { validateBusinessRules } from '../../../shared/rules';
import type { ArticleDoc } from '../../../shared/schemas/articles.schema';
import type { CheckedArticle } from './articleForm';
import { localDateString } from './articleForm';

export interface NewArticle extends CheckedArticle {
  imageUrl?: string;
}

/** A rule the server would refuse the article for, said now and offline. */
export class ArticleRuleError extends Error {}

/** Writes the article to the local database first; replication pushes it. */
export async function addArticle(db: AppDatabase, article: NewArticle, updatedBy: string, now = Date.now()): Promise<ArticleDoc> {
  const doc: ArticleDoc = {
    id: crypto.randomUUID(),
    title: article.title,
    content: article.content,
    excerpt: article.excerpt,
    category: article.category,
    ...(article.imageUrl ? { imageUrl: article.imageUrl } : {}),
    date: localDateString(new Date(now)),
    archived: false,
    createdAt: now,
    updatedAt: now,
    updatedBy,
  };
  const broken = validateBusinessRules('articles', { ...doc });
  if (broken) throw new ArticleRuleError(broken.message);
  await db.articles.insert(doc);
  return doc;
}

async function findArticle(db: AppDatabase, id: string) {
  const doc = await db.articles.findOne(id).exec();
  if (!doc) throw new Error('This article no longer exists. It may have been deleted on another device.');
  return doc;
}

/**
 * Archive and restore are synced (the spec kept the archive on one device only):
 * every admin device and the public list agree on what is archived.
 */
export async function setArticleArchived(db: AppDatabase, id: string, archived: boolean, updatedBy: string, now = Date.now()): Promise<void> {
  const doc = await findArticle(db, id);
  await doc.incrementalPatch({ archived, updatedAt: now, updatedBy });
}

/** Delete and permanent delete: a CouchDB deletion that syncs to every device. */
export async function deleteArticle(db: AppDatabase, id: string): Promise<void> {
  const doc = await findArticle(db, id);
  await doc.incrementalRemove();
}

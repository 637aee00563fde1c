import type { AppDatabase } from '../../../data/database';
import { validateBusinessRules } from '../../../shared/rules';
import type { ArticleDoc } from '../../../shared/schemas/articles.schema';
import type { CheckedArticle } from './articleForm';
import { zonedDayKey } from '../../../shared/zone';

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
    // docs/product/rules.md §3: the article date is the association's day of creation, never UTC's.
    date: zonedDayKey(now),
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

export interface ArticleEdit extends CheckedArticle {
  /** The image to keep or store; null removes it. */
  imageUrl: string | null;
}

/**
 * docs/product/rules.md §3: an edited article, checked by the same rules as a new one (the server
 * applies them again). Only the fields that changed are written, so another admin's concurrent
 * edit of another field merges; the date of creation stays. Offline like every write.
 */
export async function editArticle(db: AppDatabase, id: string, edit: ArticleEdit, updatedBy: string, now = Date.now()): Promise<ArticleDoc> {
  const doc = await findArticle(db, id);
  const current = doc.toJSON() as ArticleDoc;
  const next: ArticleDoc = { ...current, title: edit.title, category: edit.category, excerpt: edit.excerpt, content: edit.content, updatedAt: now, updatedBy };
  if (edit.imageUrl) next.imageUrl = edit.imageUrl;
  else delete next.imageUrl;
  const broken = validateBusinessRules('articles', { ...next });
  if (broken) throw new ArticleRuleError(broken.message);
  const written = await doc.incrementalModify((data) => {
    if (current.title !== next.title) data.title = next.title;
    if (current.category !== next.category) data.category = next.category;
    if (current.excerpt !== next.excerpt) data.excerpt = next.excerpt;
    if (current.content !== next.content) data.content = next.content;
    if ((current.imageUrl ?? null) !== (next.imageUrl ?? null)) {
      if (next.imageUrl) data.imageUrl = next.imageUrl;
      else delete data.imageUrl;
    }
    data.updatedAt = now;
    data.updatedBy = updatedBy;
    return data;
  });
  return written.toJSON() as ArticleDoc;
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

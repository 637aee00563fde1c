import { afterEach, describe, expect, it } from 'vitest';
import { firstValueFrom } from 'rxjs';
import type { AppDatabase } from '../../../data/database';
import { createAppDatabase } from '../../../data/database';
import { getMemoryStorage } from '../../../data/storage';
import { addArticle, ArticleRuleError, deleteArticle, editArticle, setArticleArchived } from './mutations';
import { adminArticles$ } from './queries';

let db: AppDatabase | null = null;

async function openDb(): Promise<AppDatabase> {
  db = await createAppDatabase({
    name: `add-article-${crypto.randomUUID()}`,
    storage: getMemoryStorage(),
    multiInstance: false,
    collections: ['articles'],
  });
  return db;
}

afterEach(async () => {
  await db?.close();
  db = null;
});

const article = { title: 'Opening night', content: 'The season starts on Friday.', excerpt: 'The season starts.', category: 'News' as const };

describe('addArticle', () => {
  it('writes a complete, not archived article with the local date', async () => {
    const database = await openDb();
    const now = new Date(2025, 8, 1, 23, 30).getTime();
    const doc = await addArticle(database, article, 'admin@liaa.test', now);
    expect((await database.articles.findOne(doc.id).exec())?.toJSON()).toMatchObject({
      ...article,
      date: '2025-09-01',
      archived: false,
      createdAt: now,
      updatedAt: now,
      updatedBy: 'admin@liaa.test',
    });
  });

  it('keeps an image data URL and refuses anything else', async () => {
    const database = await openDb();
    const imageUrl = 'data:image/webp;base64,UklGRg==';
    const doc = await addArticle(database, { ...article, imageUrl }, 'a@b.c');
    expect((await database.articles.findOne(doc.id).exec())?.imageUrl).toBe(imageUrl);
    await expect(addArticle(database, { ...article, imageUrl: 'data:text/html;base64,AAAA' }, 'a@b.c')).rejects.toBeInstanceOf(
      ArticleRuleError,
    );
    expect(await database.articles.count().exec()).toBe(1);
  });
});

describe('archive, restore and delete', () => {
  it('moves an article between the lists and removes it', async () => {
    const database = await openDb();
    const older = await addArticle(database, { ...article, title: 'Older' }, 'a@b.c', 1_000);
    const newer = await addArticle(database, { ...article, title: 'Newer' }, 'a@b.c', 2_000);
    let lists = await firstValueFrom(adminArticles$(database));
    expect(lists.current.map((a) => a.title)).toEqual(['Newer', 'Older']);
    expect(lists.archived).toEqual([]);

    await setArticleArchived(database, older.id, true, 'b@b.c', 3_000);
    lists = await firstValueFrom(adminArticles$(database));
    expect(lists.current.map((a) => a.id)).toEqual([newer.id]);
    expect(lists.archived.map((a) => a.id)).toEqual([older.id]);
    expect((await database.articles.findOne(older.id).exec())?.toJSON()).toMatchObject({ archived: true, updatedAt: 3_000, updatedBy: 'b@b.c' });

    await setArticleArchived(database, older.id, false, 'b@b.c');
    expect((await firstValueFrom(adminArticles$(database))).archived).toEqual([]);

    await deleteArticle(database, older.id);
    expect(await database.articles.findOne(older.id).exec()).toBeNull();
    await expect(deleteArticle(database, older.id)).rejects.toThrow(/no longer exists/);
  });
});

describe('editArticle', () => {
  it('writes every edited field and the image, keeps the date of creation, and leaves an unchanged field as stored', async () => {
    const database = await openDb();
    const doc = await addArticle(database, { ...article, imageUrl: 'data:image/webp;base64,UklGRg==' }, 'a@b.c', 1_000);
    const edited = { title: 'Opening night, moved', category: 'Events' as const, excerpt: 'Now on Saturday.', content: 'The season starts on Saturday.' };

    await editArticle(database, doc.id, { ...edited, imageUrl: null }, 'editor@b.c', 5_000);
    const stored = (await database.articles.findOne(doc.id).exec())?.toJSON();
    expect(stored).toMatchObject({ ...edited, date: doc.date, createdAt: 1_000, updatedAt: 5_000, updatedBy: 'editor@b.c', archived: false });
    expect(stored?.imageUrl).toBeUndefined();

    const imageUrl = 'data:image/png;base64,iVBORw0KGgo=';
    await editArticle(database, doc.id, { ...edited, imageUrl }, 'editor@b.c', 6_000);
    expect((await database.articles.findOne(doc.id).exec())?.imageUrl).toBe(imageUrl);
    expect((await firstValueFrom(adminArticles$(database))).current[0]).toMatchObject({ ...edited, imageUrl });
  });

  it('writes only what changed: a field another device changed meanwhile is kept', async () => {
    const database = await openDb();
    const doc = await addArticle(database, article, 'a@b.c', 1_000);
    // The form opened on the article as added; another admin's new excerpt arrived since.
    await (await database.articles.findOne(doc.id).exec())?.incrementalPatch({ excerpt: 'From another device.' });
    const fresh = (await database.articles.findOne(doc.id).exec())!.toJSON();
    await editArticle(database, doc.id, { ...article, excerpt: fresh.excerpt, title: 'New title', imageUrl: null }, 'a@b.c', 2_000);
    expect((await database.articles.findOne(doc.id).exec())?.toJSON()).toMatchObject({ title: 'New title', excerpt: 'From another device.' });
  });

  it('refuses what a new article could not have, naming the field, and changes nothing', async () => {
    const database = await openDb();
    const doc = await addArticle(database, article, 'a@b.c', 1_000);
    await expect(editArticle(database, doc.id, { ...article, title: 'x'.repeat(201), imageUrl: null }, 'a@b.c')).rejects.toThrow(
      new ArticleRuleError('Title must be at most 200 characters.'),
    );
    await expect(editArticle(database, doc.id, { ...article, imageUrl: 'data:text/html;base64,AAAA' }, 'a@b.c')).rejects.toThrow(/^Image must be/);
    expect((await database.articles.findOne(doc.id).exec())?.toJSON()).toMatchObject({ ...article, updatedAt: 1_000 });
    await expect(editArticle(database, 'missing', { ...article, imageUrl: null }, 'a@b.c')).rejects.toThrow(/no longer exists/);
  });
});

import { describe, expect, it } from 'vitest';
import type { HomePreview } from '../../src/shared/homePreview';
import { articleCreatedAt, isNewerArticle, mostRecent } from '../../src/shared/homePreview';
import type { ArticleDoc } from '../../src/shared/schemas/articles.schema';
import type { GameDoc } from '../../src/shared/schemas/games.schema';
import { R, call, clientDocs, putAsAdmin, sampleDoc, serverForFile } from './server-helpers';

// GET /api/home against the real server and store: what a first visit paints before its sync.
const ctx = serverForFile({ demoData: true });

const everything = <T>(collection: string): Promise<T[]> => clientDocs<T>(ctx.server.url, collection);

async function home(): Promise<HomePreview> {
  const reply = await call(ctx.server.url, 'GET', '/api/home');
  expect(reply.status).toBe(200);
  expect(reply.headers.get('cache-control')).toBe('no-cache');
  return reply.body as unknown as HomePreview;
}

const put = (collection: string, doc: Record<string, unknown>): Promise<void> => putAsAdmin(ctx, collection, doc);

const ids = (docs: readonly { id: string }[]) => docs.map((doc) => doc.id);

describe('GET /api/home', () => {
  it('answers anonymous readers with the 10 newest finals, the featured scores and the newest article, as the store has them', async () => {
    const preview = await home();
    const games = await everything<GameDoc>('games');
    const expectedFinals = mostRecent(games.filter((game) => game.status === 'FINAL'));
    expect(expectedFinals).toHaveLength(10);
    expect(ids(preview.finals)).toEqual(ids(expectedFinals));
    expect(preview.finals).toEqual(expectedFinals);

    const featured = await everything<{ id: string; gameId: string }>('featuredScores');
    expect(featured.length).toBeGreaterThan(0);
    expect(ids(preview.featuredScores).sort()).toEqual(ids(featured).sort());
    const gameIds = new Set(ids(games));
    expect(ids(preview.featuredGames).sort()).toEqual(featured.map((f) => f.gameId).filter((id) => gameIds.has(id)).sort());

    let newest: { id: string; createdAt: number } | null = null;
    for (const doc of (await everything<ArticleDoc>('articles')).filter((a) => !a.archived)) {
      const entry = { id: doc.id, createdAt: articleCreatedAt(doc) };
      if (isNewerArticle(entry, newest)) newest = entry;
    }
    expect(newest).not.toBeNull();
    expect(preview.article?.id).toBe(newest?.id);
  });

  it('shows a new final at once, and drops it when it is reopened or deleted', async () => {
    const id = `${R}home-final`;
    const game = { ...sampleDoc('games', id), time: '2099-01-02T18:00:00.000Z' };
    await put('games', game);
    expect(ids((await home()).finals)[0]).toBe(id);

    await put('games', { ...game, status: 'LIVE' });
    expect(ids((await home()).finals)).not.toContain(id);

    await put('games', game);
    expect(ids((await home()).finals)[0]).toBe(id);
    const current = await call(ctx.server.url, 'GET', `/db/games/${id}`, { token: ctx.token });
    const deleted = await call(ctx.server.url, 'DELETE', `/db/games/${id}?rev=${current.body._rev as string}`, { token: ctx.token });
    expect(deleted.status, deleted.text).toBe(200);
    const after = await home();
    expect(ids(after.finals)).not.toContain(id);
    expect(after.finals).toHaveLength(10);
  });

  it('shows a new article at once, and the one before it again when it is archived', async () => {
    const before = (await home()).article;
    const id = `${R}home-article`;
    const article = { ...sampleDoc('articles', id), createdAt: Date.UTC(2099, 0, 1), title: 'Championship night' };
    await put('articles', article);
    expect((await home()).article).toMatchObject({ id, title: 'Championship night' });

    await put('articles', { ...article, archived: true });
    expect((await home()).article?.id).toBe(before?.id);
  });

  it('has no writing method', async () => {
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const reply = await call(ctx.server.url, method, '/api/home', { token: ctx.token, body: { finals: [] } });
      expect(reply.status, method).toBe(404);
    }
    expect((await home()).finals).toHaveLength(10);
  });
});

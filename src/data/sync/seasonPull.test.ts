import { describe, expect, it, vi } from 'vitest';
import { COLLECTION_SCHEMAS } from '../../shared/schemas/collections';
import type { CouchCheckpoint } from './changesPages';
import type { CollectionJsonSchema } from './couchDocs';
import { seasonSource } from './seasonPull';

const schema = COLLECTION_SCHEMAS.articles as unknown as CollectionJsonSchema;
const dbUrl = 'http://x/db/articles/';

/** A stand-in store answering a season's `_find` pages (the bookmark is the next index) and its info, logging each `_find`. */
function store(count: number) {
  const docs = Array.from({ length: count }, (_, i) => ({ _id: `a${String(i).padStart(3, '0')}`, _rev: '1-x', title: `A${i}`, content: 'c', author: 'x', publishedAt: '2026-09-01T12:00:00.000Z', updatedAt: 1 }));
  const finds: { bookmark: number; limit: number; done: boolean }[] = [];
  const changes: { since: string | null; limit: number }[] = [];
  /** The first `_find` from this bookmark fails as a network error would. */
  let failAt: number | null = null;
  const fetchFn: typeof fetch = async (input, init) => {
    const url = String(input);
    if (url === dbUrl) return new Response(JSON.stringify({ update_seq: 7 }), { status: 200 });
    if (url.endsWith('_find')) {
      const body = JSON.parse(String(init?.body)) as { limit: number; bookmark?: string };
      const from = Number(body.bookmark ?? 0);
      const log = { bookmark: from, limit: body.limit, done: false };
      finds.push(log);
      if (failAt === from) {
        failAt = null;
        throw new TypeError('fetch failed');
      }
      const page = docs.slice(from, from + body.limit);
      log.done = true;
      return new Response(JSON.stringify({ docs: page, bookmark: String(from + page.length) }), { status: 200 });
    }
    // The changes phase after the first read: nothing changed.
    const query = new URL(url).searchParams;
    changes.push({ since: query.get('since'), limit: Number(query.get('limit')) });
    return new Response(JSON.stringify({ results: [], last_seq: 7 }), { status: 200 });
  };
  return { finds, changes, fetch: fetchFn, failFindAt: (bookmark: number) => (failAt = bookmark) };
}

describe('a season’s first read', () => {
  it('asks for the next page as soon as a full one arrives, and the next pull takes it', async () => {
    const server = store(5);
    const source = seasonSource({ fetch: server.fetch, dbUrl, schema, scope: { collection: 'articles', season: '2026-27' }, catchUpBatchSize: 2 });
    const first = await source.pull(undefined, 2);
    expect(first.documents.map((d) => d.id)).toEqual(['a000', 'a001']);
    // Already asked for before the first page was handed out (and so while it is stored).
    expect(server.finds.map(({ bookmark, limit }) => [bookmark, limit])).toEqual([
      [0, 2],
      [2, 2],
    ]);
    const ids = [...first.documents.map((d) => d.id)];
    let checkpoint: CouchCheckpoint = first.checkpoint;
    for (;;) {
      const next = await source.pull(checkpoint, 2);
      ids.push(...next.documents.map((d) => d.id));
      checkpoint = next.checkpoint;
      if (next.documents.length < 2) break;
    }
    expect(ids).toEqual(['a000', 'a001', 'a002', 'a003', 'a004']);
    // Each page asked for once: none of them twice.
    expect(server.finds.map(({ bookmark }) => bookmark)).toEqual([0, 2, 4]);
    expect(checkpoint.find).toBeUndefined();
  });

  it('its last page, read ahead, asks for the changes since it began before that page is stored, and the pull after it takes them', async () => {
    const server = store(5);
    const source = seasonSource({ fetch: server.fetch, dbUrl, schema, scope: { collection: 'articles', season: '2026-27' }, catchUpBatchSize: 2 });
    const first = await source.pull(undefined, 2);
    const second = await source.pull(first.checkpoint, 2);
    expect(second.documents.map((d) => d.id)).toEqual(['a002', 'a003']);
    // The page read ahead ([4, 6)) is short: the changes since the first read began are asked for
    // while `second` is stored, before the next pull.
    await vi.waitFor(() => expect(server.changes).toEqual([{ since: '7', limit: 2 }]));
    const third = await source.pull(second.checkpoint, 2);
    expect(third.documents.map((d) => d.id)).toEqual(['a004']);
    expect(third.checkpoint).toEqual({ sequence: 7, find: undefined });
    // Taken by that pull: not asked for twice.
    expect(server.changes).toHaveLength(1);
    expect(server.finds.map(({ bookmark }) => bookmark)).toEqual([0, 2, 4]);
  });

  it('a page read ahead that failed is asked for again by the pull that needs it', async () => {
    const server = store(3);
    const source = seasonSource({ fetch: server.fetch, dbUrl, schema, scope: { collection: 'articles', season: '2026-27' }, catchUpBatchSize: 2 });
    server.failFindAt(2);
    const first = await source.pull(undefined, 2);
    expect(first.documents.map((d) => d.id)).toEqual(['a000', 'a001']);
    const rest = await source.pull(first.checkpoint, 2);
    expect(rest.documents.map((d) => d.id)).toEqual(['a002']);
    expect(server.finds.map(({ bookmark, done }) => [bookmark, done])).toEqual([
      [0, true],
      [2, false],
      [2, true],
    ]);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { COLLECTION_NAMES } from '../../src/shared/schemas/collections';
import { seasonChangesSelector, seasonIndex } from '../../src/shared/seasonScope';
import { currentSeason } from '../../src/shared/standings/season';
import { R, call, sampleDoc, serverForFile } from './server-helpers';

/**
 * Design documents are the server's own (docs/design/sync.md §6): the index it creates in `games`
 * (services/seasonMoves.ts) is a design document on a real CouchDB and nothing on the embedded
 * store, and an anonymous reader of /db sees neither: every answer that lists documents reads the
 * same on both stores.
 */
const ctx = serverForFile();

const DESIGN = `_design/${seasonIndex('games')!.name}`;
const OURS = [1, 2, 3].map((n) => `${R}dd-${n}`);
const DOCS = 'style=all_docs&include_docs=true';
const PULL = `feed=normal&${DOCS}`;

interface ChangesBody {
  results: { id: string; doc?: Record<string, unknown> }[];
  last_seq: string | number;
}
interface Row {
  id?: string;
  key?: string;
  error?: string;
}

const designIds = (ids: (string | undefined)[]): (string | undefined)[] => ids.filter((id) => id?.startsWith('_design/'));

async function json<T>(path: string, init?: { method: string; body: unknown }): Promise<T> {
  const reply = await call(ctx.server.url, init?.method ?? 'GET', path, { body: init?.body });
  expect(reply.status, reply.text).toBe(200);
  return reply.body as T;
}

/** Every change since 0, `limit` at a time as a client pages (a short page is the end), and the pages' sizes. */
async function pageChanges(limit: number, ask: (since: string | number) => Promise<ChangesBody>): Promise<{ ids: string[]; sizes: number[] }> {
  const ids: string[] = [];
  const sizes: number[] = [];
  let since: string | number = 0;
  for (;;) {
    const page = await ask(since);
    ids.push(...page.results.map((row) => row.id));
    sizes.push(page.results.length);
    since = page.last_seq;
    if (page.results.length < limit) return { ids, sizes };
  }
}

beforeAll(async () => {
  // This season's games (now), so the season's selector matches them as a fan's pull does.
  const docs = OURS.map((id) => ({ ...sampleDoc('games', id), _id: id, time: new Date().toISOString() }));
  const written = await call(ctx.server.url, 'POST', '/db/games/_bulk_docs', { body: { docs }, token: ctx.token });
  expect(written.status, written.text).toBe(201);
});

describe('design documents, as an anonymous reader of /db sees them', () => {
  it('are never listed by _all_docs, and a page of a range stays full', async () => {
    for (const collection of COLLECTION_NAMES) {
      const all = await json<{ rows: Row[] }>(`/db/${collection}/_all_docs?include_docs=true`);
      expect(designIds(all.rows.map((row) => row.id)), collection).toEqual([]);
    }
    const all = await json<{ rows: Row[] }>('/db/games/_all_docs');
    expect(all.rows.map((row) => row.id)).toEqual(OURS);
    // One row at a time, as a client pages a range (the next page starts after the last key).
    const paged: string[] = [];
    for (let after: string | undefined; ; ) {
      const page = await json<{ rows: Row[] }>(`/db/games/_all_docs?limit=1${after === undefined ? '' : `&startkey=${encodeURIComponent(JSON.stringify(after))}&skip=1`}`);
      paged.push(...page.rows.map((row) => row.id!));
      if (page.rows.length < 1) break;
      after = page.rows[0]!.id;
    }
    expect(paged).toEqual(OURS);
  });

  it('are answered by _all_docs for an asked key as a missing document', async () => {
    const asked = await json<{ rows: Row[] }>('/db/games/_all_docs', { method: 'POST', body: { keys: [DESIGN, OURS[0], `${R}dd-never`] } });
    expect(asked.rows).toHaveLength(3);
    expect(asked.rows[0]).toEqual({ ...asked.rows[2], key: DESIGN });
    expect(asked.rows[1]).toMatchObject({ id: OURS[0], key: OURS[0] });
  });

  it('are never in _changes, read whole or page by page, GET (the hot path) and long-poll', async () => {
    for (const collection of COLLECTION_NAMES) {
      const changes = await json<ChangesBody>(`/db/${collection}/_changes?${PULL}&since=0`);
      expect(designIds(changes.results.map((row) => row.id)), collection).toEqual([]);
    }
    const whole = await json<ChangesBody>(`/db/games/_changes?${PULL}&since=0`);
    expect(whole.results.map((row) => row.id).sort()).toEqual(OURS);
    // A page that lost a design document would be short, and a client would take it for the end.
    for (const limit of [1, 2]) {
      const paged = await pageChanges(limit, (since) => json(`/db/games/_changes?${PULL}&limit=${limit}&since=${encodeURIComponent(String(since))}`));
      expect(paged.ids.sort(), `limit=${limit}`).toEqual(OURS);
    }
    // A long-poll with changes to report answers at once.
    const polled = await json<ChangesBody>(`/db/games/_changes?feed=longpoll&heartbeat=1000&${DOCS}&since=0`);
    expect(polled.results.map((row) => row.id).sort()).toEqual(OURS);
  });

  it('are never in a POSTed _changes: a season selector as a fan sends it, or asked by id', async () => {
    const selector = seasonChangesSelector('games', currentSeason());
    const season = (limit: number) => (since: string | number) =>
      json<ChangesBody>(`/db/games/_changes?${PULL}&since=${encodeURIComponent(String(since))}&limit=${limit}&filter=_selector`, { method: 'POST', body: { selector } });
    for (const limit of [1, 1000]) {
      const paged = await pageChanges(limit, season(limit));
      expect(paged.ids.sort(), `limit=${limit}`).toEqual(OURS);
    }
    const byId = await json<ChangesBody>(`/db/games/_changes?${PULL}&since=0&filter=_doc_ids`, { method: 'POST', body: { doc_ids: [DESIGN, OURS[1]] } });
    expect(byId.results.map((row) => row.id)).toEqual([OURS[1]]);
  });

  it('are answered by _bulk_get as a missing document, in the asked order', async () => {
    const answer = await json<{ results: { id: string; docs: Record<string, unknown>[] }[] }>('/db/games/_bulk_get', {
      method: 'POST',
      body: { docs: [{ id: DESIGN }, { id: OURS[2] }, { id: `${R}dd-never` }] },
    });
    expect(answer.results.map((result) => result.id)).toEqual([DESIGN, OURS[2], `${R}dd-never`]);
    const missing = JSON.stringify(answer.results[2]!.docs).replaceAll(`${R}dd-never`, DESIGN);
    expect(answer.results[0]!.docs).toEqual(JSON.parse(missing));
    expect(answer.results[1]!.docs[0]).toMatchObject({ ok: { _id: OURS[2] } });
  });

  it('are never found by _find, and cannot be read by id', async () => {
    const found = await json<{ docs: { _id: string }[] }>('/db/games/_find', { method: 'POST', body: { selector: { _id: { $gt: null } }, limit: 100 } });
    expect(found.docs.map((doc) => doc._id).sort()).toEqual(OURS);
    expect((await call(ctx.server.url, 'GET', `/db/games/${DESIGN}`)).status).toBe(403);
    expect((await call(ctx.server.url, 'GET', `/db/games/${encodeURIComponent(DESIGN)}`)).status).toBe(403);
  });
});

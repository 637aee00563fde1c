import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeEndpoint } from './couch';
import type { EmbeddedCouch } from './embedded';
import { startEmbeddedCouch } from './embedded';

/**
 * The embedded store over HTTP, as nano, the proxy and stock clients reach it: CouchDB 3's
 * answers (shapes and status codes) for every endpoint couchApi.ts serves.
 */
let dir: string;
let store: EmbeddedCouch;
let base: string;
let authorization: string;

interface Reply {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read field by field
  body: any;
}

async function call(method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<Reply> {
  const res = await fetch(base + url, {
    method,
    headers: { authorization, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined };
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'liaa-couchapi-'));
  store = await startEmbeddedCouch({ dataDir: dir });
  const endpoint = storeEndpoint(store.url);
  base = endpoint.baseUrl;
  authorization = endpoint.authorization!;
  for (const db of ['docs', 'feed', 'repl']) expect((await call('PUT', `/${db}`)).status).toBe(201);
});
afterAll(async () => {
  await store?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the server and its databases', () => {
  it('answers only with the store credentials', async () => {
    const bare = await fetch(`${base}/`);
    expect(bare.status).toBe(401);
    expect(await bare.json()).toEqual({ error: 'unauthorized', reason: 'store credentials required' });
    const wrong = await fetch(`${base}/`, { headers: { authorization: 'Basic ' + Buffer.from('liaa-store:nope').toString('base64') } });
    expect(wrong.status).toBe(401);
  });

  it('welcomes at the root', async () => {
    const root = await call('GET', '/');
    expect(root.status).toBe(200);
    expect(root.body.couchdb).toBe('Welcome');
    expect(root.headers.get('content-type')).toBe('application/json');
  });

  it('creates, describes and deletes databases', async () => {
    expect(await call('PUT', '/made')).toMatchObject({ status: 201, body: { ok: true } });
    expect(await call('PUT', '/made')).toMatchObject({ status: 412, body: { error: 'file_exists' } });
    const info = await call('GET', '/made/');
    expect(info.status).toBe(200);
    expect(info.body).toMatchObject({ db_name: 'made', doc_count: 0, update_seq: 0 });
    expect((await call('HEAD', '/made')).status).toBe(200);
    expect(await call('DELETE', '/made')).toMatchObject({ status: 200, body: { ok: true } });
    expect(await call('GET', '/made')).toMatchObject({ status: 404, body: { error: 'not_found', reason: 'Database does not exist.' } });
    expect((await call('DELETE', '/made')).status).toBe(404);
    // Created again, it starts empty.
    expect((await call('PUT', '/made')).status).toBe(201);
    expect((await call('GET', '/made')).body.doc_count).toBe(0);
  });

  it('takes the names CouchDB takes, a / included', async () => {
    expect(await call('PUT', '/Bad')).toMatchObject({ status: 400, body: { error: 'illegal_database_name' } });
    expect((await call('PUT', '/assoc%2Fnorth_games')).status).toBe(201);
    expect((await call('PUT', '/assoc%2Fnorth_games/g1', { x: 1 })).status).toBe(201);
    expect((await call('GET', '/assoc%2Fnorth_games')).body).toMatchObject({ db_name: 'assoc/north_games', doc_count: 1 });
    expect((await call('GET', '/assoc%2Fnorth_games/g1')).body.x).toBe(1);
  });

  it('answers unknown paths, methods and bodies with CouchDB errors', async () => {
    expect((await call('GET', '/_all_dbs')).status).toBe(404);
    expect((await call('PATCH', '/docs')).status).toBe(405);
    expect((await call('GET', '/docs/_bulk_docs')).status).toBe(405);
    expect(await call('POST', '/docs/_bulk_docs', '{"docs": [')).toMatchObject({ status: 400, body: { error: 'bad_request', reason: 'invalid UTF-8 JSON' } });
    expect((await call('POST', '/docs/_bulk_docs', [1, 2])).status).toBe(400);
    expect((await call('GET', '/docs/d1/attachment.png')).status).toBe(400);
    expect((await call('GET', '/docs/_changes?feed=eventsource')).status).toBe(400);
    expect((await call('GET', '/docs/_changes?filter=app/mine')).status).toBe(400);
    expect((await call('GET', '/docs/_all_docs?limit=ten')).body.error).toBe('query_parse_error');
  });
});

describe('documents', () => {
  it('writes with revisions: 201, 409 on a stale or missing revision', async () => {
    const first = await call('PUT', '/docs/a', { n: 1 });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ ok: true, id: 'a', rev: expect.stringMatching(/^1-/) });
    expect(first.headers.get('etag')).toBe(`"${first.body.rev}"`);
    expect(await call('PUT', '/docs/a', { n: 2 })).toMatchObject({ status: 409, body: { error: 'conflict', reason: 'Document update conflict.' } });
    const second = await call('PUT', '/docs/a', { n: 2, _rev: first.body.rev });
    expect(second.body.rev).toMatch(/^2-/);
    expect((await call('PUT', '/docs/a', { n: 3, _rev: first.body.rev })).status).toBe(409);
    // The revision may come in the query too; the URL names the document, whatever the body says.
    const third = await call('PUT', `/docs/a?rev=${second.body.rev}`, { _id: 'elsewhere', n: 3 });
    expect(third.body).toMatchObject({ ok: true, id: 'a' });
    expect((await call('GET', '/docs/elsewhere')).status).toBe(404);
  });

  it('reads documents, old revisions and revision histories', async () => {
    const made = await call('PUT', '/docs/b', { n: 1 });
    const changed = await call('PUT', '/docs/b', { n: 2, _rev: made.body.rev });
    const doc = await call('GET', '/docs/b');
    expect(doc.body).toEqual({ _id: 'b', _rev: changed.body.rev, n: 2 });
    expect(doc.headers.get('etag')).toBe(`"${changed.body.rev}"`);
    expect((await call('GET', `/docs/b?rev=${made.body.rev}`)).body.n).toBe(1);
    expect((await call('GET', '/docs/b?revs=true')).body._revisions).toMatchObject({ start: 2 });
    const open = await call('GET', `/docs/b?open_revs=${encodeURIComponent(JSON.stringify([changed.body.rev, '9-zzz']))}`);
    // CouchDB does not promise the order of an open_revs answer (PouchDB's comes as each read finishes).
    expect(open.body).toHaveLength(2);
    expect(open.body).toEqual(expect.arrayContaining([{ ok: expect.objectContaining({ _rev: changed.body.rev }) }, { missing: '9-zzz' }]));
    expect((await call('GET', '/docs/b?open_revs=all')).body).toHaveLength(1);
    expect(await call('GET', '/docs/nothing')).toMatchObject({ status: 404, body: { error: 'not_found', reason: 'missing' } });
    expect((await call('GET', '/docs/b?revs=maybe')).status).toBe(400);
  });

  it('deletes with the revision: 409 without it, 404 once deleted', async () => {
    const made = await call('PUT', '/docs/c', { n: 1 });
    expect(await call('DELETE', '/docs/c')).toMatchObject({ status: 409, body: { error: 'conflict' } });
    expect((await call('DELETE', '/docs/never')).status).toBe(404);
    expect((await call('DELETE', '/docs/c?rev=abc')).status).toBe(400);
    const gone = await call('DELETE', `/docs/c?rev=${made.body.rev}`);
    expect(gone).toMatchObject({ status: 200, body: { ok: true, id: 'c', rev: expect.stringMatching(/^2-/) } });
    expect(await call('GET', '/docs/c')).toMatchObject({ status: 404, body: { error: 'not_found', reason: 'deleted' } });
  });

  it('names a POSTed document when its body does not', async () => {
    const named = await call('POST', '/docs', { _id: 'posted', n: 1 });
    expect(named).toMatchObject({ status: 201, body: { ok: true, id: 'posted' } });
    const unnamed = await call('POST', '/docs', { n: 1 });
    expect(unnamed.body.id).toMatch(/^[0-9a-f]{32}$/);
    expect((await call('POST', '/docs', { _id: 'posted', n: 2 })).status).toBe(409);
  });

  it('stores a revision made elsewhere as it is with new_edits=false', async () => {
    const put = await call('PUT', '/docs/foreign?new_edits=false', { _rev: '3-abc', n: 3 });
    expect(put).toMatchObject({ status: 201, body: { ok: true, id: 'foreign', rev: '3-abc' } });
    expect((await call('GET', '/docs/foreign')).body._rev).toBe('3-abc');
  });

  it('keeps _local documents out of the changes and the listing', async () => {
    const before = (await call('GET', '/docs')).body;
    const put = await call('PUT', '/docs/_local/checkpoint', { last_seq: 7 });
    expect(put).toMatchObject({ status: 201, body: { ok: true, id: '_local/checkpoint', rev: '0-1' } });
    const again = await call('PUT', '/docs/_local/checkpoint', { last_seq: 8, _rev: '0-1' });
    expect(again.body.rev).toBe('0-2');
    expect((await call('GET', '/docs/_local/checkpoint')).body).toEqual({ _id: '_local/checkpoint', _rev: '0-2', last_seq: 8 });
    expect((await call('GET', '/docs/_local%2Fcheckpoint')).body.last_seq).toBe(8);
    const after = (await call('GET', '/docs')).body;
    expect(after).toMatchObject({ doc_count: before.doc_count, update_seq: before.update_seq });
    const ids = (await call('GET', '/docs/_changes')).body.results.map((row: { id: string }) => row.id);
    expect(ids.some((id: string) => id.startsWith('_local'))).toBe(false);
    expect((await call('GET', '/docs/_all_docs')).body.rows.some((row: { id: string }) => row.id.startsWith('_local'))).toBe(false);
  });

  it('writes and deletes a _local document without a revision check, as CouchDB 3 does', async () => {
    expect((await call('PUT', '/docs/_local/lww', { n: 1 })).status).toBe(201);
    // Without _rev, or with one that is not the stored one: the last write wins.
    const unrevised = await call('PUT', '/docs/_local/lww', { n: 2 });
    expect(unrevised).toMatchObject({ status: 201, body: { ok: true, id: '_local/lww' } });
    expect((await call('PUT', '/docs/_local/lww', { n: 3, _rev: '0-9' })).status).toBe(201);
    expect((await call('GET', '/docs/_local/lww')).body).toMatchObject({ _id: '_local/lww', n: 3 });
    expect(await call('DELETE', '/docs/_local/lww')).toMatchObject({ status: 200, body: { ok: true, id: '_local/lww' } });
    expect((await call('GET', '/docs/_local/lww')).status).toBe(404);
    expect(await call('DELETE', '/docs/_local/lww')).toMatchObject({ status: 404, body: { error: 'not_found' } });
  });
});

describe('the replication endpoints', () => {
  beforeAll(async () => {
    const docs = ['r1', 'r2', 'r3', 'r4'].map((id, i) => ({ _id: id, n: i }));
    expect((await call('POST', '/repl/_bulk_docs', { docs })).status).toBe(201);
  });

  it('lists documents by key range, keys, page and order', async () => {
    const all = await call('GET', '/repl/_all_docs');
    expect(all.body).toMatchObject({ total_rows: 4, offset: 0 });
    expect(all.body.rows[0]).toEqual({ id: 'r1', key: 'r1', value: { rev: expect.any(String) } });
    const range = await call('GET', `/repl/_all_docs?startkey=${encodeURIComponent('"r2"')}&endkey=${encodeURIComponent('"r3"')}&include_docs=true`);
    expect(range.body.rows.map((row: { doc: { n: number } }) => row.doc.n)).toEqual([1, 2]);
    const page = await call('GET', '/repl/_all_docs?descending=true&limit=2&skip=1');
    expect(page.body.rows.map((row: { id: string }) => row.id)).toEqual(['r3', 'r2']);
    // The keys (and include_docs) in the body, as RxDB's push reads the server's versions.
    const keys = await call('POST', '/repl/_all_docs', { keys: ['r4', 'nope'], include_docs: true });
    expect(keys.body.rows[0]).toMatchObject({ id: 'r4', doc: { n: 3 } });
    expect(keys.body.rows[1]).toEqual({ key: 'nope', error: 'not_found' });
    expect((await call('POST', '/repl/_all_docs', { keys: 'r1' })).status).toBe(400);
  });

  it('answers each document of a bulk write; a conflict is that document\'s', async () => {
    const r1 = (await call('GET', '/repl/r1')).body;
    const reply = await call('POST', '/repl/_bulk_docs', { docs: [{ ...r1, n: 10 }, { _id: 'r2', n: 11 }] });
    expect(reply.status).toBe(201);
    expect(reply.body[0]).toEqual({ ok: true, id: 'r1', rev: expect.stringMatching(/^2-/) });
    expect(reply.body[1]).toEqual({ id: 'r2', error: 'conflict', reason: 'Document update conflict.' });
    expect((await call('POST', '/repl/_bulk_docs', {})).status).toBe(400);
  });

  it('writes replicated revisions with new_edits:false and answers []', async () => {
    const doc = { _id: 'pushed', _rev: '2-b', _revisions: { start: 2, ids: ['b', 'a'] }, n: 1 };
    const reply = await call('POST', '/repl/_bulk_docs', { docs: [doc], new_edits: false });
    expect(reply).toMatchObject({ status: 201, body: [] });
    expect((await call('GET', '/repl/pushed?revs=true')).body._revisions).toEqual({ start: 2, ids: ['b', 'a'] });
  });

  it('tells which revisions it lacks (_revs_diff)', async () => {
    const rev = (await call('GET', '/repl/r3')).body._rev;
    const diff = await call('POST', '/repl/_revs_diff', { r3: [rev, '9-zzz'], unknown: ['1-a'] });
    expect(diff.status).toBe(200);
    expect(diff.body).toEqual({ r3: { missing: ['9-zzz'] }, unknown: { missing: ['1-a'] } });
    expect((await call('POST', '/repl/_revs_diff', { r3: [rev] })).body).toEqual({});
    expect((await call('POST', '/repl/_revs_diff', { r3: 'x' })).status).toBe(400);
  });

  it('reads many revisions at once (_bulk_get)', async () => {
    const rev = (await call('GET', '/repl/r3')).body._rev;
    const reply = await call('POST', '/repl/_bulk_get?revs=true', { docs: [{ id: 'r3', rev }, { id: 'r3', rev: '9-zzz' }, { id: 'nope' }] });
    expect(reply.status).toBe(200);
    const [found, missingRev, missingDoc] = reply.body.results;
    expect(found).toMatchObject({ id: 'r3', docs: [{ ok: { _id: 'r3', _rev: rev, _revisions: { start: 1 } } }] });
    expect(missingRev).toEqual({ id: 'r3', docs: [{ error: { id: 'r3', rev: '9-zzz', error: 'not_found', reason: 'missing' } }] });
    expect(missingDoc).toEqual({ id: 'nope', docs: [{ error: { id: 'nope', rev: 'undefined', error: 'not_found', reason: 'missing' } }] });
  });
});

describe('_changes', () => {
  let start: number;
  beforeAll(async () => {
    start = (await call('GET', '/feed')).body.update_seq;
    for (const [id, kind] of [['f1', 'game'], ['f2', 'school'], ['f3', 'game']]) await call('PUT', `/feed/${id}`, { kind });
  });

  it('lists changes since a sequence, with documents, pages and every leaf', async () => {
    const all = await call('GET', `/feed/_changes?since=${start}&include_docs=true&style=all_docs`);
    expect(all.status).toBe(200);
    expect(all.body.results.map((row: { id: string }) => row.id)).toEqual(['f1', 'f2', 'f3']);
    expect(all.body.results[0]).toMatchObject({ id: 'f1', seq: start + 1, changes: [{ rev: expect.any(String) }], doc: { _id: 'f1', kind: 'game' } });
    expect(all.body.last_seq).toBe(start + 3);
    const page = await call('GET', `/feed/_changes?since=${start}&limit=2`);
    expect(page.body.results).toHaveLength(2);
    expect(page.body.last_seq).toBe(start + 2);
    expect(page.body.results[0].doc).toBeUndefined();
    const newestFirst = await call('GET', `/feed/_changes?since=${start}&descending=true&limit=1`);
    expect(newestFirst.body.results[0].id).not.toBe('f1');
    expect((await call('GET', '/feed/_changes?since=abc')).status).toBe(400);
  });

  it('filters by document ids and by selector', async () => {
    const byIds = await call('POST', `/feed/_changes?filter=_doc_ids&since=${start}`, { doc_ids: ['f2'] });
    expect(byIds.body.results.map((row: { id: string }) => row.id)).toEqual(['f2']);
    const inQuery = await call('GET', `/feed/_changes?filter=_doc_ids&doc_ids=${encodeURIComponent('["f3"]')}&since=${start}`);
    expect(inQuery.body.results.map((row: { id: string }) => row.id)).toEqual(['f3']);
    const bySelector = await call('POST', `/feed/_changes?filter=_selector&since=${start}&include_docs=true`, { selector: { kind: 'game' } });
    expect(bySelector.body.results.map((row: { id: string }) => row.id)).toEqual(['f1', 'f3']);
    expect((await call('POST', '/feed/_changes?filter=_selector', {})).status).toBe(400);
  });

  it('long-polls: opens its answer, then ends it with the next change', async () => {
    const since = (await call('GET', '/feed')).body.update_seq;
    const poll = await fetch(`${base}/feed/_changes?feed=longpoll&since=${since}&include_docs=true`, { headers: { authorization } });
    expect(poll.status).toBe(200);
    const reader = poll.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = (await reader.read()).value ?? '';
    expect(text).toBe('{"results":[\n');
    await call('PUT', '/feed/woke', { kind: 'game' });
    for (let part = await reader.read(); !part.done; part = await reader.read()) text += part.value;
    const answer = JSON.parse(text) as { results: { id: string; doc: { kind: string } }[]; last_seq: number };
    expect(answer.results.map((row) => [row.id, row.doc.kind])).toEqual([['woke', 'game']]);
    expect(answer.last_seq).toBe(since + 1);
  });

  it('long-polls: answers at once when there are changes, empty at the timeout, with heartbeats meanwhile', async () => {
    expect((await call('GET', `/feed/_changes?feed=longpoll&since=${start}`)).body.results).toHaveLength(4);
    const since = (await call('GET', '/feed')).body.update_seq;
    const began = Date.now();
    const timedOut = await call('GET', `/feed/_changes?feed=longpoll&since=${since}&timeout=300`);
    expect(Date.now() - began).toBeGreaterThanOrEqual(250);
    expect(timedOut.body).toEqual({ results: [], last_seq: since });
    // A selector's long-poll wakes only for the documents it matches.
    const poll = fetch(`${base}/feed/_changes?feed=longpoll&filter=_selector&since=${since}&heartbeat=100`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ selector: { kind: 'school' } }),
    }).then((res) => res.text());
    await new Promise((resolve) => setTimeout(resolve, 250));
    await call('PUT', '/feed/other-game', { kind: 'game' });
    await new Promise((resolve) => setTimeout(resolve, 250));
    await call('PUT', '/feed/new-school', { kind: 'school' });
    const text = await poll;
    // Heartbeats are blank lines inside the answer: still JSON.
    expect(text).toMatch(/^\{"results":\[\n\n\n/);
    expect((JSON.parse(text) as { results: { id: string }[] }).results.map((row) => row.id)).toEqual(['new-school']);
  });

  it('streams a continuous feed: a line per change, live ones too, and last_seq after the timeout or the limit', async () => {
    const since = (await call('GET', '/feed')).body.update_seq;
    await call('PUT', '/feed/streamed-1', { kind: 'stream' });
    const feed = await fetch(`${base}/feed/_changes?feed=continuous&since=${since}&timeout=400&include_docs=true`, { headers: { authorization } });
    expect(feed.status).toBe(200);
    const reader = feed.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    while (!text.includes('\n')) text += (await reader.read()).value ?? '';
    await call('PUT', '/feed/streamed-2', { kind: 'streamed' });
    for (let part = await reader.read(); !part.done; part = await reader.read()) text += part.value;
    const lines = text.trim().split('\n').map((line) => JSON.parse(line) as { id?: string; seq?: number; doc?: { kind: string }; last_seq?: number });
    expect(lines.map((line) => line.id ?? 'end')).toEqual(['streamed-1', 'streamed-2', 'end']);
    expect(lines[1]!.doc?.kind).toBe('streamed');
    expect(lines[2]).toEqual({ last_seq: since + 2 });
    const limited = await (await fetch(`${base}/feed/_changes?feed=continuous&since=${since}&limit=1`, { headers: { authorization } })).text();
    expect(limited.trim().split('\n').map((line) => JSON.parse(line) as unknown)).toEqual([expect.objectContaining({ id: 'streamed-1' }), { last_seq: since + 1 }]);
  });

  it('long-polls still waiting end when the store closes', async () => {
    const other = await startEmbeddedCouch({ dataDir: path.join(dir, 'closing') });
    const endpoint = storeEndpoint(other.url);
    await fetch(`${endpoint.baseUrl}/x`, { method: 'PUT', headers: { authorization: endpoint.authorization! } });
    const poll = await fetch(`${endpoint.baseUrl}/x/_changes?feed=longpoll&since=now`, { headers: { authorization: endpoint.authorization! } });
    const reader = poll.body!.getReader();
    await reader.read();
    await other.close();
    // The answer is cut: the client sees its connection end before the JSON does.
    const rest = await reader.read().then(
      (part) => part,
      (err: unknown) => err,
    );
    expect(rest).toBeInstanceOf(Error);
  });
});

describe('queries and maintenance', () => {
  it('answers _find page by page with a bookmark, and accepts _index', async () => {
    expect((await call('POST', '/feed/_index', { index: { fields: ['kind'] }, name: 'season', ddoc: 'season', type: 'json' })).status).toBe(200);
    const first = await call('POST', '/feed/_find', { selector: { kind: 'game' }, limit: 2 });
    expect(first.status).toBe(200);
    expect(first.body.docs).toHaveLength(2);
    const next = await call('POST', '/feed/_find', { selector: { kind: 'game' }, limit: 2, bookmark: first.body.bookmark });
    const ids = [...first.body.docs, ...next.body.docs].map((doc: { _id: string }) => doc._id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(['f1', 'f3', 'woke']));
    expect((await call('POST', '/missing/_find', { selector: {} })).status).toBe(404);
  });

  it('compacts a database', async () => {
    expect(await call('POST', '/docs/_compact', {})).toMatchObject({ status: 202, body: { ok: true } });
  });

  it('releases its files at close: the same folder opens again with its documents', async () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'liaa-couchapi-'));
    try {
      let other = await startEmbeddedCouch({ dataDir: folder });
      let endpoint = storeEndpoint(other.url);
      const headers = { authorization: endpoint.authorization!, 'content-type': 'application/json' };
      await fetch(`${endpoint.baseUrl}/kept`, { method: 'PUT', headers });
      await fetch(`${endpoint.baseUrl}/kept/doc`, { method: 'PUT', headers, body: JSON.stringify({ n: 1 }) });
      await other.close();
      other = await startEmbeddedCouch({ dataDir: folder });
      endpoint = storeEndpoint(other.url);
      const doc = await fetch(`${endpoint.baseUrl}/kept/doc`, { headers: { authorization: endpoint.authorization! } });
      expect(((await doc.json()) as { n: number }).n).toBe(1);
      await other.close();
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

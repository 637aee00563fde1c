import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import PouchDB from 'pouchdb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CollectionName } from '../../src/shared/schemas/collections';
import { COLLECTION_NAMES, SCORER_ONLY_COLLECTIONS, SERVER_WRITTEN_COLLECTIONS } from '../../src/shared/schemas/collections';
import { storeEndpoint } from '../../sync-server/store/couch';
import { createTestClient, waitFor } from '../kit/client';
import type { TestServer } from '../kit/server';
import { startStandaloneStore, startTestServer } from '../kit/server';
import type { Reply } from './server-helpers';
import { R, call, sampleDoc, sampleId } from './server-helpers';

/**
 * Issue 42, mirroring the open data into another CouchDB: a replicator keeps its checkpoints as
 * `_local` documents on its source, which any reader of a collection may write, bounded (size,
 * how many one client keeps, writes a minute: counted in the store the instances share). Only the
 * CouchDB protocol is asserted: the file runs on a real CouchDB 3 through TEST_COUCHDB_URL too,
 * and there also mirrors every public collection with CouchDB's own `_replicate`.
 */
// Seeded by the test as admin: the server's derived collections are written by it alone.
const PUBLIC = COLLECTION_NAMES.filter((name) => !SCORER_ONLY_COLLECTIONS.has(name) && !SERVER_WRITTEN_COLLECTIONS.has(name));

let server: TestServer;
let token: string;
let localDir: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await server.adminToken();
  localDir = mkdtempSync(path.join(os.tmpdir(), 'liaa-mirror-'));
});
afterAll(async () => {
  await server?.stop();
  if (localDir) rmSync(localDir, { recursive: true, force: true });
});

async function putDoc(collection: CollectionName, base: string): Promise<string> {
  const id = sampleId(collection, `${R}${base}`);
  const reply = await call(server.url, 'PUT', `/db/${collection}/${id}`, { body: sampleDoc(collection, id), token });
  expect(reply.status, reply.text).toBe(201);
  return id;
}

const changedIds = async (collection: string): Promise<string[]> =>
  ((await call(server.url, 'GET', `/db/${collection}/_changes?since=0&style=all_docs`)).body.results as { id: string }[]).map((row) => row.id);
const listedIds = async (collection: string, query = ''): Promise<string[]> =>
  ((await call(server.url, 'GET', `/db/${collection}/_all_docs${query}`)).body.rows as { id: string }[]).map((row) => row.id);

describe('a replication checkpoint (_local) for any reader', () => {
  it('an anonymous reader writes, reads, replaces and deletes one', async () => {
    const path = `/db/games/_local/${R}round-trip`;
    const put = await call(server.url, 'PUT', path, { body: { last_seq: 3, session_id: 's1' } });
    expect(put.status, put.text).toBe(201);
    expect(put.body).toMatchObject({ ok: true, id: `_local/${R}round-trip` });
    expect((await call(server.url, 'GET', path)).body).toMatchObject({ _id: `_local/${R}round-trip`, _rev: put.body.rev, last_seq: 3 });

    const next = await call(server.url, 'PUT', path, { body: { _rev: put.body.rev, last_seq: 5, session_id: 's1' } });
    expect(next.status, next.text).toBe(201);
    expect((await call(server.url, 'GET', path)).body).toMatchObject({ _rev: next.body.rev, last_seq: 5 });
    // CouchDB keeps no revision check on _local documents: the last write wins.
    expect((await call(server.url, 'PUT', path, { body: { last_seq: 6 } })).status).toBe(201);
    expect((await call(server.url, 'GET', path)).body.last_seq).toBe(6);

    const current = await call(server.url, 'GET', path);
    const deleted = await call(server.url, 'DELETE', `${path}?rev=${String(current.body._rev)}`);
    expect(deleted.status, deleted.text).toBe(200);
    expect(deleted.body).toMatchObject({ ok: true, id: `_local/${R}round-trip` });
    expect(await call(server.url, 'GET', path)).toMatchObject({ status: 404, body: { error: 'not_found' } });
    expect((await call(server.url, 'DELETE', path)).status).toBe(404);
  });

  it('is in no _changes, no _all_docs and no fan replication', async () => {
    const before = await call(server.url, 'GET', '/db/rankings/');
    const cp = `_local/${R}hidden`;
    expect((await call(server.url, 'PUT', `/db/rankings/${cp}`, { body: { last_seq: 1 } })).status).toBe(201);
    const after = await call(server.url, 'GET', '/db/rankings/');
    expect(after.body.doc_count).toBe(before.body.doc_count);
    expect(after.body.update_seq).toEqual(before.body.update_seq);

    const fan = await createTestClient(server, { collections: ['rankings'] });
    try {
      await fan.sync.awaitInSync();
      const ranking = await putDoc('rankings', 'hidden-ranking');
      expect(await changedIds('rankings')).toContain(ranking);
      expect((await changedIds('rankings')).filter((id) => id.startsWith('_local'))).toEqual([]);
      for (const query of ['', '?include_docs=true', `?startkey=${encodeURIComponent('"_local/"')}&endkey=${encodeURIComponent('"_local/\ufff0"')}`]) {
        expect((await listedIds('rankings', query)).filter((id) => id.startsWith('_local')), query).toEqual([]);
      }
      // Asked for by id in a listing or a batch read: refused, on either store.
      const keys = encodeURIComponent(JSON.stringify([cp]));
      for (const reply of [
        await call(server.url, 'GET', `/db/rankings/_all_docs?keys=${keys}`),
        await call(server.url, 'POST', '/db/rankings/_all_docs', { body: { keys: [cp] } }),
        await call(server.url, 'POST', '/db/rankings/_bulk_get', { body: { docs: [{ id: cp }] } }),
      ]) {
        expect(reply.status, reply.text).toBe(400);
      }
      expect((await call(server.url, 'GET', '/db/rankings/_local_docs')).status).toBe(403);

      // The fan's pull after the checkpoint brings the ranking, and nothing else of ours.
      await waitFor(() => fan.db.rankings.findOne(ranking).exec(), { message: 'the ranking on the fan' });
      const held = (await fan.db.rankings.find().exec()).map((doc) => doc.id);
      expect(held.filter((id) => id.startsWith('_local') || id.startsWith('_'))).toEqual([]);
    } finally {
      await fan.close();
    }
  });
});

describe('the limits on checkpoints, per client and across instances', () => {
  let store: { url: string; stop(): Promise<void> } | undefined;
  let a: TestServer;
  let b: TestServer;
  const env = { TRUST_PROXY: 'loopback', LOCAL_DOC_MAX_BYTES: '2048', LOCAL_DOCS_PER_CLIENT: '3', LOCAL_WRITES_PER_MINUTE: '8' };

  beforeAll(async () => {
    // Two instances on one store, as behind a load balancer (its address trusted: X-Forwarded-For names the client).
    const couchdbUrl = process.env.TEST_COUCHDB_URL ?? (store = await startStandaloneStore()).url;
    a = await startTestServer({ couchdbUrl, env });
    b = await startTestServer({ couchdbUrl, env, dbPrefix: a.dbPrefix });
  });
  afterAll(async () => {
    await b?.stop();
    await a?.stop();
    await store?.stop();
  });

  const from = (client: string) => ({ 'x-forwarded-for': client });
  const putAs = (on: TestServer, client: string, collection: string, id: string, body: unknown = { last_seq: 1 }): Promise<Reply> =>
    call(on.url, 'PUT', `/db/${collection}/_local/${R}${id}`, { body, headers: from(client) });

  it('refuses a checkpoint larger than LOCAL_DOC_MAX_BYTES with a 413, and stores nothing', async () => {
    const reply = await putAs(a, '203.0.113.10', 'games', 'large', { last_seq: 1, history: 'x'.repeat(3000) });
    expect(reply.status, reply.text).toBe(413);
    expect(reply.body).toMatchObject({ error: 'document_too_large' });
    expect(String(reply.body.reason)).toMatch(/2048 bytes.*LOCAL_DOC_MAX_BYTES/);
    expect((await call(a.url, 'GET', `/db/games/_local/${R}large`)).status).toBe(404);
    expect((await putAs(a, '203.0.113.10', 'games', 'large', { last_seq: 1, history: 'x'.repeat(1500) })).status).toBe(201);
  });

  it('refuses a client a checkpoint past LOCAL_DOCS_PER_CLIENT with a 403, whichever instance it asks', async () => {
    const client = '203.0.113.20';
    expect((await putAs(a, client, 'games', 'kept-1')).status).toBe(201);
    expect((await putAs(b, client, 'schools', 'kept-2')).status).toBe(201);
    expect((await putAs(a, client, 'articles', 'kept-3')).status).toBe(201);
    const refused = await putAs(b, client, 'rankings', 'kept-4');
    expect(refused.status, refused.text).toBe(403);
    expect(refused.body).toMatchObject({ error: 'forbidden' });
    expect(String(refused.body.reason)).toMatch(/3 _local documents \(LOCAL_DOCS_PER_CLIENT\)/);
    expect((await call(a.url, 'GET', `/db/rankings/_local/${R}kept-4`)).status).toBe(404);
    // Its own checkpoints it still writes; another client keeps its own.
    expect((await putAs(a, client, 'schools', 'kept-2', { last_seq: 2 })).status).toBe(201);
    expect((await putAs(b, '203.0.113.21', 'rankings', 'kept-4')).status).toBe(201);
    // One deleted (by the other instance): a place again.
    expect((await call(b.url, 'DELETE', `/db/games/_local/${R}kept-1`, { headers: from(client) })).status).toBe(200);
    expect((await putAs(a, client, 'rankings', 'kept-5')).status).toBe(201);
  });

  it('refuses a client past LOCAL_WRITES_PER_MINUTE with a 429 and Retry-After on every instance, and still lets it read', async () => {
    const client = '203.0.113.30';
    for (let i = 1; i <= 8; i++) {
      const reply = await putAs(i % 2 ? a : b, client, 'games', 'busy', { last_seq: i });
      expect(reply.status, `write ${i}: ${reply.text}`).toBe(201);
    }
    for (const on of [a, b]) {
      const refused = await putAs(on, client, 'games', 'busy', { last_seq: 9 });
      expect(refused.status, refused.text).toBe(429);
      expect(refused.body).toMatchObject({ error: 'too_many_requests' });
      expect(String(refused.body.reason)).toMatch(/8 _local documents a minute \(LOCAL_WRITES_PER_MINUTE\)/);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await call(on.url, 'DELETE', `/db/games/_local/${R}busy`, { headers: from(client) })).status).toBe(429);
    }
    expect((await call(b.url, 'GET', `/db/games/_local/${R}busy`, { headers: from(client) })).body.last_seq).toBe(8);
    expect((await putAs(b, '203.0.113.31', 'games', 'busy-other')).status).toBe(201);
  });
});

describe('a stock PouchDB replicating from /db', () => {
  it('keeps its checkpoint on the server too and ends with no checkpoint error', async () => {
    const ids = await Promise.all([1, 2, 3].map((n) => putDoc('rankings', `pouch-${n}`)));
    const seen: string[] = [];
    const remote = new PouchDB(`${server.url}/db/rankings`, {
      fetch: async (url: string | Request, init?: RequestInit) => {
        const res = await PouchDB.fetch(url, init);
        seen.push(`${init?.method ?? 'GET'} ${String(url).replace(server.url, '')} ${res.status}`);
        return res;
      },
    } as PouchDB.Configuration.RemoteDatabaseConfiguration);
    const local = new PouchDB<Record<string, unknown>>(path.join(localDir, 'pouch'));
    try {
      const result = await PouchDB.replicate(remote, local);
      expect(result.ok).toBe(true);
      expect(result.errors).toEqual([]);
      const held = (await local.allDocs()).rows.map((row) => row.id);
      for (const id of ids) expect(held).toContain(id);
      const checkpoints = seen.filter((line) => /^PUT \/db\/rankings\/_local\//.test(line));
      expect(checkpoints.length, seen.join('\n')).toBeGreaterThan(0);
      for (const line of checkpoints) expect(line, seen.join('\n')).toMatch(/ 201$/);

      // The same checkpoint on both sides: the source's says where the replication stopped.
      const id = checkpoints[0]!.split(' ')[1]!.replace('/db/rankings/', '');
      const onServer = await call(server.url, 'GET', `/db/rankings/${id}`);
      expect(onServer.status).toBe(200);
      const onTarget = await local.get<{ session_id: string; last_seq: unknown }>(decodeURIComponent(id));
      expect(onServer.body).toMatchObject({ session_id: onTarget.session_id, last_seq: onTarget.last_seq });
      expect(onServer.body.last_seq).toEqual(result.last_seq);

      const added = await putDoc('rankings', 'pouch-4');
      const again = await PouchDB.replicate(remote, local);
      expect(again).toMatchObject({ ok: true, docs_read: 1, docs_written: 1, errors: [] });
      expect((await local.get(added)).id).toBe(added);
    } finally {
      await local.close();
      await remote.close();
    }
  });
});

describe('a continuous _changes feed through /db (what CouchDB\'s replicator reads when continuous)', () => {
  it('streams a line per change, and ends with last_seq after its timeout', async () => {
    const since = encodeURIComponent(String((await call(server.url, 'GET', '/db/schools/')).body.update_seq));
    const feed = fetch(`${server.url}/db/schools/_changes?feed=continuous&since=${since}&timeout=1000&include_docs=true`);
    const id = await putDoc('schools', 'streamed-school');
    const answer = await feed;
    expect(answer.status).toBe(200);
    const lines = (await answer.text()).split('\n').filter((line) => line.trim() !== '').map((line) => JSON.parse(line) as Record<string, unknown>);
    const change = lines.find((line) => line.id === id);
    expect(change, JSON.stringify(lines)).toMatchObject({ id, changes: [expect.objectContaining({ rev: expect.any(String) })], doc: { _id: id } });
    expect(lines.at(-1)).toHaveProperty('last_seq');
    expect(lines.at(-1)!.last_seq).toEqual(change!.seq);
  });
});

/** A real Apache CouchDB 3 at TEST_COUCHDB_URL (the standalone store of `npm run test:couchdb` is not one). */
async function realCouchDb(): Promise<{ url: string; authorization?: string } | undefined> {
  const given = process.env.TEST_COUCHDB_URL;
  if (!given) return undefined;
  const { baseUrl, authorization } = storeEndpoint(given);
  const root = await fetch(`${baseUrl}/`, { headers: authorization ? { authorization } : {} }).then((res) => res.json() as Promise<{ vendor?: { name?: string } }>, () => undefined);
  return root?.vendor?.name === 'The Apache Software Foundation' ? { url: baseUrl, authorization } : undefined;
}
const couchdb = await realCouchDb();

describe.skipIf(!couchdb)('a real CouchDB 3 mirroring /db with its own replicator', () => {
  const mirror = (collection: string) => `${server.dbPrefix}mirror_${collection.toLowerCase()}`;
  const couch = (method: string, where: string, body?: unknown): Promise<Response> =>
    fetch(`${couchdb!.url}${where}`, {
      method,
      headers: { ...(couchdb!.authorization ? { authorization: couchdb!.authorization } : {}), 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  /** The mirror's database as a replication's target: its address with the mirror's own credentials in a header. */
  const target = (collection: string) => ({ url: `${couchdb!.url}/${mirror(collection)}`, headers: couchdb!.authorization ? { Authorization: couchdb!.authorization } : {} });

  afterAll(async () => {
    for (const collection of PUBLIC) await (await couch('DELETE', `/${mirror(collection)}`)).body?.cancel();
  });

  it('POST /_replicate from /db ends with "ok": true for every public collection, and again from its checkpoint', { timeout: 120_000 }, async () => {
    const seeded = new Map<string, string>();
    for (const collection of PUBLIC) seeded.set(collection, await putDoc(collection, `mirror-${collection}`));
    for (const collection of PUBLIC) {
      const request = { source: `${server.url}/db/${collection}`, target: target(collection), create_target: true };
      const first = await couch('POST', '/_replicate', request);
      const answer = (await first.json()) as Record<string, unknown>;
      expect(first.status, JSON.stringify(answer)).toBe(200);
      expect(answer, collection).toMatchObject({ ok: true });
      expect(await (await couch('GET', `/${mirror(collection)}/${encodeURIComponent(seeded.get(collection)!)}`)).json()).toMatchObject({ _id: seeded.get(collection) });
      // The checkpoint is on the source: a second run starts from it and finds nothing to do.
      const second = (await (await couch('POST', '/_replicate', request)).json()) as Record<string, unknown>;
      expect(second, collection).toMatchObject({ ok: true, no_changes: true });
    }
  });

  // Games: a collection whose store holds design documents (the season index), left out of the feed.
  it('a continuous replication from /db follows new documents and records its checkpoint on /db, with no crash', { timeout: 60_000 }, async () => {
    const request = { source: `${server.url}/db/games`, target: target('games'), create_target: true, continuous: true, checkpoint_interval: 500 };
    const started = await couch('POST', '/_replicate', request);
    const job = (await started.json()) as { ok?: boolean; _local_id?: string };
    expect(started.status, JSON.stringify(job)).toBe(202);
    expect(job.ok).toBe(true);
    try {
      const id = await putDoc('games', 'followed-game');
      await waitFor(async () => (await couch('GET', `/${mirror('games')}/${encodeURIComponent(id)}`)).status === 200, { timeout: 30_000, message: 'the new game in the mirror' });
      // The checkpoint's name is the replication's id without its options ('+continuous+create_target').
      const checkpoint = `/db/games/_local/${job._local_id!.split('+')[0]!}`;
      // A CouchDB sequence is opaque but for its number, before the '-'.
      const number = (seq: unknown) => Number(String(seq).split('-')[0]);
      const newest = number((await call(server.url, 'GET', '/db/games/')).body.update_seq);
      await waitFor(async () => number((await call(server.url, 'GET', checkpoint)).body.source_last_seq) >= newest, { timeout: 30_000, message: 'the checkpoint on /db at the newest change' });
      const jobs = (await (await couch('GET', '/_scheduler/jobs')).json()) as { jobs: { id: string; history: { type: string; reason?: string }[] }[] };
      const history = jobs.jobs.find((entry) => entry.id === job._local_id)?.history ?? [];
      expect(history.filter((event) => event.type === 'crashed'), JSON.stringify(history)).toEqual([]);
      expect((await couch('GET', `/${mirror('games')}/_all_docs`).then((res) => res.json() as Promise<{ rows: { id: string }[] }>)).rows.filter((row) => row.id.startsWith('_design/'))).toEqual([]);
    } finally {
      await (await couch('POST', '/_replicate', { replication_id: job._local_id, cancel: true })).body?.cancel();
    }
  });
});

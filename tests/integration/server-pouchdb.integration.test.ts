import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import nano from 'nano';
import PouchDB from 'pouchdb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTION_NAMES, SERVER_WRITTEN_COLLECTIONS } from '../../src/shared/schemas/collections';
import type { TestServer } from '../kit/server';
import { startTestServer } from '../kit/server';
import { R, call, listIds, sampleDoc, sampleId } from './server-helpers';

/** Every collection a client may write (the server's derived ones are written by it alone). */
const WRITTEN = COLLECTION_NAMES.filter((name) => !SERVER_WRITTEN_COLLECTIONS.has(name));

let server: TestServer;
let localDir: string;
const PER_COLLECTION = 25;

beforeAll(async () => {
  server = await startTestServer();
  localDir = mkdtempSync(path.join(os.tmpdir(), 'liaa-pouch-'));
  const token = await server.adminToken();
  for (const collection of WRITTEN) {
    const docs = Array.from({ length: PER_COLLECTION }, (_, i) => {
      const id = sampleId(collection, `${R}${collection}-${i}`);
      return { ...sampleDoc(collection, id), _id: id };
    });
    const reply = await call(server.url, 'POST', `/db/${collection}/_bulk_docs`, { body: { docs }, token });
    expect(reply.status, reply.text).toBe(201);
  }
});
afterAll(async () => {
  await server?.stop();
  if (localDir) rmSync(localDir, { recursive: true, force: true });
});

describe('stock CouchDB clients read the public data', () => {
  it('a stock PouchDB cannot push to the server without a token', async () => {
    const local = new PouchDB(path.join(localDir, 'push-anon'));
    try {
      await local.put({ _id: `${R}pushed`, ...sampleDoc('schools', `${R}pushed`) });
      const result = await local.replicate.to(`${server.url}/db/schools`);
      expect(result.docs_written).toBe(0);
    } catch (err) {
      expect((err as { status?: number }).status).toBe(401);
    } finally {
      await local.close();
    }
    expect((await call(server.url, 'GET', `/db/schools/${R}pushed`)).status).toBe(404);
  });

  // Its checkpoints on the server: open-data-mirror.integration.test.ts.
  it('a stock PouchDB replicates every collection from the server', async () => {
    for (const collection of WRITTEN) {
      const local = new PouchDB<Record<string, unknown>>(path.join(localDir, collection));
      try {
        const result = await PouchDB.replicate(`${server.url}/db/${collection}`, local);
        expect(result.ok, collection).toBe(true);
        // Our documents, and nothing the server does not hold (a shared TEST_COUCHDB_URL store may hold more).
        expect(result.docs_written, collection).toBeGreaterThanOrEqual(PER_COLLECTION);
        const all = await local.allDocs({ include_docs: true });
        const onServer = new Set(await listIds(server.url, collection));
        for (const row of all.rows) expect(onServer.has(row.id), row.id).toBe(true);
        const localIds = all.rows.map((r) => r.id);
        for (let i = 0; i < PER_COLLECTION; i++) expect(localIds).toContain(sampleId(collection, `${R}${collection}-${i}`));
        const ours = all.rows.find((row) => row.id === sampleId(collection, `${R}${collection}-0`));
        expect(ours?.doc).toMatchObject({ id: sampleId(collection, `${R}${collection}-0`), updatedBy: server.adminEmail });
        // Incremental: the second run starts from its checkpoint.
        const again = await PouchDB.replicate(`${server.url}/db/${collection}`, local);
        expect(again.docs_read).toBeLessThan(PER_COLLECTION);
      } finally {
        await local.close();
      }
    }
  });

  it('nano reads the collections through /db', async () => {
    const couch = nano({ url: `${server.url}/db`, parseUrl: false } as nano.Configuration);
    const schools = couch.use<Record<string, unknown>>('schools');
    const list = await schools.list({ include_docs: true });
    const listed = list.rows.map((r) => r.id);
    for (let i = 0; i < PER_COLLECTION; i++) expect(listed).toContain(`${R}schools-${i}`);
    const one = await schools.get(`${R}schools-3`);
    expect(one).toMatchObject({ _id: `${R}schools-3`, id: `${R}schools-3`, name: `Harborview High School ${R}schools-3` });
    const info = await couch.use('teamStats').info();
    expect(info.doc_count).toBeGreaterThanOrEqual(PER_COLLECTION);
    const changes = await couch.use('games').changes({ since: 0, include_docs: true, limit: 5 });
    expect(changes.results).toHaveLength(5);
    await expect(schools.insert({ _id: `${R}nano-anon`, ...sampleDoc('schools', `${R}nano-anon`) })).rejects.toMatchObject({
      statusCode: 401,
    });
  });

  it('serves long-poll _changes that wakes up on a write', async () => {
    const info = await call(server.url, 'GET', '/db/rankings/');
    const since = String(info.body.update_seq);
    const token = await server.adminToken();
    // Uncompressed, so the answer's bytes arrive as the store sends them.
    const poll = await fetch(`${server.url}/db/rankings/_changes?feed=longpoll&since=${since}&include_docs=true&heartbeat=1000`, {
      headers: { accept: 'application/json', 'accept-encoding': 'identity' },
    });
    expect(poll.status).toBe(200);
    const reader = poll.body!.pipeThrough(new TextDecoderStream()).getReader();
    // With nothing to report the store opens its answer (or sends a heartbeat) and waits: the poll is parked.
    let text = (await reader.read()).value ?? '';
    expect(text).not.toContain(`${R}lp-1`);
    await call(server.url, 'PUT', `/db/rankings/${R}lp-1`, { body: sampleDoc('rankings', `${R}lp-1`), token });
    for (let part = await reader.read(); !part.done; part = await reader.read()) text += part.value;
    expect((JSON.parse(text) as { results: { id: string }[] }).results.map((r) => r.id)).toEqual([`${R}lp-1`]);
  });
});

import { COLLECTION_NAMES } from '../../src/shared/schemas/collections';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import nano from 'nano';
import PouchDB from 'pouchdb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../kit/server';
import { startStandaloneStore, startTestServer } from '../kit/server';
import { R, call, listIds, sampleDoc } from './server-helpers';

/** The same core checks with the server talking to a separate CouchDB-compatible server through nano. */
let store: { url: string; stop(): Promise<void> };
let server: TestServer;
let token: string;

beforeAll(async () => {
  store = await startStandaloneStore();
  server = await startTestServer({ couchdbUrl: store.url });
  token = await server.adminToken();
});
afterAll(async () => {
  await server?.stop();
  await store?.stop();
});

describe('COUCHDB_URL mode', () => {
  it('refuses anonymous writes and stores nothing, accepts admin writes', async () => {
    const anon = await call(server.url, 'PUT', `/db/schools/${R}cm-school`, { body: sampleDoc('schools', `${R}cm-school`) });
    expect(anon.status).toBe(401);
    expect(await listIds(server.url, 'schools')).not.toContain(`${R}cm-school`);
    const ok = await call(server.url, 'PUT', `/db/schools/${R}cm-school`, { body: sampleDoc('schools', `${R}cm-school`), token });
    expect(ok.status).toBe(201);
  });

  it('reports the external store', async () => {
    const health = await call(server.url, 'GET', '/api/health');
    expect(health.body).toMatchObject({ ok: true, store: 'couchdb', changeWatchers: COLLECTION_NAMES.length });
  });

  it('the store refuses requests without its credentials', async () => {
    const bare = new URL(store.url);
    const res = await fetch(`${bare.protocol}//${bare.host}/schools`);
    expect(res.status).toBe(401);
  });

  it('refuses invalid documents and bulk requests with one bad document, storing nothing', async () => {
    const bad = await call(server.url, 'PUT', `/db/games/${R}cm-bad`, { body: { ...sampleDoc('games', `${R}cm-bad`), status: 'NOPE' }, token });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('status');
    const docs = [{ ...sampleDoc('games', `${R}cm-g1`), _id: `${R}cm-g1` }, { ...sampleDoc('games', `${R}cm-g2`), _id: `${R}cm-g2`, location: '' }];
    const bulk = await call(server.url, 'POST', '/db/games/_bulk_docs', { body: { docs }, token });
    expect(bulk.status).toBe(400);
    const ids = await listIds(server.url, 'games');
    expect(ids.filter((id) => id.startsWith(`${R}cm-`))).toEqual([]);
  });

  it('refuses database administration and our private users database, and keeps serving', async () => {
    for (const [method, p] of [['PUT', '/db/newdb'], ['GET', '/db/liaa_users'], ['GET', '/db/_all_dbs'], ['PUT', '/db/schools/_security']]) {
      const reply = await call(server.url, method!, p!, { body: method === 'PUT' ? {} : undefined });
      expect([401, 403]).toContain(reply.status);
    }
    expect((await call(server.url, 'GET', '/api/health')).status).toBe(200);
  });

  it('a stock PouchDB replicates and nano reads through the server', async () => {
    // Its own document: the tests of this file run in any order (vitest --sequence.shuffle).
    expect((await call(server.url, 'PUT', `/db/schools/${R}cm-replicated`, { body: sampleDoc('schools', `${R}cm-replicated`), token })).status).toBe(201);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'liaa-pouch-cm-'));
    const local = new PouchDB(path.join(dir, 'schools'));
    try {
      const result = await PouchDB.replicate(`${server.url}/db/schools`, local);
      expect(result.ok).toBe(true);
      expect((await local.get(`${R}cm-replicated`))._id).toBe(`${R}cm-replicated`);
    } finally {
      await local.close();
      rmSync(dir, { recursive: true, force: true });
    }
    const couch = nano({ url: `${server.url}/db`, parseUrl: false } as nano.Configuration);
    expect(await couch.use<Record<string, unknown>>('schools').get(`${R}cm-replicated`)).toMatchObject({ id: `${R}cm-replicated` });
  });

  it('two servers on one store share tokens and change notices', async () => {
    // The same databases (the same prefix) as the first server: one association, two servers.
    const second = await startTestServer({ couchdbUrl: store.url, dbPrefix: server.dbPrefix });
    const abort = new AbortController();
    try {
      // The admin and the token secret live in the store: the first server's token works here.
      expect((await call(second.url, 'GET', '/api/auth/me', { token })).status).toBe(200);
      const res = await fetch(`${second.url}/api/changes`, { signal: abort.signal });
      const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
      let seen = '';
      const readUntil = async (text: string): Promise<void> => {
        const deadline = Date.now() + 15_000;
        while (!seen.includes(text) && Date.now() < deadline) {
          const { value, done } = await reader.read();
          if (done) break;
          seen += value;
        }
      };
      // The stream's opening is sent as it joins the second server's hub, which watches the store since it started.
      await readUntil('event: hello');
      expect(seen).toContain('event: hello');
      await call(server.url, 'PUT', `/db/articles/${R}cm-article`, { body: sampleDoc('articles', `${R}cm-article`), token });
      await readUntil(`${R}cm-article`);
      const notice = seen.split('\n\n').find((block) => block.includes(`${R}cm-article`)) ?? '';
      expect(notice).toMatch(/^event: change\ndata: \{"collection":"articles"/);
    } finally {
      abort.abort();
      await second.stop();
    }
  });

  it('a server restart keeps the documents in the store', async () => {
    expect((await call(server.url, 'PUT', `/db/schools/${R}cm-kept`, { body: sampleDoc('schools', `${R}cm-kept`), token })).status).toBe(201);
    await server.restart();
    expect((await call(server.url, 'GET', `/db/schools/${R}cm-kept`)).body.id).toBe(`${R}cm-kept`);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTION_NAMES, SERVER_WRITTEN_COLLECTIONS } from '../../src/shared/schemas/collections';
import type { TestServer } from '../kit/server';
import { startTestServer } from '../kit/server';
import { R, call, listIds, sampleDoc, sampleId } from './server-helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

describe('documents survive restarts', () => {
  it('a graceful restart keeps every document of every collection', async () => {
    const token = await server.adminToken();
    // A collection only the server writes has no /db write to keep.
    const written = COLLECTION_NAMES.filter((collection) => !SERVER_WRITTEN_COLLECTIONS.has(collection));
    for (const collection of written) {
      const id = sampleId(collection, `${R}keep-1`);
      const reply = await call(server.url, 'PUT', `/db/${collection}/${encodeURIComponent(id)}`, { body: sampleDoc(collection, id), token });
      expect(reply.status).toBe(201);
    }
    await server.restart();
    for (const collection of written) {
      const id = sampleId(collection, `${R}keep-1`);
      const doc = await call(server.url, 'GET', `/db/${collection}/${encodeURIComponent(id)}`);
      expect(doc.status, collection).toBe(200);
      expect(doc.body.id).toBe(id);
    }
  });

  it('an acknowledged write survives SIGKILL, and the server works after it', async () => {
    const token = await server.adminToken();
    const docs = Array.from({ length: 50 }, (_, i) => ({ ...sampleDoc('games', `${R}kill-${i}`), _id: `${R}kill-${i}` }));
    const reply = await call(server.url, 'POST', '/db/games/_bulk_docs', { body: { docs }, token });
    expect(reply.status).toBe(201);
    await server.kill();
    expect((await fetch(`${server.url}/api/health`).catch(() => null)) === null).toBe(true);
    await server.restart();
    const ids = await listIds(server.url, 'games');
    expect(ids.filter((id) => id.startsWith(`${R}kill-`))).toHaveLength(50);
    const after = await call(server.url, 'PUT', `/db/games/${R}after-kill`, { body: sampleDoc('games', `${R}after-kill`), token });
    expect(after.status).toBe(201);
  });
});

describe('demo data and player stats', () => {
  it('loads the demo association once on an empty store, not again on restart', async () => {
    // An empty store: on a shared external CouchDB (TEST_COUCHDB_URL) too, the server's databases are its own (test kit: dbPrefix).
    const demo = await startTestServer({ demoData: true });
    try {
      const schools = await listIds(demo.url, 'schools');
      expect(schools.length).toBeGreaterThanOrEqual(19);
      const counts: Record<string, unknown> = {};
      for (const c of COLLECTION_NAMES) counts[c] = (await call(demo.url, 'GET', `/db/${c}/`)).body.doc_count;
      expect(Number(counts.games)).toBeGreaterThan(0);
      await demo.restart();
      for (const c of COLLECTION_NAMES) {
        expect((await call(demo.url, 'GET', `/db/${c}/`)).body.doc_count, c).toBe(counts[c]);
      }
    } finally {
      await demo.stop();
    }
  });

  it('GET /api/stats/sport/:sport answers both spellings with that sport only', async () => {
    const token = await server.adminToken();
    const soccer: Record<string, unknown> = { ...sampleDoc('playerStats', `${R}ps-soccer`), sport: 'soccer-boys', division: '3A', goals: 4 };
    delete soccer.passingYards;
    delete soccer.passingTouchdowns;
    const alias = { ...soccer, id: `${R}ps-soccer-alias`, sport: 'boys-soccer' };
    for (const doc of [soccer, alias, sampleDoc('playerStats', `${R}ps-football`)]) {
      const reply = await call(server.url, 'PUT', `/db/playerStats/${String(doc.id)}`, { body: doc, token });
      expect(reply.status, reply.text).toBe(201);
    }
    for (const spelling of ['soccer-boys', 'boys-soccer', 'Boys-Soccer']) {
      const reply = await call(server.url, 'GET', `/api/stats/sport/${spelling}`);
      expect(reply.status).toBe(200);
      const lines = JSON.parse(reply.text) as Record<string, unknown>[];
      expect(lines.every((l) => l.sport === 'soccer-boys' || l.sport === 'boys-soccer')).toBe(true);
      const ours = lines.map((l) => String(l.id)).filter((id) => id.startsWith(R));
      expect(ours.sort()).toEqual([`${R}ps-soccer`, `${R}ps-soccer-alias`]);
      expect(lines[0]).not.toHaveProperty('_rev');
      expect(lines.find((l) => l.id === `${R}ps-soccer`)).toMatchObject({ goals: 4, playerName: 'Sam Rivera' });
    }
    expect((await call(server.url, 'GET', '/api/stats/sport/quidditch')).status).toBe(404);
  });
});

import { addRxPlugin, createRxDatabase } from 'rxdb/plugins/core';
import { RxDBLocalDocumentsPlugin } from 'rxdb/plugins/local-documents';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mergeConflictHandler } from '../../src/data/conflictHandler';
import type { AppDatabase } from '../../src/data/database';
import { createAppDatabase } from '../../src/data/database';
import { getMemoryStorage } from '../../src/data/storage';
import { startSync } from '../../src/data/sync/startSync';
import { gamesSchema } from '../../src/shared/schemas/games.schema';
import { waitFor } from '../kit/client';
import type { TestServer } from '../kit/server';
import { startTestServer } from '../kit/server';
import { makeGame } from './sync-fixtures';

/** The games schema as version 0 stored it: no (status, time) index. */
function gamesSchemaV0() {
  const { indexes: _indexes, ...rest } = gamesSchema;
  const { maxLength: _maxLength, ...status } = gamesSchema.properties.status;
  return { ...rest, version: 0, properties: { ...gamesSchema.properties, status } };
}

/** A device as the previous release left it: games stored with schema version 0. */
async function openV0(name: string): Promise<AppDatabase> {
  addRxPlugin(RxDBLocalDocumentsPlugin);
  const db = await createRxDatabase({ name, storage: getMemoryStorage(), multiInstance: false, localDocuments: true });
  await db.addCollections({ games: { schema: gamesSchemaV0(), conflictHandler: mergeConflictHandler } });
  return db as unknown as AppDatabase;
}

const openV1 = (name: string) => createAppDatabase({ name, storage: getMemoryStorage(), multiInstance: false, collections: ['games'] });
const syncOptions = (server: TestServer, token: string | null) => ({
  baseUrl: server.url,
  getToken: () => token,
  waitForLeadership: false,
  retryTime: 100,
  silenceTimeout: 5_000,
});

async function serverRev(server: TestServer, id: string): Promise<string> {
  const res = await fetch(`${server.url}/db/games/${id}`);
  return ((await res.json()) as { _rev: string })._rev;
}

describe('sync: a device upgraded to a newer games schema', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("keeps an admin's unsynced edit through the upgrade and pushes only that", async () => {
    const token = await server.adminToken();
    const name = `migrate-admin-${Date.now()}`;
    const old = await openV0(name);
    const oldSync = startSync(old, syncOptions(server, token));
    await old.games.bulkInsert(['m1', 'm2', 'm3'].map((id) => makeGame(id, { status: 'FINAL', time: `2025-03-0${id.slice(1)}T18:00:00.000Z` })));
    await oldSync.awaitInSync();
    await waitFor(async () => (await fetch(`${server.url}/db/games/m3`)).ok, { message: 'games on the server' });
    await oldSync.stop();
    // Offline, before the update arrives: an edit that has not reached the server.
    await (await old.games.findOne('m1').exec())!.incrementalPatch({ notes: 'entered offline before the update', updatedAt: Date.now() });
    await old.close();
    const untouched = { m2: await serverRev(server, 'm2'), m3: await serverRev(server, 'm3') };

    const db = await openV1(name);
    try {
      expect((await db.games.findOne('m1').exec())?.notes).toBe('entered offline before the update');
      // Only this test's games: against a shared external store other files' games are there too.
      const latest = await db.games.find({ selector: { status: 'FINAL', id: { $in: ['m1', 'm2', 'm3'] } }, sort: [{ time: 'desc' }], limit: 2 }).exec();
      expect(latest.map((doc) => doc.id)).toEqual(['m3', 'm2']);
      const sync = startSync(db, syncOptions(server, token));
      await waitFor(
        async () => ((await (await fetch(`${server.url}/db/games/m1`)).json()) as { notes?: string }).notes === 'entered offline before the update',
        { message: 'the offline edit reaches the server after the upgrade' },
      );
      await sync.awaitInSync();
      expect(sync.getState().pending).toBe(0);
      expect({ m2: await serverRev(server, 'm2'), m3: await serverRev(server, 'm3') }).toEqual(untouched);
      await sync.stop();
    } finally {
      await db.close();
    }
  });

  it("leaves a fan's device in sync, with nothing to push and no sign-in asked", async () => {
    const token = await server.adminToken();
    for (const id of ['f1', 'f2', 'f3']) {
      const res = await fetch(`${server.url}/db/games/${id}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(makeGame(id, { status: 'FINAL' })),
      });
      expect(res.status).toBe(201);
    }
    const name = `migrate-fan-${Date.now()}`;
    const old = await openV0(name);
    const oldSync = startSync(old, syncOptions(server, null));
    await waitFor(async () => (await old.games.count().exec()) >= 3, { message: 'fan pulled the games' });
    await oldSync.awaitInSync();
    await oldSync.stop();
    const count = await old.games.count().exec();
    await old.close();

    const db = await openV1(name);
    try {
      expect(await db.games.count().exec()).toBe(count);
      const sync = startSync(db, syncOptions(server, null));
      await sync.awaitInSync();
      const state = sync.getState();
      expect(state.authRequired).toBe(false);
      expect(state.error).toBeNull();
      expect(state.pending).toBe(0);
      await sync.stop();
    } finally {
      await db.close();
    }
  });
});

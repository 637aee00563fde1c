import { IDBObjectStore } from 'fake-indexeddb';
import { describe, expect, it, vi } from 'vitest';
import type { TestClient } from '../kit/client';
import { createTestClient, startNetworkSwitch, waitFor } from '../kit/client';
import { deviceFixture } from './device-fixture';
import { makeGame, makeSchool, writeDocs } from './sync-fixtures';

/**
 * Every pull of a browser runs where its storage is (`runCatchUp`, docs/design/sync.md §14): the
 * storage worker fetches, parses and writes the pages; RxDB on the page gets only what a pull
 * leaves. Here the test kit runs it in process (`pageWrites`), against the real server.
 */
describe('sync: pulls run where the storage is', () => {
  const t = deviceFixture();

  async function serverSchoolIds(): Promise<string[]> {
    const res = await fetch(`${t.server.url}/db/schools/_all_docs`);
    const body = (await res.json()) as { rows: { id: string }[] };
    return body.rows.map((row) => row.id).filter((id) => !id.startsWith('_design/'));
  }

  async function localSchoolIds(device: TestClient): Promise<string[]> {
    return (await device.db.schools.find().exec()).map((doc) => doc.id);
  }

  it('a first sync is stored page by page by the catch-up, and a later change still reaches the device', async () => {
    await writeDocs(t.server, t.adminToken, Array.from({ length: 250 }, (_, i) => ({ ...makeSchool(`catch-${i}`), _id: `catch-${i}` })), 'schools');
    const expected = await serverSchoolIds();
    const device = await createTestClient(t.server, { collections: ['schools'], pageWrites: true, syncOptions: { batchSize: 10, catchUpBatchSize: 100 } });
    t.client = device;
    await device.sync.awaitInSync();
    expect((await localSchoolIds(device)).sort()).toEqual(expected.sort());
    // A first page of 10, then pages of 100: each one stored by the catch-up, not by RxDB.
    expect(device.catchUps.pages).toBeGreaterThanOrEqual(Math.ceil(expected.length / 100));
    const [stored] = await device.db.schools.storageInstance.findDocumentsById(['catch-0'], true);
    expect((stored._meta as { o?: { _rev: number } }).o?._rev).toBe(1);

    // A live change: a short pull, handed to RxDB as read.
    const pulls = device.catchUps.pulls;
    const res = await fetch(`${t.server.url}/db/schools/catch-0`);
    const doc = (await res.json()) as Record<string, unknown>;
    await writeDocs(t.server, t.adminToken, [{ ...doc, name: 'Renamed on the server' }], 'schools');
    await waitFor(async () => (await device.db.schools.findOne('catch-0').exec())?.name === 'Renamed on the server', { message: 'the renamed school on the device' });
    expect(device.catchUps.pulls).toBeGreaterThan(pulls);
  });

  it("on the browser's storage, a first sync's documents are added without a read, and changes made during and after it reach a live query", async () => {
    await writeDocs(t.server, t.adminToken, Array.from({ length: 120 }, (_, i) => ({ ...makeSchool(`dexie-${i}`), _id: `dexie-${i}` })), 'schools');
    const rename = async (id: string, name: string) => {
      const doc = (await (await fetch(`${t.server.url}/db/schools/${id}`)).json()) as Record<string, unknown>;
      await writeDocs(t.server, t.adminToken, [{ ...doc, name }], 'schools');
    };
    // Mid-way through the first sync (its third page asked for), a school it already stored changes on the server.
    let pagesAsked = 0;
    const fetchDuringSync: typeof fetch = async (input, init) => {
      if (String(input).includes('/_changes') && ++pagesAsked === 3) await rename('dexie-0', 'Renamed during the first sync');
      return fetch(input, init);
    };
    // IndexedDB's `add` is how a page's new documents are stored (sync/insertNew.ts).
    const adds = vi.spyOn(IDBObjectStore.prototype, 'add');
    const seen: (string | undefined)[] = [];
    let subscription: { unsubscribe(): void } | undefined;
    try {
      const device = await createTestClient(t.server, { collections: ['schools'], pageWrites: true, storage: 'dexie', syncOptions: { batchSize: 10, catchUpBatchSize: 40, fetch: fetchDuringSync } });
      t.client = device;
      subscription = device.db.schools.findOne('dexie-0').$.subscribe((doc) => seen.push(doc?.name));
      await device.sync.awaitInSync();
      expect((await localSchoolIds(device)).sort()).toEqual((await serverSchoolIds()).sort());
      expect(device.catchUps.pages).toBeGreaterThan(2);
      expect(adds.mock.calls.length).toBeGreaterThanOrEqual(120);
      await waitFor(() => seen.at(-1) === 'Renamed during the first sync', { message: `the change made during the first sync in the live query (saw ${JSON.stringify(seen)})` });

      // After it: a live pull changes a document the catch-up added.
      await rename('dexie-1', 'Renamed after');
      await waitFor(async () => (await device.db.schools.findOne('dexie-1').exec())?.name === 'Renamed after', { message: 'the change after the first sync on the device' });
      await rename('dexie-0', 'Renamed again');
      await waitFor(() => seen.at(-1) === 'Renamed again', { message: `the change after the first sync in the live query (saw ${JSON.stringify(seen)})` });
    } finally {
      subscription?.unsubscribe();
      adds.mockRestore();
    }
  });

  it("a game changed during a fan's first read of the season comes twice in one page: the device stores it and tells the page", async () => {
    await writeDocs(t.server, t.adminToken, [{ ...makeGame('twice-0'), _id: 'twice-0' }, { ...makeGame('twice-1'), _id: 'twice-1' }]);
    // The season's first read noted where the feed stood (the database's update_seq); before its
    // `_find`, the game starts. The `_find` then gives the started game, and so do the changes since.
    let started = false;
    const startDuringFirstRead: typeof fetch = async (input, init) => {
      const answer = await fetch(input, init);
      if (String(input).endsWith('/db/games/') && !started) {
        started = true;
        const doc = (await (await fetch(`${t.server.url}/db/games/twice-0`)).json()) as Record<string, unknown>;
        await writeDocs(t.server, t.adminToken, [{ ...doc, status: 'LIVE' }]);
      }
      return answer;
    };
    const device = await createTestClient(t.server, { collections: ['games'], pageWrites: true, storage: 'dexie', syncOptions: { fetch: startDuringFirstRead } });
    t.client = device;
    const seen: (string | undefined)[] = [];
    const subscription = device.db.games.findOne('twice-0').$.subscribe((doc) => seen.push(doc?.status));
    try {
      await device.sync.awaitInSync();
      expect(started).toBe(true);
      const [stored] = await device.db.games.storageInstance.findDocumentsById(['twice-0'], true);
      expect(stored.status).toBe('LIVE');
      await waitFor(() => seen.at(-1) === 'LIVE', { message: `the game's later state in the live query (saw ${JSON.stringify(seen)})` });
    } finally {
      subscription.unsubscribe();
    }
  });

  it("a collection smaller than a page is stored by the catch-up too: RxDB's downstream gets nothing of a first sync", async () => {
    await writeDocs(t.server, t.adminToken, Array.from({ length: 5 }, (_, i) => ({ ...makeSchool(`small-${i}`), _id: `small-${i}` })), 'schools');
    const expected = await serverSchoolIds();
    // One page holds every school: the first pull is short.
    const device = await createTestClient(t.server, { collections: ['schools'], pageWrites: true, syncOptions: { batchSize: expected.length + 10 } });
    t.client = device;
    await device.sync.awaitInSync();
    expect((await localSchoolIds(device)).sort()).toEqual(expected.sort());
    expect(device.catchUps.pages).toBe(1);
    const [stored] = await device.db.schools.storageInstance.findDocumentsById(['small-4'], true);
    expect((stored._meta as { o?: { _rev: number } }).o?._rev).toBe(1);
  });

  it('a pull the network fails is retried through the catch-up, which goes on storing pages', async () => {
    t.net = await startNetworkSwitch(t.server);
    let failedPulls = 0;
    const countingFetch: typeof fetch = async (input, init) => {
      try {
        return await fetch(input, init);
      } catch (error) {
        if (String(input).includes('/_changes')) failedPulls += 1;
        throw error;
      }
    };
    const device = await createTestClient(t.server, { baseUrl: t.net.url, collections: ['schools'], pageWrites: true, syncOptions: { batchSize: 10, catchUpBatchSize: 100, fetch: countingFetch } });
    t.client = device;
    await device.sync.awaitInSync();
    await t.net.goOffline();
    await waitFor(() => !device.sync.getState().online, { message: 'the device offline' });

    await writeDocs(t.server, t.adminToken, Array.from({ length: 150 }, (_, i) => ({ ...makeSchool(`later-${i}`), _id: `later-${i}` })), 'schools');
    const pages = device.catchUps.pages;
    // A pull asked for while offline fails in the catch-up, for the network.
    device.sync.reconnect();
    await waitFor(() => failedPulls > 0, { message: 'a pull failed offline' });
    expect(device.sync.getState().error?.kind).toBe('network');
    await t.net.goOnline();
    device.sync.reconnect();
    await waitFor(async () => (await localSchoolIds(device)).filter((id) => id.startsWith('later-')).length === 150, { message: 'the 150 new schools on the device' });
    await device.sync.awaitInSync();
    expect((await localSchoolIds(device)).sort()).toEqual((await serverSchoolIds()).sort());
    // The network's failure (a SyncError) did not turn the catch-up off: the new pages were its.
    expect(device.catchUps.pages).toBeGreaterThan(pages);
    const [stored] = await device.db.schools.storageInstance.findDocumentsById(['later-149'], true);
    expect((stored._meta as { o?: { _rev: number } }).o?._rev).toBe(1);
  });
});

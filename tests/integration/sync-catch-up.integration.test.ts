import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { NetworkSwitch, TestClient } from '../kit/client';
import { createTestClient, startNetworkSwitch, waitFor } from '../kit/client';
import type { TestServer } from '../kit/server';
import { startTestServer } from '../kit/server';
import { makeSchool, writeDocs } from './sync-fixtures';

/**
 * Every pull of a browser runs where its storage is (`runCatchUp`, docs/design/sync.md §14): the
 * storage worker fetches, parses and writes the pages; RxDB on the page gets only what a pull
 * leaves. Here the test kit runs it in process (`pageWrites`), against the real server.
 */
describe('sync: pulls run where the storage is', () => {
  let server: TestServer;
  let adminToken: string;
  let client: TestClient | null = null;
  let net: NetworkSwitch | null = null;

  beforeAll(async () => {
    server = await startTestServer();
    adminToken = await server.adminToken();
  });
  afterEach(async () => {
    await client?.close();
    await net?.close();
    client = null;
    net = null;
  });
  afterAll(async () => {
    await server?.stop();
  });

  async function serverSchoolIds(): Promise<string[]> {
    const res = await fetch(`${server.url}/db/schools/_all_docs`);
    const body = (await res.json()) as { rows: { id: string }[] };
    return body.rows.map((row) => row.id).filter((id) => !id.startsWith('_design/'));
  }

  async function localSchoolIds(device: TestClient): Promise<string[]> {
    return (await device.db.schools.find().exec()).map((doc) => doc.id);
  }

  it('a first sync is stored page by page by the catch-up, and a later change still reaches the device', async () => {
    await writeDocs(server, adminToken, Array.from({ length: 250 }, (_, i) => ({ ...makeSchool(`catch-${i}`), _id: `catch-${i}` })), 'schools');
    const expected = await serverSchoolIds();
    client = await createTestClient(server, { collections: ['schools'], pageWrites: true, syncOptions: { batchSize: 10, catchUpBatchSize: 100 } });
    await client.sync.awaitInSync();
    expect((await localSchoolIds(client)).sort()).toEqual(expected.sort());
    // A first page of 10, then pages of 100: each one stored by the catch-up, not by RxDB.
    expect(client.catchUps.pages).toBeGreaterThanOrEqual(Math.ceil(expected.length / 100));
    const [stored] = await client.db.schools.storageInstance.findDocumentsById(['catch-0'], true);
    expect((stored._meta as { o?: { _rev: number } }).o?._rev).toBe(1);

    // A live change: a short pull, handed to RxDB as read.
    const pulls = client.catchUps.pulls;
    const res = await fetch(`${server.url}/db/schools/catch-0`);
    const doc = (await res.json()) as Record<string, unknown>;
    await writeDocs(server, adminToken, [{ ...doc, name: 'Renamed on the server' }], 'schools');
    const device = client;
    await waitFor(async () => (await device.db.schools.findOne('catch-0').exec())?.name === 'Renamed on the server', { message: 'the renamed school on the device' });
    expect(client.catchUps.pulls).toBeGreaterThan(pulls);
  });

  it('a pull the network fails is retried through the catch-up, which goes on storing pages', async () => {
    net = await startNetworkSwitch(server);
    let failedPulls = 0;
    const countingFetch: typeof fetch = async (input, init) => {
      try {
        return await fetch(input, init);
      } catch (error) {
        if (String(input).includes('/_changes')) failedPulls += 1;
        throw error;
      }
    };
    client = await createTestClient(server, { baseUrl: net.url, collections: ['schools'], pageWrites: true, syncOptions: { batchSize: 10, catchUpBatchSize: 100, fetch: countingFetch } });
    await client.sync.awaitInSync();
    const device = client;
    await net.goOffline();
    await waitFor(() => !device.sync.getState().online, { message: 'the device offline' });

    await writeDocs(server, adminToken, Array.from({ length: 150 }, (_, i) => ({ ...makeSchool(`later-${i}`), _id: `later-${i}` })), 'schools');
    const pages = client.catchUps.pages;
    // A pull asked for while offline fails in the catch-up, for the network.
    client.sync.reconnect();
    await waitFor(() => failedPulls > 0, { message: 'a pull failed offline' });
    expect(client.sync.getState().error?.kind).toBe('network');
    await net.goOnline();
    client.sync.reconnect();
    await waitFor(async () => (await localSchoolIds(device)).filter((id) => id.startsWith('later-')).length === 150, { message: 'the 150 new schools on the device' });
    await client.sync.awaitInSync();
    expect((await localSchoolIds(client)).sort()).toEqual((await serverSchoolIds()).sort());
    // The network's failure (a SyncError) did not turn the catch-up off: the new pages were its.
    expect(client.catchUps.pages).toBeGreaterThan(pages);
    const [stored] = await client.db.schools.storageInstance.findDocumentsById(['later-149'], true);
    expect((stored._meta as { o?: { _rev: number } }).o?._rev).toBe(1);
  });
});

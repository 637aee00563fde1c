import { describe, expect, it } from 'vitest';
import type { TestClient } from '../kit/client';
import { createTestClient, startNetworkSwitch, waitFor } from '../kit/client';
import { deviceFixture } from './device-fixture';
import type { SchoolDoc } from '../../src/shared/schemas/schools.schema';
import { accountToken } from './server-helpers';
import { makeSchool, writeDocs } from './sync-fixtures';

/**
 * A device whose documents came in catch-up pages (written whole, with no meta document each:
 * docs/design/sync.md §14) still merges an offline edit from the state the document was pulled in:
 * the edit records it (`src/data/sync/pulledBase.ts`). Without that record the push knows no base,
 * and the merge lets the later document win every field it differs in.
 */
describe('sync: an edit of a document stored by a catch-up page', () => {
  const t = deviceFixture();

  async function serverSchool(id: string): Promise<{ status: number; doc: (SchoolDoc & { _rev: string; _deleted?: boolean }) | null }> {
    const res = await fetch(`${t.server.url}/db/schools/${id}`);
    return { status: res.status, doc: res.ok ? ((await res.json()) as SchoolDoc & { _rev: string }) : null };
  }

  /** Another admin's edit, straight to the server. */
  async function editOnServer(id: string, change: Partial<SchoolDoc>): Promise<void> {
    const { doc } = await serverSchool(id);
    if (!doc) throw new Error(`no ${id} on the server`);
    const res = await fetch(`${t.server.url}/db/schools/${id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${t.adminToken}` },
      body: JSON.stringify({ ...doc, ...change }),
    });
    expect(res.status).toBe(201);
  }

  /** A device that pulled `ids` in pages of one document, each written whole, then went offline. */
  async function deviceHolding(ids: string[]): Promise<TestClient> {
    const account = await accountToken(t.server, `pages-${ids[0]}@liaa.test`);
    const net = await startNetworkSwitch(t.server);
    t.net = net;
    const client = await createTestClient(t.server, {
      token: account.token,
      baseUrl: net.url,
      collections: ['schools'],
      pageWrites: true,
      syncOptions: { batchSize: 1 },
    });
    t.client = client;
    const db = client.db;
    await waitFor(async () => (await db.schools.findByIds(ids).exec()).size === ids.length, { message: 'the schools on the device' });
    await client.sync.awaitInSync();
    // Stored by the page writer: RxDB's downstream mark names the document's own revision.
    const [stored] = await db.schools.storageInstance.findDocumentsById([ids[0]], true);
    expect((stored._meta as { o?: { _rev: number } }).o?._rev).toBe(1);
    await net.goOffline();
    await waitFor(() => !client.sync.getState().online, { message: 'the device offline' });
    return client;
  }

  async function settled(device: TestClient): Promise<void> {
    await waitFor(() => device.sync.getState().pending === 0 && device.sync.getState().online, {
      message: 'back online with nothing pending',
    });
    await device.sync.awaitInSync();
  }

  it('keeps this device\'s field and the other admin\'s later field', async () => {
    const t0 = Date.now();
    await writeDocs(t.server, t.adminToken, [makeSchool('base-a1', { updatedAt: t0 }), makeSchool('base-a2', { updatedAt: t0 })], 'schools');
    const device = await deviceHolding(['base-a1', 'base-a2']);

    const doc = await device.db.schools.findOne('base-a1').exec();
    await doc!.incrementalModify((data) => ({ ...data, name: 'Renamed offline', updatedAt: t0 + 100 }));
    // Later than the device's edit: without the base, this whole document would win.
    await editOnServer('base-a1', { location: 'Moved meanwhile', updatedAt: t0 + 200 });

    await t.net!.goOnline();
    await settled(device);
    await waitFor(async () => (await serverSchool('base-a1')).doc?.name === 'Renamed offline', { message: 'the device\'s name on the server' });
    const onServer = (await serverSchool('base-a1')).doc;
    expect(onServer).toMatchObject({ name: 'Renamed offline', location: 'Moved meanwhile' });
    await waitFor(async () => (await device.db.schools.findOne('base-a1').exec())?.location === 'Moved meanwhile', { message: 'the other admin\'s location on the device' });
    expect((await device.db.schools.findOne('base-a1').exec())?.name).toBe('Renamed offline');
  });

  it('deletes a document removed offline although another admin edited it meanwhile', async () => {
    const t0 = Date.now();
    await writeDocs(t.server, t.adminToken, [makeSchool('base-d1', { updatedAt: t0 }), makeSchool('base-d2', { updatedAt: t0 })], 'schools');
    const device = await deviceHolding(['base-d1', 'base-d2']);

    await (await device.db.schools.findOne('base-d1').exec())!.remove();
    await editOnServer('base-d1', { location: 'Edited meanwhile', updatedAt: t0 + 200 });

    await t.net!.goOnline();
    await settled(device);
    // Deleting is an explicit admin action: it wins over a concurrent edit of the document it saw.
    await waitFor(async () => (await serverSchool('base-d1')).status === 404, { message: 'the school deleted on the server' });
    expect(await device.db.schools.findOne('base-d1').exec()).toBeNull();
    expect((await serverSchool('base-d2')).status).toBe(200);
  });
});

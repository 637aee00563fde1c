import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../kit/client';
import { createTestClient, waitFor } from '../kit/client';
import type { TestServer } from '../kit/server';
import { startTestServer } from '../kit/server';
import { makeGame, makeSchool } from './sync-fixtures';

describe('sync: live replication through the change stream', () => {
  let server: TestServer;
  let a: TestClient;
  let b: TestClient;

  beforeAll(async () => {
    server = await startTestServer();
    const token = await server.adminToken();
    a = await createTestClient(server, { token, collections: ['games', 'schools'] });
    b = await createTestClient(server, { collections: ['games', 'schools'] });
    await Promise.all([a.sync.awaitInSync(), b.sync.awaitInSync()]);
  });

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await server?.stop();
  });

  it('shows a write of client A on client B without a manual resync', async () => {
    await waitFor(() => b.sync.getState().online, { message: 'client B change stream connected' });
    await a.db.games.insert(makeGame('live-1', { notes: 'from A' }));
    const seen = await waitFor(() => b.db.games.findOne('live-1').exec(), { message: 'game live-1 on client B' });
    expect(seen.notes).toBe('from A');
    await waitFor(() => a.sync.getState().pending === 0, { message: 'client A has nothing pending' });
    expect(a.sync.getState()).toMatchObject({ online: true, error: null, authRequired: false });
    expect(a.sync.getState().lastSyncedAt).not.toBeNull();
  });

  it('removes on client B a document the admin deletes on client A', async () => {
    await a.db.schools.insert(makeSchool('school-del'));
    await waitFor(() => b.db.schools.findOne('school-del').exec(), { message: 'school on client B' });
    const doc = await a.db.schools.findOne('school-del').exec();
    await doc?.remove();
    await waitFor(async () => (await b.db.schools.findOne('school-del').exec()) === null, {
      message: 'school gone on client B',
    });
    const res = await fetch(`${server.url}/db/schools/school-del`);
    expect(res.status).toBe(404);
  });

  it('fills a bare CouchDB tombstone (DELETE by a stock client) up to a schema-valid document', async () => {
    await a.db.schools.insert(makeSchool('school-curl'));
    await waitFor(() => b.db.schools.findOne('school-curl').exec(), { message: 'school on client B' });
    await a.sync.awaitInSync();
    const token = await server.adminToken();
    const current = (await (await fetch(`${server.url}/db/schools/school-curl`)).json()) as { _rev: string };
    const del = await fetch(`${server.url}/db/schools/school-curl?rev=${current._rev}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(del.ok).toBe(true);
    await waitFor(async () => (await b.db.schools.findOne('school-curl').exec()) === null, {
      message: 'stub-tombstoned school gone on client B',
    });
    await waitFor(async () => (await a.db.schools.findOne('school-curl').exec()) === null, {
      message: 'stub-tombstoned school gone on client A',
    });
    expect(b.sync.getState().error).toBeNull();
  });
});

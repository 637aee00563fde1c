import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { NetworkSwitch, TestClient } from '../kit/client';
import { createTestClient, startNetworkSwitch, waitFor } from '../kit/client';
import type { TestServer } from '../kit/server';
import { startTestServer } from '../kit/server';
import { makeGame, makeSchool } from './sync-fixtures';

describe('sync: restarts and reloads', () => {
  let server: TestServer;
  const clients: TestClient[] = [];
  const switches: NetworkSwitch[] = [];

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterEach(async () => {
    for (const client of clients.splice(0)) await client.close();
    for (const net of switches.splice(0)) await net.close();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('catches up after the server restarts under a connected client, without being recreated', async () => {
    const fan = await createTestClient(server, { collections: ['games'] });
    clients.push(fan);
    await waitFor(() => fan.sync.getState().online, { message: 'fan online' });
    const before = makeGame('before-restart');
    const admin = await createTestClient(server, { token: await server.adminToken(), collections: ['games'] });
    clients.push(admin);
    await admin.db.games.insert(before);
    await waitFor(() => fan.db.games.findOne('before-restart').exec(), { message: 'first game on the fan' });

    await server.restart();
    await admin.db.games.insert(makeGame('after-restart', { notes: 'written after the restart' }));

    const seen = await waitFor(() => fan.db.games.findOne('after-restart').exec(), {
      message: 'game written after the restart reaches the connected fan',
      timeout: 30_000,
    });
    expect(seen.notes).toBe('written after the restart');
    await waitFor(() => fan.sync.getState().online, { message: 'fan online again' });
    expect(fan.sync.getState().error).toBeNull();
    // A server restart (tsx start-up) takes many seconds on a loaded machine: a wait, not a measure.
  }, 120_000);

  it('keeps the pending count across a reload while offline, then pushes everything', async () => {
    const net = await startNetworkSwitch(server);
    switches.push(net);
    const name = `reload-client-${Date.now()}`;
    const options = { token: await server.adminToken(), baseUrl: net.url, collections: ['schools'] as const, name };
    let admin = await createTestClient(server, options);
    await admin.db.schools.insert(makeSchool('reload-0'));
    await waitFor(() => admin.sync.getState().pending === 0 && admin.sync.getState().lastSyncedAt !== null, {
      message: 'first school pushed',
    });

    await net.goOffline();
    await waitFor(() => !admin.sync.getState().online, { message: 'offline' });
    await admin.db.schools.insert(makeSchool('reload-1'));
    await admin.db.schools.insert(makeSchool('reload-2'));
    expect(admin.sync.getState().pending).toBe(2);
    await admin.close();

    admin = await createTestClient(server, options);
    clients.push(admin);
    await waitFor(() => admin.sync.getState().pending === 2, { message: 'pending count restored after reload' });
    expect(admin.sync.getState().online).toBe(false);
    expect(admin.sync.getState().lastSyncedAt).not.toBeNull();

    await net.goOnline();
    await waitFor(() => admin.sync.getState().pending === 0, { message: 'both schools pushed after reconnect' });
    for (const id of ['reload-1', 'reload-2']) {
      expect((await fetch(`${server.url}/db/schools/${id}`)).status).toBe(200);
    }
  });
});

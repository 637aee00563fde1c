import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameDoc } from '../../src/shared/schemas/games.schema';
import { createTestClient, startNetworkSwitch, waitFor } from '../kit/client';
import type { TestServer } from '../kit/server';
import { startTestServer } from '../kit/server';
import { accountToken, call } from './server-helpers';
import { makeGame, makeSchool } from './sync-fixtures';

/**
 * Issue 16: a push the server refuses for the account's role or schools (a 403) is not an expired
 * session. A school scorekeeper whose school the admin took off the account while the device was
 * offline edits that school's game, then reconnects: the edit stays on the device (pending, never
 * dropped, through several refused pushes), the sync state says `forbidden` and not that a sign-in
 * is needed, and nothing of it reaches the server. Once the admin gives the school back, it pushes.
 */
describe('sync: a push refused for the role stays on the device, and is not a sign-in to ask for', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('keeps the edit pending with the server\'s reason, says forbidden (not authRequired), stores nothing; pushes once allowed again', async () => {
    const stamp = Date.now();
    const [A, B] = [`role-a-${stamp}`, `role-b-${stamp}`];
    const gameId = `role-game-${stamp}`;
    const admin = await server.adminToken();
    for (const [id, name] of [[A, 'Harborview High School'], [B, 'Maple Ridge Academy']] as const) {
      const put = await call(server.url, 'PUT', `/db/schools/${id}`, { token: admin, body: makeSchool(id, { name, updatedBy: server.adminEmail }) });
      expect(put.status, put.text).toBe(201);
    }
    const game = makeGame(gameId, { homeSchoolId: A, homeSchoolName: 'Harborview High School', awayName: 'Cedar Point High', location: 'Harborview Field', updatedBy: server.adminEmail });
    expect((await call(server.url, 'PUT', `/db/games/${gameId}`, { token: admin, body: game })).status).toBe(201);
    const keeper = await accountToken(server, `role-keeper-${stamp}@liaa.test`, 'scorekeeper', [A, B]);
    const setSchools = async (schools: string[]) => {
      const patched = await call(server.url, 'PATCH', `/api/accounts/${encodeURIComponent(keeper.email)}`, { token: admin, body: { schools } });
      expect(patched.status, patched.text).toBe(200);
      // The server's view of the account (kept up to SESSION_CACHE_MS) has the new schools.
      await waitFor(async () => {
        const me = await call(server.url, 'GET', '/api/auth/me', { token: keeper.token });
        return JSON.stringify((me.body.user as { schools?: string[] } | undefined)?.schools) === JSON.stringify(schools);
      }, { message: `the account's schools are ${schools.join(', ')}` });
    };
    const onServer = async () => (await call(server.url, 'GET', `/db/games/${gameId}`)).body as unknown as GameDoc;

    // Every push the server answers with 403, counted where the device's requests go out.
    let refusedPushes = 0;
    const countingFetch: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      if (response.status === 403 && String(input).includes('/_bulk_docs')) refusedPushes++;
      return response;
    };
    const network = await startNetworkSwitch(server);
    const client = await createTestClient(server, {
      baseUrl: network.url,
      token: keeper.token,
      collections: ['games'],
      syncOptions: { getAccount: () => keeper.email, fetch: countingFetch },
    });
    try {
      await client.sync.awaitInSync();
      await waitFor(() => client.db.games.findOne(gameId).exec(), { message: 'the game on the device' });

      // Courtside without signal; meanwhile the admin takes school A off the account.
      await network.goOffline();
      await setSchools([B]);
      const local = await client.db.games.findOne(gameId).exec();
      await local!.incrementalPatch({ location: 'Gym B (moved)', updatedAt: Date.now(), updatedBy: keeper.email });
      await waitFor(() => client.sync.getState().pending === 1, { message: 'the edit pending offline' });

      // Signal again: the push is refused for the role.
      await network.goOnline();
      client.sync.reconnect();
      await waitFor(() => client.sync.getState().forbidden, { message: 'the push refused for the role' });
      const state = client.sync.getState();
      expect(state).toMatchObject({ forbidden: true, authRequired: false });
      expect(state.pending).toBeGreaterThan(0);
      expect(state.error).toMatchObject({ kind: 'forbidden', status: 403 });
      expect(state.error?.reason).toMatch(/not one of your schools'/);

      // Retried (a reconnect wakes the wait), refused again: still on the device, never dropped.
      const before = refusedPushes;
      expect(before).toBeGreaterThan(0);
      client.sync.reconnect();
      await waitFor(() => refusedPushes > before, { message: 'a second refused push' });
      expect(client.sync.getState()).toMatchObject({ forbidden: true, authRequired: false });
      expect(client.sync.getState().pending).toBeGreaterThan(0);
      expect((await client.db.games.findOne(gameId).exec())?.location).toBe('Gym B (moved)');
      expect(await onServer()).toMatchObject({ location: 'Harborview Field', updatedBy: server.adminEmail });

      // The admin gives the school back: the waiting edit pushes, under the scorekeeper's name.
      await setSchools([A, B]);
      client.sync.reconnect();
      await waitFor(() => client.sync.getState().pending === 0, { message: 'pushed once the role allows it' });
      expect(client.sync.getState()).toMatchObject({ forbidden: false, authRequired: false });
      expect(await onServer()).toMatchObject({ location: 'Gym B (moved)', updatedBy: keeper.email });
    } finally {
      await client.close();
      await network.close();
    }
  });
});

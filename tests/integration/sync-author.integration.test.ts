import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClient, waitFor } from '../kit/client';
import type { TestServer } from '../kit/server';
import { startTestServer } from '../kit/server';
import { accountToken } from './server-helpers';
import { makeSchool } from './sync-fixtures';

/**
 * Issue 16: a device's pending edit is pushed under its author's name only. Another account signed
 * in on that device holds it (nothing sent, still pending); its author signing in again pushes it.
 */
describe('sync: another account\'s pending edits wait for their author', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('holds the first account\'s edit while a second one is signed in, and pushes it when the first is back', async () => {
    const second = await accountToken(server, `author-second-${Date.now()}@liaa.test`, 'admin');
    let signedIn: { email: string; token: string | null } = { email: server.adminEmail, token: null };
    const client = await createTestClient(server, {
      token: () => signedIn.token,
      collections: ['schools'],
      syncOptions: { getAccount: () => signedIn.email },
    });
    const onServer = async () => (await fetch(`${server.url}/db/schools/author-school`)).status;
    try {
      await client.sync.awaitInSync();
      // The first account's edit, made while its session had run out.
      await client.db.schools.insert({ ...makeSchool('author-school', { name: 'Author Academy' }), updatedBy: server.adminEmail });
      await waitFor(() => client.sync.getState().authRequired, { message: 'the edit waits for a sign-in' });

      signedIn = { email: second.email, token: second.token };
      client.sync.reconnect();
      await waitFor(() => client.sync.getState().error?.kind === 'held', { message: 'held for its author' });
      expect(client.sync.getState()).toMatchObject({ pending: 1, authRequired: false });
      expect(client.sync.getState().error?.reason).toBe(server.adminEmail);
      expect(await onServer()).toBe(404);

      signedIn = { email: server.adminEmail, token: await server.adminToken() };
      client.sync.reconnect();
      await waitFor(() => client.sync.getState().pending === 0, { message: 'pushed once its author signed in again' });
      const stored = (await (await fetch(`${server.url}/db/schools/author-school`)).json()) as { name: string; updatedBy?: string };
      expect(stored).toMatchObject({ name: 'Author Academy', updatedBy: server.adminEmail });
    } finally {
      await client.close();
    }
  });
});

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTokenService } from '../../sync-server/services/tokens';
import { refusedBook } from '../../src/data/sync/refusedBook';
import { MSG } from '../../src/shared/schemas/messages';
import type { TestClient } from '../kit/client';
import { createTestClient, waitFor } from '../kit/client';
import type { TestServer } from '../kit/server';
import { startTestServer } from '../kit/server';
import { makeGame, makeSchool } from './sync-fixtures';

const TOKEN_SECRET = 'sync-auth-test-secret-0123456789abcdef';

describe('sync: pushes wait for a valid admin token, nothing is lost', () => {
  let server: TestServer;
  let client: TestClient | null = null;

  beforeAll(async () => {
    server = await startTestServer({ env: { TOKEN_SECRET } });
  });
  afterEach(async () => {
    await client?.close();
    client = null;
  });
  afterAll(async () => {
    await server?.stop();
  });

  async function onServer(collection: string, id: string): Promise<Response> {
    return fetch(`${server.url}/db/${collection}/${id}`);
  }

  /** Signed by the server's own secret with an exp in the past: the server refuses it as expired. */
  async function expiredToken(): Promise<string> {
    const key = { kid: 'env', secret: new TextEncoder().encode(TOKEN_SECRET) };
    return (await createTokenService(key, -120).issue(server.adminEmail)).token;
  }

  it('keeps a local edit pending without a token, and with an expired one, then pushes it after sign-in', async () => {
    client = await createTestClient(server, { token: undefined, collections: ['schools'] });
    await client.sync.awaitInSync();
    await client.db.schools.insert(makeSchool('auth-school', { name: 'Courtside Academy' }));

    await waitFor(() => client?.sync.getState().authRequired, { message: 'authRequired without a token' });
    expect(client.sync.getState()).toMatchObject({ pending: 1, authRequired: true });
    expect(client.sync.getState().error?.kind).toBe('unauthorized');
    expect((await onServer('schools', 'auth-school')).status).toBe(404);

    client.setToken(await expiredToken());
    client.sync.reconnect();
    await waitFor(() => client?.sync.getState().error?.reason === 'token expired', {
      message: 'the server refused the expired token',
    });
    expect(client.sync.getState()).toMatchObject({ pending: 1, authRequired: true });
    expect((await onServer('schools', 'auth-school')).status).toBe(404);
    expect((await client.db.schools.findOne('auth-school').exec())?.name).toBe('Courtside Academy');

    client.setToken(await server.adminToken());
    client.sync.reconnect();
    await waitFor(() => client?.sync.getState().pending === 0, { message: 'edit pushed after sign-in' });
    expect(client.sync.getState()).toMatchObject({ authRequired: false, error: null });
    const stored = (await (await onServer('schools', 'auth-school')).json()) as { name: string };
    expect(stored.name).toBe('Courtside Academy');
  });

  it('sets aside a document the server refuses with its reason, keeps it pending, and pushes the fix', async () => {
    client = await createTestClient(server, { token: await server.adminToken(), collections: ['games'] });
    await client.sync.awaitInSync();
    // Valid for the schema, refused by the business rules (docs/product/rules.md).
    await client.db.games.insert(makeGame('bad-game', { awayName: 'Harborview High School' }));

    // Set aside (sync-refused-changes.integration.test.ts): not an error that holds the rest.
    const refused = () => refusedBook(client!.db.name).list();
    await waitFor(() => refused().length === 1, { message: 'the refused game set aside' });
    expect(refused()[0]).toMatchObject({ collection: 'games', id: 'bad-game' });
    expect(refused()[0].reason).toContain('awayName');
    await client.sync.awaitInSync();
    const { error, pending, authRequired } = client.sync.getState();
    expect({ error, pending, authRequired }).toEqual({ error: null, pending: 1, authRequired: false });
    expect((await onServer('games', 'bad-game')).status).toBe(404);

    const doc = await client.db.games.findOne('bad-game').exec();
    await doc?.incrementalPatch({ awayName: 'Maple Ridge Academy', updatedAt: Date.now() });
    client.sync.reconnect();
    await waitFor(() => client?.sync.getState().pending === 0, { message: 'fixed game pushed' });
    await client.sync.awaitInSync();
    expect(client.sync.getState()).toMatchObject({ pending: 0, error: null });
    expect(refused()).toEqual([]);
    expect((await onServer('games', 'bad-game')).status).toBe(200);
  });
});

describe('auth session against the real server', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { TOKEN_SECRET } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('refuses missing fields before asking the server', async () => {
    const { createSessionManager } = await import('../../src/data/auth/session');
    const manager = createSessionManager({ storage: null });
    await expect(manager.login(server.url, '  ', 'x')).rejects.toMatchObject({ kind: 'missing', message: MSG.loginMissing });
    await expect(manager.login(server.url, 'a@b.c', '')).rejects.toMatchObject({ kind: 'missing' });
  });

  it('signs in, persists the session, restores it and signs out', async () => {
    const { createSessionManager } = await import('../../src/data/auth/session');
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    };
    const manager = createSessionManager({ storage });
    const session = await manager.login(server.url, server.adminEmail, server.adminPassword);
    expect(session.user.email).toBe(server.adminEmail);
    expect(session.expiresAt).toBeGreaterThan(Date.now());
    expect(manager.getToken()).toBe(session.token);
    expect(JSON.stringify([...store.values()])).not.toContain(server.adminPassword);

    const me = await fetch(`${server.url}/api/auth/me`, { headers: { authorization: `Bearer ${session.token}` } });
    expect(me.status).toBe(200);

    const reloaded = createSessionManager({ storage });
    expect(reloaded.getToken()).toBeNull();
    expect(reloaded.restoreSession()).toEqual(session);
    expect(reloaded.getToken()).toBe(session.token);

    await reloaded.logout(server.url);
    expect(reloaded.session$.getValue()).toBeNull();
    expect(store.size).toBe(0);
    const after = await fetch(`${server.url}/api/auth/me`, { headers: { authorization: `Bearer ${session.token}` } });
    expect(after.status).toBe(401);
  });

  it('reports a wrong password, then the rate limit, and an unreachable server', async () => {
    const { createSessionManager } = await import('../../src/data/auth/session');
    const manager = createSessionManager({ storage: null });
    const user = 'nobody@liaa.test';
    await expect(manager.login(server.url, user, 'wrong')).rejects.toMatchObject({ kind: 'invalid-credential' });
    let kind = 'invalid-credential';
    for (let i = 0; i < 10 && kind === 'invalid-credential'; i++) {
      kind = await manager.login(server.url, user, 'wrong').then(
        () => 'signed-in',
        (error: { kind: string }) => error.kind,
      );
    }
    expect(kind).toBe('rate-limited');
    expect(manager.session$.getValue()).toBeNull();
    await expect(manager.login('http://127.0.0.1:9', user, 'x')).rejects.toMatchObject({
      kind: 'network',
      message: MSG.networkError,
    });
  });
});

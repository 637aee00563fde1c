import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../kit/client';
import type { TestServer } from '../kit/server';
import { startStandaloneStore, startTestServer } from '../kit/server';
import type { Reply } from './server-helpers';
import { R, call, sampleDoc } from './server-helpers';

/**
 * Issue 16, sessions that end everywhere: two sync-server instances on one store (as behind a
 * load balancer). Sessions and failed sign-ins live in the store they share, so a logout, a
 * disabled account or a new password on one is refused on the other within seconds (each keeps
 * the store's answer SESSION_CACHE_MS at most), failed sign-ins alternating between them add up,
 * and a restart forgets nothing. Only plain CouchDB requests: it runs on a real CouchDB 3 through
 * TEST_COUCHDB_URL as well.
 */
let store: { url: string; stop(): Promise<void> } | undefined;
let a: TestServer;
let b: TestServer;

beforeAll(async () => {
  const couchdbUrl = process.env.TEST_COUCHDB_URL ?? (store = await startStandaloneStore()).url;
  a = await startTestServer({ couchdbUrl });
  b = await startTestServer({ couchdbUrl, dbPrefix: a.dbPrefix });
});
afterAll(async () => {
  await b?.stop();
  await a?.stop();
  await store?.stop();
});

const login = (server: TestServer, username: string, password: string, device?: string): Promise<Reply> =>
  call(server.url, 'POST', '/api/auth/login', { body: { username, password }, headers: device ? { 'user-agent': device } : {} });

async function signIn(server: TestServer, username: string, password: string, device?: string): Promise<string> {
  const reply = await login(server, username, password, device);
  expect(reply.status, reply.text).toBe(200);
  return String(reply.body.token);
}

const me = (server: TestServer, token: string) => call(server.url, 'GET', '/api/auth/me', { token });

/** Polls until the server refuses the token (each instance may keep the store's answer a couple of seconds). */
async function refusedOn(server: TestServer, token: string, reason: string): Promise<void> {
  await waitFor(async () => (await me(server, token)).status === 401, { timeout: 15_000, message: `the token refused on ${server.url}` });
  expect((await me(server, token)).body.reason).toBe(reason);
}

async function newAccount(role: 'admin' | 'scorekeeper', name: string): Promise<{ email: string; password: string }> {
  const email = `${R}${name}@liaa.test`.toLowerCase();
  let schools: string[] | undefined;
  if (role === 'scorekeeper') {
    const school = `${R}${name}-school`;
    const put = await call(a.url, 'PUT', `/db/schools/${school}`, { body: sampleDoc('schools', school), token: await a.adminToken() });
    expect(put.status, put.text).toBe(201);
    schools = [school];
  }
  const made = await call(a.url, 'POST', '/api/accounts', { token: await a.adminToken(), body: { email, role, schools } });
  expect(made.status, made.text).toBe(201);
  return { email, password: String(made.body.password) };
}

describe('two instances on one store', () => {
  it('a logout on one is refused on the other, and after a restart', async () => {
    const token = await signIn(a, a.adminEmail, a.adminPassword);
    expect((await me(b, token)).status).toBe(200);
    expect((await call(a.url, 'POST', '/api/auth/logout', { token })).status).toBe(204);
    await refusedOn(b, token, 'token revoked');
    const write = await call(b.url, 'PUT', `/db/schools/${R}after-logout`, { body: sampleDoc('schools', `${R}after-logout`), token });
    expect(write.status).toBe(401);
    expect((await call(b.url, 'GET', `/db/schools/${R}after-logout`)).status).toBe(404);
    await b.restart();
    expect((await me(b, token)).body.reason).toBe('token revoked');
    expect((await me(a, token)).body.reason).toBe('token revoked');
  });

  it('counts failed sign-ins alternating between them', async () => {
    const { email, password } = await newAccount('scorekeeper', 'alternating');
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await login(i % 2 === 0 ? a : b, email, `wrong-${i}`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    // The right password too, on either instance, and after a restart.
    expect((await login(a, email, password)).status).toBe(429);
    await a.restart();
    expect((await login(a, email, password)).status).toBe(429);
    expect((await login(b, email, password)).status).toBe(429);
  });

  it('a disabled account is signed out everywhere and cannot sign in again', async () => {
    const { email, password } = await newAccount('scorekeeper', 'disabled');
    const onA = await signIn(a, email, password);
    const onB = await signIn(b, email, password);
    const disabled = await call(b.url, 'PATCH', `/api/accounts/${encodeURIComponent(email)}`, { token: await a.adminToken(), body: { disabled: true } });
    expect(disabled.status, disabled.text).toBe(200);
    expect(disabled.body.account).toMatchObject({ email, disabled: true });
    await refusedOn(a, onA, 'account disabled');
    await refusedOn(b, onB, 'account disabled');
    const again = await login(a, email, password);
    expect(again.status).toBe(403);
    expect(again.body.message).toBe('This account is disabled. Ask an association admin.');
  });

  it("lists an account's sessions with their device, and signs one or all of them out everywhere", async () => {
    const { email, password } = await newAccount('scorekeeper', 'sessions');
    const phone = await signIn(a, email, password, 'Courtside phone');
    const tablet = await signIn(b, email, password, 'Press box tablet');
    const laptop = await signIn(b, email, password, 'Laptop');
    const admin = await a.adminToken();
    const listed = await call(b.url, 'GET', `/api/accounts/${encodeURIComponent(email)}/sessions`, { token: admin });
    const sessions = listed.body.sessions as { id: string; device: string; lastSeen: number; createdAt: number }[];
    expect(sessions.map((s) => s.device).sort()).toEqual(['Courtside phone', 'Laptop', 'Press box tablet']);
    for (const s of sessions) expect(s.lastSeen).toBeGreaterThanOrEqual(s.createdAt);

    const phoneSession = sessions.find((s) => s.device === 'Courtside phone')!;
    expect((await call(b.url, 'DELETE', `/api/accounts/${encodeURIComponent(email)}/sessions/${phoneSession.id}`, { token: admin })).status).toBe(204);
    await refusedOn(a, phone, 'signed out by an admin');
    expect((await me(a, tablet)).status).toBe(200);

    const all = await call(a.url, 'DELETE', `/api/accounts/${encodeURIComponent(email)}/sessions`, { token: admin });
    expect(all.body).toEqual({ signedOut: 2 });
    await refusedOn(a, tablet, 'signed out by an admin');
    await refusedOn(b, laptop, 'signed out by an admin');
    const left = await call(a.url, 'GET', `/api/accounts/${encodeURIComponent(email)}/sessions`, { token: admin });
    expect(left.body.sessions).toEqual([]);
  });

  it('a new password signs out the other sessions, everywhere; an admin reset signs out all', async () => {
    const { email, password } = await newAccount('admin', 'password');
    const here = await signIn(a, email, password);
    const there = await signIn(b, email, password);
    const tooShort = await call(a.url, 'POST', '/api/auth/password', { token: here, body: { currentPassword: password, newPassword: 'short' } });
    expect(tooShort.status).toBe(400);
    expect(tooShort.body.reason).toBe('newPassword: must be at least 10 characters');
    const wrong = await call(a.url, 'POST', '/api/auth/password', { token: here, body: { currentPassword: 'not-it', newPassword: 'a-new-password-1' } });
    expect(wrong.status).toBe(403);
    const changed = await call(a.url, 'POST', '/api/auth/password', { token: here, body: { currentPassword: password, newPassword: 'a-new-password-1' } });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body).toEqual({ ok: true, signedOut: 1 });
    await refusedOn(b, there, 'password changed');
    expect((await me(b, here)).status).toBe(200);
    expect((await login(b, email, password)).status).toBe(401);

    const reset = await call(b.url, 'POST', `/api/accounts/${encodeURIComponent(email)}/password`, { token: await a.adminToken() });
    expect(reset.status).toBe(200);
    await refusedOn(a, here, 'password changed');
    expect((await login(a, email, 'a-new-password-1')).status).toBe(401);
    await signIn(b, email, String(reset.body.password));
  });
});

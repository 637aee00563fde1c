import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenService } from '../../sync-server/services/tokens';
import type { TestServer } from '../kit/server';
import { startTestServer } from '../kit/server';
import { R, call, sampleDoc } from './server-helpers';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ keepData: true });
});
afterAll(async () => {
  await server?.stop();
  const { rmSync } = await import('node:fs');
  rmSync(server.dataDir, { recursive: true, force: true });
});

const login = (username: unknown, password: unknown, ip?: string) =>
  call(server.url, 'POST', '/api/auth/login', { body: { username, password }, headers: ip ? { 'x-forwarded-for': ip } : {} });

function expectNoSecrets(text: string): void {
  expect(text).not.toContain(server.adminPassword);
  expect(text).not.toMatch(/scrypt|passwordHash|\$[A-Za-z0-9+/]{20,}/);
}

describe('GET /api/auth/me', () => {
  it('is 401 without a token and with a bad one', async () => {
    const anonymous = await call(server.url, 'GET', '/api/auth/me');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ error: 'unauthorized', reason: 'authentication required' });
    const bad = await call(server.url, 'GET', '/api/auth/me', { token: 'not-a-token' });
    expect(bad.status).toBe(401);
    expect(bad.body.reason).toBe('invalid token');
  });
});

describe('POST /api/auth/login', () => {
  it('asks for both fields', async () => {
    for (const [u, p] of [['', 'x'], [server.adminEmail, ''], [undefined, undefined], [42, {}]] as const) {
      const reply = await login(u, p);
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual({ error: 'missing', message: 'Please enter both email and password.' });
    }
    const empty = await call(server.url, 'POST', '/api/auth/login');
    expect(empty.status).toBe(400);
  });

  it('refuses a wrong password and an unknown user alike', async () => {
    for (const reply of [await login(server.adminEmail, 'wrong-password'), await login('nobody@liaa.test', 'whatever')]) {
      expect(reply.status).toBe(401);
      expect(reply.body).toEqual({ error: 'invalid-credential', message: 'The email or password is wrong.' });
      expectNoSecrets(reply.text);
    }
  });

  it('signs in with the right password and the token works', async () => {
    const reply = await login(` ${server.adminEmail.toUpperCase()} `, server.adminPassword);
    expect(reply.status).toBe(200);
    expect(reply.body.user).toEqual({ email: server.adminEmail, role: 'admin', schools: [] });
    expect(typeof reply.body.token).toBe('string');
    expect(Number(reply.body.expiresAt)).toBeGreaterThan(Date.now());
    expectNoSecrets(reply.text);
    const token = String(reply.body.token);
    const me = await call(server.url, 'GET', '/api/auth/me', { token });
    expect(me.status).toBe(200);
    expect(me.body).toEqual({ user: { email: server.adminEmail, role: 'admin', schools: [] }, expiresAt: reply.body.expiresAt });
    expectNoSecrets(me.text);
    const write = await call(server.url, 'PUT', `/db/schools/${R}auth-school`, { body: sampleDoc('schools', `${R}auth-school`), token });
    expect(write.status).toBe(201);
  });

  it('rate-limits failed logins per username (successful ones are not counted)', async () => {
    const user = 'limited@liaa.test';
    for (let i = 0; i < 5; i++) expect((await login(user, `wrong-${i}`)).status).toBe(401);
    const limited = await login(user, 'wrong-again');
    expect(limited.status).toBe(429);
    expect(limited.body.error).toBe('rate-limited');
    expect(typeof limited.body.message).toBe('string');
    // Another username from the same client is not blocked, and successes never count.
    for (let i = 0; i < 7; i++) expect((await login(server.adminEmail, server.adminPassword)).status).toBe(200);
  });
});

describe('POST /api/auth/logout', () => {
  it('answers 204 and the token is refused afterwards', async () => {
    const token = String((await login(server.adminEmail, server.adminPassword)).body.token);
    expect((await call(server.url, 'POST', '/api/auth/logout')).status).toBe(204);
    const reply = await call(server.url, 'POST', '/api/auth/logout', { token });
    expect(reply.status).toBe(204);
    const me = await call(server.url, 'GET', '/api/auth/me', { token });
    expect(me.status).toBe(401);
    expect(me.body.reason).toBe('token revoked');
  });
});

describe('tokens and accounts across restarts', () => {
  it('keeps the generated token secret, so a token issued before a restart still works', async () => {
    const other = await startTestServer();
    try {
      const token = await other.adminToken();
      await other.restart();
      const me = await call(other.url, 'GET', '/api/auth/me', { token });
      expect(me.status).toBe(200);
      expect(me.body.user).toEqual({ email: other.adminEmail, role: 'admin', schools: [] });
    } finally {
      await other.stop();
    }
  });

  it('expires tokens after TOKEN_TTL', async () => {
    const secret = 'server-auth-ttl-secret-0123456789abcdef';
    const short = await startTestServer({ env: { TOKEN_TTL: '1', TOKEN_SECRET: secret } });
    try {
      // A sign-in lasts TOKEN_TTL seconds...
      const signIn = await call(short.url, 'POST', '/api/auth/login', { body: { username: short.adminEmail, password: short.adminPassword } });
      expect(signIn.status).toBe(200);
      const claims = JSON.parse(Buffer.from(String(signIn.body.token).split('.')[1]!, 'base64url').toString()) as { iat: number; exp: number };
      expect(claims.exp - claims.iat).toBe(1);
      expect(signIn.body.expiresAt).toBe(claims.exp * 1000);
      // ...and once it is over, the token is refused: one issued with the server's key whose lifetime
      // ended a minute ago (instead of waiting for the wall clock to pass the one issued above).
      const key = { kid: 'env', secret: new TextEncoder().encode(secret) };
      const { token } = await createTokenService(key, -60).issue(short.adminEmail);
      expect((await call(short.url, 'GET', '/api/auth/me', { token })).body.reason).toBe('token expired');
      const reply = await call(short.url, 'PUT', `/db/schools/${R}ttl`, { body: sampleDoc('schools', `${R}ttl`), token });
      expect(reply.status).toBe(401);
      expect(reply.body).toEqual({ error: 'unauthorized', reason: 'token expired' });
      expect((await call(short.url, 'GET', `/db/schools/${R}ttl`)).status).toBe(404);
    } finally {
      await short.stop();
    }
  });

  it('creates a first admin with a generated password printed once when none is configured', async () => {
    // A store without accounts: on a shared external CouchDB (TEST_COUCHDB_URL) too, the server's databases are its own (test kit: dbPrefix).
    const fresh = await startTestServer({ env: { ADMIN_EMAIL: '', ADMIN_PASSWORD: '' } });
    try {
      const match = /Admin account created: (\S+) \/ (\S+)/.exec(fresh.output());
      expect(match?.[1]).toBe('admin@liaa.local');
      const reply = await call(fresh.url, 'POST', '/api/auth/login', { body: { username: match?.[1], password: match?.[2] } });
      expect(reply.status).toBe(200);
      await fresh.restart();
      expect(fresh.output().match(/Admin account created/g)).toHaveLength(1);
    } finally {
      await fresh.stop();
    }
  });
});

describe('/api/stats', () => {
  it('POST needs an admin token first', async () => {
    const anonymous = await call(server.url, 'POST', '/api/stats', { body: {} });
    expect(anonymous.status).toBe(401);
    const token = await server.adminToken();
    // Past the admin check (what the body must hold is tested in stats-api.integration.test.ts).
    expect((await call(server.url, 'POST', '/api/stats', { body: {}, token })).status).not.toBe(401);
  });
});

describe('rate limit on the admin account', () => {
  it('blocks even the right password once the limit is reached', async () => {
    // A server of its own: the admin stays locked out of it for 15 minutes, and the other tests sign in, in any order.
    const locked = await startTestServer();
    const attempt = (password: string) => call(locked.url, 'POST', '/api/auth/login', { body: { username: locked.adminEmail, password } });
    try {
      for (let i = 0; i < 5; i++) expect((await attempt(`wrong-${i}`)).status).toBe(401);
      expect((await attempt(locked.adminPassword)).status).toBe(429);
    } finally {
      await locked.stop();
    }
  });
});

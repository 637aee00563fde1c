import { beforeAll, describe, expect, it } from 'vitest';
import { refreshAccount } from '../../src/data/auth/accountRefresh';
import { createSessionManager } from '../../src/data/auth/session';
import { R, call, sampleDoc, serverForFile } from './server-helpers';

/**
 * Issue 16: a role changed while a device was away reaches it. The device re-reads
 * `/api/auth/me` (the admin dashboard does when it opens online and when it is back online) and
 * stores the account's role and schools as the server has them now.
 */
const ctx = serverForFile();
const [A, B] = [`${R}refresh-a`, `${R}refresh-b`];

async function makeSchool(id: string, name: string): Promise<void> {
  const reply = await call(ctx.server.url, 'PUT', `/db/schools/${id}`, { body: { ...sampleDoc('schools', id), name }, token: ctx.token });
  expect(reply.status, reply.text).toBe(201);
}

async function patchAccount(email: string, change: Record<string, unknown>): Promise<void> {
  const reply = await call(ctx.server.url, 'PATCH', `/api/accounts/${encodeURIComponent(email)}`, { body: change, token: ctx.token });
  expect(reply.status, reply.text).toBe(200);
}

async function signedInKeeper(name: string) {
  const email = `${R}${name}@liaa.test`.toLowerCase();
  const made = await call(ctx.server.url, 'POST', '/api/accounts', { token: ctx.token, body: { email, role: 'scorekeeper', schools: [A] } });
  expect(made.status, made.text).toBe(201);
  const manager = createSessionManager();
  await manager.login(ctx.server.url, email, String(made.body.password));
  return { email, manager };
}

beforeAll(async () => {
  await makeSchool(A, 'Refresh High A');
  await makeSchool(B, 'Refresh High B');
});

describe('refreshAccount', () => {
  it('stores the schools and the role an admin gave the account since it signed in', async () => {
    const { email, manager } = await signedInKeeper('moved');
    const token = manager.session$.getValue()?.token;
    expect(manager.session$.getValue()?.user).toEqual({ email, role: 'scorekeeper', schools: [A] });

    // The server keeps what it read of an account for SESSION_CACHE_MS (2 s): asked again until it answers the change.
    const refreshed = async () => {
      await refreshAccount(manager, ctx.server.url);
      return manager.session$.getValue()?.user;
    };
    await patchAccount(email, { schools: [B] });
    await expect.poll(refreshed, { timeout: 10_000 }).toEqual({ email, role: 'scorekeeper', schools: [B] });

    await patchAccount(email, { role: 'admin' });
    await expect.poll(refreshed, { timeout: 10_000 }).toEqual({ email, role: 'admin', schools: [] });
    // The same session: only the account's description changed.
    expect(manager.session$.getValue()?.token).toBe(token);
  });

  it('changes nothing when the account is as stored', async () => {
    const { email, manager } = await signedInKeeper('same');
    const before = manager.session$.getValue();
    expect(await refreshAccount(manager, ctx.server.url)).toBeNull();
    expect(manager.session$.getValue()).toBe(before);
    expect(before?.user.email).toBe(email);
  });

  it('keeps the stored session when the server refuses the token (disabled): the sync\'s notice says so, pending edits stay', async () => {
    const { email, manager } = await signedInKeeper('disabled');
    await patchAccount(email, { disabled: true });
    const before = manager.session$.getValue();
    expect(await refreshAccount(manager, ctx.server.url)).toBeNull();
    expect(manager.session$.getValue()).toBe(before);
  });

  it('asks nothing when signed out', async () => {
    const manager = createSessionManager({ fetch: () => Promise.reject(new Error('no request expected')) });
    expect(await refreshAccount(manager, ctx.server.url)).toBeNull();
  });
});

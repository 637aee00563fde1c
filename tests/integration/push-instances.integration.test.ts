import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeTeams } from '../../src/shared/calendarLinks';
import type { TestPushService } from '../kit/pushService';
import { startPushService } from '../kit/pushService';
import type { TestServer } from '../kit/server';
import { startStandaloneStore, startTestServer } from '../kit/server';
import { R, call, putAsAdmin, sampleDoc } from './server-helpers';

// Two sync servers on one CouchDB-protocol store (docs/design/sync.md §12: what instances must
// agree on is in the store): they sign with the same VAPID keys, either takes a subscription, and
// a game's change is told once, not once per instance (the game's alert record is claimed in the store).
let push: TestPushService;
let store: { url: string; stop(): Promise<void> } | undefined;
let first: TestServer;
let second: TestServer;

beforeAll(async () => {
  push = await startPushService();
  const env = { NODE_EXTRA_CA_CERTS: push.caFile, PUSH_ALLOW_LOCAL_ENDPOINTS: 'on' };
  const external = process.env.TEST_COUCHDB_URL;
  if (!external) store = await startStandaloneStore();
  const couchdbUrl = external ?? store!.url;
  first = await startTestServer({ couchdbUrl, env });
  second = await startTestServer({ couchdbUrl, dbPrefix: first.dbPrefix, env });
});
afterAll(async () => {
  await second?.stop();
  await first?.stop();
  await store?.stop();
  await push?.stop();
});

async function until(check: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('Web Push across instances', () => {
  it('shares the keys and the subscriptions, and tells each change once', async () => {
    const keys = await Promise.all([first, second].map(async (server) => (await call(server.url, 'GET', '/api/push/key')).body.publicKey));
    expect(keys[0]).toEqual(keys[1]);

    const school = `${R}shared-school`;
    const fan = push.subscribe(`instances-${R}`);
    expect((await call(second.url, 'POST', '/api/push/subscribe', { body: { subscription: fan.toJSON(), teams: encodeTeams([{ school }]) } })).status).toBe(201);

    const ctx = { server: first, token: await first.adminToken() };
    const id = `${R}shared-game`;
    const game = { ...sampleDoc('games', id), homeSchoolId: school, time: new Date().toISOString(), status: 'LIVE', score: { home: { final: 0, '1': 0 }, away: { final: 0, '1': 0 } } };
    await putAsAdmin(ctx, 'games', game);
    await until(() => fan.received.length >= 1, 'the start alert');
    const stored = (await call(first.url, 'GET', `/db/games/${id}`)).body;
    await putAsAdmin(ctx, 'games', { ...stored, status: 'FINAL', updatedAt: Number(stored.updatedAt) + 1, score: { home: { final: 3, '1': 3 }, away: { final: 0, '1': 0 } } });
    await until(() => fan.received.some((p) => (p.payload as { kind: string }).kind === 'final'), 'the final alert');
    // Both instances saw both changes; each went once. (The final is the last change: once it is in, nothing else is weighed.)
    await new Promise((resolve) => setImmediate(resolve));
    expect(fan.received.map((p) => (p.payload as { kind: string }).kind)).toEqual(['start', 'final']);
  });
});

import { importJWK, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeTeams } from '../../src/shared/calendarLinks';
import type { GameDoc } from '../../src/shared/schemas/games.schema';
import type { TestPushService, TestSubscription } from '../kit/pushService';
import { startPushService } from '../kit/pushService';
import type { TestServer } from '../kit/server';
import { startTestServer } from '../kit/server';
import { R, call, putAsAdmin, sampleDoc } from './server-helpers';

// Web Push end to end: the real server sends to a push service of the test's own
// (tests/kit/pushService.ts), which decrypts each payload (RFC 8291) with the subscription's
// private key made here. One server holds the per-game window at 10 minutes (only the first
// score change of a burst goes, the final always), another at 1.5 s (the latest score goes
// when the window ends): time is the server's configuration, no test waits for 30 s.
let push: TestPushService;
let slow: { server: TestServer; token: string };
let fast: { server: TestServer; token: string };
const FAST_WINDOW_MS = 1500;

beforeAll(async () => {
  push = await startPushService();
  const env = { NODE_EXTRA_CA_CERTS: push.caFile, PUSH_ALLOW_LOCAL_ENDPOINTS: 'on', PUSH_SUBJECT: 'mailto:alerts@liaa.test' };
  const [a, b] = await Promise.all([
    startTestServer({ env: { ...env, PUSH_SCORE_INTERVAL_MS: '600000' } }),
    startTestServer({ env: { ...env, PUSH_SCORE_INTERVAL_MS: String(FAST_WINDOW_MS) } }),
  ]);
  slow = { server: a, token: await a.adminToken() };
  fast = { server: b, token: await b.adminToken() };
});
afterAll(async () => {
  await Promise.all([slow?.server.stop(), fast?.server.stop()]);
  await push?.stop();
});

/** Polls until `check` holds (no fixed sleeps). */
async function until(check: () => boolean, what: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const subscribe = (server: TestServer, sub: TestSubscription, teams: string) =>
  call(server.url, 'POST', '/api/push/subscribe', { body: { subscription: sub.toJSON(), teams } });

interface Payload {
  kind: string;
  title: string;
  body: string;
  url: string;
  tag: string;
  gameId: string;
}
const payloads = (sub: TestSubscription) => sub.received.map((push) => push.payload as Payload);
const kinds = (sub: TestSubscription) => payloads(sub).map((p) => p.kind);

/** A game between two schools, now (alerts are for games being played). */
async function writeGame(ctx: { server: TestServer; token: string }, id: string, fields: Partial<GameDoc>): Promise<void> {
  const current = await call(ctx.server.url, 'GET', `/db/games/${id}`);
  const base = current.status === 200 ? (current.body as unknown as GameDoc) : ({ ...sampleDoc('games', id), time: new Date().toISOString() } as unknown as GameDoc);
  await putAsAdmin(ctx, 'games', { ...base, ...fields, updatedAt: (base.updatedAt ?? 0) + 1 });
}
const score = (home: number, away: number) => ({ home: { final: home, '1': home }, away: { final: away, '1': away } });

describe('/api/push', () => {
  it('refuses what is not a subscription, and keeps its database out of /db', async () => {
    const url = slow.server.url;
    const sub = push.subscribe(`refused-${R}`).toJSON();
    const post = (body: unknown) => call(url, 'POST', '/api/push/subscribe', { body });
    expect((await call(url, 'POST', '/api/push/subscribe')).status).toBe(400);
    expect((await post({ subscription: sub })).status).toBe(400);
    expect((await post({ subscription: sub, teams: 'a:curling' })).status).toBe(400);
    expect((await post({ subscription: { ...sub, keys: { ...sub.keys, auth: 'short' } }, teams: 'a' })).status).toBe(400);
    expect((await post({ subscription: sub, teams: 'a', extra: 1 })).status).toBe(400);
    expect((await post({ subscription: { ...sub, endpoint: sub.endpoint.replace('https:', 'http:') }, teams: 'a' })).status).toBe(400);
    expect((await call(url, 'POST', '/api/push/subscribe', { raw: JSON.stringify({ subscription: sub, teams: 'a'.repeat(9000) }) })).status).toBe(413);
    expect((await call(url, 'DELETE', '/api/push/subscribe', { body: {} })).status).toBe(400);
    for (const path of ['/db/liaa_push/_all_docs', '/db/liaa_push/settings:vapid']) expect((await call(url, 'GET', path)).status, path).toBeGreaterThanOrEqual(400);
  });

  it('alerts the followers of either team when a game starts, scores and ends; drops an expired subscription; holds the per-game window', async () => {
    const home = `${R}home`;
    const away = `${R}away`;
    const gameId = `${R}alert-game`;
    const fan = push.subscribe(`fan-${R}`);
    const awayFan = push.subscribe(`away-${R}`);
    const other = push.subscribe(`other-${R}`);
    const soccer = push.subscribe(`soccer-${R}`);
    const expired = push.subscribe(`expired-${R}`, { gone: true });
    for (const [sub, teams] of [
      [fan, encodeTeams([{ school: home }])],
      [awayFan, encodeTeams([{ school: away, sport: 'football' }])],
      [other, encodeTeams([{ school: `${R}elsewhere` }])],
      [soccer, encodeTeams([{ school: home, sport: 'boys-soccer' }])],
      [expired, encodeTeams([{ school: home }])],
    ] as const) {
      const reply = await subscribe(slow.server, sub, teams);
      expect(reply.status, reply.text).toBe(201);
    }

    await writeGame(slow, gameId, { homeSchoolId: home, homeSchoolName: 'Harborview High School', awaySchoolId: away, awayName: 'Maple Ridge Academy', status: 'UPCOMING', score: undefined });
    await writeGame(slow, gameId, { status: 'LIVE' });
    await until(() => fan.received.length === 1 && awayFan.received.length === 1 && expired.requests === 1, 'the start alerts');
    expect(payloads(fan)[0]).toEqual({
      kind: 'start', gameId, title: 'Harborview High School 0–0 Maple Ridge Academy', body: 'Football: the game has started · Harborview Field',
      url: `/games/${gameId}`, tag: `game:${gameId}`,
    });

    // Sent as RFC 8291 and RFC 8292 say: encrypted, signed with the server's VAPID key for this push service.
    const { headers } = fan.received[0];
    expect(headers['content-encoding']).toBe('aes128gcm');
    expect(Number(headers.ttl)).toBeGreaterThan(0);
    const { publicKey } = (await call(slow.server.url, 'GET', '/api/push/key')).body as { publicKey: string };
    const vapid = /^vapid t=([^,]+), k=(\S+)$/.exec(String(headers.authorization));
    expect(vapid?.[2]).toBe(publicKey);
    const point = Buffer.from(publicKey, 'base64url');
    expect(point).toHaveLength(65);
    const key = await importJWK({ kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') }, 'ES256');
    const { payload: claims } = await jwtVerify(vapid![1], key, { audience: push.origin });
    expect(claims.sub).toBe('mailto:alerts@liaa.test');

    // A score change goes; the next two inside the window do not.
    await writeGame(slow, gameId, { score: score(7, 0) });
    await until(() => fan.received.length === 2 && awayFan.received.length === 2, 'the first score alert');
    expect(payloads(fan)[1]).toMatchObject({ kind: 'score', title: 'Harborview High School 7–0 Maple Ridge Academy', body: 'Football · Live' });
    await writeGame(slow, gameId, { score: score(14, 0) });
    await writeGame(slow, gameId, { score: score(21, 0) });

    // A fan who turns alerts off hears nothing more.
    const off = await call(slow.server.url, 'DELETE', '/api/push/subscribe', { body: { endpoint: awayFan.endpoint } });
    expect(off.body).toEqual({ ok: true, removed: true });

    // The final always goes, inside the window too. Changes of one game are weighed in order: once it is in, the burst was weighed.
    await writeGame(slow, gameId, { status: 'FINAL', score: score(28, 3) });
    await until(() => fan.received.length === 3, 'the final alert');
    expect(payloads(fan)[2]).toMatchObject({ kind: 'final', title: 'Harborview High School 28–3 Maple Ridge Academy', body: 'Final · Football' });
    expect(kinds(fan)).toEqual(['start', 'score', 'final']);
    expect(kinds(awayFan)).toEqual(['start', 'score']);
    expect(other.received).toEqual([]);
    expect(soccer.received).toEqual([]);
    // The push service said 410 once: the subscription is gone, nothing more was sent to it.
    expect(expired.requests).toBe(1);
  });

  it('sends the latest score when the window ends, never two score alerts of a game inside one window', async () => {
    const school = `${R}fast-home`;
    const gameId = `${R}fast-game`;
    const fan = push.subscribe(`fast-${R}`);
    expect((await subscribe(fast.server, fan, encodeTeams([{ school }]))).status).toBe(201);
    await writeGame(fast, gameId, { homeSchoolId: school, status: 'LIVE', score: score(0, 0) });
    await until(() => fan.received.length === 1, 'the start alert');
    for (const points of [3, 6, 9, 12]) await writeGame(fast, gameId, { score: score(points, 0) });
    await until(() => payloads(fan).some((p) => p.kind === 'score' && p.title.includes('12–0')), 'the latest score');
    const scores = fan.received.filter((p) => (p.payload as Payload).kind === 'score');
    expect(scores.length).toBeLessThanOrEqual(4);
    for (let i = 1; i < scores.length; i++) expect(scores[i].at - scores[i - 1].at).toBeGreaterThanOrEqual(FAST_WINDOW_MS - 100);
  });

  it('keeps its VAPID keys in the store: the same after a restart', async () => {
    const before = (await call(slow.server.url, 'GET', '/api/push/key')).body.publicKey;
    await slow.server.restart();
    expect((await call(slow.server.url, 'GET', '/api/push/key')).body.publicKey).toBe(before);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../kit/server';
import { R, accountToken, call, sampleDoc, serverForFile } from './server-helpers';
import type { Reply } from './server-helpers';

/**
 * One scorer at a time (docs/design/scoring.md): the server decides who scores a game. Anonymous
 * and accounts that may not score the game are refused; a claim, a request and its answer are
 * written to the game's `gameScorers` document, which devices read like any collection and
 * nobody writes through /db.
 */

async function setUp(ctx: { server: TestServer; token: string }, tag: string) {
  const [home, away, other] = [`${R}${tag}-home`, `${R}${tag}-away`, `${R}${tag}-other`];
  for (const id of [home, away, other]) {
    const reply = await call(ctx.server.url, 'PUT', `/db/schools/${id}`, { token: ctx.token, body: { ...sampleDoc('schools', id), name: `School ${id}` } });
    expect(reply.status, reply.text).toBe(201);
  }
  const gameId = `${R}${tag}-game`;
  const game = { ...sampleDoc('games', gameId), _id: gameId, homeSchoolId: home, homeSchoolName: `School ${home}`, awaySchoolId: away, awayName: `School ${away}`, status: 'LIVE', score: { home: { '1': 0 }, away: { '1': 0 } } };
  const put = await call(ctx.server.url, 'PUT', `/db/games/${gameId}`, { token: ctx.token, body: game });
  expect(put.status, put.text).toBe(201);
  const keeper = await accountToken(ctx.server, `${R}${tag}-keeper@liaa.test`, 'scorekeeper', [home]);
  const outsider = await accountToken(ctx.server, `${R}${tag}-outsider@liaa.test`, 'scorekeeper', [other]);
  return { gameId, keeper, outsider };
}

const seat = (ctx: { server: TestServer }, gameId: string, token: string | undefined, body: Record<string, unknown>): Promise<Reply> =>
  call(ctx.server.url, 'POST', `/api/scorers/${encodeURIComponent(gameId)}`, { body, ...(token ? { token } : {}) });

const stored = async (ctx: { server: TestServer }, gameId: string) => {
  const reply = await call(ctx.server.url, 'GET', `/db/gameScorers/${encodeURIComponent(gameId)}`);
  return reply.status === 200 ? reply.body : null;
};

describe('who scores a game', () => {
  const ctx = serverForFile();
  let game = '';
  let keeper = { email: '', token: '' };
  let outsider = { email: '', token: '' };
  beforeAll(async () => {
    ({ gameId: game, keeper, outsider } = await setUp(ctx, 'seat'));
  });

  it('refuses anonymous, and an account that may not score the game; stores nothing', async () => {
    const anonymous = await seat(ctx, game, undefined, { action: 'claim', device: 'dev-anon' });
    expect(anonymous.status, anonymous.text).toBe(401);
    const refused = await seat(ctx, game, outsider.token, { action: 'claim', device: 'dev-out' });
    expect(refused.status, refused.text).toBe(403);
    expect(String(refused.body.reason)).toMatch(/not one of your schools'/);
    const unknown = await seat(ctx, `${R}no-such-game`, ctx.token, { action: 'claim', device: 'dev-admin' });
    expect(unknown.status).toBe(404);
    expect(await stored(ctx, game)).toBeNull();
  });

  it('nobody writes the seat through /db, an admin neither', async () => {
    const doc = sampleDoc('gameScorers', `${R}forged`);
    for (const token of [ctx.token, keeper.token]) {
      const reply = await call(ctx.server.url, 'PUT', `/db/gameScorers/${R}forged`, { token, body: doc });
      expect(reply.status, reply.text).toBe(403);
      expect(String(reply.body.reason)).toMatch(/written by the server only/);
    }
    const anonymous = await call(ctx.server.url, 'PUT', `/db/gameScorers/${R}forged`, { body: doc });
    expect(anonymous.status).toBe(401);
    expect(await stored(ctx, `${R}forged`)).toBeNull();
  });

  it('the first claim makes the scorer; another device asks, the scorer accepts, the asker is the scorer', async () => {
    const claimed = await seat(ctx, game, keeper.token, { action: 'claim', device: 'dev-a', label: 'Android phone' });
    expect(claimed.status, claimed.text).toBe(200);
    expect(claimed.body.scorer).toMatchObject({ account: keeper.email, device: 'dev-a', label: 'Android phone', via: 'claim' });
    // The server's clock stamps it, and says who wrote it (never the client's word).
    expect(claimed.body.updatedBy).toBe(keeper.email);

    // An admin on another device: its claim is refused (someone scores), it asks.
    const second = await seat(ctx, game, ctx.token, { action: 'claim', device: 'dev-b' });
    expect(second.status, second.text).toBe(409);
    expect(String(second.body.reason)).toBe(`${keeper.email} (Android phone) is scoring this game: ask to take over`);
    const asked = await seat(ctx, game, ctx.token, { action: 'request', device: 'dev-b', label: 'iPhone' });
    expect(asked.status, asked.text).toBe(200);
    const request = asked.body.request as { at: number; expiresAt: number };
    expect(request.expiresAt - request.at).toBe(2 * 60_000);

    // The asker cannot take over before the scorer had its time; nobody but the scorer answers.
    expect((await seat(ctx, game, ctx.token, { action: 'take', device: 'dev-b' })).status).toBe(409);
    expect((await seat(ctx, game, ctx.token, { action: 'accept', device: 'dev-b' })).status).toBe(409);
    // The same account on another device is not the scoring device.
    expect((await seat(ctx, game, keeper.token, { action: 'accept', device: 'dev-a2' })).status).toBe(409);

    const accepted = await seat(ctx, game, keeper.token, { action: 'accept', device: 'dev-a' });
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.body.scorer).toMatchObject({ account: 'admin@liaa.test', device: 'dev-b', label: 'iPhone', via: 'accepted' });
    expect(accepted.body.request).toBeUndefined();
    // What every device and instance reads: the shared store's document.
    expect(await stored(ctx, game)).toMatchObject({ id: game, gameId: game, scorer: { device: 'dev-b' } });

    // The old scorer is told why its claim no longer holds.
    const back = await seat(ctx, game, keeper.token, { action: 'claim', device: 'dev-a' });
    expect(back.status).toBe(409);
    expect(String(back.body.reason)).toMatch(/admin@liaa.test \(iPhone\) is scoring this game/);
  });

  it('refuses a body that names no action or no device', async () => {
    expect((await seat(ctx, game, keeper.token, { action: 'steal', device: 'dev-a' })).status).toBe(400);
    expect((await seat(ctx, game, keeper.token, { action: 'claim' })).status).toBe(400);
  });
});

describe('an unanswered request (the timeout, injected: SCORER_REQUEST_TIMEOUT_MS=0)', () => {
  const ctx = serverForFile({ env: { SCORER_REQUEST_TIMEOUT_MS: '0' } });

  it('lets the asker take over once the time is up, by the server\'s clock', async () => {
    const { gameId, keeper } = await setUp(ctx, 'expiry');
    expect((await seat(ctx, gameId, keeper.token, { action: 'claim', device: 'dev-a' })).status).toBe(200);
    const asked = await seat(ctx, gameId, ctx.token, { action: 'request', device: 'dev-b' });
    expect(asked.status, asked.text).toBe(200);
    const taken = await seat(ctx, gameId, ctx.token, { action: 'take', device: 'dev-b' });
    expect(taken.status, taken.text).toBe(200);
    expect(taken.body.scorer).toMatchObject({ account: 'admin@liaa.test', device: 'dev-b', via: 'expired' });
    // A third party cannot take over on the finished request.
    expect((await seat(ctx, gameId, keeper.token, { action: 'take', device: 'dev-a' })).status).toBe(409);
  });
});

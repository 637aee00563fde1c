import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seasonOf } from '../../src/shared/standings/season';
import { formatHlc } from '../../src/shared/scoring/hlc';
import { waitFor } from '../kit/client';
import type { TestServer } from '../kit/server';
import { startStandaloneStore, startTestServer } from '../kit/server';
import { R, accountToken, call, sampleDoc, serverForFile } from './server-helpers';

/**
 * Issue 39: fans do not replicate the scoring log, so the server derives each game's player lines
 * from its credited plays (collection playerGameLines, one document per game and team with
 * credits) whenever the game's entries change. Anyone reads them; only the server writes them.
 */
const ctx = serverForFile();
const SCHOOL = `${R}lines-school`;
const SCHOOL_NAME = `Harborview High ${R}`;
let keeper = '';

let n = 0;
const stamp = () => formatHlc({ wall: Date.now(), counter: n++ % 1000, node: 'devK' });

function entry(gameId: string, over: Record<string, unknown>): Record<string, unknown> {
  const id = `${gameId}:${R}${n++}`;
  const now = Date.now();
  return { _id: id, id, gameId, hlc: stamp(), device: 'devK', createdAt: now, updatedAt: now, ...over };
}
const play = (gameId: string, value: number, key: string, team = 'home') => entry(gameId, { kind: 'play', team, period: '1', value, play: key });
const credit = (gameId: string, target: Record<string, unknown>, name: string, number?: string) =>
  entry(gameId, { kind: 'credit', target: target._id, player: { name, ...(number ? { number } : {}) } });
const voids = (gameId: string, target: Record<string, unknown>) => entry(gameId, { kind: 'void', target: target._id, reason: 'Wrong player' });

async function postEntries(url: string, token: string, docs: Record<string, unknown>[]) {
  const reply = await call(url, 'POST', '/db/scoreEntries/_bulk_docs', { body: { docs }, token });
  expect(reply.status, reply.text).toBe(201);
}

/** The derived lines as an anonymous reader gets them, or null while there are none. */
async function linesOf(url: string, id: string): Promise<Record<string, unknown> | null> {
  const reply = await call(url, 'GET', `/db/playerGameLines/${encodeURIComponent(id)}`);
  if (reply.status === 404) return null;
  expect(reply.status, reply.text).toBe(200);
  return reply.body;
}
const pointsOf = (doc: Record<string, unknown> | null) =>
  doc && (doc.players as { name: string; stats: { points?: number } }[]).map((p) => `${p.name} ${p.stats.points ?? 0}`);

async function newGame(url: string, token: string, id: string): Promise<Record<string, unknown>> {
  const game = {
    ...sampleDoc('games', id), sport: 'basketball', homeSchoolId: SCHOOL, homeSchoolName: SCHOOL_NAME, awayName: 'Maple Ridge Academy',
    time: new Date().toISOString(), status: 'LIVE', score: { home: { '1': 0 }, away: { '1': 0 } }, updatedBy: undefined,
  };
  const reply = await call(url, 'PUT', `/db/games/${encodeURIComponent(id)}`, { body: game, token });
  expect(reply.status, reply.text).toBe(201);
  return game;
}

beforeAll(async () => {
  const school = await call(ctx.server.url, 'PUT', `/db/schools/${SCHOOL}`, { body: { ...sampleDoc('schools', SCHOOL), name: SCHOOL_NAME }, token: ctx.token });
  expect(school.status, school.text).toBe(201);
  keeper = (await accountToken(ctx.server, `${R}keeper@liaa.test`.toLowerCase(), 'scorekeeper', [SCHOOL])).token;
});

describe('player lines from credited plays', () => {
  it("a scorekeeper's credited basketball play gives an anonymous reader the player's points; a voided credit takes them away", async () => {
    const gameId = `${R}lines-g1`;
    const game = await newGame(ctx.server.url, keeper, gameId);
    const three = play(gameId, 3, 'fg3');
    const two = play(gameId, 2, 'fg2');
    await postEntries(ctx.server.url, keeper, [three, two, play(gameId, 2, 'fg2', 'away'), credit(gameId, three, 'Sam Rivera', '12')]);

    const first = await waitFor(() => linesOf(ctx.server.url, `${gameId}:home`));
    expect(first).toMatchObject({
      id: `${gameId}:home`, gameId, team: 'home', sport: 'basketball', season: seasonOf(String(game.time)), schoolId: SCHOOL, schoolName: SCHOOL_NAME,
      players: [{ number: '12', name: 'Sam Rivera', stats: { points: 3 } }],
    });
    // Nobody credited on the away side: no document for it.
    expect(await linesOf(ctx.server.url, `${gameId}:away`)).toBeNull();

    const onTwo = credit(gameId, two, 'Sam Rivera', '12');
    await postEntries(ctx.server.url, keeper, [onTwo]);
    await waitFor(async () => (pointsOf(await linesOf(ctx.server.url, `${gameId}:home`))?.[0] === 'Sam Rivera 5' ? true : null));

    // The credit of the three was wrong: voided, its points leave the line.
    const creditOfThree = (await call(ctx.server.url, 'GET', `/db/scoreEntries/_all_docs?include_docs=true&startkey=${encodeURIComponent(JSON.stringify(`${gameId}:`))}&endkey=${encodeURIComponent(JSON.stringify(`${gameId}:\ufff0`))}`, { token: keeper }))
      .body.rows as { doc: Record<string, unknown> }[];
    const firstCredit = creditOfThree.map((row) => row.doc).find((doc) => doc.kind === 'credit' && doc.target === three._id)!;
    await postEntries(ctx.server.url, keeper, [voids(gameId, firstCredit)]);
    await waitFor(async () => (pointsOf(await linesOf(ctx.server.url, `${gameId}:home`))?.[0] === 'Sam Rivera 2' ? true : null));

    // With no credit left the team's document is gone.
    await postEntries(ctx.server.url, keeper, [voids(gameId, onTwo)]);
    await waitFor(async () => ((await linesOf(ctx.server.url, `${gameId}:home`)) === null ? true : null));
  });

  it('entries that change nothing credited leave the lines as stored (no new revision)', async () => {
    const gameId = `${R}lines-g2`;
    await newGame(ctx.server.url, keeper, gameId);
    const free = play(gameId, 1, 'ft');
    await postEntries(ctx.server.url, keeper, [free, credit(gameId, free, 'Jo Park')]);
    const stored = await waitFor(() => linesOf(ctx.server.url, `${gameId}:home`));
    // An uncredited play: the score moves, the lines do not.
    await postEntries(ctx.server.url, keeper, [play(gameId, 2, 'fg2')]);
    await waitFor(async () => ((await call(ctx.server.url, 'GET', `/db/games/${gameId}`)).body.score as { home: { final?: number } }).home.final === 3 || null);
    expect((await linesOf(ctx.server.url, `${gameId}:home`))?._rev).toBe(stored._rev);
  });

  it('follows its game into another season and leaves with a deleted game', async () => {
    const gameId = `${R}lines-g3`;
    const game = await newGame(ctx.server.url, ctx.token, gameId);
    const basket = play(gameId, 2, 'fg2');
    await postEntries(ctx.server.url, ctx.token, [basket, credit(gameId, basket, 'Ann Lee', '4')]);
    await waitFor(() => linesOf(ctx.server.url, `${gameId}:home`));
    const current = (await call(ctx.server.url, 'GET', `/db/games/${gameId}`)).body;
    const lastYear = new Date(Date.parse(String(game.time)) - 366 * 24 * 3600 * 1000).toISOString();
    const moved = await call(ctx.server.url, 'PUT', `/db/games/${gameId}`, { body: { ...current, time: lastYear }, token: ctx.token });
    expect(moved.status, moved.text).toBe(201);
    const after = await waitFor(async () => {
      const doc = await linesOf(ctx.server.url, `${gameId}:home`);
      return doc?.season === seasonOf(lastYear) ? doc : null;
    });
    // Devices holding the season it left hear of the move (docs/design/sync.md §13).
    expect(after.movedFrom).toEqual([seasonOf(String(game.time))]);
    const deleted = await call(ctx.server.url, 'DELETE', `/db/games/${gameId}?rev=${String(moved.body.rev)}`, { token: ctx.token });
    expect(deleted.status, deleted.text).toBe(200);
    await waitFor(async () => ((await linesOf(ctx.server.url, `${gameId}:home`)) === null ? true : null));
  });

  it('are written by the server alone: an anonymous write, a scorekeeper\'s and an admin\'s are refused, nothing stored', async () => {
    const id = `${R}lines-forged:home`;
    const doc = sampleDoc('playerGameLines', id);
    const anonymous = await call(ctx.server.url, 'PUT', `/db/playerGameLines/${encodeURIComponent(id)}`, { body: doc });
    expect(anonymous.status).toBe(401);
    for (const token of [keeper, ctx.token]) {
      const put = await call(ctx.server.url, 'PUT', `/db/playerGameLines/${encodeURIComponent(id)}`, { body: doc, token });
      expect(put.status, put.text).toBe(403);
      expect(String(put.body.reason)).toBe("playerGameLines is written by the server only: a game's credited player lines are derived from its scoring entries");
      const bulk = await call(ctx.server.url, 'POST', '/db/playerGameLines/_bulk_docs', { body: { docs: [{ ...doc, _id: id }] }, token });
      expect(bulk.status, bulk.text).toBe(403);
    }
    expect(await linesOf(ctx.server.url, id)).toBeNull();
  });

  it('a credit the schema refuses (a name too long) is refused with the field named, and derives nothing', async () => {
    const gameId = `${R}lines-g4`;
    await newGame(ctx.server.url, keeper, gameId);
    const three = play(gameId, 3, 'fg3');
    const reply = await call(ctx.server.url, 'POST', '/db/scoreEntries/_bulk_docs', { body: { docs: [three, credit(gameId, three, 'x'.repeat(101))] }, token: keeper });
    expect(reply.status, reply.text).toBe(400);
    expect(String(reply.body.reason)).toMatch(/^docs\[1\]\.player\.name: /);
    expect(await linesOf(ctx.server.url, `${gameId}:home`)).toBeNull();
  });
});

describe('two server instances on one store', () => {
  let store: { url: string; stop(): Promise<void> } | undefined;
  let first: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    const external = process.env.TEST_COUCHDB_URL;
    if (!external) store = await startStandaloneStore();
    const couchdbUrl = external ?? store!.url;
    first = await startTestServer({ couchdbUrl });
    second = await startTestServer({ couchdbUrl, dbPrefix: first.dbPrefix });
  });
  afterAll(async () => {
    await second?.stop();
    await first?.stop();
    await store?.stop();
  });

  it('derive the same lines from the stored entries, whichever took which entries, at the same time', async () => {
    const [a, b] = await Promise.all([first.adminToken(), second.adminToken()]);
    const gameId = `${R}lines-two`;
    await newGame(first.url, a, gameId);
    const batches = Array.from({ length: 6 }, (_, i) => {
      const basket = play(gameId, 2, 'fg2');
      return [basket, credit(gameId, basket, i % 2 === 0 ? 'Sam Rivera' : 'Jo Park')];
    });
    await Promise.all(batches.map((docs, i) => postEntries(i % 2 === 0 ? first.url : second.url, i % 2 === 0 ? a : b, docs)));
    for (const server of [first, second]) {
      await waitFor(async () => {
        const points = pointsOf(await linesOf(server.url, `${gameId}:home`));
        return points?.join(', ') === 'Sam Rivera 6, Jo Park 6' || points?.join(', ') === 'Jo Park 6, Sam Rivera 6' ? true : null;
      });
    }
  });
});

import { describe, expect, it } from 'vitest';
import { formatHlc, parseHlc } from '../../src/shared/scoring/hlc';
import { waitFor } from '../kit/client';
import { TEST_ADMIN_EMAIL } from '../kit/server';
import { R, call, serverForFile } from './server-helpers';

/**
 * The server's part of "one truth for a score": it computes each game's score from the
 * game's stored scoring entries, stamps who wrote an entry from the token, bounds clock
 * stamps, and refuses what may not be stored (naming the field, storing nothing).
 */
const ctx = serverForFile();

let n = 0;
function stamp(at = Date.now()): string {
  return formatHlc({ wall: at, counter: n++ % 1000, node: 'devA' });
}

function game(id: string, over: Record<string, unknown> = {}): Record<string, unknown> {
  const now = Date.now();
  return {
    _id: id, id, sport: 'basketball', homeSchoolName: 'Harborview High School', awayName: 'Maple Ridge Academy',
    time: new Date(now).toISOString(), location: 'Harborview Gym', status: 'LIVE', createdAt: now, updatedAt: now, updatedBy: TEST_ADMIN_EMAIL, ...over,
  };
}

function entry(gameId: string, over: Record<string, unknown> = {}): Record<string, unknown> {
  const id = `${gameId}:${R}${n++}`;
  const now = Date.now();
  return { _id: id, id, gameId, kind: 'play', team: 'home', period: '1', value: 2, play: 'fg2', hlc: stamp(), device: 'devA', createdAt: now, updatedAt: now, ...over };
}

async function putGame(doc: Record<string, unknown>) {
  return call(ctx.server.url, 'PUT', `/db/games/${encodeURIComponent(String(doc._id))}`, { body: doc, token: ctx.token });
}

async function postEntries(docs: Record<string, unknown>[], opts: { anonymous?: boolean } = {}) {
  return call(ctx.server.url, 'POST', '/db/scoreEntries/_bulk_docs', { body: { docs }, ...(opts.anonymous ? {} : { token: ctx.token }) });
}

async function getDoc(collection: string, id: string) {
  return call(ctx.server.url, 'GET', `/db/${collection}/${encodeURIComponent(id)}`);
}

describe('a game\'s score is computed from its entries', () => {
  it('stores plays and writes the game the score they add up to, final included', async () => {
    const id = `${R}g-sum`;
    expect((await putGame(game(id))).status).toBe(201);
    const plays = [entry(id, { value: 2 }), entry(id, { value: 3, play: 'fg3' }), entry(id, { team: 'away', period: '2', value: 1, play: 'ft' })];
    const stored = await postEntries(plays);
    expect(stored.status, stored.text).toBe(201);
    const scored = await waitFor(async () => {
      const doc = (await getDoc('games', id)).body;
      return (doc.score as { home?: { final?: number } } | undefined)?.home?.final === 5 ? doc : null;
    });
    expect(scored.score).toEqual({ home: { 1: 5, 2: 0, final: 5 }, away: { 1: 0, 2: 1, final: 1 } });
  });

  it('drops a voided play and applies a correction over the plays before it', async () => {
    const id = `${R}g-void`;
    await putGame(game(id));
    const [a, b] = [entry(id, { value: 2 }), entry(id, { value: 2 })];
    await postEntries([a, b]);
    await postEntries([entry(id, { kind: 'void', target: b.id, reason: 'Entered twice', team: undefined, period: undefined, value: undefined, play: undefined })]);
    await waitFor(async () => ((await getDoc('games', id)).body.score as { home?: { final?: number } } | undefined)?.home?.final === 2);
    await postEntries([entry(id, { kind: 'set', value: 10, play: undefined, reason: 'correction' }), entry(id, { value: 3, play: 'fg3' })]);
    const doc = await waitFor(async () => {
      const got = (await getDoc('games', id)).body;
      return (got.score as { home?: { final?: number } } | undefined)?.home?.final === 13 ? got : null;
    });
    expect((doc.score as { home: Record<string, number> }).home['1']).toBe(13);
  });

  it('a final typed against its periods is stored as computed from them', async () => {
    const id = `${R}g-typed`;
    const reply = await putGame(game(id, { status: 'FINAL', score: { home: { 1: 30, 2: 28, final: 70 }, away: { 1: 20, 2: 20, final: 40 } } }));
    expect(reply.status, reply.text).toBe(201);
    expect((await getDoc('games', id)).body.score).toEqual({ home: { 1: 30, 2: 28, final: 58 }, away: { 1: 20, 2: 20, final: 40 } });
  });

  it('a game written by a device with an older score keeps the score of the stored entries', async () => {
    const id = `${R}g-stale`;
    await putGame(game(id));
    await postEntries([entry(id, { value: 3, play: 'fg3' })]);
    const current = await waitFor(async () => {
      const got = (await getDoc('games', id)).body;
      return (got.score as { home?: { final?: number } } | undefined)?.home?.final === 3 ? got : null;
    });
    const stale = { ...current, score: { home: { 1: 0, final: 0 }, away: { 1: 0, final: 0 } }, gameNotes: { general: 'Packed gym' } };
    expect((await putGame(stale)).status).toBe(201);
    const after = (await getDoc('games', id)).body;
    expect(after.gameNotes).toEqual({ general: 'Packed gym' });
    expect((after.score as { home: { final: number } }).home.final).toBe(3);
  });
});

describe('sports in their own units, players credited (issue 39)', () => {
  it('a credit names the player of a play and leaves the score alone; one naming no player is refused, nothing stored', async () => {
    const id = `${R}g-credit`;
    expect((await putGame(game(id))).status).toBe(201);
    const three = entry(id, { value: 3, play: 'fg3' });
    const credit = entry(id, { kind: 'credit', target: three._id, player: { number: '12', name: 'Sam Rivera' }, team: undefined, period: undefined, value: undefined, play: undefined });
    const stored = await postEntries([three, credit]);
    expect(stored.status, stored.text).toBe(201);
    await waitFor(async () => ((await getDoc('games', id)).body.score as { home?: { final?: number } } | undefined)?.home?.final === 3);
    expect((await getDoc('scoreEntries', String(credit._id))).body).toMatchObject({ kind: 'credit', target: three._id, player: { number: '12', name: 'Sam Rivera' } });

    const nobody = entry(id, { kind: 'credit', target: three._id, team: undefined, period: undefined, value: undefined, play: undefined });
    const refused = await postEntries([nobody]);
    expect(refused.status, refused.text).toBe(400);
    expect(String(refused.body.reason)).toMatch(/A credit must name the player/);
    expect((await getDoc('scoreEntries', String(nobody._id))).status).toBe(404);
  });

  it("baseball: runs add up by inning, hits and errors stay in the line score; a volleyball set's points give the sets won", async () => {
    const ball = `${R}g-baseball`;
    expect((await putGame(game(ball, { sport: 'baseball', half: 'bottom', period: '8' }))).status).toBe(201);
    const plays = [
      entry(ball, { team: 'away', period: '1', value: 1, play: 'run' }),
      entry(ball, { team: 'away', period: 'H', value: 1, play: 'hit' }),
      entry(ball, { team: 'home', period: 'E', value: 1, play: 'error' }),
      entry(ball, { team: 'home', period: '8', value: 1, play: 'run' }),
      entry(ball, { team: 'home', period: '8', value: 1, play: 'run' }),
    ];
    expect((await postEntries(plays)).status).toBe(201);
    const scored = await waitFor(async () => {
      const doc = (await getDoc('games', ball)).body;
      return (doc.score as { home?: { final?: number } } | undefined)?.home?.final === 2 ? doc : null;
    });
    expect(scored.score).toEqual({
      home: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0, 6: 0, 7: 0, 8: 2, H: 0, E: 1, final: 2 },
      away: { 1: 1, 2: 0, 3: 0, 4: 0, 5: 0, 6: 0, 7: 0, 8: 0, H: 1, E: 0, final: 1 },
    });
    expect(scored).toMatchObject({ half: 'bottom', period: '8' });
    // A half that is no half is refused by the schema, naming the field.
    const bad = await putGame({ ...scored, half: 'middle', updatedAt: Date.now() });
    expect(bad.status, bad.text).toBe(400);
    expect(String(bad.body.field)).toMatch(/half/);
  });
});

describe('tennis lines (issue 39)', () => {
  it('games give each line its sets and the team score its lines won; an impossible set is refused with what is wrong, storing nothing', async () => {
    const id = `${R}g-tennis`;
    expect((await putGame(game(id, { sport: 'tennis', period: 's1-1' }))).status).toBe(201);
    const games = (period: string, team: 'home' | 'away', count: number) =>
      Array.from({ length: count }, () => entry(id, { team, period, value: 1, play: 'game' }));
    // Singles 1 won 6-4 6-4 at home; Doubles 1 under way at 2-1.
    const taps = [...games('s1-1', 'away', 4), ...games('s1-1', 'home', 6), ...games('s1-2', 'away', 4), ...games('s1-2', 'home', 6), ...games('d1-1', 'home', 2), ...games('d1-1', 'away', 1)];
    const stored = await postEntries(taps);
    expect(stored.status, stored.text).toBe(201);
    const scored = await waitFor(async () => {
      const doc = (await getDoc('games', id)).body;
      return (doc.score as { home?: { final?: number } } | undefined)?.home?.final === 1 ? doc : null;
    });
    expect(scored.score).toEqual({ home: { 's1-1': 6, 's1-2': 6, 'd1-1': 2, final: 1 }, away: { 's1-1': 4, 's1-2': 4, 'd1-1': 1, final: 0 } });

    // An entry's cell past a set's 7 games, and a game whose set score cannot be: refused, naming the field and the rule.
    const eight = entry(id, { kind: 'set', period: 's2-1', value: 8, play: undefined, reason: 'correction' });
    const refused = await postEntries([eight]);
    expect(refused.status, refused.text).toBe(400);
    expect(String(refused.body.reason)).toContain('Singles 2 set 1: 8 games is more than a set has (7 at most: 7 – 5 or 7 – 6).');
    expect((await getDoc('scoreEntries', String(eight._id))).status).toBe(404);
    const other = `${R}g-tennis-typed`;
    const impossible = await putGame(game(other, { sport: 'tennis', score: { home: { 's3-1': 7 }, away: { 's3-1': 2 } } }));
    expect(impossible.status, impossible.text).toBe(400);
    expect(impossible.body.field).toBe('score');
    expect(String(impossible.body.reason)).toContain('Singles 3 set 1: 7 – 2 is not a set score');
    expect((await getDoc('games', other)).status).toBe(404);
  });
});

describe('what the server refuses, storing nothing', () => {
  it.each([
    ['a decimal score', { home: { 1: 2.5 }, away: {} }, 'score.home.1'],
    ['a score of 10^12', { home: { 1: 10 ** 12 }, away: {} }, 'score.home.1'],
    ['an unknown period', { home: { Q9: 3 }, away: {} }, 'score.home.Q9'],
  ])('%s in a game', async (_what, score, field) => {
    const id = `${R}g-bad-${field}-${n++}`;
    const reply = await putGame(game(id, { score }));
    expect(reply.status, reply.text).toBe(400);
    expect(reply.body.field).toBe(field);
    expect((await getDoc('games', id)).status).toBe(404);
  });

  it('an entry whose author is not the token\'s user (403); one without an author is stamped with it', async () => {
    const id = `${R}g-author`;
    await putGame(game(id));
    const forged = entry(id, { by: 'someone.else@liaa.test' });
    const refused = await postEntries([forged]);
    expect(refused.status, refused.text).toBe(403);
    expect(refused.body.field).toBe('docs[0].by');
    expect((await getDoc('scoreEntries', String(forged.id))).status).toBe(404);

    const plain = entry(id);
    expect((await postEntries([plain])).status).toBe(201);
    expect((await getDoc('scoreEntries', String(plain.id))).body.by).toBe(ctx.server.adminEmail);
  });

  it.each([
    ['a period of another sport', { period: 'H1' }, 'docs[0].period'],
    ['a decimal play', { value: 2.5 }, 'docs[0].value'],
    ['a play of 10^12', { value: 10 ** 12 }, 'docs[0].value'],
    ['a correction of 10^12', { kind: 'set', value: 10 ** 12 }, 'docs[0].value'],
  ])('an entry with %s', async (_what, over, field) => {
    const id = `${R}g-entry-${n++}`;
    await putGame(game(id));
    const bad = entry(id, over);
    const reply = await postEntries([bad]);
    expect(reply.status, reply.text).toBe(400);
    expect(reply.body.field).toBe(field);
    expect((await getDoc('scoreEntries', String(bad.id))).status).toBe(404);
  });

  it('an anonymous entry (401), a deleted entry (403): entries are voided, never deleted', async () => {
    const id = `${R}g-anon`;
    await putGame(game(id));
    expect((await postEntries([entry(id)], { anonymous: true })).status).toBe(401);
    const kept = entry(id);
    await postEntries([kept]);
    const stored = (await getDoc('scoreEntries', String(kept.id))).body;
    const deleted = await call(ctx.server.url, 'DELETE', `/db/scoreEntries/${encodeURIComponent(String(kept.id))}?rev=${String(stored._rev)}`, { token: ctx.token });
    expect(deleted.status).toBe(403);
    expect((await postEntries([{ ...stored, _deleted: true }])).status).toBe(403);
    expect((await getDoc('scoreEntries', String(kept.id))).status).toBe(200);
  });
});

describe('clock stamps', () => {
  it('pulls a stamp from a clock an hour fast back to the server\'s time', async () => {
    const id = `${R}g-clock`;
    await putGame(game(id));
    const fast = entry(id, { hlc: formatHlc({ wall: Date.now() + 3_600_000, counter: 3, node: 'fastdev' }) });
    const before = Date.now();
    expect((await postEntries([fast])).status).toBe(201);
    const stored = parseHlc((await getDoc('scoreEntries', String(fast.id))).body.hlc);
    expect(stored?.node).toBe('fastdev');
    expect(stored?.counter).toBe(3);
    expect(stored!.wall).toBeGreaterThanOrEqual(before);
    expect(stored!.wall).toBeLessThan(before + 3_600_000);
  });

  it('bounds the per-field stamps of a game the same way', async () => {
    const id = `${R}g-clocks`;
    const reply = await putGame(game(id, { clocks: { status: formatHlc({ wall: Date.now() + 3_600_000, counter: 0, node: 'fastdev' }) } }));
    expect(reply.status, reply.text).toBe(201);
    const stamp = parseHlc(((await getDoc('games', id)).body.clocks as Record<string, string>).status);
    expect(stamp!.wall).toBeLessThan(Date.now() + 3_600_000 - 60_000);
  });
});

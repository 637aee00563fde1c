import { describe, expect, it } from 'vitest';
import { formatHlc } from '../../src/shared/scoring/hlc';
import { waitFor } from '../kit/client';
import { TEST_ADMIN_EMAIL } from '../kit/server';
import { R, call, serverForFile } from './server-helpers';

/**
 * Editing a game (issue 38): every edited field is held to the rules of a new game, a refused edit
 * stores nothing, and an edited or rescheduled game is the same game, its scoring entries kept.
 */
const ctx = serverForFile();

let n = 0;
type Doc = Record<string, unknown>;

function game(id: string, over: Doc = {}): Doc {
  const now = Date.now();
  return {
    _id: id, id, sport: 'basketball', homeSchoolId: `${R}s-home`, homeSchoolName: `Harborview High ${R}`, awaySchoolId: `${R}s-away`,
    awayName: `Maple Ridge Academy ${R}`, time: new Date(now + 86_400_000).toISOString(), location: 'Harborview Gym', status: 'UPCOMING',
    createdAt: now, updatedAt: now, updatedBy: TEST_ADMIN_EMAIL, ...over,
  };
}

function play(gameId: string, value: number): Doc {
  const id = `${gameId}:${R}${n++}`;
  const now = Date.now();
  return {
    _id: id, id, gameId, kind: 'play', team: 'home', period: '1', value, play: value === 3 ? 'fg3' : 'fg2',
    hlc: formatHlc({ wall: now, counter: n % 1000, node: 'devA' }), device: 'devA', createdAt: now, updatedAt: now,
  };
}

const get = (collection: string, id: string) => call(ctx.server.url, 'GET', `/db/${collection}/${encodeURIComponent(id)}`);
const put = (doc: Doc) => call(ctx.server.url, 'PUT', `/db/games/${encodeURIComponent(String(doc._id))}`, { body: doc, token: ctx.token });

/** Stores `doc` and answers it as stored (with its revision). */
async function stored(doc: Doc): Promise<Doc> {
  const reply = await put(doc);
  expect(reply.status, reply.text).toBe(201);
  return (await get('games', String(doc._id))).body;
}

async function entryIds(gameId: string): Promise<string[]> {
  const range = `startkey=${encodeURIComponent(JSON.stringify(`${gameId}:`))}&endkey=${encodeURIComponent(JSON.stringify(`${gameId}:\ufff0`))}`;
  const reply = await call(ctx.server.url, 'GET', `/db/scoreEntries/_all_docs?${range}`, { token: ctx.token });
  return ((reply.body.rows ?? []) as { id: string }[]).map((row) => row.id).sort();
}

describe('an edited game is validated as a new one', () => {
  const edits: [string, Doc, string, RegExp][] = [
    ['a location too long', { location: 'x'.repeat(201) }, 'location', /location/],
    ['a blank location', { location: '  ' }, 'location', /Location is required/],
    ['the home school as its opponent', { awaySchoolId: undefined, awayName: ` harborview high ${R}`.toUpperCase() }, 'awayName', /Home and away teams must be different/],
    ['a time that is no time', { time: 'next friday' }, 'time', /time/],
    ['a stream link that is not a web address', { url: 'javascript:alert(1)' }, 'url', /http/],
    ['an unknown sport', { sport: 'quidditch' }, 'sport', /sport/i],
  ];

  it.each(edits)('refuses %s with a 400 naming the field, and keeps the game as it was', async (_what, patch, field, reason) => {
    const id = `${R}edit-${n++}`;
    const before = await stored(game(id));
    const reply = await put({ ...before, ...patch, updatedAt: Date.now() });
    expect(reply.status, reply.text).toBe(400);
    expect(String(reply.body.field)).toMatch(new RegExp(`(^|\\.)${field}$`));
    expect(String(reply.body.reason)).toMatch(reason);
    expect((await get('games', id)).body).toEqual(before);
  });

  it('accepts a valid edit of every field, the sport included while the game has no result', async () => {
    const id = `${R}edit-ok-${n++}`;
    const before = await stored(game(id));
    const edit = {
      sport: 'volleyball', location: 'Cedar Park', time: new Date(Date.now() + 2 * 86_400_000).toISOString(), url: 'https://stream.example.org/g',
      homeSchoolId: before.awaySchoolId, homeSchoolName: before.awayName, awaySchoolId: before.homeSchoolId, awayName: before.homeSchoolName,
    };
    const reply = await put({ ...before, ...edit, updatedAt: Date.now() });
    expect(reply.status, reply.text).toBe(201);
    expect((await get('games', id)).body).toMatchObject({ id, ...edit });

    // The Activity tab's row for it: who changed which fields, from what to what.
    const audited = await waitFor(async () => {
      const reply = await call(ctx.server.url, 'GET', `/api/audit?game=${encodeURIComponent(id)}`, { token: ctx.token });
      const records = (reply.body.records ?? []) as Doc[];
      return records.length === 2 ? records[0] : null;
    });
    expect(audited).toMatchObject({ action: 'update', by: TEST_ADMIN_EMAIL, docId: id });
    expect(audited.changed).toEqual(['awayName', 'awaySchoolId', 'homeSchoolId', 'homeSchoolName', 'location', 'sport', 'time', 'url']);
    expect(audited.values).toMatchObject({
      location: { old: 'Harborview Gym', new: 'Cedar Park' },
      sport: { old: 'basketball', new: 'volleyball' },
      time: { old: before.time, new: edit.time },
      url: { old: null, new: edit.url },
      awayName: { old: before.awayName, new: before.homeSchoolName },
    });
  });
});

describe('a game with a result keeps its sport, its entries and its id', () => {
  it('refuses a new sport once entries exist, and keeps them through a new time and location', async () => {
    const id = `${R}edit-live-${n++}`;
    await stored(game(id, { status: 'LIVE', time: new Date().toISOString() }));
    const plays = [play(id, 2), play(id, 3)];
    expect((await call(ctx.server.url, 'POST', '/db/scoreEntries/_bulk_docs', { body: { docs: plays }, token: ctx.token })).status).toBe(201);
    const scored = await waitFor(async () => {
      const doc = (await get('games', id)).body;
      return (doc.score as { home?: { final?: number } } | undefined)?.home?.final === 5 ? doc : null;
    });

    const sport = await put({ ...scored, sport: 'volleyball', updatedAt: Date.now() });
    expect(sport.status, sport.text).toBe(400);
    expect(String(sport.body.field)).toMatch(/sport$/);
    expect(String(sport.body.reason)).toMatch(/The sport can be changed only while the game has no result/);
    expect((await get('games', id)).body).toEqual(scored);

    // Postponed, then given a new time and place: the same game, its entries and score kept.
    const postponed = await stored({ ...scored, status: 'POSTPONED', updatedAt: Date.now() });
    const moved = await stored({
      ...postponed, status: 'UPCOMING', location: 'Cedar Park', time: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      rescheduledFrom: postponed.time, updatedAt: Date.now(),
    });
    expect(moved).toMatchObject({ id, location: 'Cedar Park', status: 'UPCOMING', rescheduledFrom: postponed.time });
    expect(moved.score).toEqual(scored.score);
    expect(await entryIds(id)).toEqual(plays.map((p) => String(p.id)).sort());
  });
});

describe('the Activity tab has one row per scoring action (issue 39)', () => {
  it('a play is one row: the game written with its computed score, by the device and by the server, adds none; a period change is a row', async () => {
    const id = `${R}audit-play-${n++}`;
    const live = await stored(game(id, { status: 'LIVE', period: '1', time: new Date().toISOString() }));
    const entry = play(id, 3);
    expect((await call(ctx.server.url, 'POST', '/db/scoreEntries/_bulk_docs', { body: { docs: [entry] }, token: ctx.token })).status).toBe(201);
    // The scorer's device writes the score it computed, as the console does with every tap; the server computed the same.
    const scored = await waitFor(async () => {
      const doc = (await get('games', id)).body;
      return (doc.score as { home?: { final?: number } } | undefined)?.home?.final === 3 ? doc : null;
    });
    const stamp = formatHlc({ wall: Date.now(), counter: 1, node: 'devA' });
    const mine = await put({ ...scored, clocks: { ...(scored.clocks as Doc), score: stamp }, updatedAt: Date.now() });
    expect(mine.status, mine.text).toBe(201);
    // Moving on to the next period is the scorer's own action: it has its row.
    const moved = await put({ ...(await get('games', id)).body, period: '2', updatedAt: Date.now() });
    expect(moved.status, moved.text).toBe(201);

    const reply = await call(ctx.server.url, 'GET', `/api/audit?game=${encodeURIComponent(id)}`, { token: ctx.token });
    const records = ((reply.body.records ?? []) as Doc[]).reverse();
    expect(records.map((r) => [r.collection, r.action, r.changed])).toEqual([
      ['games', 'create', expect.any(Array)],
      ['scoreEntries', 'create', expect.any(Array)],
      ['games', 'update', ['period']],
    ]);
    expect(records[1].scores).toEqual({ 'home.1': { old: null, new: 3 } });
    expect(live.score ?? null).toBeNull();
  });

  it('a start is one row: the game from UPCOMING to LIVE; its state entry (the console history) adds none', async () => {
    const id = `${R}audit-start-${n++}`;
    await stored(game(id));
    const start = { ...play(id, 0), kind: 'state', value: 'LIVE', team: undefined, period: undefined, play: undefined };
    expect((await call(ctx.server.url, 'POST', '/db/scoreEntries/_bulk_docs', { body: { docs: [start] }, token: ctx.token })).status).toBe(201);
    // The server may write the game meanwhile (its score, computed from its entries): write on the revision stored, as a device does.
    const live = await waitFor(async () => {
      const reply = await put({ ...(await get('games', id)).body, status: 'LIVE', period: '1', updatedAt: Date.now() });
      return reply.status === 409 ? null : reply;
    });
    expect(live.status, live.text).toBe(201);
    const reply = await call(ctx.server.url, 'GET', `/api/audit?game=${encodeURIComponent(id)}`, { token: ctx.token });
    const records = (reply.body.records ?? []) as Doc[];
    expect(records.map((r) => [r.collection, r.action])).toEqual([['games', 'update'], ['games', 'create']]);
    expect(records[0].values).toMatchObject({ status: { old: 'UPCOMING', new: 'LIVE' } });
  });

  it('a score typed into a game that has no entries keeps its row', async () => {
    const id = `${R}audit-typed-${n++}`;
    const upcoming = await stored(game(id));
    const typed = await put({ ...upcoming, status: 'FINAL', score: { home: { '1': 40, '2': 30 }, away: { '1': 20, '2': 25 } }, updatedAt: Date.now() });
    expect(typed.status, typed.text).toBe(201);
    const retyped = await put({ ...(await get('games', id)).body, score: { home: { '1': 41, '2': 30 }, away: { '1': 20, '2': 25 } }, updatedAt: Date.now() });
    expect(retyped.status, retyped.text).toBe(201);
    const reply = await call(ctx.server.url, 'GET', `/api/audit?game=${encodeURIComponent(id)}`, { token: ctx.token });
    const records = (reply.body.records ?? []) as Doc[];
    expect(records.map((r) => r.changed)).toEqual([['score'], ['score', 'status'], expect.any(Array)]);
  });
});

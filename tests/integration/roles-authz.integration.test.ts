import { beforeAll, describe, expect, it } from 'vitest';
import type { CollectionName } from '../../src/shared/schemas/collections';
import { computeScore } from '../../src/shared/scoring/score';
import type { EntryLike } from '../../src/shared/scoring/score';
import { waitFor } from '../kit/client';
import { R, call, sampleDoc, serverForFile } from './server-helpers';
import type { Reply } from './server-helpers';

/**
 * Issue 16, roles: the server decides, per written document, what an account's role may write
 * (docs/product/rules.md §1). A school scorekeeper of school A, against games of B and C, an
 * article, a school, an account, another user's name: refused whole with a 403 naming why, nothing
 * stored; its own school's game: accepted, and the audit trail says who did what.
 */
const ctx = serverForFile();
const [A, B, C] = [`${R}school-a`, `${R}school-b`, `${R}school-c`];
const NAMES = { [A]: 'Harborview High School', [B]: 'Maple Ridge Academy', [C]: 'Cedar Point High' };
const KEEPER = `${R}keeper@liaa.test`.toLowerCase();
let keeper = '';

function game(id: string, home: string, away: string, over: Record<string, unknown> = {}): Record<string, unknown> {
  return { ...sampleDoc('games', id, Date.now(), KEEPER), homeSchoolId: home, homeSchoolName: NAMES[home], awaySchoolId: away, awayName: NAMES[away], status: 'LIVE', score: { home: { '1': 0 }, away: { '1': 0 } }, ...over };
}

const put = (collection: CollectionName, doc: Record<string, unknown>, token: string): Promise<Reply> =>
  call(ctx.server.url, 'PUT', `/db/${collection}/${encodeURIComponent(String(doc.id))}`, { body: doc, token });

async function stored(collection: CollectionName, id: string): Promise<Record<string, unknown> | null> {
  const reply = await call(ctx.server.url, 'GET', `/db/${collection}/${encodeURIComponent(id)}`);
  return reply.status === 200 ? reply.body : null;
}

async function audit(query: string, token = ctx.token): Promise<Record<string, unknown>[]> {
  const reply = await call(ctx.server.url, 'GET', `/api/audit?${query}`, { token });
  expect(reply.status, reply.text).toBe(200);
  return reply.body.records as Record<string, unknown>[];
}

function expectRefused(reply: Reply, reason: RegExp): void {
  expect(reply.status, reply.text).toBe(403);
  expect(reply.body.error).toBe('forbidden');
  expect(String(reply.body.reason)).toMatch(reason);
}

beforeAll(async () => {
  for (const id of [A, B, C]) {
    const reply = await put('schools', { ...sampleDoc('schools', id), name: NAMES[id] }, ctx.token);
    expect(reply.status, reply.text).toBe(201);
  }
  const made = await call(ctx.server.url, 'POST', '/api/accounts', { token: ctx.token, body: { email: KEEPER, role: 'scorekeeper', schools: [A] } });
  expect(made.status, made.text).toBe(201);
  const login = await call(ctx.server.url, 'POST', '/api/auth/login', { body: { username: KEEPER, password: made.body.password } });
  expect(login.status, login.text).toBe(200);
  expect(login.body.user).toEqual({ email: KEEPER, role: 'scorekeeper', schools: [A] });
  keeper = String(login.body.token);
});

describe('the accounts and audit routes', () => {
  it('are refused without a token, and to a scorekeeper', async () => {
    for (const [method, path] of [['GET', '/api/accounts'], ['POST', '/api/accounts'], ['GET', '/api/audit'], [`POST`, `/api/accounts/${KEEPER}/password`]] as const) {
      expect((await call(ctx.server.url, method, path, { body: method === 'POST' ? {} : undefined })).status).toBe(401);
      expectRefused(await call(ctx.server.url, method, path, { token: keeper, body: method === 'POST' ? { email: `${R}x@liaa.test`, role: 'admin' } : undefined }), /only an association admin/);
    }
    // The scorekeeper made no account.
    const list = await call(ctx.server.url, 'GET', '/api/accounts', { token: ctx.token });
    expect((list.body.accounts as { email: string }[]).map((a) => a.email)).not.toContain(`${R}x@liaa.test`.toLowerCase());
  });

  it('says what is wrong with a new account', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ email: 'not-an-email', role: 'admin' }, 'email: must be an email address'],
      [{ email: `${R}y@liaa.test`, role: 'coach' }, 'role: must be one of admin, scorekeeper'],
      [{ email: `${R}y@liaa.test`, role: 'scorekeeper', schools: [] }, 'schools: a school scorekeeper needs at least one school'],
      [{ email: `${R}y@liaa.test`, role: 'scorekeeper', schools: [`${R}nowhere`] }, `schools: no such school '${R}nowhere'`],
    ];
    for (const [body, reason] of cases) {
      const reply = await call(ctx.server.url, 'POST', '/api/accounts', { token: ctx.token, body });
      expect(reply.status).toBe(400);
      expect(reply.body.reason).toBe(reason);
    }
    expect((await call(ctx.server.url, 'POST', '/api/accounts', { token: ctx.token, body: { email: KEEPER, role: 'admin' } })).status).toBe(409);
  });

  it('no route writes the audit trail, not even for an admin', async () => {
    for (const path of ['/db/liaa_audit', '/db/liaa_audit/_bulk_docs', `/db/${ctx.server.dbPrefix}liaa_audit/x`, '/db/liaa_sessions/_all_docs']) {
      for (const method of ['GET', 'PUT', 'POST', 'DELETE']) {
        const reply = await call(ctx.server.url, method, path, { token: ctx.token, body: method === 'PUT' || method === 'POST' ? { docs: [] } : undefined });
        expect(reply.status, `${method} ${path}`).toBe(403);
      }
    }
    for (const method of ['POST', 'PUT', 'DELETE']) {
      expect((await call(ctx.server.url, method, '/api/audit', { token: ctx.token, body: {} })).status).toBe(405);
    }
  });
});

describe('a scorekeeper of school A', () => {
  it('may not write a game of schools B and C: refused, nothing stored', async () => {
    const id = `${R}g-bc`;
    expectRefused(await put('games', game(id, B, C), keeper), /docs\[0\]\.homeSchoolId: games '.*g-bc' is not one of your schools'/);
    expect(await stored('games', id)).toBeNull();
  });

  it('may not take over a game of B and C by naming A in it', async () => {
    const id = `${R}g-bc-stored`;
    expect((await put('games', game(id, B, C, { updatedBy: ctx.server.adminEmail }), ctx.token)).status).toBe(201);
    const before = await stored('games', id);
    expectRefused(await put('games', { ...game(id, A, C), _rev: before?._rev, notes: 'mine now' }, keeper), /not one of your schools'/);
    expect(await stored('games', id)).toMatchObject({ homeSchoolId: B, _rev: before?._rev });
    // Nor move its own game away from A.
    const own = `${R}g-ab-move`;
    expect((await put('games', game(own, A, B), keeper)).status).toBe(201);
    const mine = await stored('games', own);
    expectRefused(await put('games', { ...game(own, B, C), _rev: mine?._rev }, keeper), /not one of your schools'/);
    expect(await stored('games', own)).toMatchObject({ homeSchoolId: A });
  });

  it.each(['articles', 'schools', 'featuredScores', 'rankings', 'divisions', 'teamStats'] as const)('may not write %s', async (collection) => {
    const id = `${R}sk-${collection}`;
    expectRefused(await put(collection, sampleDoc(collection, id, Date.now(), KEEPER), keeper), new RegExp(`a school scorekeeper may not write ${collection}`));
    expect(await stored(collection, id)).toBeNull();
  });

  it('may not delete, not even its own game', async () => {
    const id = `${R}g-ab-delete`;
    expect((await put('games', game(id, A, B), keeper)).status).toBe(201);
    const doc = await stored('games', id);
    expectRefused(await call(ctx.server.url, 'DELETE', `/db/games/${id}?rev=${String(doc?._rev)}`, { token: keeper }), /may not delete games/);
    expect(await stored('games', id)).not.toBeNull();
  });

  it('sees a _bulk_docs with one refused document refused whole', async () => {
    const [own, other] = [`${R}g-bulk-own`, `${R}g-bulk-other`];
    const docs = [{ ...game(own, A, B), _id: own }, { ...game(other, B, C), _id: other }];
    expectRefused(await call(ctx.server.url, 'POST', '/db/games/_bulk_docs', { token: keeper, body: { docs } }), /docs\[1\]\.homeSchoolId/);
    expect(await stored('games', own)).toBeNull();
    expect(await stored('games', other)).toBeNull();
  });

  it("may not sign another user's name", async () => {
    const id = `${R}g-ab-forged`;
    expectRefused(await put('games', game(id, A, B, { updatedBy: ctx.server.adminEmail }), keeper), /updatedBy: the document's author must be the signed-in user/);
    expect(await stored('games', id)).toBeNull();
    // A scoring entry names its author in `by` too.
    const own = `${R}g-ab-forged-entry`;
    expect((await put('games', game(own, A, B), keeper)).status).toBe(201);
    const entry = { id: `${own}:e1`, gameId: own, kind: 'state', value: 'LIVE', hlc: `${String(Date.now()).padStart(13, '0')}:0000:dev`, device: 'dev', by: ctx.server.adminEmail, createdAt: Date.now(), updatedAt: Date.now() };
    expectRefused(await put('scoreEntries', entry, keeper), /by: the entry's author must be the signed-in user/);
    expect(await stored('scoreEntries', `${own}:e1`)).toBeNull();
  });

  it('may not score, nor keep the roster or the stats of, another school', async () => {
    const other = `${R}g-bc-entries`;
    expect((await put('games', game(other, B, C, { updatedBy: ctx.server.adminEmail }), ctx.token)).status).toBe(201);
    const entry = { id: `${other}:e1`, gameId: other, kind: 'play', team: 'home', period: '1', value: 2, hlc: `${String(Date.now()).padStart(13, '0')}:0000:dev`, device: 'dev', createdAt: Date.now(), updatedAt: Date.now() };
    expectRefused(await put('scoreEntries', entry, keeper), /game '.*g-bc-entries' is not one of your schools'/);
    expect(await stored('scoreEntries', `${other}:e1`)).toBeNull();

    const roster = { ...sampleDoc('rosters', `${R}roster-b`, Date.now(), KEEPER), schoolId: B, schoolName: NAMES[B] };
    expectRefused(await put('rosters', roster, keeper), /schoolId: rosters '.*roster-b' is not one of your schools'/);
    expect(await stored('rosters', `${R}roster-b`)).toBeNull();

    const line = { playerName: 'Sam Rivera', teamName: 'Maple', schoolName: NAMES[B], sport: 'football', division: '6A', season: '2025-2026', passingYards: 10 };
    const stats = await call(ctx.server.url, 'POST', '/api/stats', { token: keeper, body: line });
    expectRefused(stats, /schoolName: playerStats '.*' is not one of your schools'/);
    expect(stats.body.message).toBe(stats.body.reason);
  });

  it("writes its own school's game, its entries, roster and stats: accepted and audited", async () => {
    const id = `${R}g-ab-own`;
    const created = await put('games', game(id, A, B, { updatedBy: undefined }), keeper);
    expect(created.status, created.text).toBe(201);
    expect(await stored('games', id)).toMatchObject({ updatedBy: KEEPER });
    const rev = (await stored('games', id))?._rev;
    const scored = await put('games', { ...game(id, A, B), _rev: rev, score: { home: { '1': 7 }, away: { '1': 3 } }, notes: 'Rain delay' }, keeper);
    expect(scored.status, scored.text).toBe(201);
    const entry = { id: `${id}:e1`, gameId: id, kind: 'play', team: 'home', period: '1', value: 2, hlc: `${String(Date.now()).padStart(13, '0')}:0000:dev`, device: 'dev', createdAt: Date.now(), updatedAt: Date.now() };
    expect((await put('scoreEntries', entry, keeper)).status).toBe(201);
    // The server writes the game's score computed from the entry after answering: its record comes last.
    await waitFor(async () => (await audit(`game=${encodeURIComponent(id)}`)).length === 4, { message: 'the recomputed game audited' });
    const roster = { ...sampleDoc('rosters', `${R}roster-a`, Date.now(), KEEPER), schoolId: A, schoolName: NAMES[A] };
    expect((await put('rosters', roster, keeper)).status).toBe(201);
    const line = { playerName: 'Sam Rivera', teamName: 'Harborview', schoolName: NAMES[A], sport: 'football', division: '6A', season: '2025-2026', passingYards: 10 };
    expect((await call(ctx.server.url, 'POST', '/api/stats', { token: keeper, body: line })).status).toBe(201);

    const records = await audit(`game=${encodeURIComponent(id)}`);
    // Newest first: the game's score computed from the entry, the entry, the score, the creation.
    expect(records.map((r) => [r.collection, r.action, r.by])).toEqual([
      ['games', 'update', KEEPER],
      ['scoreEntries', 'create', KEEPER],
      ['games', 'update', KEEPER],
      ['games', 'create', KEEPER],
    ]);
    expect(records[2]).toMatchObject({ role: 'scorekeeper', docId: id, schools: [A, B], scores: { 'home.1': { old: 0, new: 7 }, 'away.1': { old: 0, new: 3 } } });
    expect(records[2]!.changed).toEqual(expect.arrayContaining(['notes', 'score']));
    expect(records[1]).toMatchObject({ docId: `${id}:e1`, gameId: id, schools: [A, B], scores: { 'home.1': { old: null, new: 2 } } });
    // The entries replace the typed score: 7 -> 2 for the home side, 3 -> nothing for the away side.
    expect(records[0]).toMatchObject({ docId: id, gameId: id, schools: [A, B], changed: ['score'], scores: { 'home.1': { old: 7, new: 2 } } });

    const bySchool = await audit(`school=${encodeURIComponent(A)}&person=${encodeURIComponent(KEEPER)}`);
    expect(bySchool.map((r) => r.collection)).toEqual(expect.arrayContaining(['games', 'scoreEntries', 'rosters']));
    const stats = await audit(`school=${encodeURIComponent(NAMES[A]!)}&person=${encodeURIComponent(KEEPER)}`);
    expect(stats.map((r) => r.collection)).toContain('playerStats');
    const today = new Date().toISOString().slice(0, 10);
    expect((await audit(`day=${today}&game=${encodeURIComponent(id)}`)).length).toBe(4);
    expect(await audit(`day=2001-01-01&game=${encodeURIComponent(id)}`)).toEqual([]);
    // Refused writes left no record.
    expect(await audit(`game=${encodeURIComponent(`${R}g-bc`)}`)).toEqual([]);
  });
});

describe("the Activity tab's school filter", () => {
  it("matches a record by the school's id or its name: player stats (named by school) and rosters (by id) alike", async () => {
    const person = `person=${encodeURIComponent(KEEPER)}`;
    const roster = { ...sampleDoc('rosters', `${R}roster-filter-a`, Date.now(), KEEPER), schoolId: A, schoolName: NAMES[A] };
    expect((await put('rosters', roster, keeper)).status).toBe(201);
    const line = { playerName: 'Jordan Filter', teamName: 'Harborview', schoolName: NAMES[A], sport: 'football', division: '6A', season: '2025-2026', passingYards: 12 };
    const posted = await call(ctx.server.url, 'POST', '/api/stats', { token: keeper, body: line });
    expect(posted.status, posted.text).toBe(201);
    const statsId = String(posted.body.id);

    const docIds = (records: Record<string, unknown>[]) => records.map((r) => r.docId);
    const byId = await audit(`school=${encodeURIComponent(A)}&${person}`);
    const byName = await audit(`school=${encodeURIComponent(NAMES[A]!)}&${person}`);
    for (const records of [byId, byName]) {
      expect(records.map((r) => r.collection)).toEqual(expect.arrayContaining(['playerStats', 'rosters']));
      expect(docIds(records)).toContain(`${R}roster-filter-a`);
      expect(docIds(records)).toContain(statsId);
    }
    expect(docIds(byId)).toEqual(docIds(byName));
    // Another school's filter, by id or name, holds neither.
    for (const other of [B, NAMES[B]!]) {
      const records = await audit(`school=${encodeURIComponent(other)}&${person}`);
      expect(records.filter((r) => r.collection === 'playerStats' || r.collection === 'rosters')).toEqual([]);
    }
  });
});

describe('a scoring entry accepted at courtside', () => {
  it("records the game its first entry rescored, and afterwards one record per entry (issue 39)", async () => {
    const id = `${R}g-ab-courtside`;
    expect((await put('games', game(id, A, B), keeper)).status).toBe(201);
    const play = (n: number, value: number) => ({ id: `${id}:e${n}`, gameId: id, kind: 'play', team: 'home', period: '1', value, hlc: `${String(Date.now()).padStart(13, '0')}:000${n}:dev`, device: 'dev', createdAt: Date.now(), updatedAt: Date.now() });
    const gameRecords = async () => (await audit(`game=${encodeURIComponent(id)}`)).filter((r) => r.collection === 'games' && r.action === 'update');

    expect((await put('scoreEntries', play(1, 2), keeper)).status).toBe(201);
    const [first] = await waitFor(async () => ((await gameRecords()).length === 1 ? gameRecords() : null), { message: 'the first computed score audited' });
    expect(first).toMatchObject({ by: KEEPER, role: 'scorekeeper', docId: id, gameId: id, schools: [A, B], changed: ['score'], scores: { 'home.1': { old: 0, new: 2 } } });

    expect((await put('scoreEntries', play(2, 3), keeper)).status).toBe(201);
    await waitFor(async () => ((await stored('games', id)) as { score?: { home?: Record<string, number> } } | undefined)?.score?.home?.['1'] === 5, { message: 'the second play counted' });
    // The second play is its own record; the game it rescored adds none (the entries are recorded before the answer).
    const records = await audit(`game=${encodeURIComponent(id)}`);
    expect(records.map((r) => [r.collection, r.action])).toEqual([
      ['scoreEntries', 'create'],
      ['games', 'update'],
      ['scoreEntries', 'create'],
      ['games', 'create'],
    ]);
    expect(records[0]).toMatchObject({ by: KEEPER, docId: `${id}:e2`, scores: { 'home.1': { old: null, new: 3 } } });
  });
});

describe("a scorer's device that pushes its game's score before the entries it follows from", () => {
  const entry = (id: string, value: number) => ({ id: `${id}:e1`, gameId: id, kind: 'play', team: 'home', period: '1', value, hlc: `${String(Date.now()).padStart(13, '0')}:0001:dev`, device: 'dev', createdAt: Date.now(), updatedAt: Date.now() });
  const unscored = (id: string) => game(id, A, B, { score: undefined });

  it('leaves one record once the entries arrive: the play, not the score it computed (issue 39)', async () => {
    const id = `${R}g-ab-score-first`;
    expect((await put('games', unscored(id), keeper)).status).toBe(201);
    // The device's game, scored from its play, travels on its own and arrives first.
    const play = entry(id, 2);
    const device = { ...(await stored('games', id)), score: computeScore('football', [play as EntryLike]) };
    expect((await put('games', device, keeper)).status).toBe(201);
    const early = await audit(`game=${encodeURIComponent(id)}`);
    expect(early.map((r) => [r.collection, r.action])).toEqual([['games', 'update'], ['games', 'create']]);
    // Then the play: its record says what the score's record said, which the trail now leaves out.
    expect((await put('scoreEntries', play, keeper)).status).toBe(201);
    const records = await waitFor(async () => {
      const found = await audit(`game=${encodeURIComponent(id)}`);
      return found.some((r) => r.collection === 'games' && r.action === 'update') ? null : found;
    }, { message: 'the early score explained by its entry' });
    expect(records.map((r) => [r.collection, r.action, r.by])).toEqual([
      ['scoreEntries', 'create', KEEPER],
      ['games', 'create', KEEPER],
    ]);
    expect(records[0]).toMatchObject({ docId: `${id}:e1`, scores: { 'home.1': { old: null, new: 2 } } });
  });

  it('keeps the record of a score typed before the entries that then replace it', async () => {
    const id = `${R}g-ab-typed-first`;
    expect((await put('games', unscored(id), keeper)).status).toBe(201);
    const typed = { ...(await stored('games', id)), score: { home: { '1': 7 }, away: { '1': 3 } } };
    expect((await put('games', typed, keeper)).status).toBe(201);
    expect((await put('scoreEntries', entry(id, 2), keeper)).status).toBe(201);
    const records = await waitFor(async () => {
      const found = await audit(`game=${encodeURIComponent(id)}`);
      return found.length === 4 ? found : null;
    }, { message: 'the typed score replaced by the entry audited' });
    // Newest first: the entry's replacing the typed score, the entry, the typed score, the creation.
    expect(records.map((r) => [r.collection, r.action])).toEqual([
      ['games', 'update'],
      ['scoreEntries', 'create'],
      ['games', 'update'],
      ['games', 'create'],
    ]);
    expect(records[2]).toMatchObject({ changed: ['score'], scores: { 'home.1': { old: null, new: 7 }, 'away.1': { old: null, new: 3 } } });
    expect(records[0]).toMatchObject({ changed: ['score'], scores: { 'home.1': { old: 7, new: 2 } } });
  });
});

describe('an association admin', () => {
  it('writes anything, and the server signs it with the admin’s name', async () => {
    const id = `${R}admin-article`;
    const { updatedBy: _unused, ...doc } = sampleDoc('articles', id);
    expect((await put('articles', doc, ctx.token)).status).toBe(201);
    expect(await stored('articles', id)).toMatchObject({ updatedBy: ctx.server.adminEmail });
    expectRefused(await put('articles', { ...sampleDoc('articles', `${R}admin-forged`), updatedBy: KEEPER }, ctx.token), /author must be the signed-in user/);
    const [record] = await audit(`person=${encodeURIComponent(ctx.server.adminEmail)}&limit=1`);
    expect(record).toMatchObject({ collection: 'articles', docId: id, action: 'create', role: 'admin' });
  });

  it('writing over an older revision is a conflict, whatever author its merge carried; nothing stored', async () => {
    const id = `${R}admin-stale`;
    const first = await put('articles', sampleDoc('articles', id), ctx.token);
    expect(first.status, first.text).toBe(201);
    const rev1 = String(first.body.rev);
    const updated = await put('articles', { ...(await stored('articles', id)), title: 'Second' }, ctx.token);
    expect(updated.status, updated.text).toBe(201);
    // A device that merged from revision 1 with another editor's name: the store's conflict, not a refusal.
    const stale = await put('articles', { ...sampleDoc('articles', id), _rev: rev1, title: 'Stale', updatedBy: KEEPER }, ctx.token);
    expect(stale.status, stale.text).toBe(409);
    expect(await stored('articles', id)).toMatchObject({ title: 'Second', updatedBy: ctx.server.adminEmail });
  });

  it('says what is wrong with an audit query', async () => {
    for (const [query, reason] of [['day=yesterday', 'day: must be a date written YYYY-MM-DD'], ['limit=0', 'limit: must be a whole number from 1 to 1000']]) {
      const reply = await call(ctx.server.url, 'GET', `/api/audit?${query}`, { token: ctx.token });
      expect(reply.status).toBe(400);
      expect(reply.body.reason).toBe(reason);
    }
  });

  it("takes a school off a scorekeeper: this server refuses that school's next write at once, though it had just read the account", async () => {
    const email = `${R}moved-keeper@liaa.test`.toLowerCase();
    const made = await call(ctx.server.url, 'POST', '/api/accounts', { token: ctx.token, body: { email, role: 'scorekeeper', schools: [A, B] } });
    expect(made.status, made.text).toBe(201);
    const login = await call(ctx.server.url, 'POST', '/api/auth/login', { body: { username: email, password: made.body.password } });
    expect(login.status, login.text).toBe(200);
    const token = String(login.body.token);
    const first = { ...game(`${R}moved-1`, B, C), updatedBy: email };
    expect((await put('games', first, token)).status).toBe(201);
    const patched = await call(ctx.server.url, 'PATCH', `/api/accounts/${encodeURIComponent(email)}`, { token: ctx.token, body: { schools: [A] } });
    expect(patched.status, patched.text).toBe(200);
    const second = { ...game(`${R}moved-2`, B, C), updatedBy: email };
    expectRefused(await put('games', second, token), /not one of your schools/);
    expect(await stored('games', `${R}moved-2`)).toBeNull();
  });

  it('cannot disable or demote itself', async () => {
    const reply = await call(ctx.server.url, 'PATCH', `/api/accounts/${encodeURIComponent(ctx.server.adminEmail)}`, { token: ctx.token, body: { disabled: true } });
    expectRefused(reply, /cannot disable or demote their own account/);
  });
});

import { afterAll, beforeAll, expect } from 'vitest';
import type { CollectionName } from '../../src/shared/schemas/collections';
import type { TestServer, TestServerOptions } from '../kit/server';
import { TEST_ADMIN_EMAIL, startTestServer } from '../kit/server';

/* Small helpers for the server integration tests (real server, real fetch). */

/**
 * One real server for a test file, and an admin's bearer token: started before
 * the file's tests, stopped after them. Read `ctx.server` / `ctx.token` inside tests.
 */
export function serverForFile(opts?: TestServerOptions): { server: TestServer; token: string } {
  const ctx = { server: undefined as unknown as TestServer, token: '' };
  beforeAll(async () => {
    ctx.server = await startTestServer(opts);
    ctx.token = await ctx.server.adminToken();
  });
  afterAll(async () => {
    await ctx.server?.stop();
  });
  return ctx;
}

/** How many `_changes` reads the server has made of its store (the coalescer's count, from /api/health). */
export async function changesStoreReads(baseUrl: string): Promise<number> {
  return Number((await call(baseUrl, 'GET', '/api/health')).body.changesStoreReads);
}

export interface Reply {
  status: number;
  headers: Headers;
  text: string;
  body: Record<string, unknown>;
}

export async function call(
  baseUrl: string,
  method: string,
  path: string,
  opts: { body?: unknown; raw?: string; token?: string; headers?: Record<string, string> } = {},
): Promise<Reply> {
  const headers: Record<string, string> = { accept: 'application/json', ...opts.headers };
  if (opts.token !== undefined) headers.authorization = `Bearer ${opts.token}`;
  let body: string | undefined;
  if (opts.raw !== undefined) body = opts.raw;
  else if (opts.body !== undefined) body = JSON.stringify(opts.body);
  if (body !== undefined) headers['content-type'] ??= 'application/json';
  const res = await fetch(baseUrl + path, { method, headers, body });
  const text = await res.text();
  let parsed: unknown = undefined;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON: tests look at text
  }
  const record = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  return { status: res.status, headers: res.headers, text, body: record };
}

/** A document id for `collection` made from `base`: a scoring entry's id starts with its game's id and ':'. */
export function sampleId(collection: CollectionName, base: string): string {
  return collection === 'scoreEntries' && !base.includes(':') ? `${base}:e1` : base;
}

/**
 * One valid document per collection (schema and business rules), by the test kit's admin: the
 * server refuses a document naming another author than the signed-in one (docs/design/sync.md §8).
 */
export function sampleDoc(collection: CollectionName, id: string, now = Date.now(), author = TEST_ADMIN_EMAIL): Record<string, unknown> {
  const meta = { id, createdAt: now, updatedAt: now, updatedBy: author };
  switch (collection) {
    case 'scoreEntries': {
      // An entry's id is '{gameId}:{unique}' (sampleId); a state entry needs no stored game.
      const entryId = sampleId('scoreEntries', id);
      const gameId = entryId.slice(0, entryId.indexOf(':'));
      return { ...meta, id: entryId, gameId, kind: 'state', value: 'LIVE', hlc: `${String(now).padStart(13, '0')}:0000:test`, device: 'test' };
    }
    case 'schools':
      // A school's name is its own (docs/product/rules.md §2): one per document.
      return { ...meta, name: `Harborview High School ${id}`, location: 'Harborview', sports: ['football', 'volleyball'] };
    case 'games':
      return {
        ...meta, sport: 'football', homeSchoolName: 'Harborview High School', awayName: 'Maple Ridge Academy',
        time: '2025-09-12T18:00:00.000Z', location: 'Harborview Field', status: 'FINAL',
        score: { home: { final: 21, '1': 7, '2': 7, '3': 0, '4': 7 }, away: { final: 14, '1': 0, '2': 7, '3': 7, '4': 0 } },
      };
    case 'rosters':
      return {
        ...meta, schoolId: 'school-1', schoolName: 'Harborview High School', sport: 'football', season: '2025-2026',
        players: [{ number: '12', name: 'Sam Rivera', position: 'QB', grade: '11' }],
      };
    case 'articles':
      return {
        ...meta, title: 'Opening night', date: '2025-09-01', category: 'News', excerpt: 'The season starts.',
        content: 'The season starts on Friday.', archived: false,
      };
    case 'teamStats':
      return {
        ...meta, sport: 'football', season: '2024-25', division: 'division-1', teamName: 'Harborview High School',
        wins: 3, losses: 1, overall: '3-1', winPercentage: 0.75,
      };
    case 'featuredScores':
      return { ...meta, gameId: 'game-1', schoolName: 'Harborview High School', opponent: 'Maple Ridge Academy', status: 'LIVE', order: 1 };
    case 'playerStats':
      return {
        ...meta, playerName: 'Sam Rivera', teamName: 'Harborview', schoolName: 'Harborview High School', sport: 'football',
        division: '6A', season: '2025-2026', passingYards: 120, passingTouchdowns: 2,
      };
    case 'rankings':
      return { ...meta, sport: 'football', teamName: 'Harborview High School', rank: 1, wins: 3, losses: 1 };
    case 'divisions':
      return {
        ...meta, sport: 'football', season: '2025-26', tiebreakers: ['headToHead', 'pointsAllowed'],
        divisions: [{ key: 'division-1', name: 'Division 1', schoolIds: ['school-1', 'school-2'] }],
      };
    case 'playerGameLines':
      // Only the server writes these (derived from credited plays): a client's write of one is refused.
      return {
        ...meta, gameId: 'game-1', team: 'home', sport: 'basketball', season: '2025-26', schoolName: 'Harborview High School',
        players: [{ number: '12', name: 'Sam Rivera', stats: { points: 12 } }],
      };
    case 'gameScorers':
      // Written by the server only (POST /api/scorers/{gameId}): /db refuses it to everyone.
      return { ...meta, gameId: id, seq: 1, scorer: { account: author, device: 'test', since: now, via: 'claim' } };
  }
}

/** Every document of a collection as clients read it: `id`, no `_id` or `_rev` (design documents left out). */
export async function clientDocs<T>(baseUrl: string, collection: string): Promise<T[]> {
  const reply = await call(baseUrl, 'GET', `/db/${collection}/_all_docs?include_docs=true`);
  const rows = reply.body.rows as { id: string; doc: Record<string, unknown> }[];
  return rows.filter((row) => !row.id.startsWith('_')).map(({ id, doc: { _id, _rev, ...doc } }) => ({ ...doc, id }) as T);
}

/** Creates or replaces a document as the signed-in admin, and expects the server to store it. */
export async function putAsAdmin(ctx: { server: TestServer; token: string }, collection: string, doc: Record<string, unknown>): Promise<void> {
  const current = await call(ctx.server.url, 'GET', `/db/${collection}/${doc.id as string}`, { token: ctx.token });
  const rev = current.status === 200 ? { _rev: current.body._rev } : {};
  const reply = await call(ctx.server.url, 'PUT', `/db/${collection}/${doc.id as string}`, { token: ctx.token, body: { ...doc, ...rev } });
  expect(reply.status, reply.text).toBe(201);
}

/** Lists the non-design ids of a collection through the public /db route. */
export async function listIds(baseUrl: string, collection: string): Promise<string[]> {
  const reply = await call(baseUrl, 'GET', `/db/${collection}/_all_docs`);
  const rows = (reply.body.rows ?? []) as { id: string }[];
  return rows.map((r) => r.id);
}

/**
 * A prefix for this run's document ids: the suite can share one external CouchDB
 * (TEST_COUCHDB_URL), run after run, without its ids colliding.
 */
export const R = `t${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}-`;

/**
 * An account made by the server's admin (POST /api/accounts) and signed in: its email and token.
 * Documents a device writes name their author, and the server takes only the signed-in one's.
 */
export async function accountToken(
  server: TestServer,
  email: string,
  role: 'admin' | 'scorekeeper' = 'admin',
  schools?: string[],
): Promise<{ email: string; token: string; password: string }> {
  const made = await call(server.url, 'POST', '/api/accounts', { token: await server.adminToken(), body: { email, role, schools } });
  if (made.status !== 201) throw new Error(`making the account ${email} failed: ${made.status} ${made.text}`);
  const password = String(made.body.password);
  const login = await call(server.url, 'POST', '/api/auth/login', { body: { username: email, password } });
  if (login.status !== 200) throw new Error(`signing in as ${email} failed: ${login.status} ${login.text}`);
  return { email: String((made.body.account as { email: string }).email), token: String(login.body.token), password };
}

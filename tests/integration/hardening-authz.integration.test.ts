import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTION_NAMES } from '../../src/shared/schemas/collections';
import type { TestServer } from '../kit/server';
import { startTestServer } from '../kit/server';
import { R, call, sampleDoc } from './server-helpers';

/**
 * Issue 5, authorization matrix: every writing route × every kind of caller.
 * Only a valid admin writes, and only where writing is allowed at all; after a
 * refusal nothing changed in any collection (doc counts, update sequences,
 * _local checkpoints, player stats), read back through the server itself.
 */
const SECRET = 'hardening-authz-secret-0123456789abcdef';
let server: TestServer;
let adminToken: string;
const tokens: Record<Caller, string | undefined> = { anonymous: undefined, malformed: 'x', expired: 'x', tampered: 'x', admin: 'x' };

type Caller = 'anonymous' | 'malformed' | 'expired' | 'tampered' | 'admin';
const CALLERS: Caller[] = ['anonymous', 'malformed', 'expired', 'tampered', 'admin'];

beforeAll(async () => {
  server = await startTestServer({ env: { TOKEN_SECRET: SECRET } });
  adminToken = await server.adminToken();
  const now = Math.floor(Date.now() / 1000);
  tokens.expired = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', kid: 'env' })
    .setSubject(server.adminEmail).setIssuer('liaa-sync-server').setAudience('liaa-admin')
    .setIssuedAt(now - 7200).setExpirationTime(now - 60).setJti(`${R}expired`)
    .sign(new TextEncoder().encode(SECRET));
  const [header, payload, signature] = adminToken.split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
  // Same signature, a later expiry: a holder of an old token trying to extend it.
  const forged = Buffer.from(JSON.stringify({ ...claims, exp: Number(claims.exp) + 86_400 })).toString('base64url');
  tokens.tampered = `${header}.${forged}.${signature}`;
  tokens.malformed = 'eyJhbGciOiJIUzI1NiJ9.not-json.sig';
  tokens.admin = adminToken;
});
afterAll(async () => {
  await server?.stop();
});

interface Attempt {
  method: string;
  path: string;
  body?: unknown;
}

interface WriteRoute {
  name: string;
  /** Writing is allowed at all on this route (then only for the admin). */
  allowed: boolean;
  /** Builds the request; may create what it acts on (as admin) first. */
  attempt(id: string): Promise<Attempt>;
  /** The admin may use the route, but this particular body must still be refused. */
  refusedForAdmin?: boolean;
  /** For allowed routes: the admin's write is visible through the server. */
  landed?(id: string): Promise<boolean>;
  /** Written by every caller: a replication checkpoint, any reader's (docs/design/sync.md §17). */
  open?: boolean;
}

async function seedGame(id: string): Promise<string> {
  const put = await call(server.url, 'PUT', `/db/games/${id}`, { body: sampleDoc('games', id), token: adminToken });
  expect(put.status, put.text).toBe(201);
  return String(put.body.rev);
}

const exists = async (path: string) => (await call(server.url, 'GET', path)).status === 200;
const statsBody = (id: string) => {
  const { id: _id, createdAt: _c, updatedAt: _u, updatedBy: _b, ...rest } = sampleDoc('playerStats', id);
  return { ...rest, playerName: id };
};

const ROUTES: WriteRoute[] = [
  {
    name: 'PUT document', allowed: true,
    attempt: async (id) => ({ method: 'PUT', path: `/db/games/${id}`, body: sampleDoc('games', id) }),
    landed: (id) => exists(`/db/games/${id}`),
  },
  {
    name: 'PUT document (update)', allowed: true,
    attempt: async (id) => {
      const rev = await seedGame(id);
      return { method: 'PUT', path: `/db/games/${id}`, body: { ...sampleDoc('games', id), _rev: rev, notes: 'changed' } };
    },
    landed: async (id) => (await call(server.url, 'GET', `/db/games/${id}`)).body.notes === 'changed',
  },
  {
    name: 'POST document', allowed: true,
    attempt: async (id) => ({ method: 'POST', path: '/db/schools', body: { ...sampleDoc('schools', id), _id: id } }),
    landed: (id) => exists(`/db/schools/${id}`),
  },
  {
    name: 'DELETE document', allowed: true,
    attempt: async (id) => ({ method: 'DELETE', path: `/db/games/${id}?rev=${await seedGame(id)}` }),
    landed: async (id) => !(await exists(`/db/games/${id}`)),
  },
  {
    name: '_bulk_docs', allowed: true,
    attempt: async (id) => ({ method: 'POST', path: '/db/articles/_bulk_docs', body: { docs: [{ ...sampleDoc('articles', id), _id: id }] } }),
    landed: (id) => exists(`/db/articles/${id}`),
  },
  {
    name: '_bulk_docs (new_edits=false)', allowed: true,
    attempt: async (id) => ({
      method: 'POST', path: '/db/rankings/_bulk_docs',
      body: { new_edits: false, docs: [{ ...sampleDoc('rankings', id), _id: id, _rev: '1-abcdef0123456789abcdef0123456789' }] },
    }),
    landed: (id) => exists(`/db/rankings/${id}`),
  },
  {
    name: 'PUT _local checkpoint', allowed: true, open: true,
    attempt: async (id) => ({ method: 'PUT', path: `/db/games/_local/${id}`, body: { last_seq: 7 } }),
    landed: (id) => exists(`/db/games/_local/${id}`),
  },
  {
    name: 'DELETE _local checkpoint', allowed: true, open: true,
    attempt: async (id) => {
      const put = await call(server.url, 'PUT', `/db/games/_local/${id}`, { body: { last_seq: 7 } });
      expect(put.status, put.text).toBe(201);
      return { method: 'DELETE', path: `/db/games/_local/${id}?rev=${String(put.body.rev)}` };
    },
    landed: async (id) => !(await exists(`/db/games/_local/${id}`)),
  },
  {
    name: 'POST /api/stats', allowed: true,
    attempt: async (id) => ({ method: 'POST', path: '/api/stats', body: statsBody(id) }),
    landed: async (id) => {
      const lines = JSON.parse((await call(server.url, 'GET', '/api/stats/sport/football')).text) as { playerName?: string }[];
      return lines.some((line) => line.playerName === id);
    },
  },
  { name: 'PUT database', allowed: false, attempt: async (id) => ({ method: 'PUT', path: `/db/${id}` }) },
  { name: 'PUT existing database', allowed: false, attempt: async () => ({ method: 'PUT', path: '/db/games' }) },
  { name: 'DELETE database', allowed: false, attempt: async () => ({ method: 'DELETE', path: '/db/games' }) },
  { name: 'DELETE store db name', allowed: false, attempt: async () => ({ method: 'DELETE', path: '/db/teamstats' }) },
  { name: 'PUT _design', allowed: false, attempt: async () => ({ method: 'PUT', path: '/db/games/_design/x', body: { views: {} } }) },
  { name: 'PUT _design (encoded)', allowed: false, attempt: async () => ({ method: 'PUT', path: '/db/games/_design%2Fx', body: { views: {} } }) },
  {
    // The route is open to admins, but a design document in it is refused for them too.
    name: '_bulk_docs with _design', allowed: true, refusedForAdmin: true,
    attempt: async () => ({ method: 'POST', path: '/db/games/_bulk_docs', body: { docs: [{ _id: '_design/evil', views: {} }] } }),
  },
  { name: 'PUT _security', allowed: false, attempt: async () => ({ method: 'PUT', path: '/db/games/_security', body: { admins: {}, members: {} } }) },
  { name: 'PUT _config', allowed: false, attempt: async () => ({ method: 'PUT', path: '/db/_config/admins/evil', body: 'pw' }) },
  { name: 'PUT _node config', allowed: false, attempt: async () => ({ method: 'PUT', path: '/db/_node/_local/_config/admins/evil', body: 'pw' }) },
  { name: 'POST _users', allowed: false, attempt: async (id) => ({ method: 'POST', path: '/db/_users', body: { _id: `org.couchdb.user:${id}`, name: id, password: 'p', roles: ['_admin'], type: 'user' } }) },
  { name: 'PUT _users doc', allowed: false, attempt: async (id) => ({ method: 'PUT', path: `/db/_users/org.couchdb.user:${id}`, body: { name: id, password: 'p', roles: [], type: 'user' } }) },
  { name: 'POST _session', allowed: false, attempt: async () => ({ method: 'POST', path: '/db/_session', body: { name: 'admin', password: 'admin' } }) },
  { name: 'DELETE _session', allowed: false, attempt: async () => ({ method: 'DELETE', path: '/db/_session' }) },
  { name: 'POST _replicate', allowed: false, attempt: async () => ({ method: 'POST', path: '/db/_replicate', body: { source: 'games', target: 'copy', create_target: true } }) },
  { name: 'POST _replicator', allowed: false, attempt: async () => ({ method: 'POST', path: '/db/_replicator', body: { source: 'games', target: 'copy' } }) },
  { name: 'PUT attachment', allowed: false, attempt: async (id) => ({ method: 'PUT', path: `/db/games/${id}/logo.png`, body: 'AAAA' }) },
  { name: 'DELETE attachment', allowed: false, attempt: async (id) => ({ method: 'DELETE', path: `/db/games/${id}/logo.png?rev=1-a` }) },
  { name: 'POST on a document', allowed: false, attempt: async (id) => ({ method: 'POST', path: `/db/games/${id}`, body: sampleDoc('games', id) }) },
  { name: 'PATCH document', allowed: false, attempt: async (id) => ({ method: 'PATCH', path: `/db/games/${id}`, body: sampleDoc('games', id) }) },
  { name: 'COPY document', allowed: false, attempt: async (id) => ({ method: 'COPY', path: `/db/games/${id}` }) },
  { name: 'POST _purge', allowed: false, attempt: async (id) => ({ method: 'POST', path: '/db/games/_purge', body: { [id]: ['1-a'] } }) },
  { name: 'POST _compact', allowed: false, attempt: async () => ({ method: 'POST', path: '/db/games/_compact', body: {} }) },
  { name: 'POST _index', allowed: false, attempt: async () => ({ method: 'POST', path: '/db/games/_index', body: { index: { fields: ['sport'] } } }) },
  { name: 'PUT _revs_limit', allowed: false, attempt: async () => ({ method: 'PUT', path: '/db/games/_revs_limit', body: 1 }) },
  { name: 'POST _design update handler', allowed: false, attempt: async () => ({ method: 'POST', path: '/db/games/_design/x/_update/u', body: {} }) },
  { name: 'PUT on _changes', allowed: false, attempt: async () => ({ method: 'PUT', path: '/db/games/_changes', body: {} }) },
  { name: 'PUT unknown collection doc', allowed: false, attempt: async (id) => ({ method: 'PUT', path: `/db/secrets/${id}`, body: { a: 1 } }) },
  { name: 'PUT users store doc', allowed: false, attempt: async (id) => ({ method: 'PUT', path: `/db/users/${id}`, body: { email: id, roles: ['admin'] } }) },
];

interface Snapshot {
  dbs: Record<string, unknown>;
  stats: number;
}

/** Everything a refused call could have changed, as the server itself reports it. */
async function snapshot(): Promise<Snapshot> {
  const dbs: Record<string, unknown> = {};
  const infos = await Promise.all(COLLECTION_NAMES.map((collection) => call(server.url, 'GET', `/db/${collection}/`)));
  COLLECTION_NAMES.forEach((collection, i) => {
    const info = infos[i]!;
    expect(info.status).toBe(200);
    dbs[collection] = { docs: info.body.doc_count, deleted: info.body.doc_del_count, seq: info.body.update_seq };
  });
  const stats = JSON.parse((await call(server.url, 'GET', '/api/stats/sport/football')).text) as unknown[];
  return { dbs, stats: stats.length };
}

let counter = 0;
const freshId = (route: string, caller: Caller) => `${R}${route.replace(/\W+/g, '-')}-${caller}-${++counter}`;

describe('authorization matrix: only a valid admin writes', () => {
  for (const route of ROUTES) {
    for (const caller of CALLERS) {
      const mayWrite = route.open || (route.allowed && !route.refusedForAdmin && caller === 'admin');
      it(`${route.name} × ${caller} → ${mayWrite ? 'written' : 'refused, nothing stored'}`, async () => {
        const id = freshId(route.name, caller);
        const attempt = await route.attempt(id);
        const before = await snapshot();
        const localBefore = await exists(`/db/games/_local/${id}`);
        const reply = await call(server.url, attempt.method, attempt.path, { body: attempt.body, token: tokens[caller] });
        const label = `${attempt.method} ${attempt.path} as ${caller}: ${reply.status} ${reply.text.slice(0, 200)}`;

        if (mayWrite && route.landed) {
          expect(reply.status, label).toBeGreaterThanOrEqual(200);
          expect(reply.status, label).toBeLessThan(300);
          expect(await route.landed(id), label).toBe(true);
          return;
        }
        expect(reply.status, label).toBeGreaterThanOrEqual(400);
        expect(reply.status, label).toBeLessThan(500);
        if (caller !== 'admin' && route.allowed) expect(reply.status, label).toBe(401);
        expect(typeof reply.body.error, label).toBe('string');
        expect(await snapshot(), label).toEqual(before);
        expect(await exists(`/db/games/_local/${id}`), label).toBe(localBefore);
        if (route.landed) expect(await route.landed(id), label).toBe(false);
      });
    }
  }

  it('a refused caller never learns validation details before authentication', async () => {
    for (const caller of CALLERS.filter((c) => c !== 'admin')) {
      const reply = await call(server.url, 'PUT', `/db/games/${R}bad-doc`, { body: { nonsense: true }, token: tokens[caller] });
      expect(reply.status).toBe(401);
      expect(reply.text).not.toContain('nonsense');
      const stats = await call(server.url, 'POST', '/api/stats', { raw: '{not json', token: tokens[caller] });
      expect(stats.status).toBe(401);
    }
  });

  it('logout with a bad token neither fails nor revokes the admin token', async () => {
    for (const caller of CALLERS.filter((c) => c !== 'admin')) {
      const reply = await call(server.url, 'POST', '/api/auth/logout', { token: tokens[caller] });
      expect(reply.status).toBe(204);
    }
    const me = await call(server.url, 'GET', '/api/auth/me', { token: adminToken });
    expect(me.status).toBe(200);
  });
});

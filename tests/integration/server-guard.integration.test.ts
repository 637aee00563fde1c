import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../kit/server';
import { startTestServer } from '../kit/server';
import { R, call, listIds, sampleDoc } from './server-helpers';

const SECRET = 'guard-test-secret-0123456789abcdef';
let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer({ env: { TOKEN_SECRET: SECRET } });
  token = await server.adminToken();
});
afterAll(async () => {
  await server?.stop();
});

async function expectHealthy(): Promise<void> {
  const health = await call(server.url, 'GET', '/api/health');
  expect(health.status).toBe(200);
  expect(health.body.ok).toBe(true);
}

describe('document writes need an admin token', () => {
  // Each test writes ids of its own: a refusal test must not see what the admin test wrote, whatever the order.
  const doc = (id: string) => sampleDoc('schools', id);

  it('refuses anonymous writes of every kind and stores nothing', async () => {
    const attempts = [
      call(server.url, 'PUT', `/db/schools/${R}guard-anon`, { body: doc(`${R}guard-anon`) }),
      call(server.url, 'POST', '/db/schools', { body: { ...doc(`${R}guard-anon`), _id: `${R}guard-anon` } }),
      call(server.url, 'POST', '/db/schools/_bulk_docs', { body: { docs: [{ ...doc(`${R}guard-anon`), _id: `${R}guard-anon` }] } }),
      call(server.url, 'DELETE', `/db/schools/${R}guard-anon?rev=1-abc`),
    ];
    for (const reply of await Promise.all(attempts)) {
      expect(reply.status).toBe(401);
      expect(reply.body).toMatchObject({ error: 'unauthorized' });
    }
    expect(await listIds(server.url, 'schools')).not.toContain(`${R}guard-anon`);
  });

  it('refuses malformed, tampered, expired and foreign tokens and stores nothing', async () => {
    const now = Math.floor(Date.now() / 1000);
    const key = new TextEncoder().encode(SECRET);
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', kid: 'env' })
      .setSubject(server.adminEmail).setIssuer('liaa-sync-server').setAudience('liaa-admin')
      .setIssuedAt(now - 7200).setExpirationTime(now - 3600).setJti('expired-1')
      .sign(key);
    const foreign = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', kid: 'env' })
      .setSubject(server.adminEmail).setIssuer('liaa-sync-server').setAudience('liaa-admin')
      .setIssuedAt(now).setExpirationTime(now + 3600).setJti('foreign-1')
      .sign(new TextEncoder().encode('some-other-secret-0123456789abcdef'));
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    const tamperedPayload = Buffer.from(JSON.stringify({ ...claims, sub: 'intruder@example.com' })).toString('base64url');
    const tampered = `${header}.${tamperedPayload}.${signature}`;
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;

    const cases: [string, string][] = [
      ['garbage', 'invalid token'], ['a.b.c', 'invalid token'], [tampered, 'invalid signature'],
      [expired, 'token expired'], [foreign, 'invalid signature'], [unsigned, 'invalid token'],
    ];
    for (const [bad, reason] of cases) {
      const reply = await call(server.url, 'PUT', `/db/schools/${R}guard-token`, { body: doc(`${R}guard-token`), token: bad });
      expect(reply.status, bad).toBe(401);
      expect(reply.body).toEqual({ error: 'unauthorized', reason });
    }
    const emptyBearer = await call(server.url, 'PUT', `/db/schools/${R}guard-token`, {
      body: doc(`${R}guard-token`), headers: { authorization: 'Bearer ' },
    });
    expect(emptyBearer.status).toBe(401);
    expect(await listIds(server.url, 'schools')).not.toContain(`${R}guard-token`);
  });

  it('accepts admin writes: PUT, POST, _bulk_docs, DELETE and _local checkpoints', async () => {
    const put = await call(server.url, 'PUT', `/db/schools/${R}guard-school`, { body: doc(`${R}guard-school`), token });
    expect(put.status).toBe(201);
    expect(put.body).toMatchObject({ ok: true, id: `${R}guard-school` });

    const posted = await call(server.url, 'POST', '/db/schools', { body: sampleDoc('schools', `${R}guard-posted`), token });
    expect(posted.status).toBe(201);
    expect(posted.body.id).toBe(`${R}guard-posted`);

    const bulk = await call(server.url, 'POST', '/db/games/_bulk_docs', {
      body: { docs: [{ ...sampleDoc('games', `${R}guard-game`), _id: `${R}guard-game` }] }, token,
    });
    expect(bulk.status).toBe(201);

    const stored = await call(server.url, 'GET', `/db/schools/${R}guard-posted`);
    const del = await call(server.url, 'DELETE', `/db/schools/${R}guard-posted?rev=${String(stored.body._rev)}`, { token });
    expect(del.status).toBe(200);
    expect((await call(server.url, 'GET', `/db/schools/${R}guard-posted`)).status).toBe(404);

    const local = await call(server.url, 'PUT', `/db/schools/_local/${R}guard-checkpoint`, { body: { last_seq: 3 }, token });
    expect(local.status).toBe(201);
    expect((await call(server.url, 'GET', `/db/schools/_local/${R}guard-checkpoint`)).body.last_seq).toBe(3);
    expect(await listIds(server.url, 'schools')).toContain(`${R}guard-school`);
  });
});

describe('anonymous reads', () => {
  it('allows GET and the read-only POSTs', async () => {
    await call(server.url, 'PUT', `/db/rankings/${R}guard-rank`, { body: sampleDoc('rankings', `${R}guard-rank`), token });
    const info = await call(server.url, 'GET', '/db/rankings/');
    expect(info.status).toBe(200);
    expect(info.body.doc_count).toBeGreaterThanOrEqual(1);
    expect((await call(server.url, 'GET', '/db/rankings')).status).toBe(200);
    const doc = await call(server.url, 'GET', `/db/rankings/${R}guard-rank`);
    expect(doc.body).toMatchObject({ _id: `${R}guard-rank`, id: `${R}guard-rank`, teamName: 'Harborview High School' });
    const changes = await call(server.url, 'GET', '/db/rankings/_changes?feed=normal&style=all_docs&include_docs=true&since=0&limit=1000');
    expect((changes.body.results as unknown[]).length).toBeGreaterThanOrEqual(1);
    const allDocs = await call(server.url, 'POST', '/db/rankings/_all_docs', { body: { keys: [`${R}guard-rank`, 'nope'] } });
    expect(allDocs.status).toBe(200);
    expect((allDocs.body.rows as unknown[]).length).toBe(2);
    const rev = String(doc.body._rev);
    const bulkGet = await call(server.url, 'POST', '/db/rankings/_bulk_get?revs=true', { body: { docs: [{ id: `${R}guard-rank`, rev }] } });
    expect(bulkGet.status).toBe(200);
    const revsDiff = await call(server.url, 'POST', '/db/rankings/_revs_diff', { body: { [`${R}guard-rank`]: [rev, '9-zzz'] } });
    expect(revsDiff.status).toBe(200);
    // What the protocol promises: the revisions the store lacks, per document. A store may add more
    // (Apache CouchDB 3 lists `possible_ancestors`; PouchDB does not).
    expect(Object.keys(revsDiff.body)).toEqual([`${R}guard-rank`]);
    expect((revsDiff.body[`${R}guard-rank`] as { missing?: unknown }).missing).toEqual(['9-zzz']);
    const postChanges = await call(server.url, 'POST', '/db/rankings/_changes', { body: {} });
    expect(postChanges.status).toBe(200);
  });
});

describe('routes refused for every client', () => {
  const refused: [string, string][] = [
    ['PUT', '/db/newdb'], ['GET', '/db/newdb'], ['DELETE', '/db/schools'], ['PUT', '/db/schools'],
    ['GET', '/db/_all_dbs'], ['GET', '/db/'], ['GET', '/db'], ['GET', '/db/_users'], ['GET', '/db/_session'],
    ['POST', '/db/_session'], ['POST', '/db/_replicate'], ['GET', '/db/_config'], ['GET', '/db/_utils'],
    ['GET', '/db/schools/_design/x'], ['PUT', '/db/schools/_design/x'], ['GET', '/db/schools/_design%2Fx'],
    ['GET', '/db/schools/_security'], ['PUT', '/db/schools/_security'], ['POST', '/db/schools/_index'],
    ['POST', '/db/schools/_compact'], ['POST', '/db/schools/_purge'], ['GET', '/db/schools/_find'], ['PUT', '/db/schools/_find'],
    ['GET', '/db/schools/_all_docs/extra'], ['GET', `/db/schools/${R}guard-school/attachment.png`],
    ['PUT', `/db/schools/${R}guard-school/attachment.png`], ['POST', `/db/schools/${R}guard-school`],
    ['POST', '/db/schools/_local/x'], ['GET', '/db/schools/_local_docs'], ['PATCH', `/db/schools/${R}guard-school`], ['GET', '/db/teamstats'],
  ];

  for (const who of ['anonymous', 'admin'] as const) {
    it(`refuses them for ${who} with a JSON 401/403 and keeps serving`, async () => {
      for (const [method, path] of refused) {
        const reply = await call(server.url, method, path, {
          body: method === 'GET' || method === 'DELETE' ? undefined : {},
          token: who === 'admin' ? token : undefined,
        });
        expect([401, 403], `${method} ${path}`).toContain(reply.status);
        expect(typeof reply.body.error, `${method} ${path}`).toBe('string');
        expect(typeof reply.body.reason, `${method} ${path}`).toBe('string');
      }
      await expectHealthy();
    });
  }
});

describe('malformed requests never crash the server', () => {
  it('answers 400 JSON to malformed JSON, prototype keys, bad queries and bad encodings', async () => {
    const bad = await call(server.url, 'PUT', `/db/schools/${R}guard-bad`, { raw: '{"name": "x",', token });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('bad_request');
    const proto = await call(server.url, 'PUT', `/db/schools/${R}guard-bad`, {
      raw: '{"__proto__": {"admin": true}, "name": "x"}', token,
    });
    expect(proto.status).toBe(400);
    const anonBadJson = await call(server.url, 'POST', '/db/schools/_all_docs', { raw: '{nope' });
    expect(anonBadJson.status).toBe(400);
    const query = await call(server.url, 'GET', '/db/schools/_changes?feed=eventsource');
    expect(query.status).toBe(400);
    const unknownParam = await call(server.url, 'GET', '/db/schools/_all_docs?reduce=false&group=true');
    expect(unknownParam.status).toBe(400);
    const encoding = await call(server.url, 'GET', '/db/schools/%E0%A4%A');
    expect(encoding.status).toBe(400);
    const notObject = await call(server.url, 'POST', '/db/schools/_bulk_docs', { raw: '[1,2,3]', token });
    expect(notObject.status).toBe(400);
    const login = await call(server.url, 'POST', '/api/auth/login', { raw: '{"username":' });
    expect(login.status).toBe(400);
    await expectHealthy();
    expect(await listIds(server.url, 'schools')).not.toContain(`${R}guard-bad`);
  });

  it('answers 413 JSON to bodies over the limit', async () => {
    const big = JSON.stringify({ docs: [{ _id: 'big', blob: 'x'.repeat(3 * 1024 * 1024) }] });
    const reply = await call(server.url, 'POST', '/db/schools/_bulk_docs', { raw: big, token });
    expect(reply.status).toBe(413);
    expect(reply.body.error).toBe('too_large');
    await expectHealthy();
  });

  it('answers unknown API paths with JSON 404', async () => {
    const reply = await call(server.url, 'GET', '/api/nothing-here');
    expect(reply.status).toBe(404);
    expect(reply.body.error).toBe('not_found');
  });
});

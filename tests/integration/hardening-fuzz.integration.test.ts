import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CollectionName } from '../../src/shared/schemas/collections';
import { COLLECTION_NAMES, COLLECTION_SCHEMAS } from '../../src/shared/schemas/collections';
import type { TestServer } from '../kit/server';
import { startTestServer } from '../kit/server';
import { R, call, sampleDoc } from './server-helpers';

/**
 * Issue 5, bad input: random and malformed bodies on every write route, as an
 * admin and anonymously. Every body is built to be invalid, so the only right
 * answers are a 4xx with a JSON message, nothing stored, and a server that keeps
 * answering. Bounded: NUM_RUNS per route and caller.
 */
const NUM_RUNS = 150;
let server: TestServer;
let adminToken: string;

beforeAll(async () => {
  server = await startTestServer();
  adminToken = await server.adminToken();
});
afterAll(async () => {
  await server?.stop();
});

// Built once: megabyte strings are costly to make per run.
const IMAGE_6MB = `data:image/png;base64,${'iVBORw0KGgo'.repeat(Math.ceil((6 * 1024 * 1024) / 11))}`;
const STRING_2MB = 'x'.repeat(2.1 * 1024 * 1024);
const IMAGE_500KB = `data:image/jpeg;base64,${'A'.repeat(500_000)}`;

const collectionArb = fc.constantFrom(...COLLECTION_NAMES);
const requiredOf = (c: CollectionName) => (COLLECTION_SCHEMAS[c].required as readonly string[]).filter((f) => f !== 'id');
const stringFieldsOf = (c: CollectionName) =>
  Object.entries(COLLECTION_SCHEMAS[c].properties as Record<string, { type?: unknown; maxLength?: number }>)
    .filter(([name, p]) => p.type === 'string' && typeof p.maxLength === 'number' && name !== 'id')
    .map(([name, p]) => [name, p.maxLength as number] as const);

const invalidJson = fc.oneof(
  fc.constantFrom('{', '{"a":', '{"a":1,}', "{'a':1}", 'undefined', 'NaN', '{"a":1}}', '[1,2', '\u0000', 'nul', '{"a" 1}', '"unterminated'),
  fc.string({ maxLength: 80 }).filter((s) => {
    try {
      JSON.parse(s);
      return false;
    } catch {
      return s.length > 0;
    }
  }),
);

const wrongTypeValue = fc.oneof(fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.integer(), { maxLength: 3 }), fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 2 }));

const META = new Set(['id', 'createdAt', 'updatedAt', 'updatedBy']);

/**
 * A document of the collection, one way or another invalid, as JSON text.
 * `forStats`: POST /api/stats sets ids and meta fields itself and drops `_` keys,
 * so variants that only break those would be valid there and are left out.
 */
function badDocument(id: string, collections = collectionArb, forStats = false): fc.Arbitrary<{ collection: CollectionName; raw: string }> {
  return collections.chain((collection) => {
    const base: Record<string, unknown> = { ...sampleDoc(collection, id), _id: id };
    const required = requiredOf(collection).filter((f) => !forStats || !META.has(f));
    const strings = stringFieldsOf(collection).filter(([f]) => !forStats || !META.has(f));
    const withField = (name: string, value: unknown) => JSON.stringify({ ...base, [name]: value });
    const variants: fc.Arbitrary<string>[] = [
      // Missing a required field.
      fc.constantFrom(...required).map((field) => {
        const copy: Record<string, unknown> = { ...base };
        delete copy[field];
        return JSON.stringify(copy);
      }),
      // A required field of the wrong type (updatedAt a string, text a number...).
      fc.tuple(fc.constantFrom(...required), wrongTypeValue, fc.string({ maxLength: 8 })).map(([field, value, text]) =>
        withField(field, typeof base[field] === 'string' ? value : `${text}x`),
      ),
      // A string over its limit.
      fc.tuple(fc.constantFrom(...strings), fc.integer({ min: 1, max: 60_000 })).map(([[field, max], extra]) =>
        withField(field, 'y'.repeat(max + extra)),
      ),
      // Prototype-reaching keys, at the top or nested.
      fc.tuple(fc.constantFrom('__proto__', 'constructor', 'prototype'), fc.boolean()).map(([key, nested]) => {
        const json = JSON.stringify(base);
        const injected = `"${key}":{"isAdmin":true,"polluted":1}`;
        return nested ? json.replace('{', `{"extra":{${injected}},`) : `{${injected},${json.slice(1)}`;
      }),
      // Deep nesting: as a field value, and deeper than any parser should recurse.
      fc.integer({ min: 50, max: 5_000 }).map((depth) => `{"notes":${'['.repeat(depth)}${']'.repeat(depth)},${JSON.stringify(base).slice(1)}`),
      fc.integer({ min: 5_000, max: 200_000 }).map((depth) => `{"_id":"${id}","deep":${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}}`),
      // Unknown fields.
      fc.constantFrom('admin', '$where', 'roles').map((key) => withField(key, 'x')),
      // Oversized documents and images.
      fc.constantFrom(IMAGE_6MB, STRING_2MB).map((big) => withField('imageUrl', big)),
      fc.constant(withField(collection === 'articles' ? 'imageUrl' : 'logo', IMAGE_500KB)),
      // Any JSON value at all (never a valid document by chance: no required fields).
      fc.jsonValue({ maxDepth: 3 }).filter((v) => !forStats || typeof v !== 'object' || v === null || Array.isArray(v) || Object.keys(v).length < 3).map((v) => JSON.stringify(v)),
      invalidJson,
    ];
    if (!forStats) {
      variants.push(
        // Bad ids in the body.
        fc.constantFrom<unknown>('', 'z'.repeat(129), 12, null, true, '_design/x', '_users', ['a'], { $gt: '' }).map((bad) =>
          JSON.stringify({ ...base, _id: bad, id: bad }),
        ),
        // CouchDB members we refuse.
        fc.constantFrom('_attachments', '_conflicts', '_security', '_deleted').map((key) =>
          withField(key, key === '_attachments' ? { 'a.png': { data: 'AAAA', content_type: 'image/png' } } : 'x'),
        ),
      );
    }
    return fc.oneof(...variants).map((raw) => ({ collection, raw }));
  });
}

interface Attempt {
  method: string;
  path: string;
  raw?: string;
}

let n = 0;
const nextId = () => `${R}fuzz-${++n}`;
const badUrlId = fc.constantFrom('', 'q'.repeat(129), '_design%2Fx', '_design/x', '%E0%A4%A', '..%2F..%2F_users', '_all_dbs', '%00');

const ROUTES: Record<string, () => fc.Arbitrary<Attempt>> = {
  'PUT /db/{c}/{id}': () => {
    const id = nextId();
    return fc.tuple(badDocument(id), fc.option(badUrlId, { freq: 4 })).map(([{ collection, raw }, urlId]) => ({
      method: 'PUT', path: `/db/${collection}/${urlId ?? id}`, raw,
    }));
  },
  'POST /db/{c}': () => badDocument(nextId()).map(({ collection, raw }) => ({ method: 'POST', path: `/db/${collection}`, raw })),
  'POST /db/{c}/_bulk_docs': () =>
    fc.tuple(badDocument(nextId()), fc.integer({ min: 0, max: 3 }), fc.boolean()).map(([{ collection, raw }, good, wrap]) => {
      // Valid documents next to the bad one: a batch is all or nothing.
      const valid = Array.from({ length: good }, () => {
        const id = nextId();
        return JSON.stringify({ ...sampleDoc(collection, id), _id: id });
      });
      const body = wrap && isJson(raw) ? `{"docs":[${[...valid, raw].join(',')}]}` : raw;
      return { method: 'POST', path: `/db/${collection}/_bulk_docs`, raw: body };
    }),
  'DELETE /db/{c}/{id}': () =>
    fc.tuple(collectionArb, badUrlId, fc.constantFrom('', '?rev=', '?rev=abc', '?rev=1-', '?rev=%00', '?rev=1-a&rev=2-b', '?batch=ok')).map(
      ([collection, id, query]) => ({ method: 'DELETE', path: `/db/${collection}/${id || nextId()}${query}` }),
    ),
  'PUT /db/{c}/_local/{id}': () =>
    fc.tuple(collectionArb, fc.oneof(invalidJson, fc.jsonValue().filter((v) => typeof v !== 'object' || v === null || Array.isArray(v)).map((v) => JSON.stringify(v)), fc.constantFrom('{"_rev":5}', '{"_rev":{}}', `{"__proto__":{"a":1}}`, `{"x":"${STRING_2MB}"}`))).map(
      ([collection, raw]) => ({ method: 'PUT', path: `/db/${collection}/_local/${nextId()}`, raw }),
    ),
  'POST /api/stats': () =>
    badDocument(nextId(), fc.constant<CollectionName>('playerStats'), true).map(({ raw }) => ({ method: 'POST', path: '/api/stats', raw })),
  'POST /api/auth/login': () =>
    fc.oneof(invalidJson, fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v)), fc.constantFrom(`{"username":"${STRING_2MB}","password":"x"}`, '{"username":"a","password":{"$gt":""}}', '{"__proto__":{"x":1},"username":"a","password":"b"}')).map(
      (raw) => ({ method: 'POST', path: '/api/auth/login', raw }),
    ),
};

function isJson(raw: string): boolean {
  try {
    JSON.parse(raw);
    return true;
  } catch {
    return false;
  }
}

async function storeState(): Promise<Record<string, unknown>> {
  const infos = await Promise.all(COLLECTION_NAMES.map((c) => call(server.url, 'GET', `/db/${c}/`)));
  return Object.fromEntries(COLLECTION_NAMES.map((c, i) => [c, [infos[i]!.body.doc_count, infos[i]!.body.update_seq]]));
}

const OPEN_ROUTES = new Set(['POST /api/auth/login', 'PUT /db/{c}/_local/{id}']);

describe('fuzzed bodies on every write route', () => {
  for (const [routeName, arb] of Object.entries(ROUTES)) {
    for (const caller of ['admin', 'anonymous'] as const) {
      it(`${routeName} as ${caller}: a JSON 4xx, nothing stored, server still healthy`, { timeout: 600_000 }, async () => {
        const before = await storeState();
        const localIds: string[] = [];
        await fc.assert(
          fc.asyncProperty(arb(), async (attempt) => {
            if (attempt.path.includes('/_local/')) localIds.push(attempt.path);
            const reply = await call(server.url, attempt.method, attempt.path, {
              raw: attempt.raw,
              token: caller === 'admin' ? adminToken : undefined,
            });
            const label = `${attempt.method} ${attempt.path.slice(0, 120)} ${String(attempt.raw?.slice(0, 120))} → ${reply.status} ${reply.text.slice(0, 200)}`;
            expect(reply.status, label).toBeGreaterThanOrEqual(400);
            expect(reply.status, label).toBeLessThan(500);
            expect(typeof reply.body.error, label).toBe('string');
            const message = reply.body.reason ?? reply.body.message;
            expect(typeof message, label).toBe('string');
            // Signing in and replication checkpoints are open to anyone (a checkpoint's bounds answer 413 and 429 too).
            if (caller === 'anonymous' && !OPEN_ROUTES.has(routeName) && reply.status !== 400 && reply.status !== 403) {
              expect(reply.status, label).toBe(401);
            }
          }),
          { numRuns: NUM_RUNS, endOnFailure: true, interruptAfterTimeLimit: 480_000 },
        );
        const health = await call(server.url, 'GET', '/api/health');
        expect(health.status).toBe(200);
        expect(health.body.ok).toBe(true);
        expect(await storeState()).toEqual(before);
        for (const path of localIds.slice(0, 30)) {
          expect((await call(server.url, 'GET', path)).status, path).toBe(404);
        }
        expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
      });
    }
  }
});

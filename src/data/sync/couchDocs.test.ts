import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { COLLECTION_NAMES, COLLECTION_SCHEMAS } from '../../shared/schemas/collections';
import type { CollectionJsonSchema } from './couchDocs';
import { couchToRx, isDesignDocId, rxToCouch, tombstoneFor } from './couchDocs';
import { pullChanges } from './changesPages';

const ajv = new Ajv({ strict: false });
ajv.addFormat('date-time', (value: string) => !Number.isNaN(Date.parse(value)));

describe('CouchDB <-> RxDB documents', () => {
  it.each(COLLECTION_NAMES)('fills a bare %s tombstone up to a schema-valid document', (name) => {
    const schema = COLLECTION_SCHEMAS[name] as unknown as CollectionJsonSchema;
    const tombstone = tombstoneFor(schema, 'gone-1');
    expect(tombstone).toMatchObject({ id: 'gone-1', _deleted: true });
    const { _deleted, ...doc } = tombstone;
    expect(_deleted).toBe(true);
    const validate = ajv.compile(COLLECTION_SCHEMAS[name]);
    expect(validate(doc), JSON.stringify(validate.errors)).toBe(true);
    // Deterministic: every device fills the same tombstone the same way.
    expect(tombstoneFor(schema, 'gone-1')).toEqual(tombstone);
  });

  it('maps _id to id, drops CouchDB bookkeeping, and back', () => {
    const schema = COLLECTION_SCHEMAS.schools as unknown as CollectionJsonSchema;
    const rx = couchToRx(schema, { _id: 's1', _rev: '3-abc', _conflicts: ['x'], name: 'A', updatedAt: 5 });
    expect(rx).toEqual({ id: 's1', name: 'A', updatedAt: 5, _deleted: false });
    expect(rxToCouch({ ...rx, _meta: { lwt: 1 } }, '3-abc')).toEqual({ _id: 's1', id: 's1', name: 'A', updatedAt: 5, _rev: '3-abc' });
    expect(rxToCouch({ id: 's1', _deleted: true })).toEqual({ _id: 's1', id: 's1', _deleted: true });
  });

  it('keeps a full tombstone body and only fills what is missing', () => {
    const schema = COLLECTION_SCHEMAS.schools as unknown as CollectionJsonSchema;
    const rx = couchToRx(schema, { _id: 's2', _deleted: true, name: 'Kept', updatedAt: 9 });
    expect(rx).toMatchObject({ id: 's2', name: 'Kept', updatedAt: 9, sports: [], _deleted: true });
  });

  it('recognises design and local documents', () => {
    expect(isDesignDocId('_design/app')).toBe(true);
    expect(isDesignDocId('_local/x')).toBe(true);
    expect(isDesignDocId('design-1')).toBe(false);
  });
});

describe('pullChanges', () => {
  const schema = COLLECTION_SCHEMAS.schools as unknown as CollectionJsonSchema;

  /** A stand-in CouchDB _changes feed over a fixed list of rows. */
  function changesFeed(rows: { id: string; doc?: Record<string, unknown>; deleted?: boolean }[]): typeof fetch {
    return async (input) => {
      const url = new URL(String(input));
      const since = Number(url.searchParams.get('since'));
      const limit = Number(url.searchParams.get('limit'));
      const page = rows.slice(since, since + limit).map((row) => ({ ...row, doc: row.doc ?? { _id: row.id } }));
      return new Response(JSON.stringify({ results: page, last_seq: since + page.length }), { status: 200 });
    };
  }

  it('drops design documents and refills the batch so a full page stays full', async () => {
    const rows = [
      { id: '_design/x', doc: { _id: '_design/x', views: {} } },
      { id: '_design/y', doc: { _id: '_design/y', views: {} } },
      ...['a', 'b', 'c'].map((id) => ({ id, doc: { _id: id, name: id, location: 'L', sports: [], updatedAt: 1 } })),
    ];
    const first = await pullChanges({ fetch: changesFeed(rows), dbUrl: 'http://x/db/schools/', schema }, undefined, 2);
    expect(first.documents.map((d) => d.id)).toEqual(['a', 'b']);
    const second = await pullChanges({ fetch: changesFeed(rows), dbUrl: 'http://x/db/schools/', schema }, first.checkpoint, 2);
    expect(second.documents.map((d) => d.id)).toEqual(['c']);
    expect(second.checkpoint.sequence).toBe(5);
  });

  it('turns a deleted row into a filled tombstone', async () => {
    const rows = [{ id: 'gone', deleted: true, doc: { _id: 'gone', _rev: '2-x', _deleted: true } }];
    const { documents } = await pullChanges({ fetch: changesFeed(rows), dbUrl: 'http://x/db/schools/', schema }, undefined, 10);
    expect(documents).toEqual([tombstoneFor(schema, 'gone')]);
  });

  it('raises a typed error when the server refuses', async () => {
    const refusing: typeof fetch = async () =>
      new Response(JSON.stringify({ error: 'unauthorized', reason: 'token expired' }), { status: 401 });
    await expect(pullChanges({ fetch: refusing, dbUrl: 'http://x/', schema }, undefined, 10)).rejects.toMatchObject({
      kind: 'unauthorized',
      status: 401,
      reason: 'token expired',
    });
    const down: typeof fetch = async () => {
      throw new TypeError('fetch failed');
    };
    await expect(pullChanges({ fetch: down, dbUrl: 'http://x/', schema }, undefined, 10)).rejects.toMatchObject({ kind: 'network' });
  });
});

import { INTERNAL_CONTEXT_COLLECTION, getPrimaryKeyOfInternalDocument } from 'rxdb/plugins/core';
import { createRevision, now } from 'rxdb/plugins/utils';
import { afterEach, describe, expect, it } from 'vitest';
import { COLLECTION_SCHEMAS } from '../shared/schemas/collections';
import type { AppDatabase } from './database';
import { createAppDatabase } from './database';
import { getMemoryStorage } from './storage';

let db: AppDatabase | null = null;
afterEach(async () => {
  await db?.close();
  db = null;
});

describe('createAppDatabase', () => {
  // Production builds order a schema's keys by code units, where RxDB ordered them with localeCompare
  // (vite.config.ts, liaa-rxdb-sort-without-collator): a device upgraded from a build of the other
  // order finds another schema hash stored beside the same schema, and must open it, documents kept.
  it('opens a database whose stored schema hash was made from another order of the same schema, its documents kept', async () => {
    const name = `schema-order-${crypto.randomUUID()}`;
    const storage = getMemoryStorage();
    db = await createAppDatabase({ name, storage, multiInstance: false, collections: ['schools'] });
    await db.schools.insert({ id: 'north', name: 'North High', location: 'Bayport', sports: ['football'], updatedAt: 1 });
    const key = getPrimaryKeyOfInternalDocument(`schools-${COLLECTION_SCHEMAS.schools.version}`, INTERNAL_CONTEXT_COLLECTION);
    const [stored] = await db.internalStore.findDocumentsById([key], false);
    const written = await db.internalStore.bulkWrite(
      [{ previous: stored, document: { ...stored, data: { ...stored.data, schemaHash: 'hash-of-the-same-schema-in-another-key-order' }, _rev: createRevision('test', stored), _meta: { lwt: now() } } }],
      'test',
    );
    expect(written.error).toEqual([]);
    await db.close();

    db = await createAppDatabase({ name, storage, multiInstance: false, collections: ['schools'] });
    expect((await db.schools.findOne('north').exec())?.name).toBe('North High');
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import type { RxReplicationWriteToMasterRow } from 'rxdb/plugins/core';
import type { AppDatabase } from '../database';
import { createAppDatabase } from '../database';
import { getMemoryStorage } from '../storage';
import type { RxDocData } from './couchDocs';
import { baseOf, rowsToPush } from './pulledBase';

let db: AppDatabase | null = null;
let count = 0;
afterEach(async () => {
  await db?.close();
  db = null;
});

const pulled = { id: 's1', name: 'Pulled', location: 'L', sports: [], updatedAt: 1, _deleted: false };

/** A school as a catch-up page stores it: RxDB's downstream mark at the document's own revision. */
async function databaseHoldingPulled(): Promise<AppDatabase> {
  db = await createAppDatabase({ name: `pulled-base-${++count}`, storage: getMemoryStorage(), multiInstance: false, collections: ['schools'] });
  const raw = db.schools.storageInstance;
  await raw.bulkWrite([{ document: { ...pulled, _meta: { lwt: 1 }, _rev: '1-x', _attachments: {} } as never }], 'test');
  // The wrapped instance sets `_meta` on insert; mark it as a page writer's raw write would have.
  const [stored] = await raw.findDocumentsById(['s1'], true);
  await raw.bulkWrite([{ previous: stored, document: { ...stored, _meta: { lwt: 2, o: { _rev: 2, hash: 'h' } } } as never }], 'test');
  return db;
}

const stored = async (database: AppDatabase) => (await database.schools.storageInstance.findDocumentsById(['s1'], true))[0];

describe('pulled bases', () => {
  it('a document unchanged since pulled is its own base', async () => {
    const database = await databaseHoldingPulled();
    expect(baseOf(await stored(database))).toEqual(pulled);
  });

  it('an edit records the pulled state, and a second edit keeps it', async () => {
    const database = await databaseHoldingPulled();
    const doc = await database.schools.findOne('s1').exec();
    const once = await doc!.incrementalPatch({ name: 'Edited once' });
    await once.incrementalPatch({ location: 'Edited twice' });
    const now = await stored(database);
    expect(now).toMatchObject({ name: 'Edited once', location: 'Edited twice' });
    expect(baseOf(now)).toEqual(pulled);
  });

  it.each([
    ['remove()', (doc: { remove(): Promise<unknown> }) => doc.remove()],
    ['incrementalRemove()', (doc: { incrementalRemove(): Promise<unknown> }) => doc.incrementalRemove()],
  ])('a removal by %s records the pulled state', async (_name, remove) => {
    const database = await databaseHoldingPulled();
    await remove((await database.schools.findOne('s1').exec())!);
    const now = await stored(database);
    expect(now._deleted).toBe(true);
    expect(baseOf(now)).toEqual(pulled);
  });

  it('pushes edits with the base they recorded, and drops documents unchanged since pulled', async () => {
    const database = await databaseHoldingPulled();
    await (await database.schools.findOne('s1').exec())!.incrementalPatch({ name: 'Edited' });
    const raw = database.schools.storageInstance;
    await raw.bulkWrite([{ document: { ...pulled, id: 's3', _meta: { lwt: 1 }, _rev: '1-x', _attachments: {} } as never }], 'test');
    const [s3] = await raw.findDocumentsById(['s3'], true);
    await raw.bulkWrite([{ previous: s3, document: { ...s3, _meta: { lwt: 2, o: { _rev: 2, hash: 'h' } } } as never }], 'test');
    const metaState = { ...pulled, name: 'From meta' };
    const edited: RxReplicationWriteToMasterRow<RxDocData> = { newDocumentState: { ...pulled, name: 'Edited' } };
    const created: RxReplicationWriteToMasterRow<RxDocData> = { newDocumentState: { ...pulled, id: 's2' } };
    const withMeta: RxReplicationWriteToMasterRow<RxDocData> = { newDocumentState: { ...pulled, name: 'Edited' }, assumedMasterState: metaState as never };
    // RxDB's upstream scan offers a document a page stored, which has no meta document: nothing to send.
    const asPulled: RxReplicationWriteToMasterRow<RxDocData> = { newDocumentState: { ...pulled, id: 's3' } };
    const rows = await rowsToPush([edited, created, withMeta, asPulled], raw as never);
    expect(rows).toEqual([edited, created, withMeta]);
    expect(edited.assumedMasterState).toEqual(pulled);
    expect(created.assumedMasterState).toBeUndefined();
    expect(withMeta.assumedMasterState).toBe(metaState);
  });
});

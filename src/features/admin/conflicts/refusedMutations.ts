import type { RxCollection } from 'rxdb/plugins/core';
import type { AppDatabase } from '../../../data/database';
import type { RefusedChange } from '../../../data/sync/refusedBook';
import { refusedBook } from '../../../data/sync/refusedBook';

function collectionOf(db: AppDatabase, name: string): RxCollection | undefined {
  return (db.collections as unknown as Record<string, RxCollection | undefined>)[name];
}

/**
 * A refused change given up: the document goes back to what the server holds (or, never on the
 * server, is removed from this device). The push then finds the device equal to the server and
 * settles it (couchPush.ts); offline, it settles once the device is back online.
 */
export async function discardRefused(db: AppDatabase, change: RefusedChange): Promise<void> {
  const collection = collectionOf(db, change.collection);
  const doc = await collection?.findOne(change.id).exec();
  const base = change.base && !change.base._deleted ? change.base : null;
  if (collection && base) {
    const { _deleted: _ignored, ...data } = base;
    await collection.upsert(data);
  } else if (doc) {
    await doc.remove();
  } else {
    refusedBook(db.name).remove(change.collection, change.id);
  }
}

/** The device's copy of each refused document (what the admin typed), to name it by. */
export async function refusedDocs(db: AppDatabase, changes: readonly RefusedChange[]): Promise<Map<string, Record<string, unknown>>> {
  const found = new Map<string, Record<string, unknown>>();
  for (const change of changes) {
    const doc = await collectionOf(db, change.collection)?.findOne(change.id).exec();
    if (doc) found.set(`${change.collection}/${change.id}`, doc.toJSON() as Record<string, unknown>);
  }
  return found;
}

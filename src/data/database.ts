import type { RxCollection, RxDatabase, RxStorage } from 'rxdb/plugins/core';
import { INTERNAL_CONTEXT_COLLECTION, addRxPlugin, createRxDatabase, getPrimaryKeyOfInternalDocument } from 'rxdb/plugins/core';
import type { CollectionName, DocTypes } from '../shared/schemas/collections';
import { COLLECTION_MIGRATIONS, COLLECTION_NAMES, COLLECTION_SCHEMAS } from '../shared/schemas/collections';
import { mergeConflictHandler } from './conflictHandler';
import type { RxDocData } from './sync/couchDocs';
import { keepPulledBases } from './sync/pulledBase';

export type AppCollections = { [K in CollectionName]: RxCollection<DocTypes[K]> };
export type AppDatabase = RxDatabase<AppCollections>;

export interface CreateDatabaseOptions {
  /** IndexedDB name in browsers; any unique name in Node tests. */
  name: string;
  /** Dexie in browsers; memory or Dexie on fake-indexeddb in Node. */
  storage: RxStorage<unknown, unknown>;
  /** Several tabs share one database; only the leader replicates. */
  multiInstance?: boolean;
  /**
   * Only these collections (default: all). RxDB's open-source build allows 13
   * open collections per JS process, so a Node test with two clients opens a subset.
   */
  collections?: readonly CollectionName[];
  /**
   * Create the collections one after the other (browsers): creating one (its schema, its storage
   * instance in the worker) is then a few short tasks, where all at once were one long task on the
   * page's main thread just as a first visit's page became usable. Node clients create them at once.
   */
  oneAtATime?: boolean;
}

/** Creates the local database with every collection of docs/design/data-model.md §2. */
export async function createAppDatabase(options: CreateDatabaseOptions): Promise<AppDatabase> {
  const db = await createRxDatabase<AppCollections>({
    name: options.name,
    storage: options.storage,
    multiInstance: options.multiInstance ?? true,
    eventReduce: true,
    closeDuplicates: true,
  });
  const names = options.collections ?? COLLECTION_NAMES;
  const stale = await collectionsStoredInOlderVersions(db, names);
  const creator = (name: CollectionName) => ({
    schema: COLLECTION_SCHEMAS[name],
    migrationStrategies: COLLECTION_MIGRATIONS[name] ?? {},
    // Migrated below, and only where this device stored an older version (see collectionsStoredInOlderVersions).
    autoMigrate: false,
    conflictHandler: mergeConflictHandler,
  });
  if (options.oneAtATime) {
    // Each waits for the worker's answer to the one before: a task boundary in between.
    for (const name of names) await db.addCollections({ [name]: creator(name) });
  } else {
    await db.addCollections(Object.fromEntries(names.map((name) => [name, creator(name)])));
  }
  // A local edit records the server state it started from (sync/pulledBase.ts).
  for (const name of names) keepPulledBases(db.collections[name] as unknown as RxCollection<RxDocData>);
  if (stale.length > 0) {
    // A device that stored an older schema version keeps its documents (and unsynced edits) on upgrade.
    const { RxDBMigrationSchemaPlugin } = await import('rxdb/plugins/migration-schema');
    addRxPlugin(RxDBMigrationSchemaPlugin);
    for (const name of stale) await db.collections[name].migratePromise();
  }
  return db;
}

/**
 * The collections this device stored in an older schema version (RxDB keeps one internal
 * document per collection and version). A first visit has none, so it never downloads the
 * migration code (about 3 KB gzipped of the public budget); an upgraded device loads it.
 */
async function collectionsStoredInOlderVersions(db: AppDatabase, names: readonly CollectionName[]): Promise<CollectionName[]> {
  const older = names.flatMap((name) =>
    Array.from({ length: COLLECTION_SCHEMAS[name].version }, (_, version) => ({
      name,
      key: getPrimaryKeyOfInternalDocument(`${name}-${version}`, INTERNAL_CONTEXT_COLLECTION),
    })),
  );
  if (older.length === 0) return [];
  const found = new Set((await db.internalStore.findDocumentsById(older.map((o) => o.key), false)).map((doc) => doc.id));
  return [...new Set(older.filter((o) => found.has(o.key)).map((o) => o.name))];
}

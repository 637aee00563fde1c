import net from 'node:net';
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import type { RxCollection, RxJsonSchema, RxStorage, RxStorageInstance } from 'rxdb/plugins/core';
import { getRxReplicationMetaInstanceSchema } from 'rxdb/plugins/core';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import type { AppDatabase } from '../../src/data/database';
import { createAppDatabase } from '../../src/data/database';
import { getMemoryStorage } from '../../src/data/storage';
import { dropRxdbStorageNotice } from '../../src/data/storageNotice';
import type { WorkerInstances } from '../../src/data/storageWorkerInstances';
import { keepingInstances } from '../../src/data/storageWorkerInstances';
import { catchUpThrough } from '../../src/data/storageWorkerCatchUp';
import type { RxDocData } from '../../src/data/sync/couchDocs';
import type { CatchUpRunner } from '../../src/data/sync/catchUp';
import { runCatchUp } from '../../src/data/sync/catchUp';
import type { SyncHandle, StartSyncOptions } from '../../src/data/sync/startSync';
import { startSync } from '../../src/data/sync/startSync';
import type { CollectionName } from '../../src/shared/schemas/collections';

export interface TestClient {
  db: AppDatabase;
  sync: SyncHandle;
  /** Changes the token the replication sends (null = signed out). */
  setToken(token: string | null): void;
  /** Stops sync and closes the database. */
  close(): Promise<void>;
  /** With `pageWrites`: the pulls the in-process catch-up ran, and the pages it stored. */
  catchUps: { pulls: number; pages: number };
}

export interface TestClientOptions {
  token?: string | (() => string | null);
  /** Unique per client by default. */
  name?: string;
  /**
   * Collections to open (default: all 8). RxDB's open-source build allows 13 open
   * collections per process: a test with two clients must open a subset each.
   */
  collections?: readonly CollectionName[];
  /** Point the client elsewhere than `server.url` (e.g. a dead port = offline). */
  baseUrl?: string;
  syncOptions?: Partial<StartSyncOptions>;
  /** Create the collections one after the other, as browsers do (createAppDatabase's `oneAtATime`). */
  oneAtATime?: boolean;
  /**
   * Each pull run as a browser's storage worker runs it (`runCatchUp`: pages fetched, parsed and
   * written whole, docs/design/sync.md §14), here in process: the documents through the collection's
   * own storage instance, the replication's meta documents through a second instance of the same memory store.
   */
  pageWrites?: boolean;
  /**
   * `dexie`: RxDB's Dexie storage on fake-indexeddb, kept as the browser's storage worker keeps it
   * (`keepingInstances`): with `pageWrites`, the catch-up writes through the very instance the
   * client's RxDB reads, as the worker does, so Dexie's own write paths (sync/insertNew.ts) and their
   * change events are the browser's. Default: memory.
   */
  storage?: 'memory' | 'dexie';
}

let clientCount = 0;

/** A Node RxDB client (memory storage) replicating with a real test server. */
export async function createTestClient(server: { url: string }, opts: TestClientOptions = {}): Promise<TestClient> {
  let tokenSource: () => string | null;
  const setToken = (token: string | null) => {
    tokenSource = () => token;
  };
  if (typeof opts.token === 'function') tokenSource = opts.token;
  else setToken(opts.token ?? null);

  const dexie = opts.storage === 'dexie' ? dexieAsInTheWorker() : null;
  const db = await createAppDatabase({
    name: opts.name ?? `test-client-${process.pid}-${++clientCount}-${Date.now()}`,
    storage: dexie?.storage ?? getMemoryStorage(),
    multiInstance: false,
    collections: opts.collections,
    oneAtATime: opts.oneAtATime,
  });
  const fetchFn: typeof fetch = opts.syncOptions?.fetch ?? ((input, init) => fetch(input, init));
  const writer = !opts.pageWrites ? null : dexie ? catchUpThroughKeptInstances(dexie.instances, fetchFn) : inProcessCatchUp(db, fetchFn);
  const sync = startSync(db, {
    ...(writer ? { catchUp: writer.run } : {}),
    baseUrl: opts.baseUrl ?? server.url,
    getToken: () => tokenSource(),
    waitForLeadership: false,
    retryTime: 100,
    silenceTimeout: 5_000,
    ...opts.syncOptions,
  });
  return {
    db,
    sync,
    setToken,
    catchUps: writer?.counts ?? { pulls: 0, pages: 0 },
    async close() {
      await sync.stop();
      await writer?.close();
      await db.close();
    },
  };
}

/** The browser's storage worker's storage (storageWorker.ts), here on fake-indexeddb. */
function dexieAsInTheWorker(): { storage: RxStorage<unknown, unknown>; instances: WorkerInstances } {
  dropRxdbStorageNotice();
  return keepingInstances(getRxStorageDexie({ indexedDB, IDBKeyRange }));
}

/** A catch-up runner the kit counts (pulls, pages stored); each request a copy, as the worker gets one. */
interface CountedCatchUp {
  run: CatchUpRunner;
  counts: { pulls: number; pages: number };
  close(): Promise<void>;
}

function counted(run: CatchUpRunner, close: () => Promise<void> = async () => undefined): CountedCatchUp {
  const counts = { pulls: 0, pages: 0 };
  return {
    counts,
    close,
    run(request, onPageWritten) {
      counts.pulls += 1;
      // Nothing of the page's request is shared with what runs it.
      return run(structuredClone(request), () => {
        counts.pages += 1;
        onPageWritten();
      });
    },
  };
}

/** The worker's catch-up (storageWorkerCatchUp.ts), in process: the page's own instance for documents, a quiet one for meta. */
function catchUpThroughKeptInstances(instances: WorkerInstances, fetchFn: typeof fetch): CountedCatchUp {
  // The quiet instances close with the database's (keepingInstances).
  return counted((request, onPageWritten) => catchUpThrough(instances, request, fetchFn, onPageWritten));
}

function inProcessCatchUp(db: AppDatabase, fetchFn: typeof fetch): CountedCatchUp {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- collections' and meta documents
  const opened = new Map<string, Promise<RxStorageInstance<any, unknown, unknown>>>();
  const storage = getMemoryStorage();
  // A second instance on the store, as the worker holds the one behind the page's remote instance:
  // the memory store's instances share its documents and its change events.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any collection's schema
  const instance = (collectionName: string, schema: RxJsonSchema<any>) => {
    let open = opened.get(collectionName);
    if (!open) {
      open = storage.createStorageInstance({ databaseName: db.name, collectionName, schema, options: {}, multiInstance: false, devMode: false, databaseInstanceToken: db.token });
      opened.set(collectionName, open);
    }
    return open;
  };
  return counted(
    async (request, onPageWritten) => {
      const { target } = request;
      const collection = db.collections[target.fork.collectionName as CollectionName] as unknown as RxCollection<RxDocData>;
      const schema = collection.schema.jsonSchema;
      const fork = await instance(target.fork.collectionName, schema);
      const meta = await instance(target.meta.collectionName, getRxReplicationMetaInstanceSchema(collection.schema.jsonSchema, false));
      return runCatchUp(fetchFn, fork, meta, request, onPageWritten);
    },
    async () => {
      for (const open of opened.values()) await (await open).close();
    },
  );
}

/**
 * Polls until `predicate` holds. A wait, not a speed assertion: the timeout
 * only turns a hang into a clear failure message.
 */
export async function waitFor<T>(
  predicate: () => T | Promise<T>,
  opts: { timeout?: number; interval?: number; message?: string } = {},
): Promise<NonNullable<T>> {
  const timeout = opts.timeout ?? 15_000;
  const interval = opts.interval ?? 25;
  const deadline = Date.now() + timeout;
  let lastError: unknown = null;
  for (;;) {
    try {
      const value = await predicate();
      if (value) return value as NonNullable<T>;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) {
      const detail = lastError instanceof Error ? ` (last error: ${lastError.message})` : '';
      throw new Error(`waitFor: ${opts.message ?? 'condition'} still false after ${timeout} ms${detail}`);
    }
    await new Promise((resolve) => setTimeout(resolve, interval));
  }
}

export interface NetworkSwitch {
  /** Give this to a client as `baseUrl`. */
  url: string;
  /** Drops every open connection and cuts each new one at once (like losing signal). */
  goOffline(): Promise<void>;
  /** Relays connections again. */
  goOnline(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A TCP relay in front of the server that a test can cut: the client keeps its
 * database and replication and really sees the network fail and come back.
 * Offline, it keeps its port and cuts every connection as it comes: a port given
 * back to the system could be taken meanwhile (by any connection of a test running
 * beside this one), and then coming back online would fail or reach someone else.
 */
export async function startNetworkSwitch(target: { url: string }): Promise<NetworkSwitch> {
  const { hostname, port: targetPort } = new URL(target.url);
  const sockets = new Set<net.Socket>();
  let online = true;

  const relay = (client: net.Socket) => {
    if (!online) {
      client.on('error', () => {});
      client.destroy();
      return;
    }
    const upstream = net.connect(Number(targetPort), hostname);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    sockets.add(client);
    sockets.add(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    for (const socket of [client, upstream]) {
      socket.on('error', drop);
      socket.on('close', drop);
    }
  };

  const listener = net.createServer(relay);
  await new Promise<void>((resolve, reject) => {
    listener.once('error', reject);
    listener.listen(0, '127.0.0.1', () => {
      listener.off('error', reject);
      resolve();
    });
  });
  const { port } = listener.address() as net.AddressInfo;

  const goOffline = async () => {
    online = false;
    sockets.forEach((socket) => socket.destroy());
    sockets.clear();
  };

  return {
    url: `http://127.0.0.1:${port}`,
    goOffline,
    async goOnline() {
      online = true;
    },
    async close() {
      await goOffline();
      await new Promise<void>((resolve) => listener.close(() => resolve()));
    },
  };
}

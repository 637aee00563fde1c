import type { RxCollection } from 'rxdb/plugins/core';
import type { RxReplicationState } from 'rxdb/plugins/replication';
import { replicateRxCollection } from 'rxdb/plugins/replication';
import type { Subject } from 'rxjs';
import type { CollectionJsonSchema, RxDocData } from './couchDocs';
import type { CouchPusher } from './couchPush';
import type { RefusedBook } from './refusedBook';
import { rowsToPush } from './pulledBase';
import type { CatchUpRequest, CatchUpRunner } from './catchUp';
import type { CouchCheckpoint } from './changesPages';
import type { PageWriteTarget } from './pageWrite';
import { pullSource } from './pullSource';
import type { SeasonScope } from './seasonPull';
import type { RetryGate } from './retryGate';
import type { SyncStateStore } from './syncStateStore';
import { SyncError, toSyncError } from './syncError';

export type PullStreamItem = 'RESYNC';
export type CollectionReplication = RxReplicationState<RxDocData, CouchCheckpoint>;

export interface CollectionSyncOptions {
  name: string;
  collection: RxCollection<RxDocData>;
  /** `${baseUrl}/db/${name}/` */
  dbUrl: string;
  replicationIdentifier: string;
  fetch: typeof fetch;
  getToken: () => string | null;
  /** Who is signed in, and who made a pending edit: couchPush holds another account's edits. */
  getAccount?: () => string | null;
  authorOf?: (id: string) => string | undefined;
  /** Where a change the server refused for its values is set aside (couchPush.ts). */
  refused?: RefusedBook;
  gate: RetryGate;
  state: SyncStateStore;
  batchSize: number;
  /** Page size while catching up (after a full page), at least batchSize. */
  catchUpBatchSize: number;
  retryTime: number;
  resync$: Subject<PullStreamItem>;
  /** One season of a season-scoped collection (seasonPull.ts); absent: the whole collection. */
  scope?: SeasonScope;
  /** false: pull only (a kept past season): the collection's main replication pushes its edits. */
  push?: boolean;
  /**
   * Runs each pull where the storage is (browsers: the storage worker): its pages are fetched and
   * written there, whole, instead of being handed to RxDB's downstream (docs/design/sync.md §14).
   * Without it (Node clients), RxDB stores them.
   */
  catchUp?: CatchUpRunner;
  /** A pulled page was stored by `catchUp` (RxDB's `received$` does not see those). */
  onPageWritten?(): void;
  /** The server's `Date`, from a pull `catchUp` ran (the page's own requests are noted by `fetch`). */
  noteServerDate?(date: string): void;
  /** The server now holds exactly these document states. */
  onPushed(docs: RxDocData[]): Promise<void>;
  onSynced(): void;
}


export function replicateCouchCollection(options: CollectionSyncOptions): CollectionReplication {
  const { collection, dbUrl } = options;
  const schema = collection.schema.jsonSchema as unknown as CollectionJsonSchema;
  let replication: CollectionReplication | null = null;

  const source = { dbUrl, schema, scope: options.scope, catchUpBatchSize: options.catchUpBatchSize };
  // Without `catchUp`, and after it failed to store: read here, stored by RxDB.
  const { pull: pullHere, pager } = pullSource({ ...source, fetch: options.fetch });

  /** Retries inside the handler: RxDB's own loop would wait a fixed retryTime and ignore reconnect(). */
  async function withRetry<T>(source: string, run: (attempt: number) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      if (options.gate.stopped) throw new SyncError('network', 'Sync stopped');
      try {
        const result = await run(attempt);
        options.state.succeeded(source);
        options.onSynced();
        return result;
      } catch (error) {
        if (options.gate.stopped) throw toSyncError(error);
        const syncError = toSyncError(error);
        options.state.failed(source, syncError);
        await options.gate.wait(options.gate.delayFor(syncError, attempt));
      }
    }
  }

  // Pushing is an admin's work (a fan's device never writes): its code is a chunk of its own,
  // loaded at the first local write (couchPush.ts), not on every first visit.
  let pusher: Promise<CouchPusher> | null = null;
  const loadPusher = (): Promise<CouchPusher> =>
    (pusher ??= import('./couchPush').then(
      ({ createCouchPusher }) => createCouchPusher({ ...options, collection, schema }),
      (error: unknown) => {
        // Offline before the service worker holds the chunk: the push retries (a network error),
        // and the next try loads it again. A failed import kept here would hold every edit until a reload.
        pusher = null;
        throw new SyncError('network', `Cannot load the sync code: ${error instanceof Error ? error.message : String(error)}`);
      },
    ));

  let catchUpBroken = false;
  /** Where `catchUp` writes: the same for every pull of this replication, so worked out (hashes included) once. */
  let target: PageWriteTarget | null = null;
  async function pageWriteTarget(): Promise<PageWriteTarget> {
    target ??= await readPageWriteTarget();
    return target;
  }
  /** Which storage instances, and the keys RxDB's downstream writes with. */
  async function readPageWriteTarget(): Promise<PageWriteTarget> {
    const internal = replication?.internalReplicationState;
    const metaInstance = replication?.metaInstance;
    if (!internal || !metaInstance) throw new SyncError('server', 'The replication has not started');
    const database = collection.database;
    return {
      fork: { databaseName: database.name, collectionName: collection.name, version: collection.schema.version },
      meta: { databaseName: database.name, collectionName: metaInstance.collectionName, version: metaInstance.schema.version },
      keys: {
        databaseToken: database.token,
        checkpointKey: await internal.checkpointKey,
        downstreamFlag: await internal.downstreamBulkWriteFlag,
        identifierHash: await database.hashFunction(internal.input.identifier),
      },
    };
  }

  async function pull(checkpoint: CouchCheckpoint | undefined, batchSize: number) {
    const runner = options.catchUp;
    if (!runner || catchUpBroken) return pullHere(checkpoint, batchSize);
    const request: CatchUpRequest = { target: await pageWriteTarget(), source, checkpoint, batchSize };
    try {
      const caughtUp = await runner(request, () => options.onPageWritten?.());
      if (caughtUp.serverDate) options.noteServerDate?.(caughtUp.serverDate);
      if (caughtUp.resync) options.resync$.next('RESYNC');
      return caughtUp.answer;
    } catch (error) {
      // A request that failed is retried as any pull. A page that could not be stored: never again
      // for this replication, the retry (and every later pull) goes through RxDB.
      if (!(error instanceof SyncError)) catchUpBroken = true;
      throw error;
    }
  }

  // Synchronous on the notice, before RxDB (asynchronously) queues its RESYNC: no pull after a
  // notice is answered with a page read before it.
  const invalidation = options.resync$.subscribe(() => pager.invalidate());
  replication = replicateRxCollection<RxDocData, CouchCheckpoint>({
    replicationIdentifier: options.replicationIdentifier,
    collection,
    live: true,
    retryTime: options.retryTime,
    // startSync waits for leadership once for all collections, and the tab that holds it replicates
    // hidden or not (the production build leaves RxDB's own election out: vite.config.ts).
    waitForLeadership: false,
    toggleOnDocumentVisible: false,
    autoStart: true,
    pull: {
      batchSize: options.batchSize,
      stream$: options.resync$.asObservable(),
      handler: (checkpoint, batchSize) => withRetry(`pull:${options.name}`, () => pull(checkpoint, batchSize)),
    },
    push:
      options.push === false
        ? undefined
        : {
            batchSize: 100,
            handler: (rows) =>
              withRetry(`push:${options.name}`, async (attempt) => {
                // Documents a catch-up page stored have no meta document (pulledBase.ts).
                const edits = await rowsToPush(rows, collection.storageInstance);
                if (edits.length === 0) return [];
                const push = await loadPusher();
                return push.pushOnce(attempt > 1 ? await push.withLatestState(edits) : edits);
              }),
          },
  });
  replication.onCancel.push(() => invalidation.unsubscribe());
  return replication;
}

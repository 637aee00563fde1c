import type { RxCollection } from 'rxdb/plugins/core';
import type { RxReplicationState } from 'rxdb/plugins/replication';
import { replicateRxCollection } from 'rxdb/plugins/replication';
import type { Subject } from 'rxjs';
import type { CollectionJsonSchema, RxDocData } from './couchDocs';
import type { CouchPusher } from './couchPush';
import { rowsToPush } from './pulledBase';
import type { CouchCheckpoint } from './changesPages';
import { ChangesPager, pullChanges } from './changesPages';
import type { PageWriteRequest, PageWriter } from './pageWrite';
import { pullThroughWriter } from './pullWrites';
import type { SeasonScope } from './seasonPull';
import { seasonSource } from './seasonPull';
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
   * Writes catch-up pages where the storage is (browsers: the storage worker), whole, instead of
   * handing them to RxDB's downstream (docs/design/sync.md §14). Without it (Node clients), RxDB stores them.
   */
  pageWriter?: PageWriter;
  /** A pulled page was stored by `pageWriter` (RxDB's `received$` does not see those). */
  onPageWritten?(): void;
  /** The server now holds exactly these document states. */
  onPushed(docs: RxDocData[]): Promise<void>;
  onSynced(): void;
}


export function replicateCouchCollection(options: CollectionSyncOptions): CollectionReplication {
  const { collection, dbUrl } = options;
  const schema = collection.schema.jsonSchema as unknown as CollectionJsonSchema;
  let replication: CollectionReplication | null = null;

  const season = options.scope
    ? seasonSource({ fetch: options.fetch, dbUrl, schema, scope: options.scope, catchUpBatchSize: options.catchUpBatchSize })
    : null;
  const pager = season?.pager ?? new ChangesPager({ fetch: options.fetch, dbUrl }, options.catchUpBatchSize);
  // The checkpoint names what it was pulling: a lane that now pulls another scope (a fan's device
  // signed in as an admin, a new season) reads again from the start, keeping its push bookkeeping.
  const scopeKey = options.scope?.season;
  const pullOnce = async (checkpoint: CouchCheckpoint | undefined, batchSize: number) => {
    const own = checkpoint && checkpoint.scope === scopeKey ? checkpoint : undefined;
    const answer = season ? await season.pull(own, batchSize) : await pullChanges({ fetch: options.fetch, dbUrl, schema, pager }, own, batchSize);
    // Said out loud, `undefined` too: RxDB stacks a new checkpoint onto the last one (Object.assign).
    return { ...answer, checkpoint: { find: undefined, ...answer.checkpoint, scope: scopeKey } };
  };

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
    (pusher ??= import('./couchPush').then(({ createCouchPusher }) => createCouchPusher({ ...options, collection, schema })));

  let writerBroken = false;
  /** The request for `pageWriter`: which storage instances, and the keys RxDB's downstream writes with. */
  async function pageWriteRequest(answer: { documents: RxDocData[]; checkpoint: CouchCheckpoint }): Promise<PageWriteRequest> {
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
      documents: answer.documents,
      checkpoint: answer.checkpoint,
    };
  }

  function pull(checkpoint: CouchCheckpoint | undefined, batchSize: number) {
    const source = (from: CouchCheckpoint | undefined) => pullOnce(from, batchSize);
    const writer = options.pageWriter;
    if (!writer || writerBroken) return source(checkpoint);
    const write = async (answer: { documents: RxDocData[]; checkpoint: CouchCheckpoint }) => {
      try {
        const written = await writer(await pageWriteRequest(answer));
        options.onPageWritten?.();
        return written;
      } catch (error) {
        // Never again for this replication: the retry (and every later pull) goes through RxDB.
        writerBroken = true;
        throw error;
      }
    };
    return pullThroughWriter(source, write, checkpoint, batchSize, () => options.resync$.next('RESYNC'));
  }

  // Synchronous on the notice, before RxDB (asynchronously) queues its RESYNC: no pull after a
  // notice is answered with a page read before it.
  const invalidation = options.resync$.subscribe(() => pager.invalidate());
  replication = replicateRxCollection<RxDocData, CouchCheckpoint>({
    replicationIdentifier: options.replicationIdentifier,
    collection,
    live: true,
    retryTime: options.retryTime,
    // startSync waits for leadership once for all collections.
    waitForLeadership: false,
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

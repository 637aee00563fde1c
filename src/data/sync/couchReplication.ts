import type { RxCollection, RxReplicationWriteToMasterRow } from 'rxdb/plugins/core';
import type { RxReplicationState } from 'rxdb/plugins/replication';
import { replicateRxCollection } from 'rxdb/plugins/replication';
import type { Subject } from 'rxjs';
import type { CollectionJsonSchema, CouchDoc, RxDocData } from './couchDocs';
import { couchToRx, rxToCouch, tombstoneFor } from './couchDocs';
import type { CouchCheckpoint } from './changesPages';
import { ChangesPager, pullChanges } from './changesPages';
import type { PageWriteRequest, PageWriter } from './pageWrite';
import { pullThroughWriter } from './pullWrites';
import type { SeasonScope } from './seasonPull';
import { seasonSource } from './seasonPull';
import type { RetryGate } from './retryGate';
import type { SyncStateStore } from './syncStateStore';
import { SyncError, requestJson, toSyncError } from './syncError';

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

type Row = RxReplicationWriteToMasterRow<RxDocData>;

interface AllDocsRow {
  key: string;
  id?: string;
  error?: string;
  value?: { rev: string; deleted?: boolean };
  doc?: CouchDoc | null;
}

interface BulkDocsRow {
  id: string;
  ok?: boolean;
  rev?: string;
  error?: string;
  reason?: string;
}

/** Under the server's 2 MB body limit even with several inline logos. */
const MAX_BODY_CHARS = 1_000_000;
const JSON_HEADERS = { 'content-type': 'application/json', accept: 'application/json' };

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

  async function readMaster(ids: string[]): Promise<Map<string, { rev?: string; doc: RxDocData | null }>> {
    const body = JSON.stringify({ keys: ids, include_docs: true });
    const response = await requestJson<{ rows?: AllDocsRow[] }>(options.fetch, `${dbUrl}_all_docs`, {
      method: 'POST',
      headers: JSON_HEADERS,
      body,
    });
    if (!Array.isArray(response.rows)) throw new SyncError('server', 'The server sent a malformed _all_docs response');
    const master = new Map<string, { rev?: string; doc: RxDocData | null }>();
    for (const row of response.rows) {
      if (row.error || !row.value) master.set(row.key, { doc: null });
      else if (row.value.deleted || !row.doc) master.set(row.key, { rev: row.value.rev, doc: tombstoneFor(schema, row.key) });
      else master.set(row.key, { rev: row.value.rev, doc: couchToRx(schema, row.doc) });
    }
    return master;
  }

  function chunkBySize(docs: CouchDoc[]): CouchDoc[][] {
    const chunks: CouchDoc[][] = [];
    let current: CouchDoc[] = [];
    let size = 0;
    for (const doc of docs) {
      const docSize = JSON.stringify(doc).length;
      if (current.length > 0 && size + docSize > MAX_BODY_CHARS) {
        chunks.push(current);
        current = [];
        size = 0;
      }
      current.push(doc);
      size += docSize;
    }
    if (current.length > 0) chunks.push(current);
    return chunks;
  }

  /**
   * A retried push sends what the documents are NOW: while a refused state
   * (validation, auth) waited, the admin may have fixed it, and RxDB would
   * otherwise resend the stale rows forever. The replication meta then still
   * holds the older state; the next cycle sees the server equal to the local
   * state and settles it as a no-op conflict.
   */
  async function withLatestState(rows: Row[]): Promise<Row[]> {
    const current = await collection.storageInstance.findDocumentsById(
      rows.map((row) => row.newDocumentState.id),
      true,
    );
    const byId = new Map(current.map((doc) => [doc.id, doc]));
    return rows.map((row) => {
      const doc = byId.get(row.newDocumentState.id);
      if (!doc) return row;
      const state: Record<string, unknown> = { ...doc };
      for (const key of ['_meta', '_rev', '_attachments']) delete state[key];
      return { ...row, newDocumentState: state as RxDocData };
    });
  }

  async function pushOnce(rows: Row[]): Promise<RxDocData[]> {
    const isEqual = collection.conflictHandler.isEqual;
    const master = await readMaster(rows.map((row) => row.newDocumentState.id));
    const conflicts: RxDocData[] = [];
    const toWrite: CouchDoc[] = [];
    const written = new Map<string, RxDocData>();
    const alreadyThere: RxDocData[] = [];

    for (const row of rows) {
      const next = row.newDocumentState;
      const real = master.get(next.id) ?? { doc: null };
      const assumed = row.assumedMasterState;
      if (real.doc) {
        // Already what the server holds: nothing to write, no sign-in needed. RxDB offers such rows
        // when a reload cut a pull short before it recorded the master state (a fan has them too).
        if (isEqual(real.doc, next, 'liaa-push-same')) {
          alreadyThere.push(next);
          continue;
        }
        const unchanged =
          assumed !== undefined && ((real.doc._deleted && assumed._deleted) || isEqual(real.doc, assumed, 'liaa-push'));
        if (!unchanged) {
          conflicts.push(real.doc);
          continue;
        }
        if (real.doc._deleted && next._deleted) {
          alreadyThere.push(next);
          continue;
        }
      }
      toWrite.push(rxToCouch(next, real.rev));
      written.set(next.id, next);
    }
    if (alreadyThere.length > 0) await options.onPushed(alreadyThere);
    if (toWrite.length === 0) return conflicts;

    const token = options.getToken();
    if (!token) throw new SyncError('unauthorized', 'Sign in again to sync your changes', { reason: 'not signed in' });
    const headers = { ...JSON_HEADERS, authorization: `Bearer ${token}` };
    const conflictIds: string[] = [];
    for (const chunk of chunkBySize(toWrite)) {
      const result = await requestJson<BulkDocsRow[]>(options.fetch, `${dbUrl}_bulk_docs`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ docs: chunk }),
      });
      if (!Array.isArray(result)) throw new SyncError('server', 'The server sent a malformed _bulk_docs response');
      const pushed: RxDocData[] = [];
      let refused: SyncError | null = null;
      for (const row of result) {
        if (row.error === 'conflict') conflictIds.push(row.id);
        else if (row.error) {
          const kind = row.error === 'unauthorized' ? 'unauthorized' : 'validation';
          refused ??= new SyncError(kind, `The server refused ${row.id}: ${row.reason ?? row.error}`, { reason: row.reason });
        } else {
          const doc = written.get(row.id);
          if (doc) pushed.push(doc);
        }
      }
      await options.onPushed(pushed);
      if (refused) throw refused;
    }
    if (conflictIds.length > 0) {
      const again = await readMaster(conflictIds);
      for (const id of conflictIds) {
        const doc = again.get(id)?.doc;
        // A conflict on a document that then is not there: try the whole batch again.
        if (!doc) throw new SyncError('server', `The server reported a conflict on ${id} but has no such document`);
        conflicts.push(doc);
      }
    }
    return conflicts;
  }

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
              withRetry(`push:${options.name}`, async (attempt) => pushOnce(attempt > 1 ? await withLatestState(rows) : rows)),
          },
  });
  replication.onCancel.push(() => invalidation.unsubscribe());
  return replication;
}

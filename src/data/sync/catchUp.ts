import type { RxStorageInstance } from 'rxdb/plugins/core';
import type { CouchCheckpoint } from './changesPages';
import type { CollectionJsonSchema, RxDocData } from './couchDocs';
import type { PageWriteTarget } from './pageWrite';
import { writePulledPage } from './pageWrite';
import { pullSource } from './pullSource';
import type { PullAnswer } from './pullWrites';
import { pullThroughWriter } from './pullWrites';
import type { SeasonScope } from './seasonPull';

/** One pull of a replication, run where the storage is (docs/design/sync.md §14). */
export interface CatchUpRequest {
  /** Where its pages are written. */
  target: PageWriteTarget;
  /** Where they come from (pullSource.ts). */
  source: { dbUrl: string; schema: CollectionJsonSchema; scope?: SeasonScope; catchUpBatchSize: number };
  checkpoint: CouchCheckpoint | undefined;
  batchSize: number;
}

export interface CatchUpAnswer {
  /**
   * What RxDB gets: a short first page as read (a live pull after a notice: RxDB stores it), the
   * documents a page left (a local edit not yet pushed: RxDB's conflict handling decides), or
   * nothing (every page is stored, the checkpoint too).
   */
  answer: PullAnswer;
  /** The feed has more after the documents left to RxDB: it should pull again. */
  resync: boolean;
  /** The last `Date` the server sent (a scorer's clock follows the server's: serverTime.ts). */
  serverDate: string | null;
}

/**
 * Runs a pull where the storage is: the browser's storage worker (workerStorage.ts `catchUp`), or
 * in process in Node tests. `onPageWritten` is told of each page stored.
 */
export type CatchUpRunner = (request: CatchUpRequest, onPageWritten: () => void) => Promise<CatchUpAnswer>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a collection's documents, the replication's meta documents
type AnyInstance = RxStorageInstance<any, unknown, unknown>;

/**
 * A pull read and stored where the storage is: each `_changes` (or season) page is fetched, parsed
 * and written here, whole, as RxDB's downstream would write it (`writePulledPage`), the next page
 * asked for while this one is stored (the pager's read-ahead). The page's main thread neither parses
 * the pages nor copies them to the worker; it takes the change events of what was stored.
 * Fetch errors come back as `SyncError`s (the replication's retry and the header's status use
 * them); a failed write throws a plain error.
 */
export async function runCatchUp(fetchFn: typeof fetch, fork: AnyInstance, meta: AnyInstance, request: CatchUpRequest, onPageWritten: () => void): Promise<CatchUpAnswer> {
  let serverDate: string | null = null;
  const noting: typeof fetch = async (input, init) => {
    const response = await fetchFn(input, init);
    serverDate = response.headers.get('date') ?? serverDate;
    return response;
  };
  const source = pullSource({ ...request.source, fetch: noting });
  let resync = false;
  const answer = await pullThroughWriter(
    (from) => source.pull(from, request.batchSize),
    async (page: { documents: RxDocData[]; checkpoint: CouchCheckpoint }) => {
      const written = await writePulledPage(fork, meta, { ...request.target, ...page });
      onPageWritten();
      return written;
    },
    request.checkpoint,
    request.batchSize,
    () => {
      resync = true;
    },
  );
  return { answer, resync, serverDate };
}

import type { RxStorage } from 'rxdb/plugins/core';
import type { MessageFromRemote, MessageToRemote, RemoteMessageChannel } from 'rxdb/plugins/storage-remote';
import { getRxStorageRemote } from 'rxdb/plugins/storage-remote';
import { Subject } from 'rxjs';
import storageWorkerUrl from 'virtual:storage-worker-url';
import type { CatchUpAnswer, CatchUpRequest } from './sync/catchUp';
import { SyncError } from './sync/syncError';
import type { CatchUpMessage } from './catchUpMessages';
import { isCatchUpReply } from './catchUpMessages';

export interface WorkerStorage {
  storage: RxStorage<unknown, unknown>;
  /** Ends the worker (a database that failed to open): a retry starts a new one. */
  stop(): void;
  /**
   * Runs a pull in the worker (startSync's `catchUp`, docs/design/sync.md §14): its pages are
   * fetched, parsed and written there, whole; the page gets what RxDB must still store, and the
   * change events of what was stored, where it once parsed every page and posted it to the worker.
   */
  catchUp(request: CatchUpRequest, onPageWritten: () => void): Promise<CatchUpAnswer>;
}

let started = 0;

/**
 * IndexedDB through Dexie, run in a dedicated worker (storageWorker.ts) and
 * reached through RxDB's remote storage: the page keeps the database, the
 * queries and the replication, the worker does the storing. The worker starts
 * with the first storage instance, not before.
 */
export function getWorkerStorage(): WorkerStorage {
  started += 1;
  let worker: Worker | null = null;
  let lastPull = 0;
  const pulls = new Map<number, { resolve(answer: CatchUpAnswer): void; reject(error: Error): void; onPageWritten(): void }>();
  const storage = getRxStorageRemote({
    // RxDB caches 'one' mode channels by identifier for the life of the page: a retry after
    // a failed start must get a new worker, not the dead one.
    identifier: `liaa-storage-${started}`,
    mode: 'one',
    messageChannelCreator: () => {
      worker = new Worker(storageWorkerUrl, { type: 'module', name: 'liaa-storage' });
      worker.addEventListener('message', (event: MessageEvent<unknown>) => {
        if (!isCatchUpReply(event.data)) return;
        const reply = event.data;
        if ('liaaCatchUpPage' in reply) return pulls.get(reply.liaaCatchUpPage)?.onPageWritten();
        const waiting = pulls.get(reply.liaaCaughtUp);
        pulls.delete(reply.liaaCaughtUp);
        if ('answer' in reply) waiting?.resolve(reply.answer);
        else if (reply.syncError) waiting?.reject(new SyncError(reply.syncError.kind, reply.error, reply.syncError));
        else waiting?.reject(new Error(reply.error));
      });
      return Promise.resolve(channelTo(worker));
    },
  }) as RxStorage<unknown, unknown>;
  function catchUp(request: CatchUpRequest, onPageWritten: () => void): Promise<CatchUpAnswer> {
    // The database is open before any pull: its storage created the worker.
    if (!worker) return Promise.reject(new Error('The local database worker is not running.'));
    const id = ++lastPull;
    const message: CatchUpMessage = { liaaCatchUp: id, request };
    const answer = new Promise<CatchUpAnswer>((resolve, reject) => pulls.set(id, { resolve, reject, onPageWritten }));
    worker.postMessage(message);
    return answer;
  }
  return { storage, stop: () => worker?.terminate(), catchUp };
}

function channelTo(worker: Worker): RemoteMessageChannel {
  const messages$ = new Subject<MessageFromRemote>();
  let answered = false;
  worker.addEventListener('message', (event: MessageEvent<MessageFromRemote>) => {
    answered = true;
    if (!isCatchUpReply(event.data)) messages$.next(event.data);
  });
  // A worker that never starts (script not loadable, refused) would leave every request
  // unanswered and the screens loading forever: fail them, so the UI shows its error state.
  // Errors inside a running worker are answered per request by RxDB instead.
  worker.addEventListener('error', () => {
    if (answered) return;
    messages$.error(new Error('The local database worker could not start.'));
    worker.terminate();
  });
  return {
    messages$: messages$.asObservable(),
    send: (message: MessageToRemote) => worker.postMessage(message),
    close: () => {
      worker.terminate();
      messages$.complete();
      return Promise.resolve();
    },
  };
}

import type { RxStorage } from 'rxdb/plugins/core';
import type { MessageFromRemote, MessageToRemote, RemoteMessageChannel } from 'rxdb/plugins/storage-remote';
import { getRxStorageRemote } from 'rxdb/plugins/storage-remote';
import { Subject } from 'rxjs';
import storageWorkerUrl from 'virtual:storage-worker-url';
import type { PageWriteAnswer, PageWriteRequest } from './sync/pageWrite';
import type { PageWriteMessage } from './pageWriteMessages';
import { isPageWriteReply } from './pageWriteMessages';

export interface WorkerStorage {
  storage: RxStorage<unknown, unknown>;
  /** Ends the worker (a database that failed to open): a retry starts a new one. */
  stop(): void;
  /**
   * Writes a pulled page in the worker, whole (startSync's `pageWriter`, docs/design/sync.md §14): the
   * page only posts the documents, where RxDB's downstream on the page would read, compare and write them.
   */
  writePage(request: PageWriteRequest): Promise<PageWriteAnswer>;
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
  let lastWrite = 0;
  const writes = new Map<number, { resolve(answer: PageWriteAnswer): void; reject(error: Error): void }>();
  const storage = getRxStorageRemote({
    // RxDB caches 'one' mode channels by identifier for the life of the page: a retry after
    // a failed start must get a new worker, not the dead one.
    identifier: `liaa-storage-${started}`,
    mode: 'one',
    messageChannelCreator: () => {
      worker = new Worker(storageWorkerUrl, { type: 'module', name: 'liaa-storage' });
      worker.addEventListener('message', (event: MessageEvent<unknown>) => {
        if (!isPageWriteReply(event.data)) return;
        const reply = event.data;
        const waiting = writes.get(reply.liaaPageWritten);
        writes.delete(reply.liaaPageWritten);
        if ('answer' in reply) waiting?.resolve(reply.answer);
        else waiting?.reject(new Error(reply.error));
      });
      return Promise.resolve(channelTo(worker));
    },
  }) as RxStorage<unknown, unknown>;
  function writePage(request: PageWriteRequest): Promise<PageWriteAnswer> {
    // The database is open before any pull: its storage created the worker.
    if (!worker) return Promise.reject(new Error('The local database worker is not running.'));
    const id = ++lastWrite;
    const message: PageWriteMessage = { liaaPageWrite: id, request };
    const answer = new Promise<PageWriteAnswer>((resolve, reject) => writes.set(id, { resolve, reject }));
    worker.postMessage(message);
    return answer;
  }
  return { storage, stop: () => worker?.terminate(), writePage };
}

function channelTo(worker: Worker): RemoteMessageChannel {
  const messages$ = new Subject<MessageFromRemote>();
  let answered = false;
  worker.addEventListener('message', (event: MessageEvent<MessageFromRemote>) => {
    answered = true;
    if (!isPageWriteReply(event.data)) messages$.next(event.data);
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

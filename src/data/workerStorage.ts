import type { RxStorage } from 'rxdb/plugins/core';
import type { MessageFromRemote, MessageToRemote, RemoteMessageChannel } from 'rxdb/plugins/storage-remote';
import { getRxStorageRemote } from 'rxdb/plugins/storage-remote';
import { Subject } from 'rxjs';
import storageWorkerUrl from 'virtual:storage-worker-url';

export interface WorkerStorage {
  storage: RxStorage<unknown, unknown>;
  /** Ends the worker (a database that failed to open): a retry starts a new one. */
  stop(): void;
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
  const storage = getRxStorageRemote({
    // RxDB caches 'one' mode channels by identifier for the life of the page: a retry after
    // a failed start must get a new worker, not the dead one.
    identifier: `liaa-storage-${started}`,
    mode: 'one',
    messageChannelCreator: () => {
      worker = new Worker(storageWorkerUrl, { type: 'module', name: 'liaa-storage' });
      return Promise.resolve(channelTo(worker));
    },
  }) as RxStorage<unknown, unknown>;
  return { storage, stop: () => worker?.terminate() };
}

function channelTo(worker: Worker): RemoteMessageChannel {
  const messages$ = new Subject<MessageFromRemote>();
  let answered = false;
  worker.addEventListener('message', (event: MessageEvent<MessageFromRemote>) => {
    answered = true;
    messages$.next(event.data);
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

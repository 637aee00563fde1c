/// <reference lib="webworker" />
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import type { MessageFromRemote, MessageToRemote } from 'rxdb/plugins/storage-remote';
import { exposeRxStorageRemote } from 'rxdb/plugins/storage-remote';
import { Subject } from 'rxjs';
import { dropRxdbStorageNotice } from './storageNotice';
import { isCatchUpMessage } from './catchUpMessages';
import { catchUpHere } from './storageWorkerCatchUp';
import { keepingInstances } from './storageWorkerInstances';

/**
 * The tab's IndexedDB work (Dexie's transactions, IndexedDB's structured
 * clones of every stored document) runs here, off the page's main thread: on a
 * first visit it was most of the page's blocking time. The database,
 * its queries and the replication stay on the page (workerStorage.ts); each pull
 * is fetched, parsed and written here, whole (storageWorkerCatchUp.ts, docs/design/sync.md §14).
 * Each tab has its own worker; Dexie's multi-instance support broadcasts
 * each write to the other tabs' workers (BroadcastChannel works in workers).
 */
declare const self: DedicatedWorkerGlobalScope;

// Production builds leave RxDB's banner out (vite.config.ts, liaa-rxdb-dexie-without-banner).
if (import.meta.env.DEV) dropRxdbStorageNotice();

const { storage, instances } = keepingInstances(getRxStorageDexie());
const messages$ = new Subject<MessageToRemote>();
self.addEventListener('message', (event: MessageEvent<unknown>) => {
  if (isCatchUpMessage(event.data)) void catchUpHere(instances, event.data, (reply) => self.postMessage(reply));
  else messages$.next(event.data as MessageToRemote);
});

exposeRxStorageRemote({
  storage,
  messages$,
  send: (message: MessageFromRemote) => self.postMessage(message),
});

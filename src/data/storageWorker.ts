/// <reference lib="webworker" />
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import type { MessageFromRemote, MessageToRemote } from 'rxdb/plugins/storage-remote';
import { exposeRxStorageRemote } from 'rxdb/plugins/storage-remote';
import { Subject } from 'rxjs';
import { dropRxdbStorageNotice } from './storageNotice';
import { isPageWriteMessage } from './pageWriteMessages';
import { keepingInstances } from './storageWorkerInstances';
import { writePageHere } from './storageWorkerWrites';

/**
 * The tab's IndexedDB work (Dexie's transactions, IndexedDB's structured
 * clones of every stored document) runs here, off the page's main thread: on a
 * first visit it was most of the page's blocking time. The database,
 * its queries and the replication stay on the page (workerStorage.ts); a first
 * sync's pages are written here whole (storageWorkerWrites.ts, docs/design/sync.md §14).
 * Each tab has its own worker; Dexie's multi-instance support broadcasts
 * each write to the other tabs' workers (BroadcastChannel works in workers).
 */
declare const self: DedicatedWorkerGlobalScope;

dropRxdbStorageNotice();

const { storage, instances } = keepingInstances(getRxStorageDexie());
const messages$ = new Subject<MessageToRemote>();
self.addEventListener('message', (event: MessageEvent<unknown>) => {
  if (isPageWriteMessage(event.data)) void writePageHere(instances, event.data).then((answer) => self.postMessage(answer));
  else messages$.next(event.data as MessageToRemote);
});

exposeRxStorageRemote({
  storage,
  messages$,
  send: (message: MessageFromRemote) => self.postMessage(message),
});

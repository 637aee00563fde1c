import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import type { FollowedSchools } from './keepSchools';
import type { FollowsMessage, LazyQueryRegistry, MessageEnd, OpenMessage, ShelfMessage } from './remote/messages';
import { isOpenMessage, listen } from './remote/messages';
import { serveRuntime } from './remote/host';
import { dropRxdbStorageNotice } from './storageNotice';
import { keepingInstances } from './storageWorkerInstances';
import { relayedSeasonShelf } from './sync/seasonShelf';
import { openWorkerRuntime } from './workerRuntime';

/**
 * The worker that holds a signed-out page's database (its entry: src/app/databaseWorker.ts;
 * docs/design/page-start.md, "The database in the worker"): the database and its sync opened here,
 * on Dexie (workerRuntime.ts), and served to the page by name (remote/host.ts, `queries`). The
 * page's first message opens it; what the sync reads of the page's `localStorage` comes as
 * messages: the shelf's lanes (each change goes back to the page) and the followed schools. The
 * page is signed out: the sync reads public documents only.
 */
export function runDatabaseWorker(scope: MessageEnd, queries: LazyQueryRegistry): void {
  // Production builds leave RxDB's banner out (vite.config.ts, liaa-rxdb-dexie-without-banner).
  if (import.meta.env.DEV) dropRxdbStorageNotice();
  const stopWaiting = listen(scope, (event) => {
    if (!isOpenMessage(event.data)) return;
    stopWaiting();
    host(scope, event.data, queries);
  });
}

function host(scope: MessageEnd, open: OpenMessage, queries: LazyQueryRegistry): void {
  const { storage, instances } = keepingInstances(getRxStorageDexie());
  let followedIds = open.followed;
  const listeners = new Set<() => void>();
  const followed: FollowedSchools = {
    ids: () => followedIds,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  listen(scope, (event) => {
    const message = event.data as Partial<FollowsMessage> | null;
    if (message?.liaaRuntime !== 'follows' || !Array.isArray(message.followed)) return;
    followedIds = message.followed;
    listeners.forEach((listener) => listener());
  });
  const runtime = openWorkerRuntime({
    name: open.name,
    storage,
    instances,
    seasonShelf: relayedSeasonShelf(open.lanes, (lanes) => scope.postMessage({ liaaRuntime: 'shelf', lanes } satisfies ShelfMessage)),
    followed,
    getToken: () => null,
  });
  serveRuntime(scope, runtime, queries);
}

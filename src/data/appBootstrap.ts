import type { AppDatabase } from './database';
import type { SyncHandle } from './sync/startSync';

/**
 * The browser's one database and its one replication. Module-level so React's
 * StrictMode (effects run twice in development) and remounts never open the
 * IndexedDB database or the change stream twice.
 */
export interface AppRuntime {
  db: AppDatabase;
  sync: SyncHandle;
}

let runtime: Promise<AppRuntime> | null = null;

/**
 * RxDB, Dexie and the sync (about half of the app's script) are a chunk of
 * their own, fetched and run after the first render: the page paints its
 * layout and loading states without waiting for them.
 */
export function getAppRuntime(): Promise<AppRuntime> {
  if (!runtime) {
    runtime = import('./openRuntime').then((m) => m.openRuntime());
    // A failed open (private mode, quota, blocked upgrade) must be retryable from the UI.
    runtime.catch(() => {
      runtime = null;
    });
  }
  return runtime;
}

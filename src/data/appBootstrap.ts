import type { Observable } from 'rxjs';
import { openRemoteRuntime } from 'virtual:database-in-worker';
import { restoreSession } from './auth/session';
import type { AppDatabase } from './database';
import type { SyncHandle } from './sync/startSync';

/** The database and its replication, opened where the code runs (openRuntime.ts on a page, workerRuntime.ts in the storage worker). */
export interface AppRuntime {
  db: AppDatabase;
  sync: SyncHandle;
}

/**
 * A page whose worker holds the database (openRemoteRuntime.ts): the public screens'
 * queries by name (`liveQuery`), and the worker's sync.
 */
export interface WorkerHeldRuntime {
  db: null;
  sync: SyncHandle;
  query(name: string, params: readonly unknown[]): Observable<unknown>;
  /** Ends the worker's runtime (a sign-in: the page then opens its own). */
  close(): void;
}

export type PageRuntime = AppRuntime | WorkerHeldRuntime;

let runtime: Promise<PageRuntime> | null = null;

/** Whether this build may leave a signed-out page's database to a worker (VITE_DATABASE_IN_WORKER=on): the bundler drops what reads it as false. */
export const databaseInWorkerBuild = openRemoteRuntime !== null;

/**
 * The browser's one database and its one replication. Module-level so React's StrictMode
 * (effects run twice in development) and remounts never open the IndexedDB database or the change
 * stream twice. RxDB, Dexie and the sync (about half of the app's script) are a chunk of their
 * own, fetched and run after the first render: the page paints its layout and loading states
 * without waiting for them. A build made with VITE_DATABASE_IN_WORKER=on leaves a signed-out page's
 * database to a worker (openRemoteRuntime.ts, docs/design/page-start.md, "The database in the
 * worker"); a signed-in page holds its database itself (the admin area reads and writes RxDB).
 */
export function getAppRuntime(): Promise<PageRuntime> {
  if (!runtime) {
    runtime =
      openRemoteRuntime !== null && restoreSession() === null
        ? (openRemoteRuntime() as Promise<WorkerHeldRuntime>)
        : import('./openRuntime').then((m) => m.openRuntime());
    // A failed open (private mode, quota, blocked upgrade) must be retryable from the UI.
    runtime.catch(() => {
      runtime = null;
    });
  }
  return runtime;
}

/** Ends a runtime the storage worker holds, so the next `getAppRuntime` opens the page's own (a sign-in). */
export async function closeWorkerHeldRuntime(): Promise<void> {
  const current = await runtime?.catch(() => null);
  if (!current || current.db) return;
  runtime = null;
  current.close();
}

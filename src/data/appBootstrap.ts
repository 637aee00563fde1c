import type { AppDatabase } from './database';
import { createAppDatabase } from './database';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { startSync } from './sync/startSync';
import type { SyncHandle } from './sync/startSync';
import { getToken } from './auth/session';

/**
 * The browser's one database and its one replication. Module-level so React's
 * StrictMode (effects run twice in development) and remounts never open the
 * IndexedDB database or the change stream twice.
 */
export interface AppRuntime {
  db: AppDatabase;
  sync: SyncHandle;
}

const DB_NAME = 'liaa';
let runtime: Promise<AppRuntime> | null = null;

export function getAppRuntime(): Promise<AppRuntime> {
  if (!runtime) {
    runtime = boot();
    // A failed open (private mode, quota, blocked upgrade) must be retryable from the UI.
    runtime.catch(() => {
      runtime = null;
    });
  }
  return runtime;
}

/**
 * Production uses plain Dexie storage. storage.ts's development extras (RxDB
 * dev-mode, ajv schema checks: about 95 KB gzipped) are loaded through a
 * dynamic import the production build removes as dead code; a static import
 * of storage.ts keeps them in the public bundle (ajv is CommonJS, so the
 * bundler cannot prove it side-effect free) and breaks the 200 KB budget.
 */
async function browserStorage() {
  if (import.meta.env.DEV) return (await import('./storage')).getBrowserStorage();
  return getRxStorageDexie();
}

async function boot(): Promise<AppRuntime> {
  const db = await createAppDatabase({ name: DB_NAME, storage: await browserStorage(), multiInstance: true });
  const sync = startSync(db, { baseUrl: '', getToken, waitForLeadership: true });
  return { db, sync };
}

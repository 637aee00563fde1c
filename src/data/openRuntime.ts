import type { RxStorage } from 'rxdb/plugins/core';
import type { AppRuntime } from './appBootstrap';
import { getToken, session$ } from './auth/session';
import type { AppDatabase } from './database';
import { createAppDatabase } from './database';
import { APP_DATABASE_NAME } from './deviceRecord';
import { localStorageSeasonShelf } from './sync/seasonShelf';
import { startSync } from './sync/startSync';
import { getWorkerStorage } from './workerStorage';
import { followsAny, subscribeMyTeams } from './myTeams';


/**
 * Dexie runs in a worker (workerStorage.ts); production talks to it unwrapped.
 * storage.ts's development extras (RxDB dev-mode, ajv schema checks on the
 * page: about 95 KB gzipped) are loaded through a dynamic import the
 * production build removes as dead code; a static import
 * of storage.ts keeps them in the public bundle (ajv is CommonJS, so the
 * bundler cannot prove it side-effect free) and breaks the 200 KB budget.
 */
async function browserStorage(storage: RxStorage<unknown, unknown>): Promise<RxStorage<unknown, unknown>> {
  if (import.meta.env.DEV) return (await import('./storage')).withDevelopmentChecks(storage);
  return storage;
}

/** Opens the browser's database and starts its replication (leader tab only). */
export async function openRuntime(): Promise<AppRuntime> {
  // User Timing marks: where a slow start goes, in any browser's performance panel.
  performance.mark('liaa:runtime-loaded');
  const worker = getWorkerStorage();
  let db: AppDatabase;
  try {
    db = await createAppDatabase({ name: APP_DATABASE_NAME, storage: await browserStorage(worker.storage), multiInstance: true, oneAtATime: true });
  } catch (error) {
    worker.stop();
    throw error;
  }
  performance.mark('liaa:database-open');
  // A first page of 50 per collection: a first visit shows its screen after a small write,
  // then pages of 1000 bring the rest (at state scale, 50,000 documents). The storage worker
  // runs each pull (docs/design/sync.md §14): it fetches, parses and writes the pages whole, and
  // the page's main thread only takes the change events, where RxDB's downstream on the page read,
  // compared and wrote them. Each collection's creation (above) and each replication's start stay short tasks.
  const sync = startSync(db, {
    baseUrl: '',
    getToken,
    getAccount: () => session$.getValue()?.user.email ?? null,
    waitForLeadership: true,
    batchSize: 50,
    catchUpBatchSize: 1000,
    catchUp: worker.catchUp,
    startOneByOne: true,
    seasonShelf: localStorageSeasonShelf(),
  });
  // A followed team's rosters and stats are kept from the start, before its page is opened; what
  // does it loads once the fan follows a team (most first visits follow none).
  const stopWatching = subscribeMyTeams(watchFollows);
  function watchFollows(): void {
    if (!followsAny()) return;
    stopWatching();
    void import('./keepFollowedSchools').then(({ keepFollowedSchools }) => db.closed || db.onClose.push(keepFollowedSchools(db, sync)));
  }
  db.onClose.push(stopWatching);
  watchFollows();
  return { db, sync };
}

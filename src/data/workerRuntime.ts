import type { RxStorage } from 'rxdb/plugins/core';
import type { AppRuntime } from './appBootstrap';
import { createAppDatabase } from './database';
import type { FollowedSchools } from './keepSchools';
import { keepSchools } from './keepSchools';
import { catchUpThrough } from './storageWorkerCatchUp';
import type { WorkerInstances } from './storageWorkerInstances';
import type { SeasonShelf } from './sync/seasonShelf';
import type { StartSyncOptions } from './sync/startSync';
import { startSync } from './sync/startSync';

export interface WorkerRuntimeOptions {
  name: string;
  /** The worker's storage and the instances it keeps (storageWorkerInstances.ts): the pulls write through them. */
  storage: RxStorage<unknown, unknown>;
  instances: WorkerInstances;
  /** The page's localStorage, as the page sent it: the kept lanes (changes go back to the page) and the followed schools. */
  seasonShelf: SeasonShelf;
  followed: FollowedSchools;
  getToken: StartSyncOptions['getToken'];
  getAccount?: StartSyncOptions['getAccount'];
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Another tab may replicate for this one (the default); off in tests with one client. */
  waitForLeadership?: boolean;
}

/**
 * The database and its sync opened where the storage is, in the worker (docs/design/page-start.md,
 * "The database in the worker"): the collections are created at once, since no page's main thread
 * waits between them, and each pull is fetched, parsed and written here, with no message in between
 * (storageWorkerCatchUp.ts). A followed team's school is kept from the start (keepSchools.ts).
 */
export async function openWorkerRuntime(options: WorkerRuntimeOptions): Promise<AppRuntime> {
  const db = await createAppDatabase({ name: options.name, storage: options.storage, multiInstance: true });
  const fetchFn: typeof fetch = options.fetch ?? ((input, init) => fetch(input, init));
  const sync = startSync(db, {
    baseUrl: options.baseUrl ?? '',
    getToken: options.getToken,
    getAccount: options.getAccount,
    fetch: options.fetch,
    waitForLeadership: options.waitForLeadership ?? true,
    // A first page of 50 per collection, then pages of 1000, as on the page (openRuntime.ts).
    batchSize: 50,
    catchUpBatchSize: 1000,
    catchUp: (request, onPageWritten) => catchUpThrough(options.instances, request, fetchFn, onPageWritten),
    seasonShelf: options.seasonShelf,
  });
  db.onClose.push(keepSchools(db, sync, options.followed));
  return { db, sync };
}

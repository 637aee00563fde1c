import databaseWorkerUrl from 'virtual:database-worker-url';
import type { WorkerHeldRuntime } from './appBootstrap';
import { APP_DATABASE_NAME } from './deviceRecord';
import { myTeamsSchools } from './keepFollowedSchools';
import { connectRuntime } from './remote/client';
import type { FollowsMessage, OpenMessage, QueryRegistry, ShelfMessage } from './remote/messages';
import { listen } from './remote/messages';
import { localStorageSeasonShelf } from './sync/seasonShelf';

/**
 * A signed-out page's runtime: a worker of its own holds the database and the sync
 * (src/app/databaseWorker.ts, workerRuntimeHost.ts), and the page reads the public screens' queries by name
 * (docs/design/page-start.md, "The database in the worker"). The page keeps what the sync keeps in
 * `localStorage` (the shelf's lanes) and tells the worker of each change of the followed teams.
 */
export async function openRemoteRuntime(): Promise<WorkerHeldRuntime> {
  performance.mark('liaa:runtime-loaded');
  const worker = new Worker(databaseWorkerUrl, { type: 'module', name: 'liaa-database' });
  const shelf = localStorageSeasonShelf();
  const stopShelf = listen(worker, (event) => {
    const message = event.data as Partial<ShelfMessage> | null;
    if (message?.liaaRuntime === 'shelf' && Array.isArray(message.lanes)) shelf.save(message.lanes);
  });
  const open: OpenMessage = { liaaRuntime: 'open', name: APP_DATABASE_NAME, lanes: shelf.load(), followed: myTeamsSchools.ids() };
  worker.postMessage(open);
  // A worker that never starts (its script not loadable, refused) would leave the page waiting:
  // the screens show their error, with Try Again.
  const started = new Promise<never>((_, reject) =>
    worker.addEventListener('error', () => reject(new Error('The local database worker could not start.')), { once: true }),
  );
  let remote;
  try {
    remote = await Promise.race([connectRuntime<QueryRegistry>(worker), started]);
  } catch (error) {
    stopShelf();
    worker.terminate();
    throw error;
  }
  performance.mark('liaa:database-open');
  const stopFollows = myTeamsSchools.subscribe(() => worker.postMessage({ liaaRuntime: 'follows', followed: myTeamsSchools.ids() } satisfies FollowsMessage));
  // A follow made while the worker opened.
  worker.postMessage({ liaaRuntime: 'follows', followed: myTeamsSchools.ids() } satisfies FollowsMessage);
  const connected = remote;
  return {
    db: null,
    sync: connected.sync,
    query: (name, params) => connected.query(name, ...params),
    close() {
      stopFollows();
      stopShelf();
      connected.close();
      worker.terminate();
    },
  };
}

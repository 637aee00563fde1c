import type { CatchUpMessage, CatchUpReply } from './catchUpMessages';
import type { CatchUpAnswer, CatchUpRequest } from './sync/catchUp';
import { runCatchUp } from './sync/catchUp';
import { SyncError } from './sync/syncError';
import type { AnyInstance, WorkerInstances } from './storageWorkerInstances';
import { keyOf } from './storageWorkerInstances';

/**
 * A second instance on the same store that tells nobody of its writes: the replication's meta
 * documents (a copy of every pulled document) are read by the replication from storage, never
 * from change events, so posting their events to the page and to the other tabs was work for nothing.
 */
function quietInstance(instances: WorkerInstances, key: string): Promise<AnyInstance> | undefined {
  const exposed = instances.exposed.get(key);
  if (!exposed) return undefined;
  let quiet = instances.quiet.get(key);
  if (!quiet) {
    quiet = exposed.quiet();
    instances.quiet.set(key, quiet);
  }
  return quiet;
}

/**
 * Runs one pull here (catchUp.ts): its pages fetched, parsed and written in this worker, the
 * documents through the page's own instance (their change events reach the page's RxDB and the
 * other tabs), the checkpoint through a quiet one.
 */
export async function catchUpThrough(instances: WorkerInstances, request: CatchUpRequest, fetchFn: typeof fetch, onPageWritten: () => void): Promise<CatchUpAnswer> {
  const { target } = request;
  const fork = instances.exposed.get(keyOf(target.fork))?.instance;
  const meta = await quietInstance(instances, keyOf(target.meta));
  if (!fork || !meta) throw new Error(`No open storage for ${target.fork.collectionName}`);
  return runCatchUp(fetchFn, fork, meta, request, onPageWritten);
}

/** A page's catch-up message answered: each stored page told, then the end (or the error: a request's `SyncError` keeps its kind), never thrown. */
export async function catchUpHere(instances: WorkerInstances, message: CatchUpMessage, post: (reply: CatchUpReply) => void): Promise<void> {
  const id = message.liaaCatchUp;
  try {
    const answer = await catchUpThrough(instances, message.request, (input, init) => fetch(input, init), () => post({ liaaCatchUpPage: id }));
    post({ liaaCaughtUp: id, answer });
  } catch (error) {
    const syncError = error instanceof SyncError ? { kind: error.kind, status: error.status, reason: error.reason } : undefined;
    post({ liaaCaughtUp: id, error: error instanceof Error ? error.message : String(error), ...(syncError ? { syncError } : {}) });
  }
}

import type { PageWriteMessage, PageWriteReply } from './pageWriteMessages';
import { writePulledPage } from './sync/pageWrite';
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
 * Writes one page: the documents through the page's own instance (its change events reach the page's
 * RxDB and the other tabs), their meta documents through a quiet one. An error is answered, never thrown.
 */
export async function writePageHere(instances: WorkerInstances, message: PageWriteMessage): Promise<PageWriteReply> {
  try {
    const fork = instances.exposed.get(keyOf(message.request.fork))?.instance;
    const meta = await quietInstance(instances, keyOf(message.request.meta));
    if (!fork || !meta) throw new Error(`No open storage for ${message.request.fork.collectionName}`);
    return { liaaPageWritten: message.liaaPageWrite, answer: await writePulledPage(fork, meta, message.request) };
  } catch (error) {
    return { liaaPageWritten: message.liaaPageWrite, error: error instanceof Error ? error.message : String(error) };
  }
}

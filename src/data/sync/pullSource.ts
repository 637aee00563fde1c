import type { CouchCheckpoint } from './changesPages';
import { ChangesPager, pullChanges } from './changesPages';
import type { CollectionJsonSchema, RxDocData } from './couchDocs';
import type { SeasonScope } from './seasonPull';
import { scopeKey as keyOf, seasonSource } from './seasonPull';

export interface PullSourceOptions {
  fetch: typeof fetch;
  /** `${baseUrl}/db/${name}/` */
  dbUrl: string;
  schema: CollectionJsonSchema;
  /** One season of a season-scoped collection (seasonPull.ts); absent: the whole collection. */
  scope?: SeasonScope;
  /** Page size while catching up (after a full page), at least the pull's batch size. */
  catchUpBatchSize: number;
}

export interface PullSource {
  pull(checkpoint: CouchCheckpoint | undefined, batchSize: number): Promise<{ documents: RxDocData[]; checkpoint: CouchCheckpoint }>;
  /** RESYNC notices invalidate its read-ahead (changesPages.ts). */
  pager: ChangesPager;
}

/**
 * Where a replication's pages come from: the collection's `_changes`, or one season of it
 * (seasonPull.ts). The same on the page (RxDB's pull handler) and in the storage worker (a
 * catch-up, catchUp.ts). The checkpoint names what it was pulling: a lane that now pulls another
 * scope (a fan's device signed in as an admin, a new season, a school renamed) reads again from the start.
 */
export function pullSource(options: PullSourceOptions): PullSource {
  const season = options.scope ? seasonSource({ ...options, scope: options.scope }) : null;
  const pager = season?.pager ?? new ChangesPager({ fetch: options.fetch, dbUrl: options.dbUrl }, options.catchUpBatchSize);
  const scopeKey = keyOf(options.scope);
  async function pull(checkpoint: CouchCheckpoint | undefined, batchSize: number) {
    const own = checkpoint && checkpoint.scope === scopeKey ? checkpoint : undefined;
    const answer = season ? await season.pull(own, batchSize) : await pullChanges({ ...options, pager }, own, batchSize);
    // Said out loud, `undefined` too: RxDB stacks a new checkpoint onto the last one (Object.assign).
    return { ...answer, checkpoint: { find: undefined, ...answer.checkpoint, scope: scopeKey } };
  }
  return { pull, pager };
}

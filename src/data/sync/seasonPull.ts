import type { CollectionName } from '../../shared/schemas/collections';
import type { SchoolRef } from '../../shared/schoolScope';
import type { Selector } from '../../shared/seasonScope';
import { seasonChangesSelector, seasonIndex, seasonSelector } from '../../shared/seasonScope';
import type { CouchCheckpoint } from './changesPages';
import { ChangesPager, pullChanges } from './changesPages';
import type { CollectionJsonSchema, CouchDoc, RxDocData } from './couchDocs';
import { couchToRx, isDesignDocId } from './couchDocs';
import { SyncError, requestJson } from './syncError';

/**
 * One season of a collection, pulled in two phases (docs/design/sync.md §13):
 *
 * 1. **First read**: the season's documents as they are now, `POST _find` on the store's index
 *    of the season field, page after page (CouchDB's bookmark). The database's `update_seq`
 *    is noted before the first page.
 * 2. **Changes**: `_changes?filter=_selector` from that sequence, with the season's changes
 *    selector (its documents, the ones that left it, deletions): anything written during or
 *    after the first read, like any replication.
 *
 * Past seasons never cross the wire: a first read costs what the season holds, whatever the
 * history. The checkpoint says which phase a replication is in, so a reload continues where it was.
 */
export interface SeasonScope {
  collection: CollectionName;
  season: string;
  /**
   * One school's documents of that season (an on-demand collection on a fan's device), with the
   * selectors that read them (src/shared/schoolScope.ts, built by the sync: neither the storage
   * worker nor a first visit loads that module).
   */
  school?: SchoolRef & { find: Selector; changes: Selector };
}

/** What a scope's checkpoint is read with: a new scope (another season, school or school name) reads again from the start. */
export function scopeKey(scope: SeasonScope | undefined): string | undefined {
  if (!scope) return undefined;
  return scope.school ? `${scope.season}#${scope.school.id}#${scope.school.name}` : scope.season;
}

interface FindAnswer {
  docs?: CouchDoc[];
  bookmark?: string;
}

const JSON_HEADERS = { 'content-type': 'application/json', accept: 'application/json' };

export interface SeasonSource {
  pull(checkpoint: CouchCheckpoint | undefined, batchSize: number): Promise<{ documents: RxDocData[]; checkpoint: CouchCheckpoint }>;
  /** The changes phase's pager: RESYNC notices invalidate its read-ahead. */
  pager: ChangesPager;
}

export function seasonSource(options: {
  fetch: typeof fetch;
  dbUrl: string;
  schema: CollectionJsonSchema;
  scope: SeasonScope;
  /** Page size of the first read after its first page (and of the changes phase while catching up). */
  catchUpBatchSize: number;
}): SeasonSource {
  const { fetch: fetchFn, dbUrl, schema, scope } = options;
  const { school } = scope;
  const selector = school ? school.find : seasonSelector(scope.collection, scope.season);
  const index = seasonIndex(scope.collection);
  const pager = new ChangesPager({ fetch: fetchFn, dbUrl }, options.catchUpBatchSize, {
    selector: school ? school.changes : seasonChangesSelector(scope.collection, scope.season),
  });
  const target = { fetch: fetchFn, dbUrl, schema, pager };

  async function updateSeq(): Promise<string | number> {
    const info = await requestJson<{ update_seq?: string | number }>(fetchFn, dbUrl);
    if (info.update_seq === undefined) throw new SyncError('server', 'The server sent no update_seq');
    return info.update_seq;
  }

  async function findPage(bookmark: string | undefined, limit: number): Promise<{ docs: CouchDoc[]; bookmark: string }> {
    const body: Record<string, unknown> = { selector, limit };
    if (bookmark) body.bookmark = bookmark;
    if (index) body.use_index = index.name;
    const answer = await requestJson<FindAnswer>(fetchFn, `${dbUrl}_find`, { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify(body) });
    if (!Array.isArray(answer.docs)) throw new SyncError('server', 'The server sent a malformed _find response');
    return { docs: answer.docs, bookmark: answer.bookmark ?? bookmark ?? '' };
  }

  /**
   * The first read's next page, asked for as soon as a full page's bookmark is known, so the
   * server's answer and its JSON come in while the page before is stored. A page read ahead is as
   * good as one read later: whatever changes meanwhile comes in the changes phase, from the
   * sequence noted before the first page. Handed out once, for the same bookmark and size; one
   * that failed is asked for again.
   */
  let ahead: { bookmark: string; limit: number; page: Promise<{ docs: CouchDoc[]; bookmark: string }> } | null = null;

  function nextFindPage(bookmark: string | undefined, limit: number) {
    const kept = ahead;
    ahead = null;
    if (kept && bookmark !== undefined && kept.bookmark === bookmark && kept.limit === limit) return kept.page.catch(() => findPage(bookmark, limit));
    return findPage(bookmark, limit);
  }

  async function pull(checkpoint: CouchCheckpoint | undefined, batchSize: number) {
    if (checkpoint && !checkpoint.find) return pullChanges(target, checkpoint, batchSize);
    const since = checkpoint?.sequence ?? (await updateSeq());
    const limit = checkpoint?.find ? Math.max(batchSize, options.catchUpBatchSize) : batchSize;
    const page = await nextFindPage(checkpoint?.find?.bookmark, limit);
    const documents = page.docs.filter((doc) => !isDesignDocId(doc._id)).map((doc) => couchToRx(schema, doc));
    if (page.docs.length >= limit) {
      const nextLimit = Math.max(batchSize, options.catchUpBatchSize);
      const read = findPage(page.bookmark, nextLimit);
      // Asked for by the next pull, or never (the replication stopped): not an unhandled rejection.
      // A short page ends the first read: the changes since it began are asked for at once too
      // (the catch-up size from that sequence, as the pulls after it ask), so the first read's last
      // page is stored while the server answers them, not before they are asked for.
      read.then((next) => {
        if (next.docs.length < nextLimit && options.catchUpBatchSize >= batchSize) pager.readAhead(since, batchSize);
      }, () => undefined);
      ahead = { bookmark: page.bookmark, limit: nextLimit, page: read };
      return { documents, checkpoint: { sequence: since, find: { bookmark: page.bookmark } } };
    }
    // `find: undefined` said out loud: RxDB stacks a new checkpoint onto the last one (Object.assign).
    if (documents.length >= batchSize) return { documents, checkpoint: { sequence: since, find: undefined } };
    // The first read is over: what changed since it began fills the answer, so a short answer
    // still means "nothing more" to RxDB.
    const rest = await pullChanges(target, { sequence: since }, batchSize - documents.length);
    return { documents: [...documents, ...rest.documents], checkpoint: { ...rest.checkpoint, find: undefined } };
  }

  return { pull, pager };
}

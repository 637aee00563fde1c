import type { CollectionJsonSchema, CouchDoc, RxDocData } from './couchDocs';
import { couchToRx, isDesignDocId } from './couchDocs';
import { SyncError, requestJson } from './syncError';

export interface CouchCheckpoint {
  sequence: string | number;
  /** A season's first read under way (seasonPull.ts): the `_find` bookmark to go on from; `sequence` is where its changes start. */
  find?: { bookmark: string };
  /** What the checkpoint's replication pulled: a season, or (absent) every document. A lane that now pulls another scope starts again. */
  scope?: string;
}

interface ChangesRow {
  /** Where the feed stands after this row (CouchDB and PouchDB send it): a valid `since`. */
  seq?: string | number;
  id: string;
  deleted?: boolean;
  doc?: CouchDoc;
}

interface ChangesResponse {
  results?: ChangesRow[];
  last_seq: string | number;
}

interface PageAhead {
  since: string;
  limit: number;
  generation: number;
  page: Promise<ChangesResponse>;
}

/**
 * Reads `_changes` pages and, after a full page, asks for the next one at once,
 * so the server reads page n+1 while this side converts and stores page n (an
 * initial sync is otherwise a strict relay: server idle, then client idle).
 *
 * A page read ahead is only handed out while no change was announced since it
 * was requested (`invalidate`, called on every RESYNC): RxDB drops a RESYNC
 * that arrived before its latest pull started, assuming that pull saw the
 * change, so a pull must never answer with a page older than the last notice.
 */
export class ChangesPager {
  private ahead: PageAhead | null = null;
  private generation = 0;
  /** Where the last full page ended: a pull from there is catching up. */
  private fullUntil: string | null = null;

  /**
   * @param catchUpBatchSize page size while catching up (after a full page); the first
   *   page of a pull keeps RxDB's batch size, so a first paint never waits for a big one.
   *   (Browsers once handed RxDB such pages in slices of 50; their storage worker now writes
   *   them whole: docs/design/sync.md §14.)
   */
  constructor(
    private readonly target: { fetch: typeof fetch; dbUrl: string },
    readonly catchUpBatchSize = 0,
    /** A season's changes only (`filter=_selector`, POSTed: CouchDB reads a selector from the body). */
    readonly filter?: { selector: Record<string, unknown> },
  ) {}

  /** A change was announced: a page requested before it may lack it. */
  invalidate(): void {
    this.generation++;
    this.ahead = null;
  }

  pageSizeFrom(since: string | number, batchSize: number): number {
    return this.fullUntil === String(since) ? Math.max(batchSize, this.catchUpBatchSize) : batchSize;
  }

  read(since: string | number, limit: number): Promise<ChangesResponse> {
    const ahead = this.ahead;
    this.ahead = null;
    if (ahead && ahead.since === String(since) && ahead.limit === limit && ahead.generation === this.generation) {
      // A read ahead that failed (e.g. the server restarted meanwhile) is simply made again now.
      return ahead.page.catch(() => this.fetchPage(since, limit));
    }
    return this.fetchPage(since, limit);
  }

  /** A full page ended at `since`: the next one is probably there; ask for it now. */
  readAhead(since: string | number, batchSize: number): void {
    this.fullUntil = String(since);
    const limit = this.pageSizeFrom(since, batchSize);
    const page = this.fetchPage(since, limit);
    page.catch(() => undefined);
    this.ahead = { since: String(since), limit, generation: this.generation, page };
  }

  private async fetchPage(since: string | number, limit: number): Promise<ChangesResponse> {
    const query = `feed=normal&style=all_docs&include_docs=true&since=${encodeURIComponent(String(since))}&limit=${limit}`;
    const page = this.filter
      ? await requestJson<ChangesResponse>(this.target.fetch, `${this.target.dbUrl}_changes?${query}&filter=_selector`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ selector: this.filter.selector }),
        })
      : await requestJson<ChangesResponse>(this.target.fetch, `${this.target.dbUrl}_changes?${query}`);
    if (!Array.isArray(page.results)) throw new SyncError('server', 'The server sent a malformed _changes response');
    return page;
  }
}

function toRxDoc(schema: CollectionJsonSchema, row: ChangesRow): RxDocData {
  const doc = row.doc ?? { _id: row.id, _deleted: row.deleted === true };
  if (row.deleted && doc._deleted !== true) doc._deleted = true;
  return couchToRx(schema, doc);
}

/**
 * One pull: `_changes` since the checkpoint. Design documents are dropped here,
 * never by a modifier returning null (that hangs RxDB, docs/design/sync.md §11), and the
 * page is refilled so RxDB's "a short batch means done" rule stays true. While
 * catching up, a pull may return more than `batchSize` documents (the pager's
 * catch-up size): RxDB stores them as one batch and pulls again.
 */
export async function pullChanges(
  target: { fetch: typeof fetch; dbUrl: string; schema: CollectionJsonSchema; pager?: ChangesPager },
  checkpoint: CouchCheckpoint | undefined,
  batchSize: number,
): Promise<{ documents: RxDocData[]; checkpoint: CouchCheckpoint }> {
  const pager = target.pager;
  let since = checkpoint?.sequence ?? 0;
  const pageSize = pager ? pager.pageSizeFrom(since, batchSize) : batchSize;
  const documents: RxDocData[] = [];
  for (;;) {
    const limit = pageSize - documents.length;
    const page = pager ? await pager.read(since, limit) : await new ChangesPager(target).read(since, limit);
    const results = page.results ?? [];
    since = page.last_seq;
    const rows = results.filter((row) => !isDesignDocId(row.id));
    const full = results.length >= limit;
    const done = !full || documents.length + rows.length >= pageSize;
    // Asked before converting this page: the server works on the next one meanwhile.
    if (full && done) pager?.readAhead(since, batchSize);
    for (const row of rows) documents.push(toRxDoc(target.schema, row));
    if (done) break;
  }
  return { documents, checkpoint: { sequence: since } };
}

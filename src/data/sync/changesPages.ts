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

/** The rows of a page an answer did not hand over yet (see `answerSize`). */
interface HeldRows {
  since: string;
  generation: number;
  rows: ChangesRow[];
  lastSeq: string | number;
  full: boolean;
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
  private held: HeldRows | null = null;
  /** Resolves once RxDB stored the last answer handed out from a page. */
  private stored: Promise<void> = Promise.resolve();

  /**
   * @param catchUpBatchSize page size while catching up (after a full page); the first
   *   page of a pull keeps RxDB's batch size, so a first paint never waits for a big one.
   * @param slicing when set, a pull hands RxDB at most `answerSize` documents (at least its
   *   batch size) and keeps the rest of the page for the next pulls, each after `stored`
   *   (RxDB stored the previous answer) and a yield to the event loop: RxDB writes slices
   *   of a big page one by one, in short tasks, instead of merging them into one long write.
   */
  constructor(
    private readonly target: { fetch: typeof fetch; dbUrl: string },
    readonly catchUpBatchSize = 0,
    readonly slicing?: { answerSize: number; stored(documents: RxDocData[]): Promise<void> },
    /** A season's changes only (`filter=_selector`, POSTed: CouchDB reads a selector from the body). */
    readonly filter?: { selector: Record<string, unknown> },
  ) {}

  /** A change was announced: a page requested before it may lack it. */
  invalidate(): void {
    this.generation++;
    this.ahead = null;
    this.held = null;
  }

  /** The rest of a page, if an answer from `since` left some and no notice came since. */
  async takeHeld(since: string | number): Promise<HeldRows | null> {
    const held = this.held;
    if (!held || held.since !== String(since) || held.generation !== this.generation) return null;
    await this.stored;
    await yieldToEventLoop();
    // A notice (or a pull from elsewhere) while waiting: read the feed again.
    if (this.held !== held || held.generation !== this.generation) return null;
    this.held = null;
    return held;
  }

  /** Bumped by every notice: rows read under an older one may lack a change. */
  get currentGeneration(): number {
    return this.generation;
  }

  /** `generation`: the one the rows were requested under (a notice may have come while they were on their way). */
  hold(since: string | number, rows: ChangesRow[], lastSeq: string | number, full: boolean, generation: number): void {
    if (generation === this.generation) this.held = { since: String(since), generation, rows, lastSeq, full };
  }

  handedOut(documents: RxDocData[]): void {
    if (this.slicing) this.stored = this.slicing.stored(documents);
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

/** A macrotask: the browser may paint and handle input before the next slice. */
export function yieldToEventLoop(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

function toRxDoc(schema: CollectionJsonSchema, row: ChangesRow): RxDocData {
  const doc = row.doc ?? { _id: row.id, _deleted: row.deleted === true };
  if (row.deleted && doc._deleted !== true) doc._deleted = true;
  return couchToRx(schema, doc);
}

/**
 * One pull handing RxDB slices of `answerSize` documents (see ChangesPager's `slicing`):
 * a page is read whole (with its read-ahead), converted and handed over slice by slice,
 * each answer's checkpoint being the `seq` of its last row.
 */
async function pullSlice(
  target: { schema: CollectionJsonSchema },
  pager: ChangesPager,
  answerSize: number,
  checkpoint: CouchCheckpoint | undefined,
  batchSize: number,
): Promise<{ documents: RxDocData[]; checkpoint: CouchCheckpoint }> {
  const cap = Math.max(answerSize, batchSize);
  let since = checkpoint?.sequence ?? 0;
  const documents: RxDocData[] = [];
  for (;;) {
    let chunk = await pager.takeHeld(since);
    if (!chunk) {
      const limit = pager.pageSizeFrom(since, batchSize);
      const generation = pager.currentGeneration;
      const page = await pager.read(since, limit);
      const rows = page.results ?? [];
      const full = rows.length >= limit;
      if (full) pager.readAhead(page.last_seq, batchSize);
      chunk = { since: String(since), generation, rows, lastSeq: page.last_seq, full };
    }
    let taken = 0;
    while (taken < chunk.rows.length && documents.length < cap) {
      const row = chunk.rows[taken++];
      if (!isDesignDocId(row.id)) documents.push(toRxDoc(target.schema, row));
    }
    const cut = chunk.rows[taken - 1]?.seq;
    if (taken < chunk.rows.length && cut !== undefined) {
      pager.hold(cut, chunk.rows.slice(taken), chunk.lastSeq, chunk.full, chunk.generation);
      pager.handedOut(documents);
      return { documents, checkpoint: { sequence: cut } };
    }
    // (A feed without per-row seq cannot be cut: the rest of the page goes too.)
    for (const row of chunk.rows.slice(taken)) if (!isDesignDocId(row.id)) documents.push(toRxDoc(target.schema, row));
    since = chunk.lastSeq;
    // A short answer tells RxDB the feed is done: only the end of the feed may give one.
    if (!chunk.full || documents.length >= batchSize) {
      pager.handedOut(documents);
      return { documents, checkpoint: { sequence: since } };
    }
  }
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
  if (pager?.slicing) return pullSlice(target, pager, pager.slicing.answerSize, checkpoint, batchSize);
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

import type { RxCollection, RxDocumentData, RxReplicationWriteToMasterRow, RxStorageInstance } from 'rxdb/plugins/core';
import { getHeightOfRevision } from 'rxdb/plugins/utils';
import type { RxDocData } from './couchDocs';

/**
 * The state a local edit started from (docs/design/sync.md §14), kept in the edited document
 * instead of in a copy of every pulled document.
 *
 * RxDB keeps, per pulled document, a meta document holding the server's state as last seen (the
 * "assumed master state" a push compares with and a merge starts from). On a fan's first sync that
 * was 50,000 more IndexedDB records, each a full copy of its document, and about a third of the
 * sync's time; a fan never pushes, so they were never read. A catch-up page now stores none: a
 * document a downstream wrote carries RxDB's own mark (`_meta.o`, the revision height it wrote),
 * and while that height is still the document's, the document IS the state it was pulled in.
 * When someone edits it, the hooks below copy that state into the edit (`_meta.base`), in every
 * tab, before the write; the push then takes it as the assumed master state when RxDB has none.
 * A meta document RxDB wrote (a live pull, a push) still wins: it is the newer knowledge.
 */

type Doc = RxDocumentData<RxDocData>;
type Meta = Doc['_meta'] & { o?: { _rev: number; hash: string }; base?: RxDocData };

/** A stored document as the replication compares it: without RxDB's bookkeeping. */
export function stateOf(doc: Doc): RxDocData {
  const { _meta: _m, _rev: _r, _attachments: _a, ...state } = doc;
  return state as RxDocData;
}

/** Written by a downstream (RxDB's or a catch-up page) and not changed on this device since. */
export function unchangedSincePulled(doc: Pick<Doc, '_meta' | '_rev'>): boolean {
  const mark = (doc._meta as Meta | undefined)?.o;
  return mark !== undefined && mark._rev === getHeightOfRevision(doc._rev);
}

/** The server's state this document's local edits started from, if this device knows it. */
export function baseOf(doc: Doc): RxDocData | undefined {
  return unchangedSincePulled(doc) ? stateOf(doc) : (doc._meta as Meta | undefined)?.base;
}

/**
 * Every local write of `collection` (an update, a removal) records the state it started from,
 * before it is written: on the page of whichever tab edits, not only where the replication runs.
 */
export function keepPulledBases(collection: RxCollection<RxDocData>): void {
  const record = (data: Doc, previous: Doc | undefined) => {
    const base = previous && baseOf(previous);
    if (base) data._meta = { ...data._meta, base } as Doc['_meta'];
  };
  collection.preSave((data, previous) => record(data as Doc, previous as unknown as Doc), false);
  // A removal's data is the document before it is flagged deleted: with its bookkeeping from bulkRemove
  // (remove()), without it from incrementalRemove, whose document then says what it was.
  collection.preRemove((data, document) => {
    const doc = data as Doc;
    const previous = doc._meta ? doc : (document as { _data?: Doc } | undefined)?._data;
    record(doc, previous && { ...previous });
  }, false);
}

type Row = RxReplicationWriteToMasterRow<RxDocData>;

/**
 * The rows RxDB's upstream offers that are edits to send, each with the state it started from.
 *
 * RxDB skips a document whose meta document equals it; a document a catch-up page stored has none,
 * so RxDB's upstream scan (at start, and again at every RESYNC, over what changed since its last
 * checkpoint) offers it too. Such a document that is still unchanged since pulled holds no local
 * edit: its row is dropped (RxDB counts it as sent), and a fan's device never pushes nor loads the
 * push. A row without a meta document whose document holds an edit gets the base the edit recorded
 * (`_meta.base`); RxDB hands the same row objects to its conflict handling, so a merge starts from it.
 */
export async function rowsToPush(rows: readonly Row[], fork: Pick<RxStorageInstance<RxDocData, unknown, unknown>, 'findDocumentsById'>): Promise<Row[]> {
  const without = rows.filter((row) => row.assumedMasterState === undefined);
  if (without.length === 0) return [...rows];
  const stored = await fork.findDocumentsById(
    without.map((row) => row.newDocumentState.id),
    true,
  );
  const byId = new Map(stored.map((doc) => [doc.id, doc]));
  const pulledAsIs = new Set<Row>();
  for (const row of without) {
    const doc = byId.get(row.newDocumentState.id);
    if (!doc) continue;
    if (unchangedSincePulled(doc)) pulledAsIs.add(row);
    else {
      const base = (doc._meta as Meta | undefined)?.base;
      if (base) row.assumedMasterState = base;
    }
  }
  return rows.filter((row) => !pulledAsIs.has(row));
}

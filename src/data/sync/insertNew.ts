import type { BulkWriteRow, EventBulk, RxDocumentData, RxStorageChangeEvent, RxStorageInstance, RxStorageWriteError } from 'rxdb/plugins/core';
import { categorizeBulkWriteRows } from 'rxdb/plugins/core';
import type { Dexie, Table } from 'dexie';
import { RxStorageInstanceDexie, fromStorageToDexie } from 'rxdb/plugins/storage-dexie';
import type { RxDocData } from './couchDocs';

type Doc = RxDocumentData<RxDocData>;

/** What RxDB's Dexie instance keeps: its table, and the boolean fields it stores as '0'/'1'. */
interface DexieState {
  dexieDb: Dexie;
  dexieTable: Table;
  booleanIndexes: string[];
}

/** The parts of RxDB's Dexie instance this reads; checked, never assumed (`dexieParts`). */
interface DexieParts {
  state: Promise<DexieState>;
  changes$: { next(bulk: EventBulk<RxStorageChangeEvent<Doc>, unknown>): void };
  primaryPath: string;
}

function dexieParts(fork: RxStorageInstance<RxDocData, unknown, unknown>): DexieParts | null {
  if (!(fork instanceof RxStorageInstanceDexie)) return null;
  const parts = fork as unknown as { internals?: Promise<DexieState>; changes$?: DexieParts['changes$']; primaryPath?: string };
  if (!parts.internals || typeof parts.changes$?.next !== 'function' || typeof parts.primaryPath !== 'string') return null;
  return { state: parts.internals, changes$: parts.changes$, primaryPath: parts.primaryPath };
}

/**
 * Inserts documents this device is thought not to hold, as RxDB's `bulkWrite` would (the same
 * records, the same change events), without reading each id first. RxDB's Dexie storage reads
 * every id of a write before putting it (its conflict check): on a first sync, a thousand
 * IndexedDB reads a page for ids that are not there, each a request the storage worker sends and
 * answers (docs/log.md, 2026-12-07, "A first sync's pages added, not read first"). Here
 * IndexedDB's own `add` is the check: it refuses an id the store holds, and only those go through
 * `bulkWrite`, which answers them as conflicts (409 with `documentInDb`). Any other storage, or a
 * write that updates, goes through its `bulkWrite`.
 */
export async function insertNew(
  fork: RxStorageInstance<RxDocData, unknown, unknown>,
  rows: BulkWriteRow<RxDocData>[],
  context: string,
): Promise<{ error: RxStorageWriteError<RxDocData>[] }> {
  const dexie = dexieParts(fork);
  // An id twice in one write: what `add` refuses is told apart by id, so RxDB's own write takes it.
  const unique = new Set(rows.map((row) => row.document.id)).size === rows.length;
  if (!dexie || !unique || rows.some((row) => row.previous)) return fork.bulkWrite(rows, context);
  const state = await dexie.state;
  // Nothing held, as far as this write knows: RxDB's own rules give the records and the events.
  const categorized = categorizeBulkWriteRows(fork, dexie.primaryPath, new Map(), rows, context);
  if (categorized.errors.length > 0) return fork.bulkWrite(rows, context);
  const inserts = categorized.bulkInsertDocs;
  const refused = new Set<string>();
  await state.dexieDb.transaction('rw', state.dexieTable, async () => {
    try {
      await state.dexieTable.bulkAdd(inserts.map((row) => fromStorageToDexie(state.booleanIndexes, row.document)));
    } catch (error) {
      // IndexedDB's `add` refuses an id the store holds (ConstraintError); Dexie reports them by position.
      const { name, failuresByPos } = error as { name?: string; failuresByPos?: Record<number, { name?: string } | undefined> };
      if (name !== 'BulkError' || !failuresByPos) throw error;
      for (const [position, failure] of Object.entries(failuresByPos)) {
        if (failure?.name !== 'ConstraintError') throw error;
        refused.add(inserts[Number(position)].document.id);
      }
    }
  });
  const added = inserts.filter((row) => !refused.has(row.document.id));
  const events = categorized.eventBulk.events.filter((event) => !refused.has(event.documentId));
  const newest = added.at(-1)?.document;
  if (events.length > 0 && newest) {
    dexie.changes$.next({ ...categorized.eventBulk, events, checkpoint: { id: newest.id, lwt: newest._meta.lwt } });
  }
  if (refused.size === 0) return { error: [] };
  // The refused ones go through RxDB's own write: it answers what the store holds as a conflict.
  const again = await fork.bulkWrite(
    rows.filter((row) => refused.has(row.document.id)),
    context,
  );
  return { error: again.error };
}


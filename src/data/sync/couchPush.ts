import type { RxCollection, RxReplicationWriteToMasterRow } from 'rxdb/plugins/core';
import type { CollectionJsonSchema, CouchDoc, RxDocData } from './couchDocs';
import { couchToRx, rxToCouch, tombstoneFor } from './couchDocs';
import { stateOf } from './pulledBase';
import type { RefusedBook } from './refusedBook';
import { isLastingRefusal, refusedIndex } from './refusedBook';
import { SyncError, requestJson } from './syncError';

/**
 * A collection's push to the server (`replicateCouchCollection`'s push handler): read the
 * server's version, write with `_bulk_docs` if it is still the one this device last saw, else
 * hand RxDB the conflict. Loaded at a device's first local write (an admin's): a fan never pushes.
 */
type Row = RxReplicationWriteToMasterRow<RxDocData>;

interface AllDocsRow {
  key: string;
  id?: string;
  error?: string;
  value?: { rev: string; deleted?: boolean };
  doc?: CouchDoc | null;
}

interface BulkDocsRow {
  id: string;
  ok?: boolean;
  rev?: string;
  error?: string;
  reason?: string;
}

/** Under the server's 2 MB body limit even with several inline logos. */
const MAX_BODY_CHARS = 1_000_000;
const JSON_HEADERS = { 'content-type': 'application/json', accept: 'application/json' };

export interface CouchPusher {
  pushOnce(rows: Row[]): Promise<RxDocData[]>;
  withLatestState(rows: Row[]): Promise<Row[]>;
}

export function createCouchPusher(options: {
  collection: RxCollection<RxDocData>;
  schema: CollectionJsonSchema;
  dbUrl: string;
  fetch: typeof fetch;
  getToken: () => string | null;
  getAccount?: () => string | null;
  authorOf?: (id: string) => string | undefined;
  /** Changes the server refused for their values: set aside here, the others still go (refusedBook.ts). */
  refused?: RefusedBook;
  onPushed(docs: RxDocData[]): Promise<void>;
}): CouchPusher {
  const { collection, schema, dbUrl, refused: book } = options;
  const name = collection.name;
  async function readMaster(ids: string[]): Promise<Map<string, { rev?: string; doc: RxDocData | null }>> {
    const body = JSON.stringify({ keys: ids, include_docs: true });
    const response = await requestJson<{ rows?: AllDocsRow[] }>(options.fetch, `${dbUrl}_all_docs`, {
      method: 'POST',
      headers: JSON_HEADERS,
      body,
    });
    if (!Array.isArray(response.rows)) throw new SyncError('server', 'The server sent a malformed _all_docs response');
    const master = new Map<string, { rev?: string; doc: RxDocData | null }>();
    for (const row of response.rows) {
      if (row.error || !row.value) master.set(row.key, { doc: null });
      else if (row.value.deleted || !row.doc) master.set(row.key, { rev: row.value.rev, doc: tombstoneFor(schema, row.key) });
      else master.set(row.key, { rev: row.value.rev, doc: couchToRx(schema, row.doc) });
    }
    return master;
  }

  function chunkBySize(docs: CouchDoc[]): CouchDoc[][] {
    const chunks: CouchDoc[][] = [];
    let current: CouchDoc[] = [];
    let size = 0;
    for (const doc of docs) {
      const docSize = JSON.stringify(doc).length;
      if (current.length > 0 && size + docSize > MAX_BODY_CHARS) {
        chunks.push(current);
        current = [];
        size = 0;
      }
      current.push(doc);
      size += docSize;
    }
    if (current.length > 0) chunks.push(current);
    return chunks;
  }

  /**
   * A retried push sends what the documents are NOW: while a refused state
   * (validation, auth) waited, the admin may have fixed it, and RxDB would
   * otherwise resend the stale rows forever. The replication meta then still
   * holds the older state; the next cycle sees the server equal to the local
   * state and settles it as a no-op conflict.
   */
  async function withLatestState(rows: Row[]): Promise<Row[]> {
    const current = await collection.storageInstance.findDocumentsById(
      rows.map((row) => row.newDocumentState.id),
      true,
    );
    const byId = new Map(current.map((doc) => [doc.id, doc]));
    return rows.map((row) => {
      const doc = byId.get(row.newDocumentState.id);
      return doc ? { ...row, newDocumentState: stateOf(doc) } : row;
    });
  }

  /**
   * Edits another account made on this device are never sent under the signed-in account's name
   * (docs/product/rules.md §1): the others go, then the batch waits (a 'held' error, retried when
   * someone signs in) until their author is signed in again. They stay pending meanwhile.
   */
  async function pushOnce(rows: Row[]): Promise<RxDocData[]> {
    const me = options.getAccount?.();
    const heldFor = (row: Row) => {
      const author = options.authorOf?.(row.newDocumentState.id);
      return me && author && author !== me ? author : null;
    };
    const held = rows.filter(heldFor);
    if (held.length === 0) return pushRows(rows);
    if (held.length < rows.length) await pushRows(rows.filter((row) => !heldFor(row)));
    throw new SyncError('held', `${held.length} changes wait for ${heldFor(held[0])} to sign in again`, { reason: heldFor(held[0]) ?? undefined });
  }

  /** Which document of a refused batch of `size` is to be set aside: a lasting refusal that names it (or a batch of one). */
  function lastingRefusalIndex(error: unknown, size: number): number | null {
    if (!book || !(error instanceof SyncError) || error.kind !== 'validation' || !error.reason || !isLastingRefusal(error.reason)) return null;
    const index = refusedIndex(error.reason) ?? (size === 1 ? 0 : null);
    return index !== null && index < size ? index : null;
  }

  async function pushRows(rows: Row[]): Promise<RxDocData[]> {
    const isEqual = collection.conflictHandler.isEqual;
    const master = await readMaster(rows.map((row) => row.newDocumentState.id));
    const conflicts: RxDocData[] = [];
    const toWrite: CouchDoc[] = [];
    const written = new Map<string, RxDocData>();
    /** The server's version each written document replaces (null: none). */
    const bases = new Map<string, RxDocData | null>();
    const alreadyThere: RxDocData[] = [];
    /** Never pushed as it is; RxDB takes it as handled, so the rest of the queue goes on. */
    const setAside = (id: string, reason: string) => {
      book?.add({ collection: name, id, reason, at: Date.now(), base: bases.get(id) ?? null });
      written.delete(id);
    };
    /** The server holds these as the device does: a change set aside for them is settled too. */
    const settled = async (docs: RxDocData[]) => {
      for (const doc of docs) book?.remove(name, doc.id);
      await options.onPushed(docs);
    };

    for (const row of rows) {
      const next = row.newDocumentState;
      const real = master.get(next.id) ?? { doc: null };
      // A change set aside never reached the server: what the server holds is still the version it was made on.
      const setAside = book?.get(name, next.id);
      const assumed = setAside ? (setAside.base ?? undefined) : row.assumedMasterState;
      if (!real.doc && next._deleted) {
        // Removed before the server ever had it (a refused new document discarded): nothing to write.
        alreadyThere.push(next);
        continue;
      }
      if (real.doc) {
        // Already what the server holds: nothing to write, no sign-in needed. RxDB offers such rows
        // when a reload cut a pull short before it recorded the master state (a fan has them too).
        if (isEqual(real.doc, next, 'liaa-push-same')) {
          alreadyThere.push(next);
          continue;
        }
        const unchanged =
          assumed !== undefined && ((real.doc._deleted && assumed._deleted) || isEqual(real.doc, assumed, 'liaa-push'));
        if (!unchanged) {
          conflicts.push(real.doc);
          continue;
        }
        if (real.doc._deleted && next._deleted) {
          alreadyThere.push(next);
          continue;
        }
      }
      toWrite.push(rxToCouch(next, real.rev));
      written.set(next.id, next);
      bases.set(next.id, real.doc);
    }
    if (alreadyThere.length > 0) await settled(alreadyThere);
    if (toWrite.length === 0) return conflicts;

    const token = options.getToken();
    if (!token) throw new SyncError('unauthorized', 'Sign in again to sync your changes', { reason: 'not signed in' });
    const headers = { ...JSON_HEADERS, authorization: `Bearer ${token}` };
    const conflictIds: string[] = [];
    for (let chunk of chunkBySize(toWrite)) {
      let result: BulkDocsRow[] | null = null;
      while (chunk.length > 0 && result === null) {
        try {
          result = await requestJson<BulkDocsRow[]>(options.fetch, `${dbUrl}_bulk_docs`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ docs: chunk }),
          });
        } catch (error) {
          // The server refuses a whole batch for one wrong document and names it: that one is set
          // aside, the batch goes again without it.
          const index = lastingRefusalIndex(error, chunk.length);
          if (index === null) throw error;
          setAside(String(chunk[index]._id), (error as SyncError).reason ?? '');
          chunk = chunk.filter((_, i) => i !== index);
        }
      }
      if (result === null) continue;
      if (!Array.isArray(result)) throw new SyncError('server', 'The server sent a malformed _bulk_docs response');
      const pushed: RxDocData[] = [];
      let refused: SyncError | null = null;
      for (const row of result) {
        if (row.error === 'conflict') conflictIds.push(row.id);
        else if (row.error === 'unauthorized' || row.error === 'forbidden') {
          refused ??= new SyncError(row.error, `The server refused ${row.id}: ${row.reason ?? row.error}`, { reason: row.reason });
        } else if (row.error) {
          const reason = row.reason ?? row.error;
          if (book && isLastingRefusal(reason)) setAside(row.id, reason);
          else refused ??= new SyncError('validation', `The server refused ${row.id}: ${reason}`, { reason });
        } else {
          const doc = written.get(row.id);
          if (doc) pushed.push(doc);
        }
      }
      await settled(pushed);
      if (refused) throw refused;
    }
    if (conflictIds.length > 0) {
      const again = await readMaster(conflictIds);
      for (const id of conflictIds) {
        const doc = again.get(id)?.doc;
        // A conflict on a document that then is not there: try the whole batch again.
        if (!doc) throw new SyncError('server', `The server reported a conflict on ${id} but has no such document`);
        conflicts.push(doc);
      }
    }
    return conflicts;
  }

  return { pushOnce, withLatestState };
}

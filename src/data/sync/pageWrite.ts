import type { RxDocumentData, RxStorageInstance, RxStorageWriteError } from 'rxdb/plugins/core';
import { getComposedPrimaryKeyOfDocumentData, stackCheckpoints } from 'rxdb/plugins/core';
import { createRevision, getHeightOfRevision, now } from 'rxdb/plugins/utils';
import { docsEqual } from '../../shared/docsEqual';
import type { CouchCheckpoint } from './changesPages';
import type { RxDocData } from './couchDocs';
import { insertNew } from './insertNew';
import { stateOf, unchangedSincePulled } from './pulledBase';

/**
 * A pulled page written straight into storage, as RxDB's own downstream would write it
 * (docs/design/sync.md §14): a first sync's pages go to the storage worker whole, instead
 * of through RxDB's replication on the page 50 documents at a time.
 */

/** Which storage instance: RxDB's remote storage names them so in the worker too. */
export interface StorageRef {
  databaseName: string;
  collectionName: string;
  version: number;
}

/** The replication's keys, read from RxDB's replication state on the page (see `pageWriteKeys`). */
export interface PageWriteKeys {
  /** The page database's token: RxDB's page-side storage wrapper stamps a first revision `1-{token}`. */
  databaseToken: string;
  /** Revisions of the replication's meta documents. */
  checkpointKey: string;
  /** The write context of RxDB's downstream: the pending tracker ignores writes with it. */
  downstreamFlag: string;
  /** Marks a document the downstream wrote (RxDB's `_meta.o`). */
  identifierHash: string;
}

/** Where pages are written: the collection's storage instance, the replication's meta instance, RxDB's keys. */
export interface PageWriteTarget {
  fork: StorageRef;
  meta: StorageRef;
  keys: PageWriteKeys;
}

export interface PageWriteRequest extends PageWriteTarget {
  documents: RxDocData[];
  /** Where the feed stands after these documents; stored only when every document was written. */
  checkpoint: CouchCheckpoint;
}

export interface PageWriteAnswer {
  /**
   * Documents left to RxDB's own downstream: a local edit not yet on the server (its conflict
   * handling decides), or anything written meanwhile. The checkpoint was not stored then.
   */
  rest: RxDocData[];
  written: number;
}

type Doc = RxDocumentData<RxDocData>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the replication's meta documents (RxDB's RxStorageReplicationMeta)
type MetaDoc = RxDocumentData<any>;

const META_WRITE_CONTEXT = 'replication-down-write-meta';
const CHECKPOINT_CONTEXT = 'replication-set-checkpoint';

/**
 * RxDB's downstream (replication-protocol/downstream.js) for the two cases a catch-up meets:
 * a document this device does not hold (inserted, as RxDB's page-side storage wrapper would
 * store it: `_meta.lwt`, revision `1-{databaseToken}`) and one it holds unchanged since it came
 * down (updated); each carries RxDB's downstream mark (`_meta.o`: the revision height written).
 * No meta document is stored for them: while the mark names the document's revision, the document
 * is its own assumed master state, and a local edit records it (`pulledBase.ts`). A document that
 * has a meta document (RxDB wrote it: a live pull, a push) keeps it current. Anything else (a
 * local edit waiting to be pushed) is left to RxDB's conflict handling (`rest`). The checkpoint is
 * stored last, only when nothing was left: a reload in between reads the page again.
 */
export async function writePulledPage(
  fork: RxStorageInstance<RxDocData, unknown, unknown>,
  meta: RxStorageInstance<MetaDoc, unknown, unknown>,
  request: PageWriteRequest,
): Promise<PageWriteAnswer> {
  const { keys } = request;
  // A page may hold a document twice (a season's first read, then the changes made during it): its last state is the one written.
  const byId = new Map(request.documents.map((doc) => [doc.id, doc]));
  const documents = [...byId.values()];
  const metaId = (itemId: string, isCheckpoint: '0' | '1') => getComposedPrimaryKeyOfDocumentData(meta.schema, { itemId, isCheckpoint });
  const checkpointId = metaId('down', '1');
  const time = now();
  const rest: RxDocData[] = [];
  let written = 0;

  // Every document is first offered as new: on a first sync all are. IndexedDB's `add` refuses the
  // ones the store holds (insertNew.ts), and those come back with what it holds. No read per document.
  const inserted = await insertNew(
    fork,
    documents.map((doc) => ({ document: { ...doc, _meta: { lwt: time, o: { _rev: 1, hash: keys.identifierHash } }, _rev: `1-${keys.databaseToken}`, _attachments: {} } })),
    keys.downstreamFlag,
  );
  failOnOtherThanConflict(inserted.error);
  written += documents.length - inserted.error.length;
  const held = inserted.error.map((error) => (error as { documentInDb?: Doc }).documentInDb).filter((doc): doc is Doc => doc !== undefined);

  // Held ones: a meta document only exists beside a stored document (RxDB never purges ours).
  const assumed = await meta.findDocumentsById([...held.map((doc) => metaId(doc.id, '0')), checkpointId], true);
  const assumedById = new Map(assumed.map((doc) => [doc.itemId as string, doc]));
  const forkRows: { previous: Doc; document: Doc }[] = [];
  const metaRows = new Map<string, { previous?: MetaDoc; document: MetaDoc }>();
  for (const current of held) {
    const doc = byId.get(current.id);
    if (!doc) continue;
    const assumedDoc = assumedById.get(doc.id);
    const state = stateOf(current);
    const unchanged = assumedDoc ? docsEqual(assumedDoc.docData, state) : unchangedSincePulled(current);
    if (!unchanged) rest.push(doc);
    else if (!docsEqual(doc, state)) {
      const height = getHeightOfRevision(current._rev) + 1;
      const document: Doc = { ...doc, _meta: { ...current._meta, lwt: time, o: { _rev: height, hash: keys.identifierHash } }, _rev: `${height}-${keys.databaseToken}`, _attachments: {} };
      forkRows.push({ previous: current, document });
      if (assumedDoc) metaRows.set(doc.id, metaRow(doc, assumedDoc));
    }
  }

  function metaRow(doc: RxDocData, previous: MetaDoc): { previous?: MetaDoc; document: MetaDoc } {
    const base = { ...previous, _meta: { ...previous._meta } };
    base.docData = doc;
    base._meta.lwt = now();
    base._rev = createRevision(keys.checkpointKey, previous);
    return { previous, document: base };
  }

  if (forkRows.length > 0) {
    const result = await fork.bulkWrite(forkRows, keys.downstreamFlag);
    failOnOtherThanConflict(result.error);
    // Written meanwhile (a local edit, another pull): RxDB's downstream decides.
    for (const error of result.error) {
      metaRows.delete(error.documentId);
      const doc = byId.get(error.documentId);
      if (doc) rest.push(doc);
    }
    written += forkRows.length - result.error.length;
  }
  if (metaRows.size > 0) {
    const result = await meta.bulkWrite([...metaRows.values()], META_WRITE_CONTEXT);
    // A conflict here is RxDB's downstream having stored the same state first.
    failOnOtherThanConflict(result.error);
  }
  if (rest.length === 0) await storeCheckpoint(meta, checkpointId, assumed.find((doc) => doc.id === checkpointId), request.checkpoint, keys.checkpointKey);
  return { rest, written };
}

function failOnOtherThanConflict(errors: readonly Pick<RxStorageWriteError<unknown>, 'status' | 'documentId'>[]): void {
  const failure = errors.find((error) => error.status !== 409);
  if (failure) throw new Error(`Storing a pulled page failed for ${failure.documentId} (${failure.status})`);
}

/** RxDB's setCheckpoint (replication-protocol/checkpoint.js), the downstream's. */
async function storeCheckpoint(meta: RxStorageInstance<MetaDoc, unknown, unknown>, id: string, previous: MetaDoc | undefined, checkpoint: CouchCheckpoint, checkpointKey: string): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const document: MetaDoc = {
      id,
      isCheckpoint: '1',
      itemId: 'down',
      _deleted: false,
      _attachments: {},
      checkpointData: previous ? stackCheckpoints([previous.checkpointData, checkpoint]) : checkpoint,
      _meta: { lwt: now() },
      _rev: createRevision(checkpointKey, previous),
    };
    const result = await meta.bulkWrite([{ previous, document }], CHECKPOINT_CONTEXT);
    const error = result.error[0];
    if (!error) return;
    if (error.status !== 409) throw new Error(`Storing a pull checkpoint failed (${error.status})`);
    previous = (error as { documentInDb?: MetaDoc }).documentInDb;
  }
}

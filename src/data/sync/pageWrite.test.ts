import { beforeAll, describe, expect, it } from 'vitest';
import type { RxJsonSchema, RxStorage } from 'rxdb/plugins/core';
import { fillWithDefaultSettings, getRxReplicationMetaInstanceSchema } from 'rxdb/plugins/core';
import { getRxStorageMemory } from 'rxdb/plugins/storage-memory';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { COLLECTION_SCHEMAS } from '../../shared/schemas/collections';
import type { RxDocData } from './couchDocs';
import type { PageWriteRequest } from './pageWrite';
import { writePulledPage } from './pageWrite';
import { pullThroughWriter } from './pullWrites';
import { dropRxdbStorageNotice } from '../storageNotice';

beforeAll(() => dropRxdbStorageNotice());

const keys = { databaseToken: 'tok', checkpointKey: 'ck', downstreamFlag: 'replication-downstream-ck', identifierHash: 'ih' };
let dbCount = 0;

/** The Node tests' storage, and the browser's (Dexie, whose first writes go through insertNew.ts) on fake-indexeddb. */
const STORAGES: [string, () => RxStorage<unknown, unknown>][] = [
  ['memory', () => getRxStorageMemory() as RxStorage<unknown, unknown>],
  ['Dexie', () => getRxStorageDexie({ indexedDB, IDBKeyRange }) as RxStorage<unknown, unknown>],
];

async function instances(storage: RxStorage<unknown, unknown>) {
  const databaseName = `pw${++dbCount}`;
  const schema = fillWithDefaultSettings(COLLECTION_SCHEMAS.schools as unknown as RxJsonSchema<RxDocData>);
  const common = { databaseName, databaseInstanceToken: 'tok', multiInstance: false, options: {}, devMode: false };
  const fork = await storage.createStorageInstance<RxDocData>({ ...common, collectionName: 'schools', schema });
  const meta = await storage.createStorageInstance({ ...common, collectionName: 'meta', schema: getRxReplicationMetaInstanceSchema(schema, false) });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the meta instance's documents
  return { fork, meta: meta as any };
}

const school = (id: string, name = id): RxDocData => ({ id, name, location: 'L', sports: [], updatedAt: 1, _deleted: false });
const request = (documents: RxDocData[], sequence: number): PageWriteRequest => ({
  fork: { databaseName: 'x', collectionName: 'schools', version: 0 },
  meta: { databaseName: 'x', collectionName: 'meta', version: 0 },
  keys,
  documents,
  checkpoint: { sequence },
});

describe.each(STORAGES)('writePulledPage (%s storage)', (_name, makeStorage) => {
  it('inserts new documents with RxDB\'s downstream mark and no meta document, then stores the checkpoint', async () => {
    const { fork, meta } = await instances(makeStorage());
    const answer = await writePulledPage(fork, meta, request([school('a'), school('b')], 2));
    expect(answer).toEqual({ rest: [], written: 2 });
    const [a] = await fork.findDocumentsById(['a'], true);
    expect(a).toMatchObject({ id: 'a', name: 'a', _rev: '1-tok', _deleted: false, _meta: { o: { _rev: 1, hash: 'ih' } } });
    // The document is its own assumed master state while the mark names its revision (pulledBase.ts).
    const metas = await meta.findDocumentsById(['a|0', 'b|0', 'down|1'], true);
    expect(metas.map((d: { id: string }) => d.id)).toEqual(['down|1']);
    expect(metas[0]).toMatchObject({ checkpointData: { sequence: 2 }, _rev: '1-ck' });
  });

  it('updates a document unchanged since it came down, and moves the checkpoint on', async () => {
    const { fork, meta } = await instances(makeStorage());
    await writePulledPage(fork, meta, request([school('a')], 1));
    expect(await writePulledPage(fork, meta, request([school('a', 'Renamed')], 2))).toEqual({ rest: [], written: 1 });
    const [a] = await fork.findDocumentsById(['a'], true);
    expect(a).toMatchObject({ name: 'Renamed', _rev: '2-tok', _meta: { o: { _rev: 2, hash: 'ih' } } });
    const metas = await meta.findDocumentsById(['a|0', 'down|1'], true);
    expect(metas.map((d: { id: string }) => d.id)).toEqual(['down|1']);
    expect(metas[0]).toMatchObject({ checkpointData: { sequence: 2 }, _rev: '2-ck' });
  });

  it('keeps a meta document RxDB wrote (a live pull, a push) current', async () => {
    const { fork, meta } = await instances(makeStorage());
    await writePulledPage(fork, meta, request([school('a')], 1));
    const [stored] = await fork.findDocumentsById(['a'], true);
    // As RxDB's upstream records a pushed state: the document is no longer marked as pulled.
    const pushed = { ...stored, name: 'Pushed', _rev: '2-tok', _meta: { lwt: 2 } };
    await fork.bulkWrite([{ previous: stored, document: pushed }], 'local');
    const metaDoc = { id: 'a|0', isCheckpoint: '0', itemId: 'a', docData: school('a', 'Pushed'), _attachments: {}, _deleted: false, _meta: { lwt: 2 }, _rev: '1-ck' };
    await meta.bulkWrite([{ document: metaDoc }], 'test');
    expect(await writePulledPage(fork, meta, request([school('a', 'Server edit')], 2))).toEqual({ rest: [], written: 1 });
    const [a] = await fork.findDocumentsById(['a'], true);
    expect(a).toMatchObject({ name: 'Server edit', _rev: '3-tok' });
    const [assumed] = await meta.findDocumentsById(['a|0'], true);
    expect(assumed).toMatchObject({ docData: { name: 'Server edit' }, _rev: '2-ck' });
  });

  it('leaves a document with a local edit to RxDB (its conflict handling), and stores no checkpoint', async () => {
    const { fork, meta } = await instances(makeStorage());
    await writePulledPage(fork, meta, request([school('a')], 1));
    const [stored] = await fork.findDocumentsById(['a'], true);
    // An admin's offline edit: the local state differs from the assumed master state.
    await fork.bulkWrite([{ previous: stored, document: { ...stored, name: 'Local edit', _rev: '2-tok' } }], 'local');
    const answer = await writePulledPage(fork, meta, request([school('a', 'Server edit'), school('b')], 3));
    expect(answer.rest.map((doc) => doc.name)).toEqual(['Server edit']);
    expect(answer.written).toBe(1);
    const [a] = await fork.findDocumentsById(['a'], true);
    expect(a.name).toBe('Local edit');
    const [checkpoint] = await meta.findDocumentsById(['down|1'], true);
    expect(checkpoint.checkpointData).toEqual({ sequence: 1 });
  });

  it('writes a document a page holds twice in its last state, and tells of it', async () => {
    const { fork, meta } = await instances(makeStorage());
    const told: string[] = [];
    fork.changeStream().subscribe((bulk) => told.push(...bulk.events.map((event) => `${event.documentId}:${event.documentData.name}`)));
    // A season's first read gave 'a', and the changes made during that read gave it again, renamed.
    const answer = await writePulledPage(fork, meta, request([school('a'), school('b'), school('a', 'Renamed')], 3));
    expect(answer).toEqual({ rest: [], written: 2 });
    const [a] = await fork.findDocumentsById(['a'], true);
    expect(a).toMatchObject({ name: 'Renamed', _rev: '1-tok' });
    expect(told).toEqual(['a:Renamed', 'b:b']);
    const [checkpoint] = await meta.findDocumentsById(['down|1'], true);
    expect(checkpoint.checkpointData).toEqual({ sequence: 3 });
  });

  it('writes nothing for a document already as pulled', async () => {
    const { fork, meta } = await instances(makeStorage());
    await writePulledPage(fork, meta, request([school('a')], 1));
    expect(await writePulledPage(fork, meta, request([school('a')], 2))).toEqual({ rest: [], written: 0 });
    const [a] = await fork.findDocumentsById(['a'], true);
    expect(a._rev).toBe('1-tok');
  });
});

describe('pullThroughWriter', () => {
  /** A feed of answers as pullChanges gives them, `size` documents a page. */
  function source(total: number, size: number) {
    const pulls: (number | undefined)[] = [];
    const pull = async (checkpoint?: { sequence: string | number }) => {
      const from = Number(checkpoint?.sequence ?? 0);
      pulls.push(from);
      const documents = Array.from({ length: Math.max(0, Math.min(size, total - from)) }, (_, i) => school(`s${from + i}`));
      return { documents, checkpoint: { sequence: from + documents.length } };
    };
    return { pull, pulls };
  }

  it('hands a short live pull (from a checkpoint) to RxDB untouched', async () => {
    const feed = source(23, 10);
    const writes: number[] = [];
    const answer = await pullThroughWriter(feed.pull, async (a) => (writes.push(a.documents.length), { rest: [], written: 0 }), { sequence: 20 }, 10, () => undefined);
    expect(answer.documents).toHaveLength(3);
    expect(writes).toEqual([]);
  });

  it("writes a collection's short first pull (no checkpoint yet), and answers RxDB with nothing left", async () => {
    const feed = source(3, 10);
    const writes: number[] = [];
    const answer = await pullThroughWriter(feed.pull, async (a) => (writes.push(a.documents.length), { rest: [], written: a.documents.length }), undefined, 10, () => undefined);
    expect(writes).toEqual([3]);
    expect(answer).toEqual({ documents: [], checkpoint: { sequence: 3 } });
  });

  it('writes a catch-up page after page until the feed ends, then answers RxDB with nothing left', async () => {
    const feed = source(25, 10);
    const writes: number[] = [];
    const answer = await pullThroughWriter(feed.pull, async (a) => (writes.push(a.documents.length), { rest: [], written: a.documents.length }), undefined, 10, () => undefined);
    expect(writes).toEqual([10, 10, 5]);
    expect(answer).toEqual({ documents: [], checkpoint: { sequence: 25 } });
    expect(feed.pulls).toEqual([0, 10, 20]);
  });

  it('gives RxDB what the writer left, with that page checkpoint, and asks for another pull when the feed has more', async () => {
    const feed = source(25, 10);
    let resyncs = 0;
    const answer = await pullThroughWriter(feed.pull, async (a) => ({ rest: a.checkpoint.sequence === 20 ? a.documents.slice(0, 2) : [], written: 8 }), undefined, 10, () => resyncs++);
    expect(answer.documents.map((d) => d.id)).toEqual(['s10', 's11']);
    expect(answer.checkpoint).toEqual({ sequence: 20 });
    expect(resyncs).toBe(1);
  });
});

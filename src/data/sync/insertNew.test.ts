import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { IDBKeyRange, IDBObjectStore, indexedDB } from 'fake-indexeddb';
import type { BulkWriteRow, EventBulk, RxJsonSchema, RxStorage, RxStorageChangeEvent, RxStorageInstance } from 'rxdb/plugins/core';
import { fillWithDefaultSettings } from 'rxdb/plugins/core';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { getRxStorageMemory } from 'rxdb/plugins/storage-memory';
import { COLLECTION_SCHEMAS } from '../../shared/schemas/collections';
import { dropRxdbStorageNotice } from '../storageNotice';
import type { RxDocData } from './couchDocs';
import { insertNew } from './insertNew';

const schema = fillWithDefaultSettings(COLLECTION_SCHEMAS.games as unknown as RxJsonSchema<RxDocData>);
let dbCount = 0;

type Instance = RxStorageInstance<RxDocData, unknown, unknown>;

/** A games store of `storage`. */
function gamesStore(storage: RxStorage<unknown, unknown>, databaseName: string): Promise<Instance> {
  return storage.createStorageInstance<RxDocData>({ databaseName, collectionName: 'games', schema, databaseInstanceToken: 'tok', multiInstance: false, options: {}, devMode: false });
}

/** A games store of RxDB's Dexie storage on fake-indexeddb (the browser's worker runs the same code on IndexedDB). */
const dexieGames = () => gamesStore(getRxStorageDexie({ indexedDB, IDBKeyRange }) as RxStorage<unknown, unknown>, `insert-new-${++dbCount}`);

const game = (id: string, homeScore = 0): RxDocData => ({
  id,
  sport: 'basketball',
  level: 'varsity',
  gender: 'boys',
  homeSchoolId: 'h',
  awaySchoolId: 'a',
  time: '2026-12-04T19:00:00.000Z',
  status: 'scheduled',
  homeScore,
  awayScore: 0,
  updatedAt: 1,
  _deleted: false,
});

/** A row as a pulled page offers it: a new document with RxDB's downstream mark. */
const row = (doc: RxDocData): BulkWriteRow<RxDocData> => ({ document: { ...doc, _meta: { lwt: 1000, o: { _rev: 1, hash: 'ih' } }, _rev: '1-tok', _attachments: {} } });

const CONTEXT = 'replication-downstream-ck';

/** IndexedDB reads by key (`get`, `getAll`) while `run` runs. */
async function readsDuring<T>(run: () => Promise<T>): Promise<{ result: T; reads: number }> {
  const get = vi.spyOn(IDBObjectStore.prototype, 'get');
  const getAll = vi.spyOn(IDBObjectStore.prototype, 'getAll');
  try {
    const result = await run();
    return { result, reads: get.mock.calls.length + getAll.mock.calls.length };
  } finally {
    get.mockRestore();
    getAll.mockRestore();
  }
}

function collect(instance: Instance): EventBulk<RxStorageChangeEvent<RxDocData>, unknown>[] {
  const bulks: EventBulk<RxStorageChangeEvent<RxDocData>, unknown>[] = [];
  instance.changeStream().subscribe((bulk) => bulks.push(bulk));
  return bulks;
}

/** The records as IndexedDB holds them, in id order. */
async function records(instance: Instance): Promise<unknown[]> {
  const state = await (instance as unknown as { internals: Promise<{ dexieTable: { toArray(): Promise<unknown[]> } }> }).internals;
  return state.dexieTable.toArray();
}

beforeAll(() => dropRxdbStorageNotice());

const opened: Instance[] = [];
afterEach(async () => {
  for (const instance of opened.splice(0)) await instance.close();
});

describe('insertNew', () => {
  it('stores new documents as RxDB\'s bulkWrite stores them, with the same change events, and reads no id', async () => {
    const viaBulkWrite = await dexieGames();
    const viaInsertNew = await dexieGames();
    opened.push(viaBulkWrite, viaInsertNew);
    const docs = [game('g1'), game('g2', 3), { ...game('g3'), _deleted: true }];
    const bulkWriteEvents = collect(viaBulkWrite);
    const insertNewEvents = collect(viaInsertNew);

    const written = await readsDuring(() => viaBulkWrite.bulkWrite(docs.map(row), CONTEXT));
    const inserted = await readsDuring(() => insertNew(viaInsertNew, docs.map(row), CONTEXT));

    expect(inserted.result.error).toEqual([]);
    // RxDB's Dexie storage reads every id before it writes; insertNew leaves the check to IndexedDB's `add`.
    expect(written.reads).toBeGreaterThan(0);
    expect(inserted.reads).toBe(0);
    expect(await records(viaInsertNew)).toEqual(await records(viaBulkWrite));
    expect(await viaInsertNew.findDocumentsById(['g1', 'g2', 'g3'], true)).toEqual(await viaBulkWrite.findDocumentsById(['g1', 'g2', 'g3'], true));
    const shape = (bulks: typeof bulkWriteEvents) => bulks.map((bulk) => ({ context: bulk.context, checkpoint: bulk.checkpoint, events: bulk.events }));
    expect(shape(insertNewEvents)).toEqual(shape(bulkWriteEvents));
    // A deleted document is stored, and is no event (RxDB's rule): two events, one bulk.
    expect(insertNewEvents).toHaveLength(1);
    expect(insertNewEvents[0].events.map((event) => [event.documentId, event.operation])).toEqual([
      ['g1', 'INSERT'],
      ['g2', 'INSERT'],
    ]);
  });

  it('answers an id the store holds as bulkWrite answers it (409 with the stored document), stores the others and tells only of them', async () => {
    const store = await dexieGames();
    opened.push(store);
    await store.bulkWrite([row(game('g2', 7))], 'a local edit');
    const events = collect(store);

    const answer = await insertNew(store, [game('g1'), game('g2', 1), game('g3')].map(row), CONTEXT);

    expect(answer.error).toHaveLength(1);
    expect(answer.error[0]).toMatchObject({ status: 409, documentId: 'g2', documentInDb: { id: 'g2', homeScore: 7 } });
    const stored = await store.findDocumentsById(['g1', 'g2', 'g3'], true);
    expect(stored.map((doc) => [doc.id, doc.homeScore])).toEqual([
      ['g1', 0],
      ['g2', 7],
      ['g3', 0],
    ]);
    expect(events.flatMap((bulk) => bulk.events.map((event) => event.documentId))).toEqual(['g1', 'g3']);
  });

  it('leaves a write holding an id twice to bulkWrite, whose records and events agree', async () => {
    const store = await dexieGames();
    opened.push(store);
    const events = collect(store);
    const bulkWrite = vi.spyOn(store, 'bulkWrite');

    await insertNew(store, [game('g1'), game('g1', 2)].map(row), CONTEXT);

    expect(bulkWrite).toHaveBeenCalledTimes(1);
    const [stored] = await store.findDocumentsById(['g1'], true);
    const told = events.flatMap((bulk) => bulk.events).filter((event) => event.documentId === 'g1').at(-1);
    expect(told?.documentData.homeScore).toBe(stored.homeScore);
  });

  it('leaves any other storage to its own bulkWrite', async () => {
    const memory = await gamesStore(getRxStorageMemory() as RxStorage<unknown, unknown>, `insert-new-memory-${++dbCount}`);
    opened.push(memory);
    const bulkWrite = vi.spyOn(memory, 'bulkWrite');
    await memory.bulkWrite([row(game('g2', 7))], 'a local edit');
    const answer = await insertNew(memory, [game('g1'), game('g2')].map(row), CONTEXT);
    expect(bulkWrite).toHaveBeenCalledTimes(2);
    expect(answer.error.map((error) => [error.documentId, error.status])).toEqual([['g2', 409]]);
  });
});

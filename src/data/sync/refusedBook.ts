import type { Observable } from 'rxjs';
import { map } from 'rxjs';
import { deviceRecord } from '../deviceRecord';
import type { RxDocData } from './couchDocs';

/**
 * A local change the server refused for what it holds (a value its rules do not allow), set
 * aside so that the device's other changes still go (couchPush.ts). It stays on the device, is
 * never pushed as it is, and waits until the admin fixes it (a later edit of the same document
 * is pushed, on `base`) or discards it (the document goes back to `base`).
 */
export interface RefusedChange {
  collection: string;
  id: string;
  /** The server's words, e.g. 'docs[0].passingYards: must be <= 1000000'. */
  reason: string;
  /** When it was refused (ms). */
  at: number;
  /** The server's version the change was made on; null when the server never had the document. */
  base: RxDocData | null;
}

interface Persisted {
  entries: RefusedChange[];
}

/** The record a database's refused changes are kept in (localStorage, beside the pending set). */
export const refusedRecordKey = (dbName: string): string => `liaa.refused.${dbName}`;

export interface RefusedBook {
  list(): RefusedChange[];
  /** The refused change of a document, if any. */
  get(collection: string, id: string): RefusedChange | undefined;
  /** Set aside (a second refusal of the same document keeps the first base: the server still holds it). */
  add(change: RefusedChange): void;
  /** The server now holds the document as the device does (fixed, or discarded). */
  remove(collection: string, id: string): void;
  watch(): Observable<RefusedChange[]>;
}

export function refusedBook(dbName: string): RefusedBook {
  const record = deviceRecord<Persisted>(refusedRecordKey(dbName));
  const list = (): RefusedChange[] => record.read()?.entries ?? [];
  const same = (collection: string, id: string) => (entry: RefusedChange) => entry.collection === collection && entry.id === id;
  return {
    list,
    get: (collection, id) => list().find(same(collection, id)),
    add(change) {
      const entries = list();
      const earlier = entries.find(same(change.collection, change.id));
      const entry = earlier ? { ...change, base: earlier.base } : change;
      record.write({ entries: [...entries.filter((e) => e !== earlier), entry] });
    },
    remove(collection, id) {
      const entries = list();
      const kept = entries.filter((entry) => !same(collection, id)(entry));
      if (kept.length !== entries.length) record.write({ entries: kept });
    },
    watch: () => record.watch().pipe(map((value) => value?.entries ?? [])),
  };
}

/**
 * A refusal that a later push may not meet again: the value is wrong. A scoring entry whose game
 * the server does not have yet is not one (a game made offline pushes after its entries may).
 */
export function isLastingRefusal(reason: string): boolean {
  return !/\.gameId: no such game$/.test(reason);
}

/** Which document of a `_bulk_docs` body the server's reason names ('docs[3].season: …'), if it says. */
export function refusedIndex(reason: string | undefined): number | null {
  const match = /^docs\[(\d+)\]/.exec(reason ?? '');
  return match ? Number(match[1]) : null;
}

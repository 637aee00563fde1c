import type { CollectionName } from '../../src/shared/schemas/collections';
import { COLLECTION_NAMES } from '../../src/shared/schemas/collections';
import { MOVED_FROM, isSeasonScoped, movedFromAfterWrite, seasonIndex } from '../../src/shared/seasonScope';
import type { Couch } from '../store/couch';

type Doc = Record<string, unknown>;

/**
 * `movedFrom` on the written documents of a season-scoped collection (src/shared/seasonScope.ts):
 * the server's to keep, so what a client sends is dropped before validation (`strip`) and the
 * stored version decides it (`stamp`): a game rescheduled into another season keeps naming the
 * season it left, and the devices holding that season hear of the move (docs/design/sync.md §13).
 */
export interface SeasonMoves {
  strip(collection: CollectionName, docs: unknown[]): void;
  stamp(collection: CollectionName, docs: Doc[]): Promise<void>;
  /** The store indexes the season reads use (`_find`), created at start-up; CouchDB keeps them current. */
  ensureIndexes(): Promise<void>;
}

export function createSeasonMoves(couch: Couch): SeasonMoves {
  return {
    strip(collection, docs) {
      if (!isSeasonScoped(collection)) return;
      for (const doc of docs) if (typeof doc === 'object' && doc !== null) delete (doc as Doc)[MOVED_FROM];
    },
    async stamp(collection, docs) {
      if (!isSeasonScoped(collection) || docs.length === 0) return;
      const ids = docs.map((doc) => String(doc._id));
      const answer = await couch.collection(collection).fetch({ keys: ids });
      const stored = new Map<string, Doc>();
      for (const row of answer.rows) if ('doc' in row && row.doc) stored.set(row.id, row.doc as unknown as Doc);
      for (const doc of docs) {
        const before = stored.get(String(doc._id)) ?? null;
        // A deletion keeps the tombstone's fields as sent; a DELETE sends none.
        const moved = movedFromAfterWrite(collection, before, doc._deleted === true && before ? before : doc);
        if (moved.length > 0) doc[MOVED_FROM] = moved;
      }
    },
    async ensureIndexes() {
      for (const collection of COLLECTION_NAMES) {
        const index = seasonIndex(collection);
        if (!index) continue;
        await couch.server.request({
          db: couch.names.collection(collection),
          method: 'POST',
          path: '_index',
          body: { index: { fields: index.fields }, name: index.name, ddoc: index.name, type: 'json' },
        });
      }
    },
  };
}

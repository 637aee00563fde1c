import { createHash } from 'node:crypto';
import type nano from 'nano';
import { statusOf } from '../store/couch';

export interface RecordRow {
  id: string;
  rev: string;
}

/**
 * Records kept per client key (an IP, an IP and a username) in a database every instance shares:
 * one document each, `{kind}:{hash of the key}:{suffix}`, so a key's records are one `_all_docs`
 * key range (in the order of their suffixes), two instances adding at once never conflict, and a
 * restart forgets nothing. The key is hashed: ids of one length, and no address stored in clear.
 */
export interface KeyedRecords {
  /** The id of `key`'s record named `suffix`. */
  id(key: string, suffix: string): string;
  /** `key`'s records whose suffix sorts from `from` to `to` (all of them by default). */
  list(key: string, from?: string, to?: string): Promise<RecordRow[]>;
  /** Adds `key`'s record `suffix`; false when it was there already. */
  add(key: string, suffix: string, fields: Record<string, unknown>): Promise<boolean>;
  remove(rows: RecordRow[]): Promise<void>;
}

export function keyedRecords(db: nano.DocumentScope<Record<string, unknown>>, kind: string): KeyedRecords {
  const prefixOf = (key: string) => `${kind}:${createHash('sha256').update(key).digest('hex').slice(0, 32)}:`;
  return {
    id: (key, suffix) => prefixOf(key) + suffix,
    async list(key, from = '', to = '\ufff0') {
      const prefix = prefixOf(key);
      const res = await db.list({ startkey: prefix + from, endkey: prefix + to });
      return res.rows.map((row) => ({ id: row.id, rev: row.value.rev }));
    },
    async add(key, suffix, fields) {
      try {
        await db.insert({ ...fields, _id: prefixOf(key) + suffix });
        return true;
      } catch (err) {
        if (statusOf(err) === 409) return false;
        throw err;
      }
    },
    async remove(rows) {
      if (rows.length === 0) return;
      // A 409 row is a record another instance removed first: nothing to do.
      await db.bulk({ docs: rows.map(({ id, rev }) => ({ _id: id, _rev: rev, _deleted: true })) });
    },
  };
}

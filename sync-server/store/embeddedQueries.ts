import { filterInMemoryFields, massageSelector } from 'pouchdb-selector-core';

/**
 * `POST /{db}/_find` for the embedded store (couchApi.ts): the query a season-scoped replication
 * reads page by page with a bookmark (docs/design/sync.md §13). `POST /{db}/_index` is accepted so
 * the server creates its indexes the same way on both stores.
 *
 * PouchDB's own secondary indexes measured too slow for a season's first read (pouchdb-find:
 * 14 s to build over 48,000 games, then under 5,000 documents a second), so `_find` reads a
 * copy of the database kept in memory: this store is the single-process stand-in for CouchDB
 * (demo, tests, bench), brought up to date from PouchDB's change feed at each query.
 */

type Doc = Record<string, unknown> & { _id: string };
/** The part of a PouchDB database the queries read. */
export interface PouchLike {
  info(): Promise<unknown>;
  changes(opts: { since: number | string; include_docs: true }): PromiseLike<{ results: { id: string; doc?: Doc; deleted?: boolean }[]; last_seq: number | string }>;
}

interface Copy {
  docs: Map<string, Doc>;
  seq: number | string;
  /** Sorted answers per query, dropped at every change. */
  sorted: Map<string, Doc[]>;
  /** The catch-up under way: one at a time per copy. */
  catchingUp: Promise<void>;
}

const MAX_LIMIT = 5000;

/** The first field a selector ranges over: the order `_find` answers in (CouchDB: the index's). */
function sortField(selector: Record<string, unknown>): string | null {
  const field = Object.keys(selector).find((key) => !key.startsWith('$'));
  return field ?? null;
}

function compareBy(field: string | null): (a: Doc, b: Doc) => number {
  return (a, b) => {
    const x = field ? String(a[field] ?? '') : '';
    const y = field ? String(b[field] ?? '') : '';
    if (x !== y) return x < y ? -1 : 1;
    return a._id < b._id ? -1 : a._id > b._id ? 1 : 0;
  };
}

export interface QueryAnswer {
  status: number;
  body: unknown;
}

export interface EmbeddedQueries {
  /** `POST /{db}/_find`: a page of the documents the selector matches, and the bookmark of the next. */
  find(name: string, body: Record<string, unknown>): Promise<QueryAnswer>;
  /** `POST /{db}/_index`: starts building the database's copy, as CouchDB builds an index when it is created. */
  index(name: string): Promise<QueryAnswer>;
  /** The database was deleted: its copy goes too (a new one of the same name starts empty). */
  forget(name: string): void;
  close(): Promise<void>;
}

/** `open`: the store's open database of that name (it exists: the store answered 404 otherwise). */
export function createEmbeddedQueries(openDb: (name: string) => PouchLike): EmbeddedQueries {
  const copies = new Map<string, Promise<Copy>>();

  /**
   * The copy, brought up to date with the database's change feed at the time of the call:
   * every `_find` reads a copy at least as new as the database was when it was asked (the
   * season reader notes the sequence before its first `_find`, so nothing is missed). Pulled
   * from the feed on demand, not pushed by a live feed: no event to wait for, nothing to hang on.
   */
  function currentCopy(name: string): Promise<Copy> {
    let copy = copies.get(name);
    if (!copy) {
      const created: Copy = { docs: new Map(), seq: 0, sorted: new Map(), catchingUp: Promise.resolve() };
      copy = Promise.resolve(created);
      copies.set(name, copy);
    }
    return copy.then((state) => {
      const next = state.catchingUp.then(async () => {
        const answer = await openDb(name).changes({ since: state.seq, include_docs: true });
        for (const row of answer.results) {
          if (row.deleted || !row.doc || row.id.startsWith('_design/')) state.docs.delete(row.id);
          else state.docs.set(row.id, row.doc);
        }
        if (answer.results.length > 0) state.sorted.clear();
        state.seq = answer.last_seq;
      });
      // A failed read is tried again by the next request, from where the copy stands.
      state.catchingUp = next.catch(() => undefined);
      return next.then(() => state);
    });
  }

  async function find(name: string, body: Record<string, unknown>): Promise<QueryAnswer> {
    const selector = body.selector;
    if (typeof selector !== 'object' || selector === null || Array.isArray(selector)) {
      return { status: 400, body: { error: 'bad_request', reason: 'selector must be a JSON object' } };
    }
    const limit = Math.min(typeof body.limit === 'number' && body.limit > 0 ? body.limit : 25, MAX_LIMIT);
    const copy = await currentCopy(name);
    const key = JSON.stringify(selector);
    let sorted = copy.sorted.get(key);
    if (!sorted) {
      const massaged = massageSelector(selector as Record<string, unknown>);
      const rows = [...copy.docs.values()].map((doc) => ({ doc }));
      sorted = filterInMemoryFields(rows, { selector: massaged }, Object.keys(massaged)).map((row) => row.doc);
      sorted.sort(compareBy(sortField(selector as Record<string, unknown>)));
      copy.sorted.set(key, sorted);
    }
    // The bookmark names the last document answered: the next page starts after it, as CouchDB's does.
    let start = 0;
    if (typeof body.bookmark === 'string' && body.bookmark !== '' && body.bookmark !== 'nil') {
      let after: Doc;
      try {
        after = JSON.parse(Buffer.from(body.bookmark, 'base64url').toString('utf8')) as Doc;
      } catch {
        return { status: 400, body: { error: 'bad_request', reason: 'invalid bookmark' } };
      }
      const compare = compareBy(sortField(selector as Record<string, unknown>));
      let lo = 0;
      let hi = sorted.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (compare(sorted[mid], after) <= 0) lo = mid + 1;
        else hi = mid;
      }
      start = lo;
    }
    const docs = sorted.slice(start, start + limit);
    const field = sortField(selector as Record<string, unknown>);
    const last = docs[docs.length - 1];
    const bookmark = last
      ? Buffer.from(JSON.stringify(field ? { _id: last._id, [field]: last[field] } : { _id: last._id })).toString('base64url')
      : typeof body.bookmark === 'string' ? body.bookmark : 'nil';
    return { status: 200, body: { docs, bookmark } };
  }

  async function index(name: string): Promise<QueryAnswer> {
    await openDb(name).info();
    // Built now, as CouchDB builds an index when it is created: the first fan's read does not wait for it.
    void currentCopy(name).catch(() => undefined);
    return { status: 200, body: { result: 'exists', id: '_design/season', name: 'season' } };
  }

  async function close(): Promise<void> {
    const open = [...copies.values()];
    copies.clear();
    // Reads under way end before the store closes its databases.
    await Promise.allSettled(open.map((copy) => copy.then((state) => state.catchingUp)));
  }

  return { find, index, forget: (name) => void copies.delete(name), close };
}

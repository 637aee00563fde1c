import type { IncomingMessage, ServerResponse } from 'node:http';
import { filterInMemoryFields, massageSelector } from 'pouchdb-selector-core';

/**
 * The two CouchDB 3 queries a season-scoped replication reads (docs/design/sync.md §13) that
 * express-pouchdb does not answer: `POST /{db}/_find` with a bookmark, and
 * `POST /{db}/_changes?filter=_selector` (it ignores the body's selector). `POST /{db}/_index`
 * is accepted so the server creates its indexes the same way on both stores.
 *
 * PouchDB's own secondary indexes measured too slow for a season's first read (pouchdb-find:
 * 14 s to build over 48,000 games, then under 5,000 documents a second), so `_find` reads a
 * copy of the database kept in memory: this store is the single-process stand-in for CouchDB
 * (demo, tests, bench), brought up to date from PouchDB's change feed at each query.
 */

type Doc = Record<string, unknown> & { _id: string };
interface PouchLike {
  info(): Promise<{ update_seq: number | string }>;
  changes(opts: Record<string, unknown>): PromiseLike<{ results: { id: string; seq: number; doc?: Doc; deleted?: boolean }[]; last_seq: number }> & {
    on(event: string, listener: (change: { id: string; seq: number; doc?: Doc; deleted?: boolean }) => void): unknown;
    cancel(): void;
  };
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

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

function readBody(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    req.on('data', (chunk: Uint8Array) => chunks.push(chunk));
    req.on('error', reject);
    req.on('end', () => {
      try {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve(text ? JSON.parse(text) : {});
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  });
}


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

export function createEmbeddedQueries(open: (name: string) => PouchLike) {
  const copies = new Map<string, Promise<Copy>>();
  const dbs = new Map<string, PouchLike>();
  const openDb = (name: string): PouchLike => {
    let db = dbs.get(name);
    if (!db) dbs.set(name, (db = open(name)));
    return db;
  };

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

  async function find(name: string, body: Record<string, unknown>): Promise<{ status: number; body: unknown }> {
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

  async function changes(name: string, query: URLSearchParams, body: Record<string, unknown>): Promise<{ status: number; body: unknown }> {
    const selector = body.selector;
    if (typeof selector !== 'object' || selector === null) return { status: 400, body: { error: 'bad_request', reason: 'filter=_selector needs a selector' } };
    const since = query.get('since') ?? 0;
    const limit = query.get('limit');
    const answer = await openDb(name).changes({
      since: since === 'now' ? 'now' : since,
      limit: limit ? Number(limit) : undefined,
      include_docs: query.get('include_docs') === 'true',
      style: query.get('style') ?? 'main_only',
      selector,
    });
    return { status: 200, body: answer };
  }

  /** Answers the request when it is one of these queries; false hands it to express-pouchdb. */
  function handle(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'POST') return false;
    const url = new URL(req.url ?? '/', 'http://store');
    const match = /^\/([^/_][^/]*)\/(_find|_index|_changes)$/.exec(url.pathname);
    if (!match) return false;
    const [, encodedName, op] = match;
    if (op === '_changes' && url.searchParams.get('filter') !== '_selector') return false;
    const name = decodeURIComponent(encodedName);
    readBody(req)
      .then(async (body) => {
        const object = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
        if (op === '_index') {
          await openDb(name).info();
          // Built now, as CouchDB builds an index when it is created: the first fan's read does not wait for it.
          void currentCopy(name).catch(() => undefined);
          return { status: 200, body: { result: 'exists', id: '_design/season', name: 'season' } };
        }
        return op === '_find' ? find(name, object) : changes(name, url.searchParams, object);
      })
      .then(
        (answer) => sendJson(res, answer.status, answer.body),
        (error: unknown) => sendJson(res, 500, { error: 'store_error', reason: error instanceof Error ? error.message : String(error) }),
      );
    return true;
  }

  async function close(): Promise<void> {
    const open = [...copies.values()];
    copies.clear();
    // Reads under way end before the store closes its databases.
    await Promise.allSettled(open.map((copy) => copy.then((state) => state.catchingUp)));
  }

  return { handle, close };
}

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
 * (demo, tests, bench), and the copy follows PouchDB's own change feed.
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
  seq: number;
  waiting: { seq: number; resolve: () => void }[];
  /** Sorted answers per query, dropped at every change. */
  sorted: Map<string, Doc[]>;
  feed: { cancel(): void };
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

const seqNumber = (seq: number | string): number => (typeof seq === 'number' ? seq : Number.parseInt(String(seq), 10) || 0);

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

  function copyOf(name: string): Promise<Copy> {
    let copy = copies.get(name);
    if (!copy) {
      copy = (async () => {
        const db = openDb(name);
        const docs = new Map<string, Doc>();
        const first = await db.changes({ since: 0, include_docs: true });
        for (const row of first.results) {
          if (row.deleted || !row.doc || row.id.startsWith('_design/')) docs.delete(row.id);
          else docs.set(row.id, row.doc);
        }
        const state: Copy = { docs, seq: seqNumber(first.last_seq), waiting: [], sorted: new Map(), feed: { cancel: () => undefined } };
        const feed = db.changes({ since: first.last_seq, live: true, include_docs: true });
        feed.on('change', (row) => {
          if (row.deleted || !row.doc || row.id.startsWith('_design/')) state.docs.delete(row.id);
          else state.docs.set(row.id, row.doc);
          state.seq = Math.max(state.seq, seqNumber(row.seq));
          state.sorted.clear();
          state.waiting = state.waiting.filter((w) => (w.seq <= state.seq ? (w.resolve(), false) : true));
        });
        state.feed = feed;
        return state;
      })();
      copies.set(name, copy);
      copy.catch(() => copies.delete(name));
    }
    return copy;
  }

  /** The copy, once it holds every change the database had when asked. */
  async function currentCopy(name: string): Promise<Copy> {
    const [copy, info] = await Promise.all([copyOf(name), openDb(name).info()]);
    const target = seqNumber(info.update_seq);
    if (copy.seq < target) await new Promise<void>((resolve) => copy.waiting.push({ seq: target, resolve }));
    return copy;
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
          void copyOf(name).catch(() => undefined);
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
    for (const copy of await Promise.allSettled(open)) if (copy.status === 'fulfilled') copy.value.feed.cancel();
  }

  return { handle, close };
}

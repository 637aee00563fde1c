import type { DbOpKind } from './dbRoutes';

type Check = (value: string) => boolean;

const bool: Check = (v) => v === 'true' || v === 'false';
const count: Check = (v) => /^\d{1,9}$/.test(v);
const any: Check = () => true;
const json: Check = (v) => {
  try {
    JSON.parse(v);
    return true;
  } catch {
    return false;
  }
};
const oneOf = (...values: string[]): Check => (v) => values.includes(v);
const stringList: Check = (v) => {
  try {
    const parsed: unknown = JSON.parse(v);
    return Array.isArray(parsed) && parsed.every((x) => typeof x === 'string');
  } catch {
    return false;
  }
};
/**
 * A `_local` id among the ids of a listing or a batch read: CouchDB 3's `_all_docs?keys=` answers
 * the `_local` document, the embedded store's `_bulk_get` too, the other store not found. Refused
 * (here and in the bodies, services/requestShapes.ts), so neither shows one (docs/design/sync.md §17).
 */
export const namesLocalDoc = (ids: unknown[]): boolean => ids.some((id) => typeof id === 'string' && id.startsWith('_local/'));
/** `_all_docs?keys=`: a JSON list naming no `_local` document. */
const docKeys: Check = (v) => {
  try {
    const parsed: unknown = JSON.parse(v);
    return Array.isArray(parsed) && !namesLocalDoc(parsed);
  } catch {
    return false;
  }
};
// At least a second: a client cannot make the store write heartbeats without pause (CouchDB would; the embedded store refuses 0).
const heartbeat: Check = (v) => v === 'true' || (count(v) && Number(v) >= 1000);

const docRead = { rev: any, revs: bool, revs_info: bool, open_revs: (v: string) => v === 'all' || stringList(v), latest: bool, conflicts: bool, deleted_conflicts: bool, local_seq: bool, meta: bool, attachments: bool, binary: bool };

/**
 * Query parameters passed to the store, per operation: unknown or malformed ones stop
 * here, so both stores see the same small API (each would refuse a malformed value itself,
 * but ignore an unknown one).
 */
const ALLOWED: Record<DbOpKind, Record<string, Check>> = {
  dbInfo: {},
  changes: {
    feed: oneOf('normal', 'longpoll', 'continuous'), since: any, limit: count, include_docs: bool, style: oneOf('main_only', 'all_docs'),
    heartbeat, timeout: count, descending: bool, conflicts: bool, attachments: bool,
    filter: oneOf('_doc_ids', '_selector'), doc_ids: stringList, seq_interval: count, return_docs: bool,
  },
  allDocs: {
    include_docs: bool, keys: docKeys, key: json, startkey: json, endkey: json, start_key: json, end_key: json,
    startkey_docid: any, endkey_docid: any, limit: count, skip: count, descending: bool, inclusive_end: bool,
    conflicts: bool, update_seq: bool, attachments: bool, binary: bool,
  },
  bulkGet: { revs: bool, latest: bool, attachments: bool, binary: bool },
  revsDiff: {},
  bulkDocs: {},
  getDoc: docRead,
  putDoc: { rev: any, new_edits: bool },
  deleteDoc: { rev: any },
  postDoc: {},
  getLocal: { rev: any },
  putLocal: { rev: any },
  deleteLocal: { rev: any },
  find: {},
  ensureFullCommit: {},
};

/** The query string to forward, or the reason it is refused. */
export function checkDbQuery(kind: DbOpKind, search: string): { ok: true; query: string } | { ok: false; reason: string } {
  const params = new URLSearchParams(search);
  const allowed = ALLOWED[kind];
  for (const [key, value] of params) {
    const check = Object.prototype.hasOwnProperty.call(allowed, key) ? allowed[key] : undefined;
    if (!check) return { ok: false, reason: `query parameter '${key}' is not supported here` };
    if (!check(value)) return { ok: false, reason: `query parameter '${key}' has an invalid value` };
  }
  const query = params.toString();
  return { ok: true, query: query ? '?' + query : '' };
}

import type { CollectionName } from '../../src/shared/schemas/collections';
import { isCollectionName } from '../../src/shared/schemas/collections';

/** The CouchDB operations our clients need on a collection; nothing else passes. */
export type DbOpKind =
  | 'dbInfo' | 'changes' | 'allDocs' | 'bulkGet' | 'revsDiff' | 'bulkDocs'
  | 'getDoc' | 'putDoc' | 'deleteDoc' | 'postDoc' | 'getLocal' | 'putLocal' | 'deleteLocal' | 'find' | 'ensureFullCommit';

/**
 * Who may: 'read' anyone; 'checkpoint' anyone too, a replication checkpoint (`_local`) within the
 * limits of services/checkpoints.ts; 'admin' a signed-in account (what it may write: permissions.ts).
 */
export type DbAccess = 'read' | 'checkpoint' | 'admin';

export interface DbRoute {
  collection: CollectionName;
  kind: DbOpKind;
  access: DbAccess;
  /** Doc id (or the part after `_local/`), decoded. */
  docId?: string;
  /**
   * Path inside the collection's database on the store, encoded: `/_changes`, `/` (the database
   * itself), '' (POST a document). The store layer puts the database's path in front (StoreNames.path).
   */
  dbPath: string;
}

export type Refusal = { status: number; error: string; reason: string };
export type Classified = { ok: true; route: DbRoute } | ({ ok: false } & Refusal);

const READ = new Set(['GET', 'HEAD']);
const forbidden = (reason: string): Classified => ({ ok: false, status: 403, error: 'forbidden', reason });

const SPECIAL: Record<string, { kind: DbOpKind; methods: string[]; access: DbAccess }> = {
  _changes: { kind: 'changes', methods: ['GET', 'HEAD', 'POST'], access: 'read' },
  _all_docs: { kind: 'allDocs', methods: ['GET', 'HEAD', 'POST'], access: 'read' },
  _bulk_get: { kind: 'bulkGet', methods: ['POST'], access: 'read' },
  _revs_diff: { kind: 'revsDiff', methods: ['POST'], access: 'read' },
  _bulk_docs: { kind: 'bulkDocs', methods: ['POST'], access: 'admin' },
  // A season's documents, page by page (docs/design/sync.md §13).
  _find: { kind: 'find', methods: ['POST'], access: 'read' },
  // CouchDB's replicator asks its source for it before each checkpoint; on CouchDB 3 it writes nothing.
  _ensure_full_commit: { kind: 'ensureFullCommit', methods: ['POST'], access: 'read' },
};

function decodeSegments(rawPath: string): string[] | null {
  const parts = rawPath.split('/').slice(1);
  if (parts.length === 2 && parts[1] === '') parts.pop(); // `/db/schools/` is the db itself
  try {
    return parts.map((p) => decodeURIComponent(p));
  } catch {
    return null;
  }
}

/**
 * Default-deny map of `/db/...` requests (path relative to /db, query excluded).
 * Pure, so the whole table is unit-tested.
 */
export function classifyDbRequest(method: string, rawPath: string): Classified {
  const segs = decodeSegments(rawPath);
  if (!segs) return { ok: false, status: 400, error: 'bad_request', reason: 'malformed URL encoding' };
  const [name, second, ...rest] = segs;
  if (!name) return forbidden('listing or administering the server is not allowed');
  if (!isCollectionName(name)) return forbidden(`'${name}' is not a collection of this server`);
  const collection = name;
  const route = (kind: DbOpKind, access: DbAccess, dbPath: string, docId?: string): Classified => ({
    ok: true,
    route: { collection, kind, access, docId, dbPath },
  });

  if (second === undefined) {
    if (READ.has(method)) return route('dbInfo', 'read', '/');
    if (method === 'POST') return route('postDoc', 'admin', '');
    return forbidden('creating or deleting databases is not allowed');
  }

  const localId = second === '_local' && rest.length === 1 ? rest[0] : second.startsWith('_local/') && rest.length === 0 ? second.slice(7) : undefined;
  if (localId !== undefined) {
    if (!localId) return forbidden('a _local document needs an id');
    const path = `/_local/${encodeURIComponent(localId)}`;
    if (READ.has(method)) return route('getLocal', 'read', path, localId);
    // A replicator's checkpoint: any reader writes it, as on a CouchDB open to readers (docs/design/sync.md §17).
    if (method === 'PUT') return route('putLocal', 'checkpoint', path, localId);
    if (method === 'DELETE') return route('deleteLocal', 'checkpoint', path, localId);
    return forbidden(`${method} on _local documents is not allowed`);
  }

  const special = SPECIAL[second];
  if (special) {
    if (rest.length > 0) return forbidden('this path is not allowed');
    if (!special.methods.includes(method)) return forbidden(`${method} ${second} is not allowed`);
    return route(special.kind, special.access, `/${second}`);
  }
  if (second.startsWith('_')) return forbidden(`'${second.split('/')[0]}' is not allowed`);
  if (rest.length > 0) return forbidden('attachments are not supported');

  const path = `/${encodeURIComponent(second)}`;
  if (READ.has(method)) return route('getDoc', 'read', path, second);
  if (method === 'PUT') return route('putDoc', 'admin', path, second);
  if (method === 'DELETE') return route('deleteDoc', 'admin', path, second);
  return forbidden(`${method} on a document is not allowed`);
}

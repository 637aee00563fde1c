import nano from 'nano';
import type { CollectionName } from '../../src/shared/schemas/collections';
import { COLLECTION_NAMES, storeDbName } from '../../src/shared/schemas/collections';

/** Our private accounts database (and token keys): never reachable through /db (only collections are). */
export const USERS_DB = 'liaa_users';
/** Sign-in sessions and the counts of the limits per client (failed sign-ins, checkpoints), shared by every instance on the store (docs/design/sync.md §8, §17). */
export const SESSIONS_DB = 'liaa_sessions';
/** The audit trail: written by the server only, append-only (docs/design/sync.md §15). */
export const AUDIT_DB = 'liaa_audit';
/** Web Push: its VAPID keys, fans' subscriptions and each game's last alert (services/push/); never reachable through /db either. */
export const PUSH_DB = 'liaa_push';

/** A valid COUCHDB_DB_PREFIX: what CouchDB allows at the start of a database name (a lower-case letter first). */
const DB_PREFIX_PATTERN = /^[a-z][a-z0-9_$()+/-]*$/;

/**
 * The names of every database this server creates and reads in the store, behind its prefix
 * (COUCHDB_DB_PREFIX): several servers (associations, test files) can share one CouchDB, each
 * with databases of its own. The one place the server names a store database.
 */
export interface StoreNames {
  prefix: string;
  /** The collection's database: `${prefix}teamstats` for teamStats (storeDbName). */
  collection(name: CollectionName): string;
  users: string;
  sessions: string;
  audit: string;
  push: string;
  /** Every database of this server. */
  all(): string[];
  /** The collection's database as a path on the store: '/' and its name, encoded (a prefix may hold '/'). */
  path(name: CollectionName): string;
}

export function storeNames(prefix = ''): StoreNames {
  if (prefix !== '' && !DB_PREFIX_PATTERN.test(prefix)) {
    throw new Error(`COUCHDB_DB_PREFIX must start with a lower-case letter and hold only a-z, 0-9 and _$()+-/, got '${prefix}'`);
  }
  const collection = (name: CollectionName): string => prefix + storeDbName(name);
  const paths = new Map(COLLECTION_NAMES.map((name) => [name, '/' + encodeURIComponent(collection(name))]));
  return {
    prefix,
    collection,
    users: prefix + USERS_DB,
    sessions: prefix + SESSIONS_DB,
    audit: prefix + AUDIT_DB,
    push: prefix + PUSH_DB,
    all: () => [...COLLECTION_NAMES.map(collection), prefix + USERS_DB, prefix + SESSIONS_DB, prefix + AUDIT_DB, prefix + PUSH_DB],
    path: (name) => paths.get(name)!,
  };
}

/** A document as the store holds it: CouchDB's `_id` and `_rev` beside our fields. */
export type StoredDoc = Record<string, unknown> & { _id: string; _rev?: string };

/** A stored document as clients read it: `id` (ours, else CouchDB's `_id`), no `_id` or `_rev`. */
export function clientDoc<T = Record<string, unknown>>({ _id, _rev: _unused, ...doc }: StoredDoc): T {
  return { ...doc, id: typeof doc.id === 'string' ? doc.id : _id } as T;
}

/** Where the store answers, split so credentials never end up in a logged URL. */
export interface StoreEndpoint {
  /** Origin plus path, no credentials, no trailing slash. */
  baseUrl: string;
  /** Basic auth header derived from the URL's credentials, if any. */
  authorization?: string;
}

export function storeEndpoint(url: string): StoreEndpoint {
  const parsed = new URL(url);
  const authorization =
    parsed.username || parsed.password
      ? 'Basic ' +
        Buffer.from(`${decodeURIComponent(parsed.username)}:${decodeURIComponent(parsed.password)}`).toString('base64')
      : undefined;
  return { baseUrl: `${parsed.origin}${parsed.pathname}`.replace(/\/+$/, ''), authorization };
}

export interface Couch {
  endpoint: StoreEndpoint;
  names: StoreNames;
  server: nano.ServerScope;
  collection(name: CollectionName): nano.DocumentScope<Record<string, unknown>>;
  users: nano.DocumentScope<Record<string, unknown>>;
  sessions: nano.DocumentScope<Record<string, unknown>>;
  audit: nano.DocumentScope<Record<string, unknown>>;
  push: nano.DocumentScope<Record<string, unknown>>;
  /** Idempotent: creates every collection database and the private ones (users, sessions, audit, push). */
  ensureDatabases(): Promise<void>;
  /** True when the store answers. */
  ping(): Promise<boolean>;
}

export function statusOf(err: unknown): number | undefined {
  if (typeof err === 'object' && err !== null && 'statusCode' in err) {
    const code = (err as { statusCode?: unknown }).statusCode;
    return typeof code === 'number' ? code : undefined;
  }
  return undefined;
}

export function createCouch(url: string, dbPrefix = ''): Couch {
  // parseUrl:false: the store may sit under a path (docs/design/sync.md §11).
  const config = { url, parseUrl: false } as nano.Configuration;
  const server = nano(config);
  const names = storeNames(dbPrefix);

  async function createIfMissing(db: string): Promise<void> {
    try {
      await server.db.create(db);
    } catch (err) {
      // 412 file_exists: created before, or by another instance at the same moment.
      if (statusOf(err) !== 412) throw err;
    }
  }

  return {
    endpoint: storeEndpoint(url),
    names,
    server,
    collection: (name) => server.use(names.collection(name)),
    users: server.use(names.users),
    sessions: server.use(names.sessions),
    audit: server.use(names.audit),
    push: server.use(names.push),
    async ensureDatabases() {
      for (const db of names.all()) await createIfMissing(db);
    },
    async ping() {
      try {
        await server.request({ path: '' });
        return true;
      } catch {
        return false;
      }
    },
  };
}

/** Waits for an external CouchDB that may still be starting. */
export async function waitForStore(couch: Couch, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await couch.ping())) {
    if (Date.now() > deadline) throw new Error(`store not reachable at ${couch.endpoint.baseUrl}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

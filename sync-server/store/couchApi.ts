import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import PouchDB from 'pouchdb';
import { createChangesFeeds } from './couchChanges';
import type { JsonObject } from './couchHttp';
import { CONFLICT, CouchError, errorAnswer, isObject, readObject, readOptions, sendError, sendJson } from './couchHttp';
import { createEmbeddedQueries } from './embeddedQueries';

type Doc = JsonObject;
type Db = PouchDB.Database<Doc>;

/** What CouchDB allows as a database name. */
const DB_NAME = /^[a-z][a-z0-9_$()+/-]*$/;
const ILLEGAL_NAME =
  'Only lowercase characters (a-z), digits (0-9), and any of the characters _, $, (, ), +, -, and / are allowed. Must begin with a letter.';

const ALL_DOCS_OPTIONS = {
  keys: 'json', key: 'json', startkey: 'json', endkey: 'json', start_key: 'json', end_key: 'json', limit: 'int', skip: 'int',
  descending: 'bool', inclusive_end: 'bool', include_docs: 'bool', conflicts: 'bool', update_seq: 'bool', attachments: 'bool',
} as const;
const GET_OPTIONS = { rev: 'string', revs: 'bool', revs_info: 'bool', open_revs: 'string', latest: 'bool', conflicts: 'bool', deleted_conflicts: 'bool', local_seq: 'bool', meta: 'bool', attachments: 'bool' } as const;

const notAllowed = (allowed: string[]): CouchError => new CouchError(405, 'method_not_allowed', `Only ${allowed.join(',')} allowed`);
const conflict = (): CouchError => new CouchError(409, 'conflict', CONFLICT);
const etag = (rev: string): Record<string, string> => ({ etag: `"${rev}"` });

/** The revision a write names: the body's `_rev`, else `?rev=`, else an If-Match header. */
function revOf(req: IncomingMessage, search: URLSearchParams, body?: JsonObject): string | undefined {
  if (typeof body?._rev === 'string') return body._rev;
  const rev = search.get('rev') || req.headers['if-match']?.replace(/^"|"$/g, '');
  return rev || undefined;
}

export interface CouchApi {
  /** Answers one request of the CouchDB 3 HTTP API (the part the sync server and stock clients use). */
  handle(req: IncomingMessage, res: ServerResponse): void;
  /** Ends the long-polls and closes every database (releasing LevelDB's locks). */
  close(): Promise<void>;
}

/**
 * The CouchDB 3 HTTP API on PouchDB (LevelDB under `dataDir`), answered on node's own request
 * and response: the endpoints the sync server reaches through nano and the guarded proxy
 * (`/db`: `routes/db.ts`, `routes/pulls.ts`), with CouchDB's JSON shapes and status codes.
 * Not answered: attachments, views and design-document functions, `_users`, `_replicator`,
 * `_session`, eventsource feeds (docs/design/sync.md §16). Each database is one PouchDB
 * database, kept open from its first use until close().
 */
export function createCouchApi(opts: { dataDir: string }): CouchApi {
  const Pouch = PouchDB.defaults({ prefix: opts.dataDir + path.sep });
  const open = new Map<string, Db>();
  /** Databases being deleted: missing from the first moment. */
  const deleting = new Set<string>();
  // A '/' (allowed in a name) would make LevelDB look for a folder; '%' is never in a name.
  const fileOf = (name: string): string => name.replaceAll('/', '%2F');
  const onDisk = (name: string): boolean => existsSync(path.join(opts.dataDir, fileOf(name), 'CURRENT'));
  // Databases are created and deleted one at a time (two servers may create the same one at once).
  let lifecycle: Promise<unknown> = Promise.resolve();
  const serially = <T>(job: () => Promise<T>): Promise<T> => {
    const next = lifecycle.then(job);
    lifecycle = next.catch(() => undefined);
    return next;
  };
  const feeds = createChangesFeeds();
  const queries = createEmbeddedQueries((name) => existing(name));

  function existing(name: string): Db {
    let db = open.get(name);
    if (!db) {
      if (deleting.has(name) || !onDisk(name)) throw new CouchError(404, 'not_found', 'Database does not exist.');
      db = new Pouch(fileOf(name));
      open.set(name, db);
    }
    return db;
  }

  function create(name: string): Promise<void> {
    return serially(async () => {
      if (open.has(name) || onDisk(name)) throw new CouchError(412, 'file_exists', 'The database could not be created, the file already exists.');
      const db = new Pouch(fileOf(name));
      await db.info();
      open.set(name, db);
    });
  }

  function destroy(name: string): Promise<void> {
    return serially(async () => {
      const db = existing(name);
      deleting.add(name);
      open.delete(name);
      queries.forget(name);
      try {
        await db.destroy();
      } finally {
        deleting.delete(name);
      }
    });
  }

  async function database(method: string, name: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
    switch (method) {
      case 'GET': {
        const info = await existing(name).info();
        return sendJson(res, 200, { ...info, db_name: name, instance_start_time: '0' });
      }
      case 'PUT':
        await create(name);
        return sendJson(res, 201, { ok: true });
      case 'DELETE':
        await destroy(name);
        return sendJson(res, 200, { ok: true });
      case 'POST': {
        // A new document; CouchDB names it when the body does not.
        const body = await readObject(req);
        const answer = await existing(name).put({ ...body, _id: body._id ?? randomUUID().replaceAll('-', '') } as PouchDB.Core.PutDocument<Doc>);
        return sendJson(res, 201, { ok: true, id: answer.id, rev: answer.rev }, etag(answer.rev));
      }
      default:
        throw notAllowed(['GET', 'HEAD', 'PUT', 'DELETE', 'POST']);
    }
  }

  /** A `_local` document's stored revision, or none. */
  async function localRev(db: Db, id: string): Promise<string | undefined> {
    try {
      return (await db.get(id))._rev;
    } catch (err) {
      if ((err as { status?: number }).status === 404) return undefined;
      throw err;
    }
  }

  /**
   * `_local` documents as CouchDB 3 keeps them: no revision check (the last write wins, with or
   * without `_rev`; a DELETE needs none), which PouchDB would answer with a conflict. Its
   * revisions count this store's writes (CouchDB counts on from the one given).
   */
  async function localDocument(method: string, db: Db, id: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
    switch (method) {
      case 'PUT': {
        const body = await readObject(req);
        // Another write between the read and this one: read again (CouchDB would take this one).
        for (let attempt = 0; ; attempt++) {
          try {
            const answer = await db.put({ ...body, _id: id, _rev: await localRev(db, id) } as PouchDB.Core.PutDocument<Doc>);
            return sendJson(res, 201, { ok: true, id: answer.id, rev: answer.rev });
          } catch (err) {
            if ((err as { status?: number }).status !== 409 || attempt >= 3) throw err;
          }
        }
      }
      case 'DELETE': {
        const rev = await localRev(db, id);
        if (rev === undefined) throw new CouchError(404, 'not_found', 'missing');
        const answer = await db.remove(id, rev);
        return sendJson(res, 200, { ok: true, id: answer.id, rev: answer.rev });
      }
      default:
        throw notAllowed(['GET', 'HEAD', 'PUT', 'DELETE']);
    }
  }

  async function document(method: string, db: Db, id: string, req: IncomingMessage, res: ServerResponse, search: URLSearchParams): Promise<void> {
    if (id.startsWith('_local/') && method !== 'GET') return localDocument(method, db, id, req, res);
    switch (method) {
      case 'GET': {
        const { open_revs: openRevs, ...options } = readOptions(GET_OPTIONS, search);
        if (openRevs !== undefined) {
          let revs: unknown = openRevs;
          if (openRevs !== 'all') {
            try {
              revs = JSON.parse(openRevs as string);
            } catch {
              revs = undefined;
            }
            if (!Array.isArray(revs) || !revs.every((rev) => typeof rev === 'string')) throw new CouchError(400, 'bad_request', 'open_revs must be all or a JSON list of revisions');
          }
          // One entry per revision asked: `{ok: doc}` or `{missing: rev}`.
          return sendJson(res, 200, await db.get(id, { ...options, open_revs: revs } as unknown as PouchDB.Core.GetOpenRevisions));
        }
        const doc = await db.get(id, options as PouchDB.Core.GetOptions);
        return sendJson(res, 200, doc, id.startsWith('_local/') ? {} : etag(doc._rev));
      }
      case 'PUT': {
        const body = await readObject(req);
        // The URL names the document (CouchDB: the body's `_id` does not redirect the write).
        const doc = { ...body, _id: id } as PouchDB.Core.PutDocument<Doc> & { _rev?: string };
        const rev = revOf(req, search, body);
        if (rev !== undefined) doc._rev = rev;
        if (readOptions({ new_edits: 'bool' }, search).new_edits === false) {
          // A replicator's write of a revision made elsewhere: stored as it is, no new revision.
          const [failed] = (await db.bulkDocs([doc], { new_edits: false })) as PouchDB.Core.Error[];
          if (failed) throw failed;
          return sendJson(res, 201, { ok: true, id, rev: doc._rev }, doc._rev ? etag(doc._rev) : {});
        }
        const answer = await db.put(doc);
        return sendJson(res, 201, { ok: true, id: answer.id, rev: answer.rev }, etag(answer.rev));
      }
      case 'DELETE': {
        const rev = revOf(req, search);
        if (!rev) {
          // CouchDB needs the revision deleted: 404 for a missing document, 409 for one that exists.
          await db.get(id);
          throw conflict();
        }
        const answer = await db.remove(id, rev);
        return sendJson(res, 200, { ok: true, id: answer.id, rev: answer.rev }, etag(answer.rev));
      }
      default:
        throw notAllowed(['GET', 'HEAD', 'PUT', 'DELETE']);
    }
  }

  /** `_bulk_get`'s rows in CouchDB's shape: `{ok: doc}`, or `{error: {id, rev, error, reason}}`. */
  function bulkGetRow(id: string, requested: string | undefined, entry: JsonObject): JsonObject {
    if ('ok' in entry) return entry;
    if ('missing' in entry) return { error: { id, rev: String(entry.missing), error: 'not_found', reason: 'missing' } };
    const { error, reason } = errorAnswer(entry.error);
    return { error: { id, rev: requested ?? 'undefined', error, reason } };
  }

  async function special(method: string, name: string, op: string, req: IncomingMessage, res: ServerResponse, search: URLSearchParams): Promise<void> {
    const only = (...methods: string[]): void => {
      if (!methods.includes(method)) throw notAllowed(methods.map((m) => (m === 'GET' ? 'GET,HEAD' : m)));
    };
    switch (op) {
      case '_all_docs': {
        only('GET', 'POST');
        const body = method === 'POST' ? await readObject(req, false) : undefined;
        const options = readOptions(ALL_DOCS_OPTIONS, search, body);
        if (options.keys !== undefined && !Array.isArray(options.keys)) throw new CouchError(400, 'bad_request', '`keys` member must be an array.');
        return sendJson(res, 200, await existing(name).allDocs(options));
      }
      case '_bulk_docs': {
        only('POST');
        const body = await readObject(req);
        if (!Array.isArray(body.docs)) throw new CouchError(400, 'bad_request', "Missing JSON list of 'docs'");
        if (body.new_edits !== undefined && typeof body.new_edits !== 'boolean') throw new CouchError(400, 'bad_request', '`new_edits` must be a boolean');
        const rows = await existing(name).bulkDocs(body.docs as PouchDB.Core.PutDocument<Doc>[], { new_edits: body.new_edits ?? true });
        // Refused documents: `{id, error, reason}` (new_edits:false answers only those).
        return sendJson(res, 201, rows.map((row) => ('error' in row && row.error ? { id: row.id, ...pick(errorAnswer(row), 'error', 'reason') } : row)));
      }
      case '_bulk_get': {
        only('POST');
        const body = await readObject(req);
        const docs = body.docs;
        if (!Array.isArray(docs) || !docs.every((d) => isObject(d) && typeof d.id === 'string')) throw new CouchError(400, 'bad_request', "Missing JSON list of 'docs'");
        const options = readOptions({ revs: 'bool', latest: 'bool', attachments: 'bool' }, search);
        // One request per asked document, answered in the order asked: PouchDB's bulkGet groups the
        // documents by id, so two revisions of one document could come back in either order.
        const db = existing(name);
        const results = await Promise.all(
          (docs as { id: string; rev?: string }[]).map(async (asked) => {
            const answer = await db.bulkGet({ ...options, docs: [asked] } as PouchDB.Core.BulkGetOptions);
            const entries = answer.results.flatMap((result) => result.docs);
            return { id: asked.id, docs: entries.map((entry) => bulkGetRow(asked.id, asked.rev, entry as unknown as JsonObject)) };
          }),
        );
        return sendJson(res, 200, { results });
      }
      case '_revs_diff': {
        only('POST');
        const body = await readObject(req);
        if (!Object.values(body).every((revs) => Array.isArray(revs) && revs.every((rev) => typeof rev === 'string'))) {
          throw new CouchError(400, 'bad_request', 'Request body must map document ids to lists of revisions');
        }
        return sendJson(res, 200, await existing(name).revsDiff(body as PouchDB.Core.RevisionDiffOptions));
      }
      case '_changes': {
        only('GET', 'POST');
        const body = method === 'POST' ? await readObject(req, false) : {};
        return feeds.serve(existing(name), res, search, body);
      }
      case '_find': {
        only('POST');
        const body = await readObject(req);
        existing(name);
        const answer = await queries.find(name, body);
        return sendJson(res, answer.status, answer.body);
      }
      case '_index': {
        only('POST');
        await readObject(req);
        existing(name);
        const answer = await queries.index(name);
        return sendJson(res, answer.status, answer.body);
      }
      case '_compact':
        only('POST');
        await existing(name).compact();
        return sendJson(res, 202, { ok: true });
      case '_ensure_full_commit':
        // LevelDB writes are on disk when PouchDB answers.
        only('POST');
        existing(name);
        return sendJson(res, 201, { ok: true, instance_start_time: '0' });
      default:
        throw new CouchError(404, 'not_found', `${op} is not supported by this store`);
    }
  }

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://store');
    const method = req.method === 'HEAD' ? 'GET' : (req.method ?? 'GET');
    const parts = url.pathname.split('/').slice(1);
    // `/{db}/` is the database, as `/{db}`.
    if (parts.length > 1 && parts[parts.length - 1] === '') parts.pop();
    let segments: string[];
    try {
      segments = parts.map((part) => decodeURIComponent(part));
    } catch {
      throw new CouchError(400, 'bad_request', 'malformed URL encoding');
    }
    const [name = '', ...rest] = segments;
    if (name === '') {
      if (method !== 'GET') throw notAllowed(['GET', 'HEAD']);
      return sendJson(res, 200, { couchdb: 'Welcome', version: PouchDB.version, vendor: { name: 'liaa-sports embedded store (PouchDB)' } });
    }
    if (!DB_NAME.test(name)) {
      if (name.startsWith('_')) throw new CouchError(404, 'not_found', `${name} is not supported by this store`);
      throw new CouchError(400, 'illegal_database_name', `Name: '${name}'. ${ILLEGAL_NAME}`);
    }
    if (rest.length === 0) return database(method, name, req, res);
    // `_local/{id}` and `_design/{id}` name one document, in two segments or one (with %2F).
    let [id, ...more] = rest as [string, ...string[]];
    if ((id === '_local' || id === '_design') && more.length > 0) [id, ...more] = [`${id}/${more[0]}`, ...more.slice(1)];
    if (more.length > 0) throw new CouchError(400, 'bad_request', 'attachments, views and other sub-resources are not supported by this store');
    const docId = id.startsWith('_local/') || id.startsWith('_design/');
    if (id.startsWith('_') && !docId) return special(method, name, id, req, res, url.searchParams);
    if (id === '' || id.endsWith('/')) throw new CouchError(400, 'bad_request', 'a document id is missing');
    return document(method, existing(name), id, req, res, url.searchParams);
  }

  return {
    handle(req, res) {
      route(req, res).catch((err: unknown) => sendError(res, err));
    },
    async close() {
      feeds.close();
      await queries.close();
      await Promise.allSettled([...open.values()].map((db) => db.close()));
      open.clear();
    },
  };
}

function pick<T extends object, K extends keyof T>(value: T, ...keys: K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, value[key]])) as Pick<T, K>;
}

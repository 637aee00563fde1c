import { Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import type { DbOpKind } from '../middleware/dbRoutes';
import type { StoreEndpoint } from './couch';
import type { ForwardRequest, StoreAnswer } from './proxy';
import { requestStore } from './proxy';

type Json = Record<string, unknown>;
type Row = Json & { id?: unknown; key?: unknown };
/** Reads one more page of the same question from the store (its answer, parsed). */
type ReadMore = (req: ForwardRequest) => Promise<Json>;
type Rewrite = (answer: Json, req: ForwardRequest, more: ReadMore) => Promise<Json> | Json;

/** A store answer's body for a client: the same JSON, design documents left out. */
export type AnswerRewrite = (answer: StoreAnswer, req: ForwardRequest) => Promise<Buffer>;

// Every design document in an answer is named by this (an id, or a `doc`'s `_id`); its absence is a
// scan of the bytes, so an answer without one is sent as the store wrote it, never parsed.
const MARK = Buffer.from('"_design/');
const isDesignDocId = (id: unknown): boolean => typeof id === 'string' && id.startsWith('_design/');

/** A request's path and its query, as a `URLSearchParams` to change (the coalescer puts the query in `path`). */
function splitQuery(req: ForwardRequest): { path: string; params: URLSearchParams } {
  const full = req.path + req.query;
  const cut = full.indexOf('?');
  return cut === -1 ? { path: full, params: new URLSearchParams() } : { path: full.slice(0, cut), params: new URLSearchParams(full.slice(cut + 1)) };
}

const withParams = (req: ForwardRequest, path: string, params: URLSearchParams, body = req.body): ForwardRequest => ({ ...req, path, query: `?${params}`, body });
const bodyOf = (req: ForwardRequest): Json => (typeof req.body === 'object' && req.body !== null && !Array.isArray(req.body) ? (req.body as Json) : {});
const limitOf = (value: unknown): number => (value === undefined || value === null ? NaN : Number(value));

/**
 * A page of `limit` that lost rows is read on from where it ended until it holds `limit` again (or the
 * store has no more): clients take a short page for the end of the feed (src/data/sync/changesPages.ts,
 * RxDB's "a short batch means done"), so a page that was full stays full.
 */
async function keepFull(rows: Row[], asked: number, keep: (row: Row) => boolean, next: (last: Row, count: number) => Promise<Row[]>): Promise<Row[]> {
  let page = rows;
  let wanted = asked;
  const kept: Row[] = [];
  for (;;) {
    const left = page.filter(keep);
    kept.push(...left);
    const dropped = page.length - left.length;
    if (dropped === 0 || !(page.length >= wanted)) return kept;
    wanted = dropped;
    page = await next(page[page.length - 1]!, dropped);
  }
}

/** `_changes`: its results without design documents; `last_seq` and `pending` are those of the last page read. */
const changes: Rewrite = async (answer, req, more) => {
  const { path, params } = splitQuery(req);
  let last = answer;
  const results = await keepFull((answer.results as Row[]) ?? [], limitOf(params.get('limit')), (row) => !isDesignDocId(row.id), async (_row, count) => {
    params.set('since', String(last.last_seq));
    params.set('limit', String(count));
    // The rest is there now: a long-poll's wait is over.
    params.set('feed', 'normal');
    params.delete('heartbeat');
    params.delete('timeout');
    last = await more(withParams(req, path, params));
    return (last.results as Row[]) ?? [];
  });
  const answered: Json = { ...answer, results, last_seq: last.last_seq };
  if (last.pending !== undefined) answered.pending = last.pending;
  return answered;
};

/** `_all_docs`: an asked key that names a design document is answered as missing; a range leaves them out. */
const allDocs: Rewrite = async (answer, req, more) => {
  const rows = (answer.rows as Row[]) ?? [];
  const { path, params } = splitQuery(req);
  const body = bodyOf(req);
  if (params.has('keys') || Array.isArray(body.keys)) {
    return { ...answer, rows: rows.map((row) => (isDesignDocId(row.id ?? row.key) ? { key: row.key, error: 'not_found' } : row)) };
  }
  const keep = (row: Row): boolean => !isDesignDocId(row.id);
  if (params.has('key') || body.key !== undefined) return { ...answer, rows: rows.filter(keep) };
  const { startkey: _s, start_key: _sk, startkey_docid: _sd, start_key_doc_id: _skd, skip: _skip, limit, ...rest } = body;
  const kept = await keepFull(rows, limitOf(limit ?? params.get('limit')), keep, async (last, count) => {
    for (const name of ['startkey', 'start_key', 'startkey_docid', 'start_key_doc_id']) params.delete(name);
    params.set('startkey', JSON.stringify(last.key));
    params.set('skip', '1');
    params.set('limit', String(count));
    return ((await more(withParams(req, path, params, req.body === undefined ? undefined : rest))).rows as Row[]) ?? [];
  });
  return { ...answer, rows: kept };
};

/** `_bulk_get`: a design document asked for is answered as a missing one, in the asked order. */
const bulkGet: Rewrite = (answer, req) => {
  const asked = Array.isArray(bodyOf(req).docs) ? (bodyOf(req).docs as { rev?: unknown }[]) : [];
  const results = ((answer.results as Row[]) ?? []).map((result, i) => {
    if (!isDesignDocId(result.id)) return result;
    const rev = typeof asked[i]?.rev === 'string' ? asked[i].rev : 'undefined';
    return { id: result.id, docs: [{ error: { id: result.id, rev, error: 'not_found', reason: 'missing' } }] };
  });
  return { ...answer, results };
};

/** `_find`: its documents without design documents. */
const find: Rewrite = (answer) => ({ ...answer, docs: ((answer.docs as Json[]) ?? []).filter((doc) => !isDesignDocId(doc._id)) });

const REWRITES: Partial<Record<DbOpKind, Rewrite>> = { changes, allDocs, bulkGet, find };

/**
 * Design documents are the server's own (the indexes of services/seasonMoves.ts): a real CouchDB
 * lists them beside a collection's documents, the embedded store keeps none, and no client reads
 * or writes one through `/db` (the guard refuses `_design/` paths). So the answers that list
 * documents (`_changes`, `_all_docs`, `_bulk_get`, `_find`) leave them out, and both stores answer
 * alike (docs/design/sync.md §6). The rewrite for an operation of that kind, else undefined.
 */
export function hideDesignDocs(kind: DbOpKind, endpoint: StoreEndpoint, read = requestStore): AnswerRewrite | undefined {
  const rewrite = REWRITES[kind];
  if (!rewrite) return undefined;
  const more: ReadMore = async (req) => {
    const answer = await read(endpoint, req);
    if (answer.status !== 200) throw new Error(`the store answered ${answer.status} to the rest of a page`);
    return JSON.parse(answer.body.toString('utf8')) as Json;
  };
  return async (answer, req) => {
    if (answer.status !== 200 || !answer.body.includes(MARK)) return answer.body;
    const parsed = JSON.parse(answer.body.toString('utf8')) as Json;
    return Buffer.from(JSON.stringify(await rewrite(parsed, req, more)));
  };
}

/**
 * A continuous `_changes` feed (a change a line, for as long as it is open): read whole it would
 * never reach the client, so its lines pass as they come, those of design documents left out, the
 * heartbeats (blank lines) and the closing `last_seq` line as they are.
 */
export function hideDesignDocLines(): Transform {
  const decoder = new StringDecoder('utf8');
  let partial = '';
  const kept = (line: string): boolean => {
    if (!line.includes('"_design/')) return true;
    try {
      return !isDesignDocId((JSON.parse(line) as Row).id);
    } catch {
      return true;
    }
  };
  return new Transform({
    transform(chunk: Uint8Array, _encoding, done) {
      const lines = (partial + decoder.write(chunk)).split('\n');
      partial = lines.pop()!;
      done(null, lines.filter(kept).map((line) => `${line}\n`).join(''));
    },
    flush(done) {
      const last = partial + decoder.end();
      done(null, last && kept(last) ? last : '');
    },
  });
}

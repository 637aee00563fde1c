import type { ServerResponse } from 'node:http';
import type { JsonObject } from './couchHttp';
import { CouchError, isObject, openJson, readOptions, sendJson } from './couchHttp';

type Doc = JsonObject;
type Db = PouchDB.Database<Doc>;
type Seq = number | string;

/** CouchDB's default for a long-poll's wait, and the longest it waits without heartbeats (chttpd changes_timeout). */
const MAX_TIMEOUT_MS = 60_000;
/** CouchDB's heartbeat for `heartbeat=true`. */
const DEFAULT_HEARTBEAT_MS = 60_000;

interface ChangesRequest {
  feed: 'normal' | 'longpoll' | 'continuous';
  /** PouchDB's options: since, limit, include_docs, style, descending, conflicts, and doc_ids or selector. */
  query: PouchDB.Core.ChangesOptions & { selector?: JsonObject };
  heartbeatMs?: number;
  timeoutMs: number;
}

function sinceOf(value: string | null): Seq {
  if (value === null) return 0;
  if (value === 'now' || /^\d{1,15}$/.test(value)) return value === 'now' ? value : Number(value);
  throw new CouchError(400, 'bad_request', "Malformed sequence supplied in 'since' parameter.");
}

/**
 * CouchDB 3's `_changes` parameters, as this store answers them: feed normal, longpoll or
 * continuous (no eventsource feed), and the two built-in filters: `_doc_ids` (the ids from the
 * body or the query; given without the filter they filter too, as express-pouchdb did) and
 * `_selector` (from the body). Design-document filters would run stored code: refused.
 */
function readRequest(search: URLSearchParams, body: JsonObject): ChangesRequest {
  const feed = search.get('feed') ?? 'normal';
  if (feed !== 'normal' && feed !== 'longpoll' && feed !== 'continuous') throw new CouchError(400, 'bad_request', `feed=${feed} is not supported by this store`);
  const options = readOptions({ limit: 'int', include_docs: 'bool', style: 'string', descending: 'bool', conflicts: 'bool', attachments: 'bool', heartbeat: 'string', timeout: 'int', doc_ids: 'json' }, search);
  const { heartbeat, timeout, doc_ids: queryIds, ...rest } = options;
  if (rest.style !== undefined && rest.style !== 'main_only' && rest.style !== 'all_docs') throw new CouchError(400, 'bad_request', 'style must be main_only or all_docs');
  const query = { ...rest, since: sinceOf(search.get('since')) } as ChangesRequest['query'];

  const filter = search.get('filter');
  const docIds = body.doc_ids ?? queryIds;
  if (filter === '_selector') {
    if (!isObject(body.selector)) throw new CouchError(400, 'bad_request', 'filter=_selector needs a selector object in the body');
    query.selector = body.selector;
  } else if (filter === '_doc_ids' || (filter === null && docIds !== undefined)) {
    if (!Array.isArray(docIds) || !docIds.every((id) => typeof id === 'string')) throw new CouchError(400, 'bad_request', '`doc_ids` filter parameter is not a list of doc ids.');
    query.doc_ids = docIds;
  } else if (filter !== null) {
    throw new CouchError(400, 'bad_request', `filter=${filter} is not supported by this store`);
  }

  let heartbeatMs: number | undefined;
  if (heartbeat !== undefined) {
    heartbeatMs = heartbeat === 'true' ? DEFAULT_HEARTBEAT_MS : /^\d{1,9}$/.test(heartbeat as string) ? Number(heartbeat) : NaN;
    if (!(heartbeatMs! >= 1)) throw new CouchError(400, 'query_parse_error', 'Invalid heartbeat value');
  }
  return { feed, query, heartbeatMs, timeoutMs: Math.min((timeout as number | undefined) ?? MAX_TIMEOUT_MS, MAX_TIMEOUT_MS) };
}

export interface ChangesFeeds {
  /** `GET|POST /{db}/_changes`: a normal answer, a long-poll that waits for the next change, or a continuous feed. */
  serve(db: Db, res: ServerResponse, search: URLSearchParams, body: JsonObject): Promise<void>;
  /** Ends every long-poll and continuous feed still open (the store closes). */
  close(): void;
}

export function createChangesFeeds(): ChangesFeeds {
  /** How to stop each long-poll waiting now, and each continuous feed open. */
  const parked = new Set<() => void>();

  /**
   * A long-poll with nothing to report yet: as CouchDB does, the answer opens at once
   * (`{"results":[`), newlines keep it alive when heartbeats were asked for (which, as in
   * CouchDB, lift the timeout), and it ends with the changes since `since` as soon as PouchDB's
   * live feed (same filters) reports one, or empty at the timeout.
   */
  function park(db: Db, res: ServerResponse, request: ChangesRequest, since: Seq): Promise<void> {
    return new Promise<void>((resolve) => {
      openJson(res, 200);
      res.write('{"results":[\n');
      let settled = false;
      let waking = false;
      const { limit: _limit, ...liveQuery } = request.query;
      const live = db.changes({ ...liveQuery, since, live: true, return_docs: false });
      const timer = request.heartbeatMs !== undefined ? setInterval(() => res.write('\n'), request.heartbeatMs) : setTimeout(() => finish([], since), request.timeoutMs);
      function stop(): void {
        settled = true;
        parked.delete(stop);
        clearInterval(timer);
        live.cancel();
        resolve();
      }
      function finish(results: unknown[], lastSeq: Seq): void {
        if (settled) return;
        stop();
        res.end(`${results.map((row) => JSON.stringify(row)).join(',\n')}\n],\n"last_seq":${JSON.stringify(lastSeq)}}\n`);
      }
      const cut = (): void => {
        if (settled) return;
        stop();
        res.destroy();
      };
      // (A PouchDB feed is also a promise: `void`, its failures come as 'error'.)
      void live
        .on('change', () => {
          if (settled || waking) return;
          waking = true;
          db.changes({ ...request.query, since, return_docs: true }).then((answer) => finish(answer.results, answer.last_seq), cut);
        })
        .on('error', cut);
      res.on('close', () => {
        if (!settled) stop();
      });
      parked.add(stop);
    });
  }

  /**
   * A continuous feed, as CouchDB writes one (CouchDB's replicator reads its source's so): a line
   * per change from `since` on, then per change as it comes (PouchDB's live feed, same filters),
   * newlines as heartbeats when asked for; it ends with a `last_seq` line after `limit` changes,
   * or `timeout` without one (heartbeats lift the timeout, as in CouchDB).
   */
  function stream(db: Db, res: ServerResponse, request: ChangesRequest, since: Seq): Promise<void> {
    return new Promise<void>((resolve) => {
      openJson(res, 200);
      // As CouchDB: the client knows the feed is open before any change.
      res.flushHeaders();
      const { limit, ...liveQuery } = request.query;
      let lastSeq = since;
      let sent = 0;
      let settled = false;
      let idle: NodeJS.Timeout | undefined;
      const beat = request.heartbeatMs !== undefined ? setInterval(() => res.write('\n'), request.heartbeatMs) : undefined;
      const live = db.changes({ ...liveQuery, since, live: true, return_docs: false });
      const rearm = (): void => {
        if (beat) return;
        clearTimeout(idle);
        idle = setTimeout(finish, request.timeoutMs);
      };
      function stop(): void {
        settled = true;
        parked.delete(stop);
        clearInterval(beat);
        clearTimeout(idle);
        live.cancel();
        resolve();
      }
      function finish(): void {
        if (settled) return;
        stop();
        res.end(`${JSON.stringify({ last_seq: lastSeq })}\n`);
      }
      void live
        .on('change', (change) => {
          if (settled) return;
          res.write(`${JSON.stringify(change)}\n`);
          lastSeq = change.seq;
          sent += 1;
          if (typeof limit === 'number' && sent >= limit) return finish();
          rearm();
        })
        .on('error', () => {
          if (settled) return;
          stop();
          res.destroy();
        });
      res.on('close', () => {
        if (!settled) stop();
      });
      parked.add(stop);
      rearm();
    });
  }

  return {
    async serve(db, res, search, body) {
      const request = readRequest(search, body);
      if (request.feed === 'continuous') {
        const { since = 0 } = request.query;
        return stream(db, res, request, since === 'now' ? (await db.info()).update_seq : since);
      }
      const answer = await db.changes({ ...request.query, return_docs: true });
      if (request.feed === 'normal' || answer.results.length > 0) return sendJson(res, 200, { results: answer.results, last_seq: answer.last_seq });
      await park(db, res, request, answer.last_seq);
    },
    close() {
      for (const stop of [...parked]) stop();
    },
  };
}

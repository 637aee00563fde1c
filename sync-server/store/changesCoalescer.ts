import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Response } from 'express';
import type { CollectionName } from '../../src/shared/schemas/collections';
import { sendError } from '../http';
import type { ChangesHub } from '../services/changesHub';
import type { KeptAnswers } from '../services/keptAnswers';
import { createKeptAnswers } from '../services/keptAnswers';
import type { StoreEndpoint, StoreNames } from './couch';
import type { AnswerRewrite } from './designDocs';
import { hideDesignDocs } from './designDocs';
import { requestStore } from './proxy';

/** One store answer, shared by every client that asked the same question meanwhile. */
export interface SharedAnswer {
  status: number;
  contentType: string | undefined;
  body: Buffer;
  /** The body gzipped, compressed once however many clients take it. */
  gzipped(): Promise<Buffer>;
}

const gzip = promisify(zlib.gzip);

/** Answers kept per collection until its next change (older ones are dropped first), and the largest one kept. */
const KEPT_PER_COLLECTION = 32;
const KEPT_MAX_BYTES = 256 * 1024;
/** A kept answer is read again after this long even without news: the hub may be cut off from the store. */
const KEPT_MAX_AGE_MS = 5_000;

/**
 * One store read whose answer many clients take (requestStore: the store's address and credentials, a
 * kept-alive connection), without the store's design documents (designDocs.ts).
 */
async function readFromStore(endpoint: StoreEndpoint, hide: AnswerRewrite, pathAndQuery: string, body?: string): Promise<SharedAnswer> {
  const request = { method: body === undefined ? 'GET' : 'POST', path: pathAndQuery, query: '', body: body === undefined ? undefined : JSON.parse(body) };
  const answer = await requestStore(endpoint, request);
  let packed: Promise<Buffer> | undefined;
  const bytes = await hide(answer, request);
  return {
    status: answer.status,
    contentType: answer.headers['content-type'],
    body: bytes,
    gzipped: () => (packed ??= gzip(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength))),
  };
}

export interface ChangesCoalescer {
  /**
   * The answer to a `_changes` read (feed=normal), from a shared store request where it can.
   * `pathAndQuery` is inside the collection's database: `/_changes?since=…` (DbRoute.dbPath).
   * `body`: a POST's JSON (a season's `filter=_selector`), part of what makes two reads the same.
   */
  read(collection: CollectionName, pathAndQuery: string, body?: string): Promise<SharedAnswer>;
  /** Express's way: the answer on `res` (the compression middleware decides on gzip). */
  serve(collection: CollectionName, pathAndQuery: string, res: Response, body?: string): Promise<void>;
  /** A write to this collection was answered by the store: reads asked from now on must see it. */
  invalidate(collection: CollectionName): void;
  /** Store reads made so far (for tests and benchmarks). */
  storeReads(): number;
}

/**
 * After a change notice every connected fan asks for the same `_changes?since=…`:
 * answered one by one, N fans cost N store reads per score change. Identical reads
 * share one store request instead, and its answer is kept until the collection
 * changes again (`services/keptAnswers.ts`), so fans who ask a little later do not
 * cost a store read either.
 *
 * Why it is safe: an answer is shared only until its collection changes: the hub
 * announcing a change and the store answering a write made through this server both
 * drop every kept answer of the collection. So an answer always includes every change
 * announced, or acknowledged to a writer, before the client asked; a change that lands
 * later is announced later, and the notice brings the fan back for it. The coalescer
 * subscribes to the hub before any SSE client does, so its answers are dropped before
 * a notice reaches anyone.
 */
export function createChangesCoalescer(endpoint: StoreEndpoint, names: StoreNames, hub: ChangesHub): ChangesCoalescer {
  const perCollection = new Map<CollectionName, KeptAnswers<string, SharedAnswer>>();
  const hide = hideDesignDocs('changes', endpoint)!;
  let reads = 0;
  const keptOf = (collection: CollectionName): KeptAnswers<string, SharedAnswer> => {
    let kept = perCollection.get(collection);
    if (!kept) {
      kept = createKeptAnswers({
        reads: [collection],
        maxKeys: KEPT_PER_COLLECTION,
        maxAgeMs: KEPT_MAX_AGE_MS,
        keep: (answer) => answer.status === 200 && answer.body.length <= KEPT_MAX_BYTES,
        build: (key) => {
          reads++;
          const cut = key.indexOf('\n');
          return cut === -1 ? readFromStore(endpoint, hide, names.path(collection) + key) : readFromStore(endpoint, hide, names.path(collection) + key.slice(0, cut), key.slice(cut + 1));
        },
      });
      perCollection.set(collection, kept);
    }
    return kept;
  };
  const drop = (collection: CollectionName): void => perCollection.get(collection)?.invalidate(collection);
  hub.subscribe((notice) => drop(notice.collection));

  function read(collection: CollectionName, pathAndQuery: string, body?: string): Promise<SharedAnswer> {
    return keptOf(collection).get(body === undefined ? pathAndQuery : `${pathAndQuery}\n${body}`);
  }

  return {
    read,
    async serve(collection, pathAndQuery, res, requestBody) {
      try {
        const { status, contentType, body } = await read(collection, pathAndQuery, requestBody);
        if (res.destroyed) return;
        res.status(status);
        if (contentType) res.setHeader('content-type', contentType);
        res.setHeader('cache-control', 'must-revalidate');
        res.end(body);
      } catch (err) {
        console.error('[sync-server] store request failed:', (err as Error).message);
        sendError(res, 502, 'store_unavailable', 'the data store did not answer');
      }
    },
    invalidate: drop,
    storeReads: () => reads,
  };
}

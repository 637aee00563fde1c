import http from 'node:http';
import { createSseParser } from '../src/data/sync/changeStream';
import type { FanHttp } from './fanHttp';
import { createFanHttp } from './fanHttp';

/** Someone watching one document: called with the document each time a pull or long-poll brings it. */
export type OnDoc = (doc: Record<string, unknown>, at: number) => void;

export interface Fan {
  /** Resolves once the fan's connections are open. */
  ready: Promise<void>;
  /** Distinct sockets this fan has held open at once, at most. */
  maxSockets(): number;
  close(): void;
}

interface FanOptions {
  baseUrl: string;
  /** Starting checkpoint per collection (the fan has synced already). */
  since: Record<string, string | number>;
  collections: readonly string[];
  watchId: string;
  onDoc: OnDoc;
}

interface ChangesPage {
  results?: { id: string; doc?: Record<string, unknown> }[];
  last_seq?: string | number;
}

async function getJson(http: FanHttp, pathAndQuery: string, onHead?: () => void): Promise<ChangesPage> {
  const { status, text } = await http.get(pathAndQuery, onHead);
  if (status !== 200) throw new Error(`${status} for ${pathAndQuery}`);
  return JSON.parse(text) as ChangesPage;
}

function deliver(page: ChangesPage, opts: FanOptions): void {
  const at = performance.now();
  for (const row of page.results ?? []) if (row.id === opts.watchId && row.doc) opts.onDoc(row.doc, at);
}

const PULL_QUERY = 'feed=normal&style=all_docs&include_docs=true&limit=1000';

/** Connections a browser tab opens to one origin, at most. */
const TAB_SOCKETS = 6;

/**
 * What our client does (src/data/sync): ONE SSE stream `/api/changes`; a change
 * notice becomes one `_changes?since=` pull of that collection (a notice during a
 * pull queues exactly one more pull, as RxDB's RESYNC does). The stream takes one
 * of the tab's connections, pulls share the others.
 */
export function ourFan(opts: FanOptions): Fan {
  const pulls = createFanHttp(opts.baseUrl, TAB_SOCKETS - 1);
  const abort = new AbortController();
  const since = { ...opts.since };
  const pulling = new Set<string>();
  const dirty = new Set<string>();
  let streamOpen = 0;

  const pull = (collection: string): void => {
    if (pulling.has(collection)) {
      dirty.add(collection);
      return;
    }
    pulling.add(collection);
    void (async () => {
      do {
        dirty.delete(collection);
        const page = await getJson(pulls, `/db/${collection}/_changes?${PULL_QUERY}&since=${encodeURIComponent(String(since[collection]))}`);
        if (page.last_seq !== undefined) since[collection] = page.last_seq;
        deliver(page, opts);
      } while (dirty.has(collection) && !abort.signal.aborted);
    })()
      .catch(() => undefined)
      .finally(() => pulling.delete(collection));
  };

  const ready = new Promise<void>((resolve, reject) => {
    const req = http.get(`${opts.baseUrl}/api/changes`, { agent: false, headers: { accept: 'text/event-stream' }, signal: abort.signal }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`change stream answered ${res.statusCode}`));
      streamOpen = 1;
      res.setEncoding('utf8');
      const feed = createSseParser((event) => {
        if (event.event === 'hello') resolve();
        if (event.event !== 'change') return;
        try {
          const notice = JSON.parse(event.data) as { collection?: string };
          if (notice.collection && opts.collections.includes(notice.collection)) pull(notice.collection);
        } catch {
          // skipped like the real client does
        }
      });
      res.on('data', feed);
      res.on('error', () => undefined);
    });
    req.on('error', (err) => (abort.signal.aborted ? undefined : reject(err)));
  });

  return {
    ready,
    maxSockets: () => streamOpen + pulls.maxOpen(),
    close() {
      abort.abort();
      pulls.destroy();
    },
  };
}

/**
 * What RxDB's stock CouchDB replication does when live (rxdb/plugins/replication-couchdb):
 * one `_changes?feed=longpoll&include_docs=true` loop per collection, documents in the answer.
 */
export function longpollFan(opts: FanOptions): Fan {
  const polls = createFanHttp(opts.baseUrl, opts.collections.length + 1);
  let closed = false;
  let waiting = 0;
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (markReady = resolve));

  const loop = async (collection: string): Promise<void> => {
    let since = opts.since[collection];
    let parked = false;
    while (!closed) {
      const query = `style=all_docs&feed=longpoll&since=${encodeURIComponent(String(since))}&include_docs=true&heartbeat=60000&limit=20&seq_interval=20`;
      // The store answers the head of a long-poll with nothing new at once and holds the body: the poll is parked.
      // Ready = all of the fan's polls parked, so that connecting the crowd is not timed as a change's latency.
      const onHead = parked
        ? undefined
        : () => {
            parked = true;
            if (++waiting === opts.collections.length) markReady();
          };
      try {
        const page = await getJson(polls, `/db/${collection}/_changes?${query}`, onHead);
        if (page.last_seq !== undefined) since = page.last_seq;
        deliver(page, opts);
      } catch {
        if (closed) return;
        await new Promise((r) => setTimeout(r, 500));
      }
    }
  };
  for (const collection of opts.collections) void loop(collection);

  return {
    ready,
    maxSockets: polls.maxOpen,
    close() {
      closed = true;
      polls.destroy();
    },
  };
}

import http from 'node:http';
import type { Socket } from 'node:net';
import { createSseParser } from '../src/data/sync/changeStream';

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

/** Sockets per fan, like one browser tab's connection pool to one origin. */
function socketCounter(agent: http.Agent): { max(): number } {
  const open = new Set<Socket>();
  let max = 0;
  const origCreate = agent.createConnection.bind(agent);
  agent.createConnection = ((...args: Parameters<typeof origCreate>) => {
    const socket = origCreate(...args) as Socket;
    open.add(socket);
    max = Math.max(max, open.size);
    socket.once('close', () => open.delete(socket));
    return socket;
  }) as typeof agent.createConnection;
  return { max: () => max };
}

function getJson(agent: http.Agent, url: string, signal: AbortSignal): Promise<ChangesPage> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent, headers: { accept: 'application/json' }, signal }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => {
        if (res.statusCode !== 200) return reject(new Error(`${res.statusCode} for ${url}`));
        try {
          resolve(JSON.parse(text) as ChangesPage);
        } catch (err) {
          reject(err as Error);
        }
      });
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

function deliver(page: ChangesPage, opts: FanOptions): void {
  const at = performance.now();
  for (const row of page.results ?? []) if (row.id === opts.watchId && row.doc) opts.onDoc(row.doc, at);
}

const PULL_QUERY = 'feed=normal&style=all_docs&include_docs=true&limit=1000';

/**
 * What our client does (src/data/sync): ONE SSE stream `/api/changes`; a change
 * notice becomes one `_changes?since=` pull of that collection (a notice during a
 * pull queues exactly one more pull, as RxDB's RESYNC does).
 */
export function ourFan(opts: FanOptions): Fan {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 6 });
  const sockets = socketCounter(agent);
  const abort = new AbortController();
  const since = { ...opts.since };
  const pulling = new Map<string, Promise<void>>();
  const dirty = new Set<string>();

  const pull = (collection: string): void => {
    if (pulling.has(collection)) {
      dirty.add(collection);
      return;
    }
    const run = (async () => {
      do {
        dirty.delete(collection);
        const page = await getJson(agent, `${opts.baseUrl}/db/${collection}/_changes?${PULL_QUERY}&since=${encodeURIComponent(String(since[collection]))}`, abort.signal);
        if (page.last_seq !== undefined) since[collection] = page.last_seq;
        deliver(page, opts);
      } while (dirty.has(collection) && !abort.signal.aborted);
    })()
      .catch(() => undefined)
      .finally(() => pulling.delete(collection));
    pulling.set(collection, run);
  };

  const ready = new Promise<void>((resolve, reject) => {
    const req = http.get(`${opts.baseUrl}/api/changes`, { agent, headers: { accept: 'text/event-stream' }, signal: abort.signal }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`change stream answered ${res.statusCode}`));
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
    maxSockets: sockets.max,
    close() {
      abort.abort();
      agent.destroy();
    },
  };
}

/**
 * What RxDB's stock CouchDB replication does when live (rxdb/plugins/replication-couchdb):
 * one `_changes?feed=longpoll&include_docs=true` loop per collection, documents in the answer.
 */
export function longpollFan(opts: FanOptions): Fan {
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.collections.length + 1 });
  const sockets = socketCounter(agent);
  const abort = new AbortController();
  let opened = 0;
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (markReady = resolve));

  const loop = async (collection: string): Promise<void> => {
    let since = opts.since[collection];
    while (!abort.signal.aborted) {
      const query = `style=all_docs&feed=longpoll&since=${encodeURIComponent(String(since))}&include_docs=true&heartbeat=60000&limit=20&seq_interval=20`;
      const url = `${opts.baseUrl}/db/${collection}/_changes?${query}`;
      const request = getJson(agent, url, abort.signal);
      if (++opened === opts.collections.length) setTimeout(markReady, 50);
      try {
        const page = await request;
        if (page.last_seq !== undefined) since = page.last_seq;
        deliver(page, opts);
      } catch {
        if (abort.signal.aborted) return;
        await new Promise((r) => setTimeout(r, 500));
      }
    }
  };
  for (const collection of opts.collections) void loop(collection);

  return {
    ready,
    maxSockets: sockets.max,
    close() {
      abort.abort();
      agent.destroy();
    },
  };
}

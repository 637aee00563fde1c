import type { CollectionName } from '../../src/shared/schemas/collections';
import { COLLECTION_NAMES } from '../../src/shared/schemas/collections';
import type { StoreEndpoint, StoreNames } from '../store/couch';

export interface ChangeNotice {
  collection: CollectionName;
  /** The store's last_seq after this batch. */
  seq: string | number;
  ids: string[];
}

export type ChangeListener = (notice: ChangeNotice) => void;

export interface ChangesHub {
  start(): Promise<void>;
  stop(): Promise<void>;
  subscribe(listener: ChangeListener): () => void;
  /** Store feeds being watched: one per collection, whatever the number of clients. */
  watcherCount(): number;
  listenerCount(): number;
}

interface ChangesBatch {
  results?: { id?: unknown }[];
  last_seq?: string | number;
}

/**
 * Watches each collection's `_changes` once (a long-poll loop from 'now') and
 * fans the notices out to every subscriber (the SSE stream of each client).
 */
export function createChangesHub(
  endpoint: StoreEndpoint,
  names: StoreNames,
  opts: { collections?: readonly CollectionName[]; pollTimeoutMs?: number; retryMs?: number } = {},
): ChangesHub {
  const collections = opts.collections ?? COLLECTION_NAMES;
  const pollTimeoutMs = opts.pollTimeoutMs ?? 55_000;
  const retryMs = opts.retryMs ?? 1_000;
  const listeners = new Set<ChangeListener>();
  const abort = new AbortController();
  const loops = new Set<Promise<void>>();

  const headers: Record<string, string> = { accept: 'application/json' };
  if (endpoint.authorization) headers.authorization = endpoint.authorization;

  async function getJson<T>(path: string): Promise<T> {
    const res = await fetch(endpoint.baseUrl + path, { headers, signal: abort.signal });
    if (!res.ok) throw new Error(`store answered ${res.status} for ${path.split('?')[0]}`);
    return (await res.json()) as T;
  }

  function emit(notice: ChangeNotice): void {
    for (const listener of listeners) {
      try {
        listener(notice);
      } catch (err) {
        console.error('[sync-server] change listener failed:', err);
      }
    }
  }

  const pause = (ms: number): Promise<void> =>
    new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      abort.signal.addEventListener('abort', () => {
        clearTimeout(timer);
        resolve();
      }, { once: true });
    });

  async function watch(collection: CollectionName, since: string | number): Promise<void> {
    const db = names.path(collection);
    let seq = since;
    let failures = 0;
    while (!abort.signal.aborted) {
      try {
        const q = new URLSearchParams({ feed: 'longpoll', since: String(seq), timeout: String(pollTimeoutMs), limit: '1000' });
        const batch = await getJson<ChangesBatch>(`${db}/_changes?${q.toString()}`);
        const ids = (batch.results ?? []).map((r) => r.id).filter((id): id is string => typeof id === 'string');
        if (batch.last_seq !== undefined) seq = batch.last_seq;
        if (ids.length) emit({ collection, seq, ids: [...new Set(ids)] });
        failures = 0;
      } catch (err) {
        if (abort.signal.aborted) return;
        // A store that is down for a while gets fewer retries and fewer log lines.
        if (failures++ === 0) console.error(`[sync-server] watching ${collection} changes:`, (err as Error).message);
        await pause(Math.min(retryMs * 2 ** failures, 30_000));
      }
    }
  }

  let watching = 0;

  return {
    async start() {
      // Start from the current update_seq: clients catch up by pulling, not from us.
      for (const collection of collections) {
        const info = await getJson<{ update_seq: string | number }>(names.path(collection) + '/');
        const loop = watch(collection, info.update_seq).finally(() => {
          watching--;
          loops.delete(loop);
        });
        watching++;
        loops.add(loop);
      }
    },
    async stop() {
      abort.abort();
      await Promise.allSettled([...loops]);
      listeners.clear();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    watcherCount: () => watching,
    listenerCount: () => listeners.size,
  };
}

import net from 'node:net';
import type { AppDatabase } from '../../src/data/database';
import { createAppDatabase } from '../../src/data/database';
import { getMemoryStorage } from '../../src/data/storage';
import type { SyncHandle, StartSyncOptions } from '../../src/data/sync/startSync';
import { startSync } from '../../src/data/sync/startSync';
import type { CollectionName } from '../../src/shared/schemas/collections';

export interface TestClient {
  db: AppDatabase;
  sync: SyncHandle;
  /** Changes the token the replication sends (null = signed out). */
  setToken(token: string | null): void;
  /** Stops sync and closes the database. */
  close(): Promise<void>;
}

export interface TestClientOptions {
  token?: string | (() => string | null);
  /** Unique per client by default. */
  name?: string;
  /**
   * Collections to open (default: all 8). RxDB's open-source build allows 13 open
   * collections per process: a test with two clients must open a subset each.
   */
  collections?: readonly CollectionName[];
  /** Point the client elsewhere than `server.url` (e.g. a dead port = offline). */
  baseUrl?: string;
  syncOptions?: Partial<StartSyncOptions>;
  /** Create the collections one after the other, as browsers do (createAppDatabase's `oneAtATime`). */
  oneAtATime?: boolean;
}

let clientCount = 0;

/** A Node RxDB client (memory storage) replicating with a real test server. */
export async function createTestClient(server: { url: string }, opts: TestClientOptions = {}): Promise<TestClient> {
  let tokenSource: () => string | null;
  const setToken = (token: string | null) => {
    tokenSource = () => token;
  };
  if (typeof opts.token === 'function') tokenSource = opts.token;
  else setToken(opts.token ?? null);

  const db = await createAppDatabase({
    name: opts.name ?? `test-client-${process.pid}-${++clientCount}-${Date.now()}`,
    storage: getMemoryStorage(),
    multiInstance: false,
    collections: opts.collections,
    oneAtATime: opts.oneAtATime,
  });
  const sync = startSync(db, {
    baseUrl: opts.baseUrl ?? server.url,
    getToken: () => tokenSource(),
    waitForLeadership: false,
    retryTime: 100,
    silenceTimeout: 5_000,
    ...opts.syncOptions,
  });
  return {
    db,
    sync,
    setToken,
    async close() {
      await sync.stop();
      await db.close();
    },
  };
}

/**
 * Polls until `predicate` holds. A wait, not a speed assertion: the timeout
 * only turns a hang into a clear failure message.
 */
export async function waitFor<T>(
  predicate: () => T | Promise<T>,
  opts: { timeout?: number; interval?: number; message?: string } = {},
): Promise<NonNullable<T>> {
  const timeout = opts.timeout ?? 15_000;
  const interval = opts.interval ?? 25;
  const deadline = Date.now() + timeout;
  let lastError: unknown = null;
  for (;;) {
    try {
      const value = await predicate();
      if (value) return value as NonNullable<T>;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) {
      const detail = lastError instanceof Error ? ` (last error: ${lastError.message})` : '';
      throw new Error(`waitFor: ${opts.message ?? 'condition'} still false after ${timeout} ms${detail}`);
    }
    await new Promise((resolve) => setTimeout(resolve, interval));
  }
}

export interface NetworkSwitch {
  /** Give this to a client as `baseUrl`. */
  url: string;
  /** Drops every open connection and refuses new ones (like losing signal). */
  goOffline(): Promise<void>;
  /** Accepts connections again on the same port. */
  goOnline(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A TCP relay in front of the server that a test can cut: the client keeps its
 * database and replication and really sees the network fail and come back.
 */
export async function startNetworkSwitch(target: { url: string }): Promise<NetworkSwitch> {
  const { hostname, port: targetPort } = new URL(target.url);
  // Port 0 the first time (no port picked for another process to take), the same port after each cut.
  let port = 0;
  const sockets = new Set<net.Socket>();
  let listener: net.Server | null = null;

  const relay = (client: net.Socket) => {
    const upstream = net.connect(Number(targetPort), hostname);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    sockets.add(client);
    sockets.add(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    for (const socket of [client, upstream]) {
      socket.on('error', drop);
      socket.on('close', drop);
    }
  };

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const server = net.createServer(relay);
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        port = (server.address() as net.AddressInfo).port;
        listener = server;
        resolve();
      });
    });

  const goOffline = async () => {
    const server = listener;
    listener = null;
    sockets.forEach((socket) => socket.destroy());
    sockets.clear();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  };

  await listen();
  return {
    url: `http://127.0.0.1:${port}`,
    goOffline,
    async goOnline() {
      if (!listener) await listen();
    },
    close: goOffline,
  };
}

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from './app';
import type { ServerConfig } from './config';
import { createChangesHub } from './services/changesHub';
import { loadDemoDataIfEmpty } from './services/demoData';
import { createLoginLimiter } from './services/loginLimiter';
import { createSessionsService } from './services/sessions';
import { createTokenService, loadTokenKey } from './services/tokens';
import { createUsersService, ensureInitialAdmin } from './services/users';
import { createChangesCoalescer } from './store/changesCoalescer';
import { createCouch, waitForStore } from './store/couch';
import { createSeasonMoves } from './services/seasonMoves';
import { createGamesFeed } from './services/gamesFeed';
import { createPushNotifier } from './services/push/notifier';
import { createSubscriptionStore } from './services/push/subscriptions';
import { loadVapidKeys } from './services/push/vapid';
import type { EmbeddedCouch } from './store/embedded';
import { startEmbeddedCouch } from './store/embedded';

export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Store, services, app, HTTP: in that order; close() undoes it in reverse. */
export async function startServer(config: ServerConfig): Promise<RunningServer> {
  const cleanups: (() => Promise<void>)[] = [];
  const closeAll = async (): Promise<void> => {
    for (const cleanup of cleanups.splice(0).reverse()) {
      await cleanup().catch((err: unknown) => console.error('[sync-server] while closing:', err));
    }
  };

  try {
    let embedded: EmbeddedCouch | undefined;
    if (!config.couchdbUrl) {
      embedded = await startEmbeddedCouch({ dataDir: config.dataDir, host: '127.0.0.1' });
      cleanups.push(() => embedded!.close());
    }
    const couch = createCouch(config.couchdbUrl ?? embedded!.url, config.dbPrefix);
    await waitForStore(couch);
    await couch.ensureDatabases();
    const seasonMoves = createSeasonMoves(couch);
    await seasonMoves.ensureIndexes();

    const tokens = createTokenService(await loadTokenKey(couch, config.tokenSecret), config.tokenTtl);
    const users = createUsersService(couch);
    await ensureInitialAdmin(users, { email: config.adminEmail, password: config.adminPassword });
    const sessions = createSessionsService({ couch, tokens, users, cacheMs: config.sessionCacheMs });
    if (config.demoData) {
      const written = await loadDemoDataIfEmpty(couch);
      if (written) console.log(`Demo data loaded: ${written} documents`);
    }

    const hub = createChangesHub(couch.endpoint, couch.names);
    cleanups.push(() => hub.stop());
    await hub.start();

    // Web Push: the keys every instance shares, the subscriptions, and the alerts sent on games' changes.
    const push = { vapid: await loadVapidKeys(couch), subscriptions: createSubscriptionStore(couch) };
    const notifier = createPushNotifier({
      couch,
      hub,
      ...push,
      schools: async () => (await couch.collection('schools').list({ include_docs: true })).rows.flatMap((row) => (row.doc && typeof row.doc.name === 'string' ? [{ id: row.id, name: row.doc.name }] : [])),
      subject: config.pushSubject,
      intervalMs: config.pushScoreIntervalMs,
      allowLocalEndpoints: config.pushAllowLocalEndpoints,
    });
    cleanups.push(() => notifier.stop());

    // Subscribed to the hub before any SSE client, so its generation moves before a notice reaches anyone.
    const changes = createChangesCoalescer(couch.endpoint, couch.names, hub);
    // Its background reads of the store end before the store closes.
    const feed = createGamesFeed({ couch, hub });
    cleanups.push(async () => feed.stop());
    const app = createApp({
      config,
      couch,
      storeKind: embedded ? 'embedded' : 'couchdb',
      tokens,
      users,
      sessions,
      limiter: createLoginLimiter(couch),
      hub,
      changes,
      feed,
      seasonMoves,
      push,
    });
    const server = http.createServer(app);
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.port, config.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    cleanups.push(
      () =>
        new Promise<void>((resolve) => {
          server.close(() => resolve());
          // SSE streams and long-polls never end on their own.
          server.closeAllConnections();
        }),
    );

    const { port } = server.address() as AddressInfo;
    const shownHost = config.host.includes(':') ? `[${config.host}]` : config.host;
    return { url: `http://${shownHost}:${port}`, port, close: closeAll };
  } catch (err) {
    await closeAll();
    throw err;
  }
}

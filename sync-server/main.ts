import v8 from 'node:v8';
import { loadConfig } from './config';
import type { RunningServer } from './server';
import { startServer } from './server';

/**
 * Thousands of fans' connections leave a small live heap (about 60 MB at 2,000
 * fans) that the server churns through fast while answering them. V8's default
 * heap growth let the old space reach about three times that before a full GC:
 * peak RSS 260-310 MB in the live benchmark. Growing by half instead kept it at
 * 225-235 MB for the same CPU and latency (bench/README.md). A flag given on the
 * command line wins.
 */
if (!process.execArgv.some((arg) => arg.includes('heap-growing-percent'))) v8.setFlagsFromString('--heap-growing-percent=50');

// A stray rejection must not take every client down with it; it is logged instead.
process.on('unhandledRejection', (reason) => {
  console.error('[sync-server] unhandled rejection:', reason);
});

async function main(): Promise<void> {
  const config = loadConfig();

  // Listened to from the start: a signal during start-up (a first store, demo data) stops the server as soon as it is up, as cleanly.
  const up: { server?: RunningServer } = {};
  let stopping = false;
  const close = (running: RunningServer): void => {
    running.close().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error(err);
        process.exit(1);
      },
    );
  };
  const stop = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: closing`);
    if (up.server) close(up.server);
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  const server = (up.server = await startServer(config));
  if (stopping) return close(server);
  const store = config.couchdbUrl ? 'CouchDB via COUCHDB_URL' : `embedded store in ${config.dataDir}`;
  const where = config.dbPrefix ? `${store}, databases ${config.dbPrefix}*` : store;
  console.log(`LIAA sync server listening on ${server.url} (${where})`);
}

main().catch((err: unknown) => {
  console.error('[sync-server] failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});

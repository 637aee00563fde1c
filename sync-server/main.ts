import { loadConfig } from './config';
import { startServer } from './server';

// A stray rejection must not take every client down with it; it is logged instead.
process.on('unhandledRejection', (reason) => {
  console.error('[sync-server] unhandled rejection:', reason);
});

async function main(): Promise<void> {
  const config = loadConfig();
  const server = await startServer(config);
  const where = config.couchdbUrl ? 'CouchDB via COUCHDB_URL' : `embedded store in ${config.dataDir}`;
  console.log(`LIAA sync server listening on ${server.url} (${where})`);

  let stopping = false;
  const stop = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: closing`);
    server.close().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error(err);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error('[sync-server] failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});

import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import type { EmbeddedCouch } from './embedded';
import { startEmbeddedCouch } from './embedded';

/**
 * A separate CouchDB-compatible server on its own port, for COUCHDB_URL mode
 * without an Apache CouchDB at hand (tests, local trials).
 * CLI: `tsx sync-server/store/standalone.ts --port P --dir D` prints `STORE_URL=<url>`.
 */
export function startStandaloneCouch(opts: { dataDir: string; port?: number }): Promise<EmbeddedCouch> {
  return startEmbeddedCouch({ dataDir: opts.dataDir, port: opts.port, host: '127.0.0.1' });
}

async function runCli(): Promise<void> {
  const { values } = parseArgs({
    options: { port: { type: 'string', default: '0' }, dir: { type: 'string', default: './data-store' } },
  });
  const store = await startStandaloneCouch({ dataDir: values.dir, port: Number(values.port) });
  console.log(`STORE_URL=${store.url}`);
  const stop = (): void => {
    store.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runCli().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}

import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { Couch } from './couch';
import { createCouch } from './couch';
import type { EmbeddedCouch } from './embedded';
import { startEmbeddedCouch } from './embedded';

/**
 * For a unit test file: the embedded store in a folder of its own, started before the file's
 * tests with the server's databases created, closed and removed after them. `couch()` is the
 * client once started.
 */
export function useEmbeddedCouch(name: string): { couch(): Couch } {
  let dir: string;
  let store: EmbeddedCouch | undefined;
  let couch: Couch | undefined;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), `liaa-${name}-`));
    store = await startEmbeddedCouch({ dataDir: dir });
    couch = createCouch(store.url);
    await couch.ensureDatabases();
  });
  afterAll(async () => {
    await store?.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return {
    couch() {
      if (!couch) throw new Error('the embedded store is not started yet (call couch() inside a test)');
      return couch;
    },
  };
}

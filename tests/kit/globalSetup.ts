import { buildServer } from '../../scripts/build-server.mjs';

/**
 * Vitest's and Playwright's globalSetup: the test kit starts the sync server as production runs
 * it (`node dist-server/main.js`, tests/kit/server.ts), so the bundle is built once per run,
 * from the sources as they are now.
 */
export default async function buildServerBundle(): Promise<void> {
  await buildServer();
}

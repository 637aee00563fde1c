import { defineConfig } from 'vitest/config';
import { TIME_ZONE } from './src/shared/zone';
import BenchFirstShuffled from './tests/kit/sequencer';
import { VIRTUAL_MODULES } from './sync-server/ssr/browserModules.mjs';

/**
 * Three projects, one script each (package.json):
 * - unit: tests next to their code, no servers (`npm run test:unit`, seconds);
 * - integration: real servers, real stores, real RxDB clients (`npm run test:integration`;
 *   `npm run test:couchdb` runs it again against an external store, files shuffled);
 * - bench: the benchmark harness's own tests and its quick end-to-end run (`npm run test:bench`).
 */
export default defineConfig({
  // The build's virtual modules, as the server's render resolves them (inert: no worker starts in a test).
  plugins: [
    {
      name: 'liaa-browser-virtual-modules',
      resolveId: (id) => (Object.hasOwn(VIRTUAL_MODULES, id) ? `\0${id}` : null),
      load: (id) => (id.startsWith('\0virtual:') && Object.hasOwn(VIRTUAL_MODULES, id.slice(1)) ? VIRTUAL_MODULES[id.slice(1)] : null),
    },
  ],
  test: {
    // Integration tests start real servers; two cores: keep files from starving each other.
    maxWorkers: 2,
    // Builds dist-server/ once per run: the test kit starts the server as production does.
    globalSetup: ['tests/kit/globalSetup.ts'],
    // Every run's files in an order shuffled by a printed seed, the bench's long file first: tests/kit/sequencer.ts.
    sequence: { sequencer: BenchFirstShuffled },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      // On a device in Tokyo, far from the association's zone (src/shared/zone.ts): a date the
      // code reads in the device's zone instead of the association's shows in a unit test.
      {
        extends: true,
        test: { name: 'unit', include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'sync-server/**/*.test.ts', 'tests/kit/**/*.test.ts'], env: { TZ: 'Asia/Tokyo' } },
      },
      // The tests' own dates are the association's (the servers they start run in UTC: tests/kit/server.ts).
      { extends: true, test: { name: 'integration', include: ['tests/integration/**/*.test.ts'], env: { TZ: TIME_ZONE } } },
      { extends: true, test: { name: 'bench', include: ['bench/**/*.test.ts'] } },
    ],
  },
});

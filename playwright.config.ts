import { defineConfig, devices } from '@playwright/test';
import { TIME_ZONE } from './src/shared/zone';

// The tests' own dates (a day to seed, a time to type) are the association's, as the browsers'
// are (timezoneId below); the servers run in UTC (tests/kit/server.ts). Workers inherit it.
process.env.TZ = TIME_ZONE;

/**
 * Browser tests drive Debian's Chromium (never a browser download). Each
 * worker starts the real sync server (the bundle in dist-server/, built by the
 * globalSetup) on a port of its own, one per store configuration a test asks for,
 * serving ./dist (`npm run test:e2e` builds it first): see tests/e2e/fixtures.ts.
 * Files run side by side in workers that share nothing (each has its own servers
 * and browser); a file's tests run in order in one worker. PW_WORKERS overrides the count.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/kit/globalSetup.ts',
  // Playwright empties this folder when a run starts: engineers running suites side by side
  // in one working tree each set PW_OUTPUT_DIR so one run never deletes another's traces.
  outputDir: process.env.PW_OUTPUT_DIR ?? 'test-results',
  fullyParallel: false,
  workers: Number(process.env.PW_WORKERS ?? 2),
  retries: 0,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    serviceWorkers: 'allow',
    timezoneId: TIME_ZONE,
    // A trace costs every test about a tenth of its time, and nothing of a CI run but its output is
    // read: traces are kept locally (on failure), and CI prints each failure's error and steps.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'chromium' }],
});

import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests drive Debian's Chromium (never a browser download). Each
 * worker starts the real sync server (the bundle in dist-server/, built by the
 * globalSetup) on a port of its own, serving ./dist (`npm run test:e2e` builds
 * it first): see tests/e2e/fixtures.ts.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/kit/globalSetup.ts',
  // Playwright empties this folder when a run starts: engineers running suites side by side
  // in one working tree each set PW_OUTPUT_DIR so one run never deletes another's traces.
  outputDir: process.env.PW_OUTPUT_DIR ?? 'test-results',
  fullyParallel: false,
  workers: 1,
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
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'chromium' }],
});

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'sync-server/**/*.test.ts', 'tests/integration/**/*.test.ts', 'bench/**/*.test.ts'],
    // Integration tests start real servers; two cores: keep files from starving each other.
    maxWorkers: 2,
    // Builds dist-server/ once per run: the test kit starts the server as production does.
    globalSetup: ['tests/kit/globalSetup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

import {defineConfig} from '@playwright/test';
import {sharedConfig} from './tests/support/browser';

const port = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: 'tests/e2e',
  // Its own folder: the dev server's run (playwright.dev.config.ts) runs at the same time and clears its own.
  outputDir: 'test-results/e2e',
  timeout: 60_000,
  expect: {timeout: 15_000},
  fullyParallel: true,
  workers: 2,
  ...sharedConfig(port),
  webServer: {
    // The production build, served like a static host serves it.
    command: 'node scripts/static-server.mjs',
    env: {PORT: String(port)},
    url: `http://localhost:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});

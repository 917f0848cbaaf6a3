import {defineConfig} from '@playwright/test';
import {launchOptions} from './tests/support/browser';

const port = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: 'tests/e2e',
  // Its own folder: the dev server's run (playwright.dev.config.ts) runs at the same time and clears its own.
  outputDir: 'test-results/e2e',
  timeout: 60_000,
  expect: {timeout: 15_000},
  fullyParallel: true,
  workers: 2,
  // A stray test.only must not shrink the suite on CI; a retried test is reported as flaky.
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['./tests/e2e/summary-reporter.ts']],
  use: {
    baseURL: `http://localhost:${port}`,
    browserName: 'chromium',
    launchOptions,
    // Recording a trace of every test cost a third of the browser tests' CPU time (330 to 214 core-seconds):
    // the trace is recorded when a failed test runs again (CI retries once); locally, add --trace on.
    trace: 'on-first-retry',
  },
  webServer: {
    // The production build, served like a static host serves it.
    command: 'node scripts/static-server.mjs',
    env: {PORT: String(port)},
    url: `http://localhost:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});

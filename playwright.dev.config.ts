import {defineConfig} from '@playwright/test';
import {launchOptions} from './tests/support/browser';

// The search box under `docusaurus start`, where plugins/search-dev-index.ts serves the index.
const port = Number(process.env.E2E_DEV_PORT ?? 3104);

export default defineConfig({
  testDir: 'tests/e2e-dev',
  outputDir: 'test-results/e2e-dev',
  timeout: 90_000,
  expect: {timeout: 30_000},
  // One dev server, and one test edits a doc it watches.
  workers: 1,
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
    command: `npx docusaurus start --port ${port} --no-open`,
    url: `http://localhost:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
  },
});

import {defineConfig} from '@playwright/test';
import {sharedConfig} from './tests/support/browser';

// The search box under `docusaurus start`, where plugins/search-dev-index.ts serves the index.
const port = Number(process.env.E2E_DEV_PORT ?? 3104);

export default defineConfig({
  testDir: 'tests/e2e-dev',
  outputDir: 'test-results/e2e-dev',
  timeout: 90_000,
  expect: {timeout: 30_000},
  // One dev server, and one test edits a doc it watches.
  workers: 1,
  ...sharedConfig(port),
  webServer: {
    command: `npx docusaurus start --port ${port} --no-open`,
    url: `http://localhost:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
  },
});

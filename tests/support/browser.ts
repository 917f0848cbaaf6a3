// How every tool of this repository starts Chromium: the browser tests, the benchmarks.
// Debian's Chromium: Playwright's own browser download is not reachable from our machines.

import fs from 'node:fs';
import type {ReporterDescription} from '@playwright/test';

/** The full browser, for measurements (Lighthouse, the benchmarks): CHROME_PATH, else Debian's Chromium. */
export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

/**
 * The browser tests' Chromium: CHROME_PATH, else Debian's chromium-headless-shell when installed
 * (scripts/ensure.mjs installs it for `npm test`), else the full browser. The shell is Chromium's
 * engine without the browser's own windows and pages, as Playwright runs headless tests itself; the
 * full browser spends a core on its own pages in every test context here.
 */
export const TEST_BROWSER_PATH =
  process.env.CHROME_PATH ||
  (fs.existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : CHROMIUM_PATH);

/** No sandbox (we run as root in CI), and nothing in the background that would skew a measurement. */
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-gpu',
];

/** Playwright's launch options for the browser tests. */
export const launchOptions = {executablePath: TEST_BROWSER_PATH, args: [...CHROMIUM_ARGS]};

/**
 * What both Playwright configs (the production build's and the dev server's) share, for a server on
 * this port: a stray test.only must not shrink the suite on CI, and a retried test is reported as flaky.
 */
export function sharedConfig(port: number) {
  return {
    forbidOnly: Boolean(process.env.CI),
    retries: process.env.CI ? 1 : 0,
    reporter: [['list'], ['./tests/e2e/summary-reporter.ts']] as ReporterDescription[],
    use: {
      baseURL: `http://localhost:${port}`,
      browserName: 'chromium' as const,
      launchOptions,
      // Recording a trace of every test costs much of the browser tests' CPU time: the trace is
      // recorded when a failed test runs again (CI retries once); locally, add --trace on.
      trace: 'on-first-retry' as const,
    },
  };
}

// How every tool of this repository starts Chromium: the browser tests, the benchmarks.
// Debian's Chromium: Playwright's own browser download is not reachable from our machines.

/** CHROME_PATH, else Debian's Chromium (scripts/ensure.mjs installs it when missing). */
export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

/** No sandbox (we run as root in CI), and nothing in the background that would skew a measurement. */
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-gpu',
];

/** Playwright's launch options for that browser. */
export const launchOptions = {executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS]};

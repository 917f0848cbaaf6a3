// @ts-check
// Makes the README's two commands work on a fresh machine: installs the npm packages from the
// lock file when they are missing or stale, Debian's Chromium headless shell for the browser tests,
// and Debian's Firefox ESR for the few browser tests that Firefox must pass too.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';

/** @param {string} command @param {string[]} args */
function run(command, args) {
  const result = spawnSync(command, args, {stdio: 'inherit'});
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed with exit code ${result.status}`);
}

export function ensureDependencies() {
  const installed = 'node_modules/.package-lock.json';
  const stale = !fs.existsSync(installed) || fs.statSync(installed).mtimeMs < fs.statSync('package-lock.json').mtimeMs;
  if (!stale) return;
  // npm ci: exactly the lock file's versions, and it leaves package-lock.json as it is.
  console.log('Installing npm packages from package-lock.json…');
  run('npm', ['ci', '--no-audit', '--no-fund']);
}

/** @param {string} command */
function onPath(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], {encoding: 'utf8'}).stdout.trim();
}

/**
 * Returns the Chromium the browser tests drive: CHROME_PATH, else Debian's chromium-headless-shell
 * (Chromium's engine without the browser's own windows and pages, which is what Playwright itself runs
 * for headless tests, and much lighter to run than the full browser), else
 * Debian's full Chromium. Installs the headless shell when it is missing and we may (root, with apt-get).
 */
export function ensureChromium() {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  const shell =
    onPath('chromium-headless-shell') ||
    aptInstall('chromium-headless-shell', "Chromium's headless shell", 'trying the full Chromium');
  if (shell) return shell;
  const full = onPath('chromium');
  if (full) return full;
  throw new Error(
    'Chromium not found. Install it (Debian: sudo apt-get install -y chromium-headless-shell) or set CHROME_PATH.',
  );
}

/**
 * Returns the Firefox the Firefox tests drive: FIREFOX_PATH, else Debian's firefox-esr, which it
 * installs when it is missing and we may (root, with apt-get). Returns '' when there is none; the
 * tests then say they are skipped.
 */
export function ensureFirefox() {
  if (process.env.FIREFOX_PATH) return process.env.FIREFOX_PATH;
  return onPath('firefox-esr') || aptInstall('firefox-esr', 'Firefox ESR', 'the Firefox tests will be skipped');
}

/**
 * Installs a Debian package when we may (root, with apt-get) and returns the path of its command
 * (named as the package), or '' when it could not: `otherwise` says what happens then.
 * @param {string} pkg @param {string} what @param {string} otherwise
 */
function aptInstall(pkg, what, otherwise) {
  if (process.getuid?.() !== 0 || !onPath('apt-get')) return '';
  console.log(`Installing ${what} from Debian's packages…`);
  try {
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', pkg]);
    return onPath(pkg);
  } catch (error) {
    console.warn(`${error instanceof Error ? error.message : error}; ${otherwise}.`);
    return '';
  }
}

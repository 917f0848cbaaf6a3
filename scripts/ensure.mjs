// @ts-check
// Makes the README's two commands work on a fresh machine: installs the npm packages from the
// lock file when they are missing or stale, and Debian's Chromium for the browser tests.
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

/** Returns the Chromium to drive: CHROME_PATH, else Debian's, installed if we may. */
export function ensureChromium() {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  const found = onPath('chromium');
  if (found) return found;
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || !onPath('apt-get')) {
    throw new Error('Chromium not found. Install it (Debian: sudo apt-get install -y chromium) or set CHROME_PATH.');
  }
  console.log("Installing Chromium from Debian's packages…");
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', 'chromium']);
  return onPath('chromium');
}

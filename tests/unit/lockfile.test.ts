import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import semver from 'semver';

// `npm ci` installs exactly what package-lock.json holds and refuses a lock that has drifted from
// package.json or misses a package the tree needs ("Missing: <name>@<version> from lock file"),
// including the optional platform binaries of packages such as @swc/core for the platforms this
// machine is not. These checks read the same facts from the two files, in a second, without a network.

interface LockEntry {
  version?: string;
  link?: boolean;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, {optional?: boolean}>;
}
type Lock = {packages: Record<string, LockEntry>};
type Manifest = Pick<LockEntry, 'dependencies' | 'devDependencies'> & {overrides?: Record<string, string>};

const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, 'utf8')) as T;

/** Where Node (and npm) finds `name` from the package at `from`: its own node_modules, then each parent's. */
function resolveIn(lock: Lock, from: string, name: string): string | null {
  for (let dir = from; ;) {
    const candidate = `${dir ? `${dir}/` : ''}node_modules/${name}`;
    if (lock.packages[candidate]) return candidate;
    if (!dir) return null;
    const parent = dir.lastIndexOf('/node_modules/');
    dir = parent < 0 ? '' : dir.slice(0, parent);
  }
}

/** Every dependency of every package in the lock that the lock does not hold at a version in range. */
export function missingFromLock(lock: Lock): string[] {
  const missing: string[] = [];
  for (const [where, entry] of Object.entries(lock.packages)) {
    if (entry.link) continue;
    const wanted: Record<string, string> = {
      ...entry.dependencies,
      ...entry.optionalDependencies,
      ...(where === '' ? entry.devDependencies : {}),
    };
    for (const [name, range] of Object.entries(entry.peerDependencies ?? {})) {
      if (!entry.peerDependenciesMeta?.[name]?.optional) wanted[name] = range;
    }
    for (const [name, range] of Object.entries(wanted)) {
      const found = resolveIn(lock, where, name);
      const version = found ? lock.packages[found]!.version : undefined;
      if (!found) missing.push(`${name}@${range}, needed by ${where || 'package.json'}`);
      else if (version && semver.validRange(range) && !semver.satisfies(version, range, {includePrerelease: true}))
        missing.push(`${name}@${range}, needed by ${where || 'package.json'}, is ${version} in the lock`);
    }
  }
  return missing;
}

const lock = readJson<Lock>('package-lock.json');
const manifest = readJson<Manifest>('package.json');

test('package-lock.json records the dependencies package.json declares, as declared', () => {
  const root = lock.packages['']!;
  assert.deepEqual(root.dependencies ?? {}, manifest.dependencies ?? {}, 'dependencies: run npm install');
  assert.deepEqual(root.devDependencies ?? {}, manifest.devDependencies ?? {}, 'devDependencies: run npm install');
});

test('package-lock.json holds every package the tree needs, the other platforms’ binaries included', () => {
  assert.deepEqual(
    missingFromLock(lock),
    [],
    'npm ci would refuse this lock. Run npm install (npm 11 adds every platform’s optional packages), ' +
      'and where a package’s platform binaries are not all published, pin one whose are (overrides in package.json)',
  );
});

test('the check finds what npm ci reports: an optional platform binary missing from the lock', () => {
  const broken: Lock = {
    packages: {
      '': {dependencies: {'@swc/core': '1.16.22'}},
      'node_modules/@swc/core': {
        version: '1.16.22',
        optionalDependencies: {'@swc/core-linux-x64-gnu': '1.16.22', '@swc/core-darwin-arm64': '1.16.22'},
      },
      'node_modules/@swc/core-linux-x64-gnu': {version: '1.16.22'},
    },
  };
  assert.deepEqual(missingFromLock(broken), ['@swc/core-darwin-arm64@1.16.22, needed by node_modules/@swc/core']);
  // Found in a parent's node_modules, as Node resolves it; a version out of range is missing too.
  broken.packages['node_modules/@swc/core-darwin-arm64'] = {version: '1.16.21'};
  assert.deepEqual(missingFromLock(broken), [
    '@swc/core-darwin-arm64@1.16.22, needed by node_modules/@swc/core, is 1.16.21 in the lock',
  ]);
});

#!/usr/bin/env node
// The whole test suite, in the order a change can break it: types, lint, unit tests,
// the production build, checks on the build, the Java examples, and the browser tests.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {ensureChromium, ensureDependencies} from './ensure.mjs';

ensureDependencies();
process.env.CHROME_PATH = ensureChromium();

function testFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, {recursive: true})
    .map(String)
    .filter((file) => /\.test\.(ts|mjs)$/.test(file))
    .map((file) => path.join(dir, file))
    .sort();
}

const nodeTest = (dir) => {
  const files = testFiles(dir);
  return files.length ? ['node', ['--import', 'tsx', '--test', '--test-reporter=spec', ...files]] : null;
};

const steps = [
  ['typecheck', ['npx', ['tsc']]],
  ['lint', fs.existsSync('scripts/lint.mjs') ? ['node', ['scripts/lint.mjs']] : null],
  ['unit', nodeTest('tests/unit')],
  ['build', ['npx', ['docusaurus', 'build']]],
  ['build checks', nodeTest('tests/build')],
  ['java examples', fs.existsSync('scripts/check-java-examples.mjs') ? ['node', ['scripts/check-java-examples.mjs']] : null],
  ['e2e', ['npx', ['playwright', 'test']]],
  ['e2e dev server', ['npx', ['playwright', 'test', '--config', 'playwright.dev.config.ts']]],
].filter(([, command]) => command !== null);

const only = process.argv.slice(2);
let passed = 0;
let failed = 0;
for (const [name, [command, args]] of steps) {
  if (only.length && !only.includes(name)) continue;
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, {stdio: 'inherit', env: process.env});
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status === 0) {
    passed += 1;
    console.log(`=== ${name}: ok (${seconds} s)`);
  } else {
    failed += 1;
    console.log(`=== ${name}: FAILED with exit code ${result.status} (${seconds} s)`);
    // Later steps depend on the build; without it their failures would only be noise.
    if (name === 'build') break;
  }
}
console.log(`\nsteps: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);

#!/usr/bin/env node
// @ts-check
// The whole test suite, in the order a change can break it: types, lint, unit tests, the
// production build, checks on the build, the Java examples, and the browser tests.
//
// Each step ends as passed, failed or skipped; a step that skips (exit code 77, the Java examples
// without a JTokkit jar) is counted as skipped, never as passed. Where a step reports its tests,
// their counts are shown too. The last line is `steps: N passed, N failed, N skipped`.
//
// REQUIRE_ALL_CHECKS=1 makes any skip, of a step or of a single test, fail the run: set it where
// everything can run (the GitHub Actions test workflow downloads the JTokkit jar for that).
//
// `node scripts/test-all.mjs unit e2e` runs only the named steps; an unknown name is an error.
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {ensureChromium, ensureDependencies} from './ensure.mjs';

/** The exit code of a step that could not run here (as in automake's test harness). */
export const SKIP_EXIT_CODE = 77;

/** @param {string} dir @returns {string[]} */
function testFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, {recursive: true})
    .map(String)
    .filter((file) => /\.test\.(ts|mjs)$/.test(file))
    .map((file) => path.join(dir, file))
    .sort();
}

// Without files, `node --test` would look for tests all over the repository: a step with no test
// files fails as missing instead.
/** @param {string} dir @returns {[string, string[], string[]]} */
const nodeTest = (dir) => {
  const files = testFiles(dir);
  return [
    'node',
    ['--import', 'tsx', '--test', '--test-reporter=spec', ...files],
    files.length ? [dir] : [`${dir}/**/*.test.{ts,mjs}`],
  ];
};
// Scripts run under tsx, so that they can import the TypeScript modules they share with the site and the tests.
/** @param {string} file @returns {[string, string[], string[]]} */
const script = (file) => ['node', ['--import', 'tsx', file], [file]];

/** @type {[name: string, command: string, args: string[], needs: string[]][]} */
const steps = [
  ['typecheck', 'npx', ['tsc'], []],
  ['lint', ...script('scripts/lint.mjs')],
  ['unit', ...nodeTest('tests/unit')],
  ['build', 'npx', ['docusaurus', 'build'], []],
  ['build checks', ...nodeTest('tests/build')],
  ['java examples', ...script('scripts/check-java-examples.ts')],
  // --forbid-only: a stray test.only fails the run here too, not only on CI.
  ['e2e', 'npx', ['playwright', 'test', '--forbid-only'], ['playwright.config.ts']],
  [
    'e2e dev server',
    'npx',
    ['playwright', 'test', '--forbid-only', '--config', 'playwright.dev.config.ts'],
    ['playwright.dev.config.ts'],
  ],
];

/** @typedef {{passed: number; failed: number; skipped: number}} Counts */

/**
 * Test counts a step printed: node's test runner (ℹ pass N …) or a plain "N passed, N failed, N skipped" line.
 * @param {string} output
 * @returns {Counts | null}
 */
export function countsIn(output) {
  /** @param {string} label */
  const node = (label) => Number(new RegExp(`^ℹ ${label} (\\d+)$`, 'm').exec(output)?.[1] ?? NaN);
  if (!Number.isNaN(node('pass'))) return {passed: node('pass'), failed: node('fail'), skipped: node('skipped')};
  const plain = [...output.matchAll(/^[\w ]+: (\d+) passed, (\d+) failed, (\d+) skipped/gm)].at(-1);
  return plain ? {passed: Number(plain[1]), failed: Number(plain[2]), skipped: Number(plain[3])} : null;
}

/**
 * @param {string} command
 * @param {string[]} args
 * @returns {Promise<{status: number | null; output: string}>}
 */
function runStep(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {stdio: ['inherit', 'pipe', 'pipe'], env: process.env});
    let output = '';
    /** @param {import('node:stream').Readable} stream @param {NodeJS.WriteStream} sink */
    const keep = (stream, sink) =>
      stream.on('data', (/** @type {Buffer} */ chunk) => {
        sink.write(chunk);
        output = (output + chunk.toString()).slice(-200_000);
      });
    keep(child.stdout, process.stdout);
    keep(child.stderr, process.stderr);
    child.on('error', (error) => resolve({status: null, output: `${output}\n${error.message}`}));
    child.on('close', (status) => resolve({status, output}));
  });
}

async function main() {
  const names = steps.map(([name]) => name);
  const only = process.argv.slice(2);
  const unknown = only.filter((name) => !names.includes(name));
  if (unknown.length) {
    console.error(`Unknown step: ${unknown.join(', ')}. The steps are: ${names.join(', ')}.`);
    return 2;
  }
  const requireAll = process.env.REQUIRE_ALL_CHECKS === '1';
  ensureDependencies();
  process.env.CHROME_PATH = ensureChromium();

  /** @type {Counts} */
  const tally = {passed: 0, failed: 0, skipped: 0};
  /** @type {Counts} */
  const tests = {passed: 0, failed: 0, skipped: 0};
  for (const [name, command, args, needs] of steps) {
    if (only.length && !only.includes(name)) continue;
    console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
    const missing = needs.filter((file) => !fs.existsSync(file));
    const started = Date.now();
    const {status, output} = missing.length ? {status: 1, output: ''} : await runStep(command, args);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const counts = countsIn(output);
    if (counts) for (const key of /** @type {(keyof Counts)[]} */ (Object.keys(tests))) tests[key] += counts[key];
    const detail = counts ? `: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped` : '';
    if (missing.length) {
      tally.failed += 1;
      console.log(`=== ${name}: FAILED, missing ${missing.join(', ')}`);
    } else if (status === SKIP_EXIT_CODE) {
      tally.skipped += 1;
      console.log(`=== ${name}: SKIPPED (${seconds} s)${detail}`);
    } else if (status === 0) {
      tally.passed += 1;
      console.log(`=== ${name}: ok (${seconds} s)${detail}`);
    } else {
      tally.failed += 1;
      console.log(`=== ${name}: FAILED with exit code ${status} (${seconds} s)${detail}`);
      // Later steps depend on the build; without it their failures would only be noise.
      if (name === 'build') break;
    }
  }
  const skips = tally.skipped + tests.skipped;
  if (requireAll && skips)
    console.log(
      `\nREQUIRE_ALL_CHECKS=1: ${tally.skipped} steps and ${tests.skipped} tests were skipped, which fails the run.`,
    );
  console.log(`\ntests: ${tests.passed} passed, ${tests.failed} failed, ${tests.skipped} skipped`);
  console.log(`steps: ${tally.passed} passed, ${tally.failed} failed, ${tally.skipped} skipped`);
  return tally.failed || (requireAll && skips) ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().then((code) => process.exit(code));
}

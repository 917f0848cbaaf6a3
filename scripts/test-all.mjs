#!/usr/bin/env node
// @ts-check
// The whole test suite: types, lint, unit tests, the production build, checks on the build, the
// Java examples, and the browser tests. Two lanes run at once, one per core: the build and what
// needs it (build checks, browser tests), and the checks that need no build (types, lint, unit,
// Java examples, the checks on the build once it exists, the dev server's browser tests), so that the
// browser tests start as soon as the build is done. Each step's output is printed, whole, when it ends.
//
// Each step ends as passed, failed or skipped; a step that skips (exit code 77, the Java examples
// without a JTokkit jar) is counted as skipped, never as passed. Where a step reports its tests,
// their counts are shown too. The last line is `steps: N passed, N failed, N skipped`.
//
// REQUIRE_ALL_CHECKS=1 makes any skip, of a step or of a single test, fail the run: set it where
// everything can run (the GitHub Actions test workflow downloads the JTokkit jar for that).
//
// `node scripts/test-all.mjs unit e2e` runs only the named steps; an unknown name is an error.
// `node scripts/test-all.mjs --docs` (npm run test:docs) runs what an author of a doc page needs:
// types, lint, unit tests, and the Java examples of the pages changed in the working tree.
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
export const steps = [
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

/** The build and the browser tests, the longest step, in one lane; every other step runs in the other lane. */
const BUILD_LANE = ['build', 'e2e'];
/** Steps of the other lane that wait for the build: they read it, or write the same generated files. */
const AFTER_BUILD = ['build checks', 'e2e dev server'];
/** What `--docs` runs. */
const DOCS_STEPS = ['typecheck', 'lint', 'unit', 'java examples'];

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
 * Runs a command with its output collected, stdout and stderr in the order they came.
 * @param {string} command
 * @param {string[]} args
 * @param {string} [cwd]
 * @returns {Promise<{status: number | null; output: string}>}
 */
export function runStep(command, args, cwd) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {cwd, stdio: ['ignore', 'pipe', 'pipe'], env: process.env});
    let output = '';
    const keep = (/** @type {import('node:stream').Readable} */ stream) =>
      stream.on('data', (/** @type {Buffer} */ chunk) => (output += chunk.toString()));
    keep(child.stdout);
    keep(child.stderr);
    child.on('error', (error) => resolve({status: null, output: `${output}\n${error.message}`}));
    child.on('close', (status) => resolve({status, output}));
  });
}

/** @typedef {{name: string; state: 'passed' | 'failed' | 'skipped'; counts: Counts | null}} StepResult */

/**
 * Runs one step and prints its whole output and its outcome when it ends.
 * @param {(typeof steps)[number]} step
 * @returns {Promise<StepResult>}
 */
async function runAndReport([name, command, args, needs]) {
  const missing = needs.filter((file) => !fs.existsSync(file));
  const started = Date.now();
  const {status, output} = missing.length ? {status: 1, output: ''} : await runStep(command, args);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const counts = countsIn(output);
  const detail = counts ? `: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped` : '';
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}\n${output.slice(-200_000)}`);
  if (missing.length) {
    console.log(`=== ${name}: FAILED, missing ${missing.join(', ')}`);
    return {name, state: 'failed', counts};
  }
  if (status === SKIP_EXIT_CODE) {
    console.log(`=== ${name}: SKIPPED (${seconds} s)${detail}`);
    return {name, state: 'skipped', counts};
  }
  if (status === 0) {
    console.log(`=== ${name}: ok (${seconds} s)${detail}`);
    return {name, state: 'passed', counts};
  }
  console.log(`=== ${name}: FAILED with exit code ${status} (${seconds} s)${detail}`);
  return {name, state: 'failed', counts};
}

/** Settles when the build lane is past its build step (or has none): false when the build failed. */
let buildDone = Promise.resolve(true);

/**
 * Runs the steps of one lane one after the other. In the build's lane, a failed build ends the
 * lane: the later steps depend on it, and their failures would only be noise. The checks on the
 * build wait for it; so does the dev server's step: both write the generated files in .docusaurus/.
 * @param {(typeof steps)} lane
 * @returns {Promise<StepResult[]>}
 */
async function runLane(lane) {
  /** @type {StepResult[]} */
  const results = [];
  for (const step of lane) {
    // The checks on a build that failed would only be noise: reported as not run.
    if (AFTER_BUILD.includes(step[0]) && !(await buildDone) && step[0] === 'build checks') continue;
    const result = await runAndReport(step);
    results.push(result);
    if (step[0] === 'build' && result.state === 'failed') break;
  }
  return results;
}

async function main() {
  const names = steps.map(([name]) => name);
  const docs = process.argv.includes('--docs');
  const only = docs ? DOCS_STEPS : process.argv.slice(2);
  const unknown = only.filter((name) => !names.includes(name));
  if (unknown.length) {
    console.error(`Unknown step: ${unknown.join(', ')}. The steps are: ${names.join(', ')}.`);
    return 2;
  }
  const requireAll = process.env.REQUIRE_ALL_CHECKS === '1';
  ensureDependencies();
  const selected = steps.filter(([name]) => !only.length || only.includes(name));
  if (selected.some(([name]) => name.startsWith('e2e'))) process.env.CHROME_PATH = ensureChromium();
  if (docs) {
    // An author's run: the Java examples of the pages they changed, not all of them.
    const java = selected.find(([name]) => name === 'java examples');
    if (java) java[2] = [...java[2], '--changed'];
  }

  const started = Date.now();
  // Without any step of the build's lane (npm run test:docs), the Java examples, the longest of the
  // rest, take that lane's core.
  const firstLaneNames = selected.some(([name]) => BUILD_LANE.includes(name)) ? BUILD_LANE : ['java examples'];
  const buildLane = selected.filter(([name]) => firstLaneNames.includes(name));
  const building = buildLane.some(([name]) => name === 'build');
  /** @type {(ok: boolean) => void} */
  let built = () => {};
  if (building) buildDone = new Promise((resolve) => (built = resolve));
  const lanes = await Promise.all([
    runLane(buildLane.slice(0, 1)).then(async (first) => {
      built(first[0]?.state !== 'failed');
      if (first[0]?.name === 'build' && first[0].state === 'failed') return first;
      return [...first, ...(await runLane(buildLane.slice(1)))];
    }),
    runLane(selected.filter(([name]) => !firstLaneNames.includes(name))),
  ]);
  const byName = new Map(lanes.flat().map((result) => [result.name, result]));

  /** @type {Counts} */
  const tally = {passed: 0, failed: 0, skipped: 0};
  /** @type {Counts} */
  const tests = {passed: 0, failed: 0, skipped: 0};
  console.log('');
  for (const [name] of selected) {
    const result = byName.get(name);
    if (!result) {
      console.log(`${name}: not run (the build failed)`);
      tally.failed += 1;
      continue;
    }
    tally[result.state] += 1;
    if (result.counts)
      for (const key of /** @type {(keyof Counts)[]} */ (Object.keys(tests))) tests[key] += result.counts[key];
    console.log(`${name}: ${result.state}`);
  }
  const skips = tally.skipped + tests.skipped;
  if (requireAll && skips)
    console.log(
      `\nREQUIRE_ALL_CHECKS=1: ${tally.skipped} steps and ${tests.skipped} tests were skipped, which fails the run.`,
    );
  console.log(`\nwall time: ${Math.round((Date.now() - started) / 1000)} s`);
  console.log(`tests: ${tests.passed} passed, ${tests.failed} failed, ${tests.skipped} skipped`);
  console.log(`steps: ${tally.passed} passed, ${tally.failed} failed, ${tally.skipped} skipped`);
  return tally.failed || (requireAll && skips) ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().then((code) => process.exit(code));
}

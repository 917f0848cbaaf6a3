#!/usr/bin/env node
// @ts-check
// The whole test suite: types, lint, unit tests, the production build, checks on the build, the
// Java examples, and the browser tests. Two lanes run at once, one per core: the build and what
// needs it (build checks, browser tests), and the checks that need no build (types, lint, unit,
// Java examples, the checks on the build once it exists, the dev server's browser tests), so that the
// browser tests start as soon as the build is done. Each step's output is printed, whole, when it ends.
//
// Each step ends as passed, failed or skipped; a step that skips (exit code 77, the Java examples
// without a JTokkit jar, the framework signatures without the frameworks' source) is counted as
// skipped, never as passed. Where a step reports its tests,
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
import {ensureChromium, ensureDependencies, ensureFirefox} from './ensure.mjs';

/** @param {string} dir @returns {[string, string[]]} */
function nodeTest(dir) {
  const files = fs
    .readdirSync(dir, {recursive: true})
    .map(String)
    .filter((file) => /\.test\.(ts|mjs)$/.test(file))
    .map((file) => path.join(dir, file))
    .sort();
  // Without files, `node --test` would look for tests all over the repository.
  if (!files.length) throw new Error(`no test files in ${dir}`);
  return ['node', ['--import', 'tsx', '--test', '--test-reporter=spec', ...files]];
}

/** The exit code of a step that could not run here (as in automake's test harness). */
export const SKIP_EXIT_CODE = 77;

/** @type {[name: string, command: string, args: string[]][]} */
export const steps = [
  ['typecheck', 'npx', ['tsc']],
  ['lint', 'node', ['scripts/lint.mjs']],
  ['unit', ...nodeTest('tests/unit')],
  ['build', 'npx', ['docusaurus', 'build']],
  ['build checks', ...nodeTest('tests/build')],
  // Under tsx, so that it can import the TypeScript modules it shares with the site and the tests.
  ['java examples', 'node', ['--import', 'tsx', 'scripts/check-java-examples.ts']],
  // The API reference against JTokkit's sources, its jar (javap) and every release's compiled classes.
  ['api reference', 'node', ['--import', 'tsx', 'scripts/check-api-reference.ts']],
  // The signature stubs the framework code of the docs is compiled against, compared with the
  // frameworks' source; skipped without a copy of it ($FRAMEWORK_SOURCES).
  ['framework signatures', 'node', ['--import', 'tsx', 'scripts/check-signatures.ts']],
  // --forbid-only: a stray test.only fails the run here too, not only on CI.
  ['e2e', 'npx', ['playwright', 'test', '--forbid-only']],
  // Debian's Firefox through puppeteer-core: the behaviors that once broke in Firefox too.
  ['e2e firefox', ...nodeTest('tests/firefox')],
  ['e2e dev server', 'npx', ['playwright', 'test', '--forbid-only', '--config', 'playwright.dev.config.ts']],
];

/** The build and the browser tests, the longest step, in one lane; every other step runs in the other lane. */
const BUILD_LANE = ['build', 'e2e'];
/** What `--docs` runs. */
const DOCS_STEPS = ['typecheck', 'lint', 'unit', 'java examples'];

/** @typedef {{passed: number; failed: number; skipped: number}} Counts */

/**
 * Test counts a step printed: node's test runner (ℹ pass N …) or a plain "N passed, N failed, N skipped" line.
 * @param {string} output
 * @returns {Counts | null}
 */
function countsIn(output) {
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
    const child = spawn(command, args, {cwd, stdio: ['ignore', 'pipe', 'pipe']});
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
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
async function runAndReport([name, command, args]) {
  const started = Date.now();
  const {status, output} = await runStep(command, args);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const counts = countsIn(output);
  const detail = counts ? `: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped` : '';
  const state = status === SKIP_EXIT_CODE ? 'skipped' : status === 0 ? 'passed' : 'failed';
  const outcome = {passed: 'ok', skipped: 'SKIPPED', failed: `FAILED with exit code ${status}`}[state];
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}\n${output.slice(-200_000)}`);
  console.log(`=== ${name}: ${outcome} (${seconds} s)${detail}`);
  return {name, state, counts};
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
  if (selected.some(([name]) => name === 'e2e firefox')) process.env.FIREFOX_PATH = ensureFirefox();
  // An author's run: the Java examples of the pages they changed, not all of them.
  const java = selected.find(([name]) => name === 'java examples');
  if (docs && java) java[2] = [...java[2], '--changed'];

  const started = Date.now();
  // Without any step of the build's lane (npm run test:docs), the Java examples, the longest of the
  // rest, take that lane's core.
  const firstLane = selected.some(([name]) => BUILD_LANE.includes(name)) ? BUILD_LANE : ['java examples'];
  /** @type {(ok: boolean) => void} */
  let built = () => {};
  /** Settles when the build is done (or not selected): false when it failed. */
  const buildOk = selected.some(([name]) => name === 'build')
    ? new Promise((resolve) => (built = resolve))
    : Promise.resolve(true);
  /** @param {typeof steps} lane @returns {Promise<StepResult[]>} */
  const runLane = async (lane) => {
    const results = [];
    for (const step of lane) {
      // The checks on the build read it, and the dev server writes the same generated files in
      // .docusaurus/: both wait for it. The checks on a build that failed would only be noise.
      const buildFailed = ['build checks', 'e2e firefox', 'e2e dev server'].includes(step[0]) && !(await buildOk);
      if (buildFailed && ['build checks', 'e2e firefox'].includes(step[0])) continue;
      const result = await runAndReport(step);
      results.push(result);
      // The later steps of the build's lane test the build: their failures would only be noise.
      if (step[0] === 'build') built(result.state !== 'failed');
      if (step[0] === 'build' && result.state === 'failed') break;
    }
    return results;
  };
  const lanes = await Promise.all([
    runLane(selected.filter(([name]) => firstLane.includes(name))),
    runLane(selected.filter(([name]) => !firstLane.includes(name))),
  ]);
  const byName = new Map(lanes.flat().map((result) => [result.name, result]));

  const tally = {passed: 0, failed: 0, skipped: 0};
  const tests = {passed: 0, failed: 0, skipped: 0};
  console.log('');
  for (const [name] of selected) {
    const result = byName.get(name);
    tally[result?.state ?? 'failed'] += 1;
    tests.passed += result?.counts?.passed ?? 0;
    tests.failed += result?.counts?.failed ?? 0;
    tests.skipped += result?.counts?.skipped ?? 0;
    console.log(`${name}: ${result?.state ?? 'not run (the build failed)'}`);
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

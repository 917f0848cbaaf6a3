#!/usr/bin/env node
// @ts-check
// npm run test:mutations: does the suite notice when the site breaks? Each mutation below changes
// one thing a reader would notice (or one result comment that would mislead them), in a clean
// checkout of HEAD; the suite's steps that the change reaches then run, whole, and must fail. The
// mutations are the ones earlier test work was checked with; a mutation the suite survives is a
// test that cannot fail.
//
//   node scripts/check-mutations.mjs            every mutation, the whole steps it reaches
//   node scripts/check-mutations.mjs --quick    only the test meant to catch each one
//   node scripts/check-mutations.mjs NAME ...   only these mutations (names as listed below)
//
// The checkout is a git worktree in the system's temp folder that shares node_modules. A mutation
// of an installed package replaces that file (a new file, so hard links elsewhere keep the original)
// and puts the original back afterwards, also when the run is interrupted.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {runStep, SKIP_EXIT_CODE, steps} from './test-all.mjs';
import {ensureChromium} from './ensure.mjs';

const root = path.resolve(import.meta.dirname, '..');

/**
 * @typedef {{
 *   name: string;
 *   what: string;
 *   file: string;
 *   find: string;
 *   replace: string;
 *   steps: string[];
 *   catcher: string;
 * }} Mutation
 */

/** @type {Mutation[]} */
export const MUTATIONS = [
  {
    name: 'route-load-warning',
    what: "a route whose code fails to load no longer logs Docusaurus's warning before the reload",
    file: 'node_modules/@docusaurus/core/lib/client/PendingNavigation.js',
    find: 'console.warn(e);',
    replace: '',
    steps: ['build', 'e2e'],
    catcher: 'a route whose code fails to load logs a warning and reloads the page',
  },
  {
    name: 'hide-on-scroll',
    what: 'the navbar hides when the page scrolls down',
    file: 'docusaurus.config.ts',
    find: 'hideOnScroll: false',
    replace: 'hideOnScroll: true',
    steps: ['build', 'e2e'],
    catcher: 'the navbar stays visible when the page scrolls',
  },
  {
    name: 'result-order',
    what: 'search results come in reverse order, text matches before title matches',
    file: 'src/theme/SearchBar/search.ts',
    find: '    const results: SearchResult[] = [];',
    replace: '    ranked.reverse();\n    const results: SearchResult[] = [];',
    steps: ['build', 'build checks', 'e2e'],
    catcher: 'title matches come before matches in the text',
  },
  {
    name: 'progress-bar-delay',
    what: 'the progress bar waits 1,000 ms after a route change instead of 200 ms',
    file: 'node_modules/@docusaurus/theme-classic/lib/nprogress.js',
    find: 'const delay = 200;',
    replace: 'const delay = 1000;',
    steps: ['build', 'e2e'],
    catcher: 'the top progress bar starts 200 ms after the route change',
  },
  {
    name: 'search-returns-everything',
    what: 'search lists every section, whatever the query',
    file: 'src/theme/SearchBar/search.ts',
    find: '      found = searched.query((q) => clauses.forEach(({term, ...options}) => q.term(term, options)));',
    replace:
      '      found = docs.map((_, ref) => ({ref: String(ref), score: 0, matchData: {metadata: {}}}) as unknown as lunr.Index.Result);',
    steps: ['build', 'build checks', 'e2e'],
    catcher: 'the Java identifier countTokens finds the section that contains it',
  },
  {
    name: 'wrong-result-comment',
    what: "the Introduction's example says 8 tokens where JTokkit counts 7",
    file: 'docs/getting-started/intro.mdx',
    find: 'System.out.println(count); // 7',
    replace: 'System.out.println(count); // 8',
    steps: ['java examples'],
    // The check prints FAIL <page>:<line> for the block; failedTests reads that as `java block <page>:<line>`.
    catcher: 'java block docs/getting-started/intro.mdx:',
  },
];

/**
 * Replaces a file by a new one (so hard links to the old one are left alone); returns how to put it back.
 * @param {string} file @param {string} text
 */
function replaceFile(file, text) {
  const original = fs.readFileSync(file);
  const write = (/** @type {string | Buffer} */ content) => {
    const temp = `${file}.mutation-${process.pid}`;
    fs.writeFileSync(temp, content);
    fs.renameSync(temp, file);
  };
  write(text);
  return () => write(original);
}

/**
 * The names of the tests a step's output reports as failed (Playwright's list and node's spec reporter).
 * @param {string} output @returns {string[]}
 */
function failedTests(output) {
  const names = new Set();
  for (const match of output.matchAll(/^\s*(?:✘|\d+\) ).*?›\s*(.+?)(?: \(\d[\d.]*m?s\))?$/gm))
    names.add((match[1] ?? '').replace(/\s*─+$/, '').trim());
  for (const match of output.matchAll(/^\s*✖ (.+?)(?: \([\d.]+ms\))?$/gm)) names.add((match[1] ?? '').trim());
  for (const match of output.matchAll(/^FAIL (\S+)/gm)) names.add(`java block ${match[1]}`);
  return [...names].filter((name) => !/^(failing tests|tests \d+)/.test(name));
}

async function main() {
  const quick = process.argv.includes('--quick');
  const chosen = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  const unknown = chosen.filter((name) => !MUTATIONS.some((m) => m.name === name));
  if (unknown.length) {
    console.error(`Unknown mutation: ${unknown.join(', ')}. They are: ${MUTATIONS.map((m) => m.name).join(', ')}.`);
    return 2;
  }
  const mutations = MUTATIONS.filter((m) => !chosen.length || chosen.includes(m.name));
  process.env.CHROME_PATH = ensureChromium();
  // Its own port, so that a server already running for the working tree is never reused.
  process.env.E2E_PORT = process.env.E2E_PORT ?? '4391';
  // tests/unit/mutations.test.ts checks that each mutation's code is in place: in a mutated
  // checkout it is not, and that test would "catch" every mutation the unit step runs for.
  process.env.MUTATION_RUN = '1';

  const worktree = fs.mkdtempSync(path.join(os.tmpdir(), 'jtokkit-mutations-'));
  fs.rmSync(worktree, {recursive: true});
  const git = (/** @type {string[]} */ ...args) => spawnSync('git', args, {cwd: root, encoding: 'utf8'});
  if (git('worktree', 'add', '--detach', worktree, 'HEAD').status !== 0) throw new Error('git worktree add failed');
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(worktree, 'node_modules'));
  /** Puts back the file of the mutation under way (again, harmlessly, after it was put back). */
  let restore = () => {};
  process.on('SIGINT', () => {
    restore();
    process.exit(130);
  });

  const outcomes = [];
  try {
    for (const mutation of mutations) {
      // The checkout's node_modules is the working tree's: an installed package is mutated there.
      const file = path.join(mutation.file.startsWith('node_modules/') ? root : worktree, mutation.file);
      const text = fs.readFileSync(file, 'utf8');
      if (!text.includes(mutation.find))
        throw new Error(`${mutation.name}: ${mutation.file} no longer has ${JSON.stringify(mutation.find)}`);
      const started = Date.now();
      restore = replaceFile(file, text.replace(mutation.find, mutation.replace));
      // Rspack's persistent cache takes a package's files as unchanged while its version is: a
      // mutated package file would be built from the cache, and the mutation would survive unseen.
      fs.rmSync(path.join(root, 'node_modules/.cache/rspack'), {recursive: true, force: true});
      fs.rmSync(path.join(worktree, '.docusaurus'), {recursive: true, force: true});
      fs.rmSync(path.join(worktree, 'build'), {recursive: true, force: true});
      const failed = [];
      let stepsFailed = 0;
      let lastOutput = '';
      try {
        for (const name of mutation.steps) {
          const step = steps.find(([stepName]) => stepName === name);
          if (!step) throw new Error(`no step ${name}`);
          let [, command, args] = step;
          if (quick && name === 'e2e')
            args = [...args, '--grep', mutation.catcher.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')];
          const {status, output} = await runStep(command, args, worktree);
          lastOutput = output;
          if (status === 0) continue;
          // A step that could not run here (no JTokkit jar, no JDK) catches nothing.
          if (status === SKIP_EXIT_CODE)
            throw new Error(`${mutation.name}: the ${name} step was skipped here\n${output.slice(-1000)}`);
          if (name === 'build') throw new Error(`${mutation.name}: the build failed\n${output.slice(-3000)}`);
          stepsFailed += 1;
          failed.push(...failedTests(output).map((test) => `${name}: ${test}`));
        }
      } finally {
        restore();
      }
      const caught = failed.some((test) => test.includes(mutation.catcher));
      const seconds = Math.round((Date.now() - started) / 1000);
      outcomes.push({mutation, stepsFailed, caught});
      console.log(`\n=== ${mutation.name}: ${mutation.what}`);
      console.log(`    ${mutation.file}: ${JSON.stringify(mutation.find)} → ${JSON.stringify(mutation.replace)}`);
      console.log(
        `    ran ${quick ? 'the catching test of ' : ''}${mutation.steps.join(', ')} (${seconds} s): ${stepsFailed ? `FAILED, as it must (${failed.length} tests)` : 'PASSED: the suite did not notice'}`,
      );
      for (const test of failed) console.log(`      ✘ ${test}`);
      if (!stepsFailed) console.log(lastOutput.slice(-2000).replace(/^/gm, '      | '));
    }
  } finally {
    restore();
    git('worktree', 'remove', '--force', worktree);
  }
  const survivors = outcomes.filter((o) => o.stepsFailed === 0);
  const missed = outcomes.filter((o) => o.stepsFailed > 0 && !o.caught);
  for (const {mutation} of missed)
    console.log(`note: ${mutation.name} failed the suite, but not through "${mutation.catcher}"`);
  console.log(`\nmutations: ${outcomes.length - survivors.length} caught, ${survivors.length} survived`);
  return survivors.length ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().then((code) => process.exit(code));
}

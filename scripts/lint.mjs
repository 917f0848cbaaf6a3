#!/usr/bin/env node
// @ts-check
// The lint step: code and documentation.
// - ESLint (eslint.config.mjs): JavaScript's and typescript-eslint's recommended rules and React's
//   rules of hooks, on every script, component and test.
// - Prettier (.prettierrc.json) checks the formatting of code and config; `npm run format` fixes it.
// - cspell checks the docs pages, the READMEs and the React components with cspell.json and the
//   project word list project-words.txt (add a word there when it is right and cspell disagrees).
// - markdownlint-cli2 checks the docs pages with .markdownlint-cli2.jsonc, set up for Docusaurus
//   Markdown and MDX (title in the front matter, admonitions, JSX).
import {spawnSync} from 'node:child_process';
import path from 'node:path';

/** @param {string} name */
const bin = (name) => path.join('node_modules', '.bin', process.platform === 'win32' ? `${name}.cmd` : name);

/** @type {[name: string, command: string, args: string[]][]} */
const checks = [
  ['code (eslint)', bin('eslint'), ['--max-warnings=0', '.']],
  ['formatting (prettier)', bin('prettier'), ['--check', '--log-level=warn', '.']],
  [
    'spelling (cspell)',
    bin('cspell'),
    [
      '--no-progress',
      '--no-must-find-files',
      'docs/**/*.{md,mdx}',
      'README.md',
      'CONTRIBUTING.md',
      'plugins/**/*.md',
      'src/**/*.tsx',
    ],
  ],
  ['markdown (markdownlint-cli2)', bin('markdownlint-cli2'), []],
];

let failed = 0;
for (const [name, command, args] of checks) {
  console.log(`\n--- ${name}`);
  const {status, error} = spawnSync(command, args, {stdio: 'inherit'});
  console.log(`lint: ${name} ${status === 0 ? 'ok' : error ? `could not start: ${error.message}` : 'FAILED'}`);
  if (status !== 0) failed += 1;
}
console.log(
  failed ? `\nlint: ${failed} of ${checks.length} checks failed` : `\nlint: all ${checks.length} checks passed`,
);
process.exit(failed ? 1 : 0);

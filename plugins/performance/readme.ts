/**
 * Writes README.md of this folder from overrides.ts: `npm run overrides:readme`. The unit test
 * tests/unit/overrides.test.ts fails when README.md is not what this would write.
 */
import fs from 'node:fs';
import path from 'node:path';
import {overrides, removed, type Override} from './overrides';

const code = (items: string[]) => items.map((item) => `\`${item}\``).join(', ');

const kindOf = (override: Override): string =>
  override.kind === 'swizzle' ? `swizzle (${override.action}, ${override.safety})` : override.kind;

const where = (override: Override): string => {
  if (override.kind === 'patch') return code(override.files);
  if (override.kind === 'swizzle') return `\`${override.component}\`: ${code(override.ours)}`;
  if (override.kind === 'npm override') return `${code(Object.keys(override.pins))} in \`package.json\``;
  return code([...override.ours, ...(override.imports ?? [])]);
};

const section = (override: Override): string =>
  [
    `### ${override.name}`,
    '',
    `- **Kind**: ${kindOf(override)}; \`${override.package}@${override.version}\`; ${where(override)}.`,
    ...(override.kind === 'patch' && override.ours.length > 0 ? [`- **Ours**: ${code(override.ours)}.`] : []),
    `- **What it changes, and why**: ${override.changes}`,
    `- **Gain, or what it fixes**: ${override.gain}`,
    `- **Still needed?** ${override.stillNeeded}`,
    `- **Upstream**: ${override.upstream}`,
    '',
  ].join('\n');

export function renderReadme(): string {
  return [
    '# Where the site reaches into Docusaurus',
    '',
    '<!-- Generated from overrides.ts by `npm run overrides:readme`; edit overrides.ts, not this file. -->',
    '',
    'The site uses Docusaurus and its plugins as they ship, except where this list says otherwise: every',
    'place that depends on more than their documented options, each to be checked by hand on an upgrade.',
    'One made for speed is kept only where it shows a gain for a reader under applied throttling beyond',
    'the run-to-run spread (FCP, LCP, TBT or TTI; `npm run bench`, medians of five interleaved runs), or',
    'saves at least 5 KB of gzipped JavaScript before hydration without re-implementing a library; the',
    'others fix what a reader would otherwise get, and the test that holds each is named.',
    '',
    '- A **patch** edits a file of a dependency while the site builds: `index.ts` (the Docusaurus plugin)',
    '  hands it to the bundler through `loader.cjs`, for the browser and the server bundle alike;',
    '  `node_modules` is never changed. An edit replaces one exact text, which must occur exactly once, or',
    '  cuts what lies between two markers; otherwise the build fails with',
    '  `performance patch (<name>): … not found in <file>; update the patch`.',
    '- A **swizzle** wraps or ejects a theme component; ours is in `src/theme/`. Its safety is what the',
    "  package's swizzle config says (`npx docusaurus swizzle <theme> --list`); a component it does not list",
    '  is unsafe: Docusaurus may change it in any release.',
    '- An **import** reaches a package’s `internal` entry or a file under its `lib/`; an **inline script**',
    '  reads or writes the theme’s storage or attributes; an **index format** re-implements what a plugin',
    '  writes; an **npm override** pins a package that a dependency asks for; a **bundler setting** changes',
    '  what Docusaurus gives the bundler; a **build step** rewrites the pages Docusaurus has written.',
    '',
    '`node --import tsx --test tests/unit/overrides.test.ts` fails when a package is not at the version an',
    'entry was written for, when a patch no longer fits, when a swizzle’s safety has changed, and when a',
    'file under `src/theme/`, an import from a Docusaurus `internal` or `lib/` path (in `src/`, `plugins/`,',
    '`scripts/`, `tests/`, `bench/`, `docs/`; code, CSS and MDX) or an npm override is not in the list. To change the list, edit',
    '`overrides.ts` and run `npm run overrides:readme`.',
    '',
    '| Entry | Kind | Package | Where |',
    '|---|---|---|---|',
    ...overrides.map(
      (override) =>
        `| ${override.name} | ${kindOf(override)} | \`${override.package}@${override.version}\` | ${where(override)} |`,
    ),
    '',
    '## The entries',
    '',
    ...overrides.map(section),
    '## Measured and removed',
    '',
    'Performance overrides the site had, measured the same way and removed because they did not pay off:',
    '',
    ...removed.map((entry) => `- **${entry.name}**: ${entry.finding}`),
    '',
  ].join('\n');
}

if (process.argv.includes('--write')) {
  fs.writeFileSync(path.join(__dirname, 'README.md'), renderReadme());
  console.log('plugins/performance/README.md written');
}

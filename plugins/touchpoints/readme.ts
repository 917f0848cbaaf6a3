/**
 * Writes README.md of this folder from touchpoints.ts: `npm run touchpoints:readme`. The unit test
 * tests/unit/touchpoints.test.ts fails when README.md is not what this would write.
 */
import fs from 'node:fs';
import path from 'node:path';
import {CONFIG_KEYS, DEV_SERVER_HOOKS, PLUGIN_HOOKS, touchpoints, type Reach, type Touchpoint} from './touchpoints';

const code = (items: string[]) => items.map((item) => `\`${item}\``).join(', ');

const kindOf = (touchpoint: Touchpoint): string =>
  touchpoint.kind === 'swizzle' ? `swizzle (${touchpoint.action}, ${touchpoint.safety})` : touchpoint.kind;

const where = (touchpoint: Touchpoint): string => {
  if (touchpoint.kind === 'patch') return code(touchpoint.files);
  if (touchpoint.kind === 'swizzle') return `\`${touchpoint.component}\`: ${code(touchpoint.ours)}`;
  if (touchpoint.kind === 'npm override') return `${code(Object.keys(touchpoint.pins))} in \`package.json\``;
  return code(touchpoint.ours);
};

const reach = ({file, kind, what}: Reach): string => `${kind} \`${what}\` in \`${file}\``;

const section = (touchpoint: Touchpoint): string =>
  [
    `### ${touchpoint.name}`,
    '',
    `- **Kind**: ${kindOf(touchpoint)}; \`${touchpoint.package}@${touchpoint.version}\`; ${where(touchpoint)}.`,
    ...(touchpoint.kind === 'patch' && touchpoint.ours.length > 0 ? [`- **Ours**: ${code(touchpoint.ours)}.`] : []),
    `- **Reaches**: ${touchpoint.reaches.map(reach).join('; ')}.`,
    `- **What it changes, and why**: ${touchpoint.changes}`,
    `- **Gain, or what it fixes**: ${touchpoint.gain}`,
    ...(touchpoint.measured ? [`- **Measured**: [\`${touchpoint.measured}\`](../../${touchpoint.measured}).`] : []),
    `- **Still needed?** ${touchpoint.stillNeeded}`,
    `- **Upstream**: ${touchpoint.upstream}`,
    '',
  ].join('\n');

export function renderReadme(): string {
  return [
    '# Where the site reaches into Docusaurus',
    '',
    '<!-- Generated from touchpoints.ts by `npm run touchpoints:readme`; edit touchpoints.ts, not this file. -->',
    '',
    'The site uses Docusaurus and its plugins as they ship, except where this list says otherwise: every',
    'place that depends on more than their documented options, each to be checked by hand on an upgrade.',
    'One made for speed is kept only where it shows a gain for a reader under applied throttling beyond',
    'the run-to-run spread (FCP, LCP, TBT or TTI; `npm run bench`, medians of five interleaved runs), or',
    'saves at least 5 KB of gzipped JavaScript before hydration without re-implementing a library; the',
    'others fix what a reader would otherwise get, and the test that holds each is named.',
    '',
    '- A **patch** edits a file of a dependency while the site builds: `plugins/performance/index.ts` (a',
    '  Docusaurus plugin) hands it to the bundler through `loader.cjs` there, for the browser and the server bundle alike;',
    '  `node_modules` is never changed. An edit replaces one exact text, which must occur exactly once, or',
    '  cuts what lies between two markers; otherwise the build fails with',
    '  `performance patch (<name>): … not found in <file>; update the patch`.',
    '- A **swizzle** wraps or ejects a theme component; ours is in `src/theme/`. Its safety is what the',
    "  package's swizzle config says (`npx docusaurus swizzle <theme> --list`); a component it does not list",
    '  is unsafe: Docusaurus may change it in any release.',
    '- An **import** reaches a package’s `internal` entry, a file under its `lib/`, or a utility package; an **inline script**',
    '  reads or writes the theme’s storage or attributes; an **index format** re-implements what a plugin',
    '  writes; an **npm override** pins a package that a dependency asks for; a **bundler setting** changes',
    '  what Docusaurus gives the bundler; a **build step** rewrites the pages Docusaurus has written.',
    '',
    'Figures are not kept here: an entry measured for speed names its section of',
    '[`bench/touchpoints.md`](../../bench/touchpoints.md). What the site had and took out, with what was',
    'measured, is in [`REMOVED.md`](REMOVED.md).',
    '',
    '`node --import tsx --test tests/unit/touchpoints.test.ts` fails when a package is not at the version an',
    'entry was written for, when a patch no longer fits, when a swizzle’s safety has changed, and when the',
    'code has a reach that no entry names, or an entry names one the code no longer has. It finds the reaches',
    'in the code (`tests/support/reaches.ts`, with TypeScript’s parser), in every file of the repository',
    'outside `node_modules` and the build output, each once per file, kind and name:',
    '',
    `- a **plugin hook**: ${code(PLUGIN_HOOKS)};`,
    `- a **dev-server hook**: ${code(DEV_SERVER_HOOKS)};`,
    `- a **config key** of \`docusaurus.config.ts\`: ${code(CONFIG_KEYS)};`,
    '- an **internal import** (a Docusaurus package’s `internal`, `lib/` or `src/` path) or a **utility import**',
    '  (`@docusaurus/utils`, `@docusaurus/utils-*`), per imported name, in code, CSS and MDX;',
    '- a **theme-original import**: `@theme-original/…` or `@theme-init/…` outside a theme folder;',
    '- a **theme component**: a component in `src/theme/` or in a local plugin’s `getThemePath` folder;',
    '- a **patch file**: a `patches/` folder, a `.patch` or `.diff` file, patch-package, an install script',
    '  that applies a patch, pnpm’s `patchedDependencies`;',
    '- an **npm override**: an entry of `package.json`’s `overrides` or `resolutions`.',
    '',
    '`tests/unit/reaches.test.ts` adds each kind to a small repository of its own and shows the check failing on it.',
    '',
    'To change the list, edit `touchpoints.ts` and run `npm run touchpoints:readme`.',
    '',
    '| Entry | Kind | Package | Where |',
    '|---|---|---|---|',
    ...touchpoints.map(
      (touchpoint) =>
        `| ${touchpoint.name} | ${kindOf(touchpoint)} | \`${touchpoint.package}@${touchpoint.version}\` | ${where(touchpoint)} |`,
    ),
    '',
    '## The entries',
    '',
    ...touchpoints.map(section),
  ].join('\n');
}

if (process.argv.includes('--write')) {
  fs.writeFileSync(path.join(__dirname, 'README.md'), renderReadme());
  console.log('plugins/touchpoints/README.md written');
}

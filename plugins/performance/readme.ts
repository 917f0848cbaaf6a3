/**
 * Writes README.md of this folder from overrides.ts: `npm run overrides:readme`. The unit test
 * tests/unit/overrides.test.ts fails when README.md is not what this would write.
 */
import fs from 'node:fs';
import path from 'node:path';
import {overrides, removed, type Override} from './overrides';

const where = (override: Override): string =>
  override.kind === 'patch'
    ? override.files.map((file) => `\`${file}\``).join(', ')
    : `\`${override.component}\` (ours: \`${override.file}\`)`;

const section = (override: Override): string =>
  [
    `### ${override.name}`,
    '',
    `- **Kind**: ${override.kind === 'patch' ? 'patch of' : 'unsafe swizzle of'} \`${override.package}@${override.version}\`, ${where(override)}.`,
    `- **What it changes**: ${override.changes}`,
    `- **Gain**: ${override.gain}`,
    `- **Still needed?** ${override.stillNeeded}`,
    `- **Upstream**: ${override.upstream}`,
    '',
  ].join('\n');

export function renderReadme(): string {
  return [
    '# Performance overrides',
    '',
    '<!-- Generated from overrides.ts by `npm run overrides:readme`; edit overrides.ts, not this file. -->',
    '',
    'The site uses Docusaurus as it ships, except for the changes listed here: each one changes how a',
    'dependency works inside, and each must be checked by hand on an upgrade. One is kept only where it',
    'shows a gain for a reader under applied throttling beyond the run-to-run spread (FCP, LCP, TBT or',
    'TTI; `npm run bench`, medians of five interleaved runs), or saves at least 5 KB of gzipped',
    'JavaScript before hydration without re-implementing a library. One more fixes an error a reader',
    'would otherwise get, which no setting of Docusaurus avoids (the first in the list).',
    '',
    '- A **patch** edits a file of a dependency while the site builds: `index.ts` (the Docusaurus plugin)',
    '  hands it to the bundler through `loader.cjs`, for the browser and the server bundle alike;',
    '  `node_modules` is never changed. An edit replaces one exact text, which must occur exactly once, or',
    '  cuts what lies between two markers; otherwise the build fails with',
    '  `performance patch (<name>): … not found in <file>; update the patch`.',
    '- An **unsafe swizzle** wraps or ejects a theme component that Docusaurus does not promise to keep',
    '  stable; ours is in `src/theme/`.',
    '',
    'After an upgrade, `node --import tsx --test tests/unit/overrides.test.ts` fails when a package is not',
    'at the version an override was written for, or a patch no longer fits. To change the list, edit',
    '`overrides.ts` and run `npm run overrides:readme`.',
    '',
    '| Override | Kind | Package | Where |',
    '|---|---|---|---|',
    ...overrides.map(
      (override) =>
        `| ${override.name} | ${override.kind} | \`${override.package}@${override.version}\` | ${where(override)} |`,
    ),
    '',
    '## The overrides',
    '',
    ...overrides.map(section),
    '## Measured and removed',
    '',
    'Overrides the site had, measured the same way and removed because they did not pay off:',
    '',
    ...removed.map((entry) => `- **${entry.name}**: ${entry.finding}`),
    '',
  ].join('\n');
}

if (process.argv.includes('--write')) {
  fs.writeFileSync(path.join(__dirname, 'README.md'), renderReadme());
  console.log('plugins/performance/README.md written');
}

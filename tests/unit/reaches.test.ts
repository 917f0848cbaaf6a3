import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {touchpoints} from '../../plugins/touchpoints/touchpoints';
import {describe as describeReach, findReaches, unlisted} from '../support/reaches';

// Each kind of reach the touchpoint list names, added to a small repository of its own: the check of
// tests/unit/touchpoints.test.ts (a reach found that no entry lists) fails on each, naming the file
// and the kind; and what is no reach stays quiet.
const listed = touchpoints.flatMap((touchpoint) => touchpoint.reaches);

/** The reaches the list does not name, in a repository made of these files. */
function unlistedIn(files: Record<string, string>): string[] {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'reaches-'));
  try {
    for (const [file, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
      fs.writeFileSync(path.join(root, file), text);
    }
    return unlisted(findReaches(root), listed).map(describeReach);
  } finally {
    fs.rmSync(root, {recursive: true, force: true});
  }
}

const plugin = (body: string) =>
  `import type {Plugin} from '@docusaurus/types';\nexport default function p(): Plugin {\n  return {name: 'p', ${body}};\n}\n`;
const site = (file: string) => fs.readFileSync(path.join(__dirname, '../..', file), 'utf8');

test('a plugin hook: a configureWebpack alias', () => {
  assert.deepEqual(
    unlistedIn({
      'plugins/alias.ts': plugin("configureWebpack: () => ({resolve: {alias: {'react-dom': 'preact/compat'}}})"),
    }),
    ['plugins/alias.ts: plugin hook configureWebpack'],
  );
});

test('a plugin hook: a postBuild that rewrites the pages, written as a method or assigned later', () => {
  assert.deepEqual(unlistedIn({'plugins/rewrite.ts': plugin('async postBuild({outDir}) { void outDir; }')}), [
    'plugins/rewrite.ts: plugin hook postBuild',
  ]);
  assert.deepEqual(
    unlistedIn({
      'plugins/late.js':
        "const plugin = {name: 'late'};\nplugin.postBuild = async () => {};\nmodule.exports = () => plugin;\n",
    }),
    ['plugins/late.js: plugin hook postBuild'],
  );
  // A second postBuild step in the file that has the listed one is the same reach: the entry names the hook.
  assert.deepEqual(unlistedIn({'plugins/static-pages/index.ts': site('plugins/static-pages/index.ts')}), []);
});

test('a plugin hook: an inline script through injectHtmlTags, and getClientModules', () => {
  assert.deepEqual(
    unlistedIn({
      'plugins/tags.ts': plugin("injectHtmlTags() { return {headTags: [{tagName: 'script', innerHTML: 'x()'}]}; }"),
      'plugins/client.ts': plugin("getClientModules() { return ['./client.js']; }"),
    }),
    ['plugins/tags.ts: plugin hook injectHtmlTags', 'plugins/client.ts: plugin hook getClientModules'].sort(),
  );
});

test('a plugin hook: getThemePath, and each component of the folder it names', () => {
  assert.deepEqual(
    unlistedIn({
      'plugins/local-theme/index.ts': `import path from 'node:path';\n${plugin("getThemePath() { return path.resolve(__dirname, './theme'); }")}`,
      // @theme-original inside a theme folder is a wrap, not a reach of its own.
      'plugins/local-theme/theme/Footer/index.tsx':
        "import Footer from '@theme-original/Footer';\nexport default Footer;\n",
      'plugins/local-theme/theme/Footer/styles.module.css': '.footer {}\n',
    }),
    ['plugins/local-theme/index.ts: plugin hook getThemePath', 'plugins/local-theme/theme/: theme component Footer'],
  );
});

test('a dev-server hook: devServer in configureWebpack, and configureDevServer', () => {
  assert.deepEqual(
    unlistedIn({
      'plugins/dev.ts': plugin('configureWebpack: () => ({devServer: {setupMiddlewares: (m: unknown[]) => m}})'),
      'plugins/dev2.ts': plugin('configureDevServer(server: unknown) { void server; }'),
    }),
    [
      'plugins/dev.ts: plugin hook configureWebpack',
      'plugins/dev.ts: dev-server hook devServer',
      'plugins/dev.ts: dev-server hook setupMiddlewares',
      'plugins/dev2.ts: dev-server hook configureDevServer',
    ],
  );
  // The listed one, with a further middleware set-up of another kind in the same file.
  const devIndex = site('plugins/search-dev-index.ts').replace(
    'setupMiddlewares(middlewares',
    'onBeforeSetupMiddleware() {},\n          setupMiddlewares(middlewares',
  );
  assert.deepEqual(unlistedIn({'plugins/search-dev-index.ts': devIndex}), [
    'plugins/search-dev-index.ts: dev-server hook onBeforeSetupMiddleware',
  ]);
});

test('a config key: headTags (an inline script), scripts, stylesheets, clientModules', () => {
  const config = site('docusaurus.config.ts').replace(
    "  i18n: {defaultLocale: 'en', locales: ['en']},",
    [
      "  i18n: {defaultLocale: 'en', locales: ['en']},",
      "  headTags: [{tagName: 'script', attributes: {}, innerHTML: 'localStorage.theme'}],",
      "  scripts: ['/x.js'],",
      "  stylesheets: ['/x.css'],",
      "  clientModules: ['./src/x.ts'],",
    ].join('\n'),
  );
  assert.notEqual(config, site('docusaurus.config.ts'), 'the fixture edits the config');
  assert.deepEqual(unlistedIn({'docusaurus.config.ts': config}), [
    'docusaurus.config.ts: config key headTags',
    'docusaurus.config.ts: config key scripts',
    'docusaurus.config.ts: config key stylesheets',
    'docusaurus.config.ts: config key clientModules',
  ]);
  // headTags from a plugin is its injectHtmlTags, the reach; the key counts in the site config only.
  assert.deepEqual(unlistedIn({'docusaurus.config.ts': site('docusaurus.config.ts')}), []);
});

test('an internal import, in each form, and a further one in a file that already has one', () => {
  const lib = '@docusaurus/theme-classic/lib/theme/CodeBlock/index.js';
  assert.deepEqual(
    unlistedIn({
      'src/a.ts': `import {useTabs} from '@docusaurus/theme-common/internal';\nexport * from '${lib}';\nconst b = require('@docusaurus/core/lib/client/exports/Link');\nvoid import('docusaurus-lunr-search/src/html-to-doc');\nrequire.resolve('${lib}');\nconst requireFromRoot = require;\nrequireFromRoot('@docusaurus/theme-classic/lib/getSwizzleConfig');\ntype C = typeof import('@docusaurus/core/src/client');\nvoid useTabs; void b;\nexport type {C};\n`,
      'src/b.css': `@import '${lib.replace(/\.js$/, '.css')}';\n`,
      'docs/c.mdx': `import X from '@docusaurus/theme-common/internal';\n\n\`\`\`js\nimport Y from '@docusaurus/utils';\n\`\`\`\n`,
    }).sort(),
    [
      'src/a.ts: internal import @docusaurus/theme-common/internal: useTabs',
      `src/a.ts: internal import ${lib}: *`,
      'src/a.ts: internal import @docusaurus/core/lib/client/exports/Link: *',
      'src/a.ts: internal import docusaurus-lunr-search/src/html-to-doc: *',
      'src/a.ts: internal import @docusaurus/core/src/client: *',
      'src/a.ts: internal import @docusaurus/theme-classic/lib/getSwizzleConfig: *',
      `src/b.css: internal import ${lib.replace(/\.js$/, '.css')}: *`,
      'docs/c.mdx: internal import @docusaurus/theme-common/internal: *',
    ].sort(),
  );
  // The listed file, with one more hook from the same internal entry: only that one fails.
  const tabs = site('src/components/Tabs/index.tsx').replace(
    'useScrollPositionBlocker, useTabs}',
    'useScrollPositionBlocker, useTabs, useCodeBlockContext}',
  );
  assert.notEqual(tabs, site('src/components/Tabs/index.tsx'), 'the fixture edits the import');
  assert.deepEqual(unlistedIn({'src/components/Tabs/index.tsx': tabs}), [
    'src/components/Tabs/index.tsx: internal import @docusaurus/theme-common/internal: useCodeBlockContext',
  ]);
  assert.deepEqual(
    unlistedIn({'src/components/Tabs/index.tsx': `${tabs.replace(', useCodeBlockContext', '')}\nimport '${lib}';\n`}),
    [`src/components/Tabs/index.tsx: internal import ${lib}`],
  );
});

test('a utility import: @docusaurus/utils and @docusaurus/utils-*, and a further one in a file that has one', () => {
  assert.deepEqual(
    unlistedIn({
      'plugins/x.ts':
        "import {docuHash} from '@docusaurus/utils';\nimport {uniq} from '@docusaurus/utils-common';\nvoid docuHash; void uniq;\n",
    }),
    [
      'plugins/x.ts: utility import @docusaurus/utils: docuHash',
      'plugins/x.ts: utility import @docusaurus/utils-common: uniq',
    ],
  );
  const devIndex = site('plugins/search-dev-index.ts').replace(
    '{createSlugger, parseMarkdownHeadingId}',
    '{createSlugger, parseMarkdownHeadingId, normalizeUrl}',
  );
  assert.deepEqual(unlistedIn({'plugins/search-dev-index.ts': devIndex}), [
    'plugins/search-dev-index.ts: utility import @docusaurus/utils: normalizeUrl',
  ]);
});

test('@theme-original imported outside src/theme', () => {
  assert.deepEqual(
    unlistedIn({
      'src/components/Wrapper.tsx': "import Footer from '@theme-original/Footer';\nexport default Footer;\n",
    }),
    ['src/components/Wrapper.tsx: theme-original import @theme-original/Footer: default'],
  );
});

test('a swizzled theme component in src/theme, in a folder or as one file', () => {
  assert.deepEqual(
    unlistedIn({
      'src/theme/Footer/index.tsx': 'export default function Footer() { return null; }\n',
      'src/theme/Root.tsx': 'export default function Root({children}: {children: unknown}) { return children; }\n',
      'src/theme/CodeBlock/Content/index.tsx': site('src/theme/CodeBlock/Content/index.tsx'),
    }),
    ['src/theme/: theme component Footer', 'src/theme/: theme component Root'],
  );
});

test('a patch file: a patches/ folder, a stray .diff, patch-package and the script that applies it', () => {
  assert.deepEqual(
    unlistedIn({
      'patches/@docusaurus+core+3.8.1.patch': 'diff --git a/lib/client/clientEntry.js b/lib/client/clientEntry.js\n',
      'scripts/fix.diff': '--- a\n+++ b\n',
      'package.json': JSON.stringify({
        devDependencies: {'patch-package': '8.0.0'},
        scripts: {postinstall: 'patch-package'},
      }),
    }),
    [
      'patches/@docusaurus+core+3.8.1.patch: patch file patches/@docusaurus+core+3.8.1.patch',
      'scripts/fix.diff: patch file scripts/fix.diff',
      'package.json: patch file patch-package',
      'package.json: patch file scripts.postinstall',
    ],
  );
});

test('an npm override: a new one, and the listed one at another version', () => {
  const manifest = JSON.parse(site('package.json')) as {overrides: Record<string, string>};
  assert.deepEqual(unlistedIn({'package.json': JSON.stringify(manifest)}), []);
  manifest.overrides = {...manifest.overrides, react: '18.3.1'};
  assert.deepEqual(unlistedIn({'package.json': JSON.stringify(manifest)}), ['package.json: npm override react@18.3.1']);
  manifest.overrides = {'@swc/html': '1.16.3'};
  assert.deepEqual(unlistedIn({'package.json': JSON.stringify(manifest)}), [
    'package.json: npm override @swc/html@1.16.3',
  ]);
});

test('no reach: public entries, @theme aliases, a property read, a name in a string or a code block', () => {
  assert.deepEqual(
    unlistedIn({
      'src/public.tsx': [
        "import Link from '@docusaurus/Link';",
        "import {useColorMode} from '@docusaurus/theme-common';",
        "import {useDoc} from '@docusaurus/plugin-content-docs/client';",
        "import CodeBlock from '@theme/CodeBlock';",
        "import type {Config} from '@docusaurus/types';",
        "const text = `import x from '@docusaurus/utils'`;",
        'export const run = (p: {postBuild?: () => void}) => p.postBuild?.();',
        'export {Link, useColorMode, useDoc, CodeBlock, text};',
        'export type {Config};',
      ].join('\n'),
      'docs/page.md': "```ts\nimport {x} from '@docusaurus/core/lib/x';\n```\n\nThe `postBuild` hook.\n",
      'node_modules/@docusaurus/core/lib/x.js': "module.exports = {postBuild() {}};\nrequire('@docusaurus/utils');\n",
      'build/assets/js/main.js': "require('@docusaurus/core/lib/client');\n",
    }),
    [],
  );
});

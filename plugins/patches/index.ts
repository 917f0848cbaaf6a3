/**
 * Build-time edits to dependencies: the one list. plugins/patch-dependencies.ts hands each to the
 * bundler through loader.cjs, for the browser and the server bundle alike (so the server's HTML
 * and the hydrated page stay identical); tests/unit/patches.test.ts applies each to the installed
 * file. README.md (this folder) explains them; keep its table in step with this list.
 */

/** Replace one exact text (it must occur exactly once), or cut what lies between two markers (both kept). */
export type Edit = {find: string; replace: string} | {cut: {after: string; before: string}};

export interface Patch {
  name: string;
  /** The npm package whose file(s) the patch edits. */
  package: string;
  /** The version the edit was written for: what node_modules and package-lock.json hold. */
  version: string;
  /** Paths inside the package; each gets the same edit. */
  files: string[];
  edit: Edit;
  /** What it changes and why the site does not need the original. */
  why: string;
  /** What it saved when it was added, as measured then (4x throttled CPU unless it says otherwise). */
  gain: string;
  /** How to tell, after an upgrade, whether the patch is still needed. */
  stillNeeded: string;
}

// Docusaurus keys these on useIsBrowser(), which throws each one away after hydration and renders it again.
const remountAfterHydration = (
  component: 'CodeBlock' | 'Tabs',
  why: string,
  gain: string,
  stillNeeded: string,
): Patch => ({
  name: `${component} without its remount after hydration`,
  package: '@docusaurus/theme-classic',
  version: '3.8.1',
  files: [`lib/theme/${component}/index.js`],
  edit: {find: 'key={String(isBrowser)}', replace: ''},
  why,
  gain,
  stillNeeded,
});

export const patches: Patch[] = [
  remountAfterHydration(
    'CodeBlock',
    'Docusaurus remounts every code block once the page has hydrated because its Prism colours were inline ' +
      'styles, right for the default colour mode only. Ours come from src/css/prism.css, so the markup the ' +
      'server rendered is right in both modes.',
    'No time measured on its own: every block, with one element per token (2,033 of the 2,814 elements on ' +
      'Extending when measured), is no longer rendered a second time; KeepServerMarkup relies on it.',
    'The hydration test in tests/e2e/code-blocks.spec.ts fails when a code block is replaced after ' +
      'hydration. If lib/theme/CodeBlock/index.js no longer sets the key, the patch fails: delete it.',
  ),
  remountAfterHydration(
    'Tabs',
    'Docusaurus remounts every Tabs once the page has hydrated, for a defaultValue that is computed ' +
      'differently in the browser (facebook/docusaurus#5653). Ours are static, and useTabs applies a ' +
      'stored or ?build-tool= choice after hydration anyway.',
    'No time measured on its own: the build-tool code blocks on the home page and the Introduction are ' +
      'no longer rendered a second time.',
    'The hydration test in tests/e2e/code-blocks.spec.ts fails when the code blocks inside tabs are ' +
      'replaced after hydration; tests/e2e/tabs.spec.ts checks the choice. If lib/theme/Tabs/index.js no ' +
      'longer sets the key, the patch fails: delete it.',
  ),
  {
    name: 'prism-react-renderer without its bundled grammars',
    package: 'prism-react-renderer',
    version: '2.4.1',
    files: ['dist/index.js', 'dist/index.mjs'],
    edit: {
      cut: {
        after: '// src/prism-langs.ts\nvar Prism = __toESM(require_prism());\n',
        before: '\n// src/themes/index.ts\n',
      },
    },
    why:
      'prism-react-renderer bundles about 30 grammars (JSX, Swift, Rust, SQL, ...) and evaluates them at ' +
      'start-up. The site highlights seven, which come from prismjs through themeConfig.prism.additionalLanguages ' +
      '(markup and clike first: the cut removes those too).',
    gain: '~300 ms of start-up and 15 KB gzipped (main bundle 117.9 -> 103.2 KB gzipped when it was added).',
    stillNeeded:
      'The build check "Prism and the grammars the site uses are in a chunk of their own, and no other grammar is" ' +
      '(tests/build/code-highlighting.test.ts) fails when the grammars are back. If the package no longer ' +
      'bundles grammars (no "// src/prism-langs.ts" section), the patch fails: delete it.',
  },
  // The two Prism patches go together: the first takes Prism's start-up out of the main bundle,
  // the second the one component that tokenizes code with it.
  {
    name: "Prism's client module prefetches Prism instead of loading it",
    package: '@docusaurus/theme-classic',
    version: '3.8.1',
    files: ['lib/prism-include-languages.js'],
    edit: {
      find:
        "import { Prism } from 'prism-react-renderer';\n" +
        "import prismIncludeLanguages from '@theme/prism-include-languages';\n" +
        'prismIncludeLanguages(Prism);',
      replace: "import {prefetchHighlighter} from '@site/src/components/LazyHighlight';\n" + 'prefetchHighlighter();',
    },
    why:
      'This client module imports prism-react-renderer and registers the grammars of ' +
      'themeConfig.prism.additionalLanguages when the page starts, so Prism is in the main bundle of every ' +
      'page, although a first load shows the code blocks the server highlighted (KeepServerMarkup). Prism ' +
      'and the grammars move to a chunk of their own (src/components/LazyHighlight/prism.ts), which this ' +
      'module now prefetches once the page has loaded and hydrated (the server loads it at once).',
    gain:
      'With the next patch: main.js 100.6 -> 91.0 KB gzipped (100,574 -> 90,986 bytes); Prism and the grammars ' +
      'are 10.0 KB gzipped in the Prism chunk (9,465 + 518 bytes: prism-react-renderer and prismjs, and ' +
      'src/components/LazyHighlight/prism.ts), fetched after the load event and hydration.',
    stillNeeded:
      'The build check "no script a page names in its HTML carries Prism" (tests/build/code-highlighting.test.ts) fails ' +
      'when Prism is back in the main bundle. If the module changed, the patch fails: check how it loads Prism now.',
  },
  {
    name: 'CodeBlock highlights with Prism loaded when needed',
    package: '@docusaurus/theme-classic',
    version: '3.8.1',
    files: ['lib/theme/CodeBlock/Content/index.js'],
    edit: {
      find: "import {Highlight} from 'prism-react-renderer';",
      replace: "import Highlight from '@site/src/components/LazyHighlight';",
    },
    why:
      "CodeBlock's content is the one component that tokenizes code with Prism. src/components/LazyHighlight " +
      "takes the place of prism-react-renderer's Highlight, with the same render props: it tokenizes with the " +
      'Prism chunk, and while that chunk is not in yet (a block rendered in the browser before the prefetch is ' +
      'done) it gives the code as plain tokens, then re-renders the block highlighted. It applies no theme: ' +
      'code colours come from src/css/prism.css.',
    gain: 'See the previous patch: the two together take Prism out of the main bundle.',
    stillNeeded:
      'Needed as long as the previous patch is. The e2e tests in tests/e2e/code-blocks.spec.ts check that a ' +
      'page reached by a link and the playground show highlighted code. If the file no longer imports ' +
      'Highlight this way, the patch fails: check how it highlights now.',
  },
  // The two theme patches go together: the first removes the 20 themes, the second the one place
  // that still names one (vsDark, the fallback when no theme is passed).
  {
    name: 'prism-react-renderer without its bundled themes',
    package: 'prism-react-renderer',
    version: '2.4.1',
    // The bundler takes the ES build (the package's "module" field) for the browser and the server.
    files: ['dist/index.mjs'],
    edit: {
      cut: {
        after: 'var themes_exports = {};\n',
        before: '\n// src/index.ts\nimport { createElement } from "react";\n',
      },
    },
    why:
      'prism-react-renderer bundles 20 colour themes (dracula, vsDark, ...) and registers them all on its ' +
      '`themes` export, so none is tree-shaken. The site uses none of them: its code colours come from ' +
      'src/css/prism.css and themeConfig.prism names the empty theme of src/lib/prismThemes.ts. The ' +
      '`themes` export stays, empty; Docusaurus reads it only in Node, outside the bundle, where the file is intact.',
    gain: '3.4 KB gzipped off the main bundle (101.6 -> 98.2 KB gzipped when it was added).',
    stillNeeded:
      'The build check "no script carries a Prism color theme" (tests/build/code-highlighting.test.ts) ' +
      'fails when the themes are back. If the package no longer bundles themes (no "var themes_exports" ' +
      'section), the patch fails: delete it together with the next one.',
  },
  {
    name: 'prism-react-renderer without vsDark as the fallback theme',
    package: 'prism-react-renderer',
    version: '2.4.1',
    files: ['dist/index.mjs'],
    edit: {
      find: 'theme: props.theme || vsDark_default,',
      replace: 'theme: props.theme || {plain: {}, styles: []},',
    },
    why:
      'Highlight falls back to the vsDark theme when it is given none, the last reference to the themes the ' +
      'previous patch removes. Docusaurus always passes the theme of themeConfig.prism; the fallback is now ' +
      'the empty theme, which colours nothing.',
    gain: 'Nothing on its own: it lets the previous patch remove vsDark too.',
    stillNeeded:
      'Needed as long as the previous patch is. If Highlight no longer falls back to vsDark_default, the ' +
      'patch fails: check whether the new fallback names a removed theme.',
  },
  {
    name: 'useShallowMemoObject without localeCompare',
    package: '@docusaurus/theme-common',
    version: '3.8.1',
    files: ['lib/utils/reactUtils.js'],
    edit: {
      find: 'deps.sort((a, b) => a[0].localeCompare(b[0]));',
      replace: 'deps.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));',
    },
    why:
      'Every code block sorts a few ASCII option names with localeCompare, and the first call sets up an ' +
      'ICU collator. A plain comparison sorts them the same way.',
    gain: '~50 ms while hydrating (24 to 64 localeCompare calls per page without it).',
    stillNeeded:
      'The hydration test in tests/e2e/code-blocks.spec.ts counts localeCompare calls while a page ' +
      'hydrates and expects none. If useShallowMemoObject no longer calls localeCompare, the patch fails: delete it.',
  },
  {
    name: 'Route prefetch when idle',
    package: '@docusaurus/core',
    version: '3.8.1',
    files: ['lib/client/docusaurus.js'],
    edit: {
      find: 'fetched.add(routePath);\n    // Find all webpack chunk names needed.',
      replace: [
        'fetched.add(routePath);',
        '    // Patched (plugins/patches): matching the route and prefetching its chunks wait for an idle moment.',
        "    return new Promise((resolve) => typeof requestIdleCallback === 'function'",
        '        ? requestIdleCallback(resolve, { timeout: 2000 })',
        '        : setTimeout(resolve, 1)).then(() => prefetchChunks(routePath));',
        '};',
        'const prefetchChunks = (routePath) => {',
        '    // Find all webpack chunk names needed.',
      ].join('\n'),
    },
    why:
      'Every Link prefetches its route when it scrolls into view, from its own IntersectionObserver, and ' +
      'all the links in view report in the same task as the page hydrates (31 on a docs page), each ' +
      'matching routes and adding a <link rel=prefetch> per chunk. Now each route waits for an idle callback.',
    gain:
      'The links in view on the usage page report in one task of 37 ms (no CPU throttling, 31 reports); the reports now take ' +
      '0.5 ms and the prefetches run in idle callbacks. Lighthouse on the usage page, 3 runs each, with the next patch: ' +
      'TBT 262–346 -> 47–132 ms, performance 92–95 -> 99–100.',
    stillNeeded:
      "The test 'links in view are prefetched in idle time, each chunk once' in tests/e2e/site.spec.ts " +
      'fails when the links in view prefetch in the task that reports them. If lib/client/docusaurus.js ' +
      'no longer has this code, the patch fails: read the new prefetch.',
  },
  {
    name: 'Each chunk prefetched once',
    package: '@docusaurus/core',
    version: '3.8.1',
    files: ['lib/client/prefetch.js'],
    edit: {
      find:
        'export default function prefetch(url) {\n' +
        '    return supportedPrefetchStrategy(url).catch(() => { }); // 404s are logged to the console anyway.\n' +
        '}',
      replace: [
        '// Patched (plugins/patches): a chunk that many routes share is prefetched once, and a script',
        '// the page has already fetched (its own chunks, the layout) is not prefetched at all.',
        'const prefetched = new Map();',
        'function fetchedBefore(url) {',
        '    return typeof performance !== "undefined" && typeof performance.getEntriesByName === "function" &&',
        '        performance.getEntriesByName(new URL(url, window.location.href).href).length > 0;',
        '}',
        'export default function prefetch(url) {',
        '    if (!prefetched.has(url)) {',
        '        prefetched.set(url, fetchedBefore(url) ? Promise.resolve() : supportedPrefetchStrategy(url).catch(() => { })); // 404s are logged to the console anyway.',
        '    }',
        '    return prefetched.get(url);',
        '}',
      ].join('\n'),
    },
    why:
      'Routes share most of their chunks (the docs layout, the code block), and Docusaurus adds a ' +
      '<link rel=prefetch> for every chunk of every route it prefetches: 242 for the 31 links in view ' +
      'on the usage page. Each URL now gets one, and none for a script the page has already fetched: ' +
      'Docusaurus does not check, and a host that asks browsers to revalidate sends those bytes again.',
    gain: '242 prefetch links on the usage page -> 15: one per chunk URL (23), less the 7 scripts the page has already run (16.6 KB gzipped on the platforms page).',
    stillNeeded:
      "The test 'links in view are prefetched in idle time, each chunk once' in tests/e2e/site.spec.ts " +
      "fails when a chunk URL is prefetched twice, and 'prefetch skips the scripts the page has already " +
      "fetched' when one the page ran is prefetched. If lib/client/prefetch.js no longer has this code, the " +
      'patch fails: check whether the new version deduplicates.',
  },
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The bundler rule's test: any of the patch's files, with either path separator. */
export function ruleTest(patch: Patch): RegExp {
  const paths = patch.files.map((file) =>
    [...patch.package.split('/'), ...file.split('/')].map(escape).join('[\\\\/]'),
  );
  return new RegExp(`[\\\\/](?:${paths.join('|')})$`);
}

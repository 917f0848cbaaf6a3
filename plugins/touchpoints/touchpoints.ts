/**
 * The touchpoints: every place where the site reaches into Docusaurus or one of its plugins past
 * their documented options, the one list. Each entry names the code that makes it (its reaches, as
 * tests/support/reaches.ts finds them in the repository, and our files that depend on it) and says
 * what it changes and why, what it gains for a reader or the behavior it fixes (with the test that
 * holds it, or the command that measures it and the section of bench/touchpoints.md where its
 * figures are), how to tell after an upgrade whether it is still needed, and what we could ask
 * upstream so that it is not. What the site had and took out is in REMOVED.md, beside this file.
 *
 * - A `patch` edits a file of a dependency while the site builds (plugins/performance/index.ts
 *   hands it to the bundler through loader.cjs, for the browser and the server bundle alike);
 *   node_modules is never changed.
 * - A `swizzle` is a theme component of ours in src/theme; its `safety` is what the package's
 *   swizzle config says of the action (a component it does not list is unsafe).
 * - The other kinds: an import from a package's internal or lib/ path or a utility package, an
 *   inline script that reads the theme's storage or attributes, a re-implementation of a plugin's
 *   output format, an npm override, a setting of the bundler that Docusaurus configures, a step that
 *   rewrites the pages Docusaurus has written.
 *
 * README.md in this folder is generated from this list (`npm run touchpoints:readme`).
 * tests/unit/touchpoints.test.ts fails when README.md is out of date, when a package is not at the
 * version an entry was written for, when a patch no longer fits, when a swizzle's safety changed, and
 * when the code has a reach that no entry names, or an entry names one the code no longer has.
 */

/** The kinds of reach the touchpoint test finds in the code (tests/support/reaches.ts). */
export type ReachKind =
  /** A plugin lifecycle method that changes what Docusaurus builds (configureWebpack, postBuild, injectHtmlTags, getThemePath, getClientModules, ...). */
  | 'plugin hook'
  /** A hook on the development server (webpack's devServer and its setupMiddlewares). */
  | 'dev-server hook'
  /** A key of docusaurus.config.ts that puts code or markup in every page (headTags, scripts, stylesheets, clientModules). */
  | 'config key'
  /** An import from a Docusaurus package's internal entry, lib/ or src/ path. */
  | 'internal import'
  /** An import from @docusaurus/utils or @docusaurus/utils-*, Docusaurus's own helpers. */
  | 'utility import'
  /** @theme-original or @theme-init imported outside a theme folder. */
  | 'theme-original import'
  /** A component in src/theme or in a local plugin's getThemePath folder. */
  | 'theme component'
  /** A patch file (patches/, .patch, .diff) or what applies one (patch-package, an install script). */
  | 'patch file'
  /** An entry of package.json's overrides (or resolutions). */
  | 'npm override';

/** Plugin lifecycle methods that change what Docusaurus builds or serves, or read another plugin's content. */
export const PLUGIN_HOOKS = [
  'configureWebpack',
  'configurePostCss',
  'postBuild',
  'injectHtmlTags',
  'getThemePath',
  'getTypeScriptThemePath',
  'getClientModules',
  'allContentLoaded',
  'extendCli',
];
/** Hooks on the development server: webpack's `devServer` option and its setup functions, and `configureDevServer`. */
export const DEV_SERVER_HOOKS = [
  'configureDevServer',
  'devServer',
  'setupMiddlewares',
  'onBeforeSetupMiddleware',
  'onAfterSetupMiddleware',
];
/** Keys of docusaurus.config.ts that put our code or markup into every page, outside the theme. */
export const CONFIG_KEYS = ['headTags', 'scripts', 'stylesheets', 'clientModules'];

/**
 * One reach, as the test finds it: the file (a theme folder for a theme component, package.json for
 * its entries), the kind, and what it reaches (the hook or key; `specifier: name` for an import; the
 * component; the package@version of an override).
 */
export interface Reach {
  file: string;
  kind: ReachKind;
  what: string;
}

/** Replace one exact text (it must occur exactly once), or cut what lies between two markers (both kept). */
export type Edit = {find: string; replace: string} | {cut: {after: string; before: string}};

interface TouchpointBase {
  name: string;
  /** The npm package it depends on, and the exact version it was written (and measured) for. */
  package: string;
  version: string;
  /** Where our code reaches into Docusaurus for it (several entries can share one, as the patches share their hook). */
  reaches: Reach[];
  /** Our files that make it or depend on it (a folder ends with /). */
  ours: string[];
  /** What it changes, and why. */
  changes: string;
  /** What a reader gains, with the command that measures it; or what it fixes, with the test that holds it. */
  gain: string;
  /** The section of bench/touchpoints.md that holds its figures, when it was measured. */
  measured?: string;
  /** How to tell, after an upgrade, whether it is still needed (and still right). */
  stillNeeded: string;
  /** The text of the issue or pull request we could send upstream, so that the touchpoint can go. */
  upstream: string;
}

export interface Patch extends TouchpointBase {
  kind: 'patch';
  /** Paths inside the package; each gets the same edit. */
  files: string[];
  edit: Edit;
}

export interface Swizzle extends TouchpointBase {
  kind: 'swizzle';
  /** The theme component, as `docusaurus swizzle` names it; ours is ours[0]. */
  component: string;
  action: 'wrap' | 'eject';
  safety: 'safe' | 'unsafe' | 'forbidden';
}

export interface NpmOverride extends TouchpointBase {
  kind: 'npm override';
  /** The entries of package.json's `overrides`. */
  pins: Record<string, string>;
}

export interface OtherTouchpoint extends TouchpointBase {
  kind: 'import' | 'inline script' | 'index format' | 'bundler setting' | 'build step';
}

export type Touchpoint = Patch | Swizzle | NpmOverride | OtherTouchpoint;

/** The hook through which every patch reaches the build. */
const PATCH_HOOK: Reach = {file: 'plugins/performance/index.ts', kind: 'plugin hook', what: 'configureWebpack'};

const PRISM_SPLIT_GAIN =
  'With the other entries of the Prism split: less gzipped JavaScript up to hydration on every page, docs ' +
  'pages and home alike (`npm run bench -- --runs 0` on builds with and without the split).';
const PRISM_SPLIT_MEASURED = 'bench/touchpoints.md#the-prism-split';

export const touchpoints: Touchpoint[] = [
  {
    kind: 'patch',
    name: 'The first route’s loading failure is not reported when the visitor has left',
    package: '@docusaurus/core',
    version: '3.8.1',
    reaches: [PATCH_HOOK],
    ours: [],
    files: ['lib/client/clientEntry.js'],
    edit: {
      find: [
        '    preload(window.location.pathname).then(() => {',
        '        startTransition(renderApp);',
        '    });',
      ].join('\n'),
      replace: [
        '    // Patched (plugins/performance): a visitor who leaves while the first route loads is not an error.',
        '    let leaving = false;',
        "    window.addEventListener('beforeunload', () => (leaving = true));",
        "    window.addEventListener('pagehide', () => (leaving = true));",
        '    preload(window.location.pathname).then(() => {',
        '        startTransition(renderApp);',
        '    }).catch((error) => {',
        "        if (!(leaving && error && error.name === 'ChunkLoadError')) throw error;",
        '    });',
      ].join('\n'),
    },
    changes:
      'The page starts by loading the chunks of its route, and renders once they are in; that promise has no ' +
      'catch. A visitor who follows a link while those chunks are still coming cancels them, and Firefox then ' +
      'fails the pending loads in the page being left: an uncaught ChunkLoadError (Firefox ESR; how often is in ' +
      'bench/touchpoints.md). Firefox reports it even when an unhandledrejection ' +
      'listener calls preventDefault(), so only a catch on the promise removes it. Any other failure is rethrown ' +
      'as before.',
    gain:
      'Not a speed gain: no page error in Firefox when a visitor leaves a page mid-load (the same script on builds ' +
      'with and without the patch).',
    measured: 'bench/touchpoints.md#the-first-routes-loading-failure',
    stillNeeded:
      "The test 'leaving the home page before its code has loaded shows no error' (tests/e2e/site.spec.ts) checks " +
      'it in Chromium, by aborting the chunks as Firefox does. If lib/client/clientEntry.js changed, the patch ' +
      'fails to apply: check whether the first preload has a catch now.',
    upstream:
      'Title: Uncaught ChunkLoadError in Firefox when leaving a page before its route has loaded. clientEntry.js ' +
      'calls preload(window.location.pathname).then(render) without a catch; when the visitor navigates away ' +
      'while the route chunks load, Firefox fails the pending script loads in the page being left and reports an ' +
      'uncaught ChunkLoadError (preventDefault in an unhandledrejection listener does not silence it). Proposal: ' +
      'catch the first preload and ignore a ChunkLoadError once beforeunload or pagehide has fired.',
  },
  {
    kind: 'patch',
    name: 'Route prefetch when idle',
    package: '@docusaurus/core',
    version: '3.8.1',
    reaches: [PATCH_HOOK],
    ours: [],
    files: ['lib/client/docusaurus.js'],
    edit: {
      find: 'fetched.add(routePath);\n    // Find all webpack chunk names needed.',
      replace: [
        'fetched.add(routePath);',
        '    // Patched (plugins/performance): matching the route and prefetching its chunks wait for an idle moment.',
        "    return new Promise((resolve) => typeof requestIdleCallback === 'function'",
        '        ? requestIdleCallback(resolve, { timeout: 2000 })',
        '        : setTimeout(resolve, 1)).then(() => prefetchChunks(routePath));',
        '};',
        'const prefetchChunks = (routePath) => {',
        '    // Find all webpack chunk names needed.',
      ].join('\n'),
    },
    changes:
      'Every Link prefetches its route when it scrolls into view, from its own IntersectionObserver, and all the ' +
      'links in view report in the same task just after the page hydrates (sidebar, breadcrumbs, pagination), ' +
      'each matching routes and adding a <link rel=prefetch> per chunk. Now each ' +
      'prefetch waits for an idle callback (timeout 2 s; setTimeout where there is none, as in Safari). The 2g ' +
      'and data-saver checks run before the wait, and preload on hover is unchanged.',
    gain:
      'With the next patch (the two are measured together), against the same build without both: a shorter TTI ' +
      'and an earlier LCP, beyond the spread (`npm run bench -- --site with=… --site without=… --routes ' +
      '/,/docs/getting-started/usage,/docs/getting-started/extending`).',
    measured: 'bench/touchpoints.md#route-prefetch-when-idle-and-each-chunk-once',
    stillNeeded:
      "The test 'links in view are prefetched in idle time, each chunk once' (tests/e2e/site.spec.ts) fails when " +
      'the links in view prefetch in the task that reports them. If lib/client/docusaurus.js no longer has this ' +
      'code, the patch fails to apply: read the new prefetch code and measure again.',
    upstream:
      'Title: Link prefetch runs in one long task after hydration. Every <Link> in view calls prefetch(routePath) ' +
      'from its IntersectionObserver callback, and the callbacks of all links in view run in one task right after ' +
      'hydration: on a docs page with a full sidebar, 31 route matches and 242 <link rel="prefetch"> insertions, ' +
      'about 37 ms on a desktop CPU and four times that on a throttled phone. Proposal: keep marking the route as ' +
      'fetched synchronously, but match the route and insert the links in requestIdleCallback (with a timeout, and ' +
      'setTimeout where it is missing).',
  },
  {
    kind: 'patch',
    name: 'Each chunk prefetched once',
    package: '@docusaurus/core',
    version: '3.8.1',
    reaches: [PATCH_HOOK],
    ours: [],
    files: ['lib/client/prefetch.js'],
    edit: {
      find:
        'export default function prefetch(url) {\n' +
        '    return supportedPrefetchStrategy(url).catch(() => { }); // 404s are logged to the console anyway.\n' +
        '}',
      replace: [
        '// Patched (plugins/performance): a chunk that many routes share is prefetched once, and a script',
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
    changes:
      'Routes share most of their chunks (the docs layout, the code block), and Docusaurus adds a <link ' +
      'rel=prefetch> for every chunk of every route it prefetches, so the same URL many times. Each URL now gets one, and none for a script the page has already fetched (it has a ' +
      'resource timing entry), which a host that asks browsers to revalidate would otherwise send again.',
    gain: 'With the previous patch (the two are measured together): see it. On its own: far fewer prefetch links on a docs page.',
    measured: 'bench/touchpoints.md#route-prefetch-when-idle-and-each-chunk-once',
    stillNeeded:
      "The tests 'links in view are prefetched in idle time, each chunk once' and 'prefetch skips the scripts the " +
      "page has already fetched' (tests/e2e/site.spec.ts) fail without it. If lib/client/prefetch.js no longer has " +
      'this code, the patch fails to apply: check whether the new version de-duplicates.',
    upstream:
      'Title: prefetch() inserts one <link rel="prefetch"> per chunk per route, with duplicates. Routes share most ' +
      'of their chunks, and a docs page with 31 links in view gets 242 prefetch links for 23 URLs, including the ' +
      'chunks the page itself has just run. Proposal: remember prefetched URLs in the prefetch module and skip ' +
      'URLs that already have a resource timing entry.',
  },
  {
    kind: 'patch',
    name: "Prism's client module prefetches Prism instead of loading it",
    package: '@docusaurus/theme-classic',
    version: '3.8.1',
    reaches: [PATCH_HOOK],
    ours: ['src/components/LazyHighlight/'],
    files: ['lib/prism-include-languages.js'],
    edit: {
      find:
        "import { Prism } from 'prism-react-renderer';\n" +
        "import prismIncludeLanguages from '@theme/prism-include-languages';\n" +
        'prismIncludeLanguages(Prism);',
      replace: "import {prefetchHighlighter} from '@site/src/components/LazyHighlight';\n" + 'prefetchHighlighter();',
    },
    changes:
      'This client module imports prism-react-renderer and registers the grammars of ' +
      'themeConfig.prism.additionalLanguages when the page starts, so Prism is in the main bundle of every page, ' +
      'although a first load shows the code the server highlighted. Prism and the grammars move to a chunk of their ' +
      'own (src/components/LazyHighlight/prism.ts), which this module now prefetches once the page has loaded and ' +
      'hydrated (the server loads it at once). It waits for <html data-has-hydrated="true">, which Docusaurus sets ' +
      'after hydration without documenting it.',
    gain: PRISM_SPLIT_GAIN,
    measured: PRISM_SPLIT_MEASURED,
    stillNeeded:
      'The build check "no script a page names in its HTML carries Prism" (tests/build/code-highlighting.test.ts) and ' +
      'the budget test that no script before hydration is the Prism chunk (tests/e2e/budgets.spec.ts) fail when ' +
      'Prism is back in the main bundle. If the module changed, the patch fails to apply: check how it loads Prism now. ' +
      '"a first load keeps the server-rendered code and fetches Prism only after the load event and hydration" ' +
      '(tests/e2e/code-blocks.spec.ts) fails when data-has-hydrated is gone.',
    upstream:
      'Title: Load Prism lazily: code blocks are already highlighted in the server HTML. The prism-include-languages ' +
      'client module and CodeBlock import prism-react-renderer statically, so Prism and its ~30 bundled grammars are ' +
      'in every page’s main bundle (about 30 KB gzipped) and run before hydration, although the static HTML already ' +
      'contains the highlighted tokens. Proposal: import Prism with import() in CodeBlock, keep the server markup ' +
      'while hydrating, and highlight blocks rendered in the browser once the chunk is in.',
  },
  {
    kind: 'patch',
    name: 'CodeBlock highlights with Prism loaded when needed',
    package: '@docusaurus/theme-classic',
    version: '3.8.1',
    reaches: [PATCH_HOOK],
    ours: ['src/components/LazyHighlight/'],
    files: ['lib/theme/CodeBlock/Content/index.js'],
    edit: {
      find: "import {Highlight} from 'prism-react-renderer';",
      replace: "import Highlight from '@site/src/components/LazyHighlight';",
    },
    changes:
      "CodeBlock's content is the one component that tokenizes code with Prism. src/components/LazyHighlight takes " +
      "the place of prism-react-renderer's Highlight, with the same render props: it tokenizes with the Prism chunk, " +
      'and while that chunk is not in yet (a block rendered in the browser before the prefetch is done) it gives ' +
      'the code as plain tokens in the same elements, then re-renders the block highlighted. It applies no theme: ' +
      'code colors come from src/css/prism.css.',
    gain: PRISM_SPLIT_GAIN,
    measured: PRISM_SPLIT_MEASURED,
    stillNeeded:
      'Needed as long as the previous patch is. tests/e2e/code-blocks.spec.ts checks that a page reached by a link ' +
      'and the playground show highlighted code. If the file no longer imports Highlight this way, the patch fails ' +
      'to apply: check how it highlights now.',
    upstream: 'Part of the previous proposal (load Prism lazily).',
  },
  {
    kind: 'patch',
    name: 'prism-react-renderer without its bundled grammars',
    package: 'prism-react-renderer',
    version: '2.4.1',
    reaches: [PATCH_HOOK],
    ours: [],
    files: ['dist/index.js', 'dist/index.mjs'],
    edit: {
      cut: {
        after: '// src/prism-langs.ts\nvar Prism = __toESM(require_prism());\n',
        before: '\n// src/themes/index.ts\n',
      },
    },
    changes:
      'prism-react-renderer bundles about 30 grammars (JSX, Swift, Rust, SQL, Go, ...) and evaluates them all when ' +
      'it loads, in the Prism chunk just after hydration. The site highlights seven, which come from prismjs ' +
      'through themeConfig.prism.additionalLanguages (markup and clike first: the cut removes those too).',
    gain:
      'A Prism chunk a third of the size, and evaluating it no longer blocks the page just after hydration: ' +
      'without the cut, TBT and TTI are higher beyond the spread (`npm run bench -- --site with=… --site without=… ' +
      '--routes /,/docs/getting-started/usage,/docs/getting-started/extending`).',
    measured: 'bench/touchpoints.md#prism-react-renderer-without-its-bundled-grammars',
    stillNeeded:
      'The build check "Prism and the grammars the site uses are in a chunk of their own, and no other grammar is" ' +
      '(tests/build/code-highlighting.test.ts) fails when the grammars are back. If the package no longer bundles ' +
      'grammars (no "// src/prism-langs.ts" section), the patch fails to apply: delete it.',
    upstream:
      'To prism-react-renderer. Title: Let apps opt out of the bundled grammars. The package registers about 30 ' +
      'grammars on its Prism at import, about 20 KB gzipped and a long task on a phone, and Docusaurus sites add the ' +
      'ones they need through prismjs anyway. Proposal: a second entry point (prism-react-renderer/core) that ' +
      'exports Highlight, Prism and normalizeTokens without the grammars.',
  },
  {
    kind: 'swizzle',
    name: 'Code blocks keep the server markup while the page hydrates',
    package: '@docusaurus/theme-classic',
    version: '3.8.1',
    reaches: [
      {file: 'src/theme/', kind: 'theme component', what: 'CodeBlock/Content'},
      {
        file: 'src/theme/CodeBlock/Content/index.tsx',
        kind: 'internal import',
        what: '@docusaurus/theme-common/internal: useCodeBlockContext',
      },
    ],
    ours: ['src/theme/CodeBlock/Content/index.tsx', 'src/components/KeepServerMarkup/'],
    component: 'CodeBlock/Content',
    action: 'wrap',
    safety: 'unsafe',
    changes:
      'While the page hydrates, each block keeps the markup the server highlighted ' +
      '(src/components/KeepServerMarkup) instead of tokenizing its code again and hydrating an element per token ' +
      '(70% of a code-heavy page’s elements), which without Prism in the page would give plain tokens that do not ' +
      'match the server’s HTML. A block whose code changes (the playground’s) renders ' +
      'as usual. It reads useCodeBlockContext from @docusaurus/theme-common/internal to lend the <pre> to the ' +
      'word-wrap button.',
    gain: PRISM_SPLIT_GAIN,
    measured: PRISM_SPLIT_MEASURED,
    stillNeeded:
      'Needed as long as the Prism split is. The hydration test in tests/e2e/code-blocks.spec.ts fails when a code ' +
      'block is rendered again while the page hydrates, and the word-wrap test when the button loses the <pre>. ' +
      'After an upgrade, diff theme-classic’s src/theme/CodeBlock/Content and the useCodeBlockContext type.',
    upstream: 'Part of the proposal to load Prism lazily: CodeBlock would keep its server markup itself.',
  },
  {
    kind: 'patch',
    name: 'CodeBlock without its remount after hydration',
    package: '@docusaurus/theme-classic',
    version: '3.8.1',
    reaches: [PATCH_HOOK],
    ours: [],
    files: ['lib/theme/CodeBlock/index.js'],
    edit: {find: 'key={String(isBrowser)}', replace: ''},
    changes:
      'Docusaurus keys every code block on useIsBrowser(), so React throws it away once the page has hydrated and ' +
      'renders it again: its Prism colors were inline styles, right for the default color mode only. Ours come ' +
      'from src/css/prism.css, so the server markup is right in both modes. With the Prism split, a block rendered ' +
      'again just after hydration would show plain code until the Prism chunk is in.',
    gain: PRISM_SPLIT_GAIN,
    measured: PRISM_SPLIT_MEASURED,
    stillNeeded:
      'The hydration test in tests/e2e/code-blocks.spec.ts fails when a code block is replaced after hydration. If ' +
      'lib/theme/CodeBlock/index.js no longer sets the key, the patch fails to apply: delete it.',
    upstream:
      'Title: CodeBlock remounts after hydration (key={String(isBrowser)}). Every code block is rendered twice on a ' +
      'first load, to fix inline Prism colors of the non-default color mode. Sites whose code colors come from ' +
      'CSS (and a theme that set the Prism colors as CSS variables) do not need it. Proposal: apply the Prism theme ' +
      'through CSS variables per color mode and drop the key.',
  },
  {
    kind: 'swizzle',
    name: '“Copy page as Markdown” above every doc page’s title',
    package: '@docusaurus/theme-classic',
    version: '3.8.1',
    reaches: [{file: 'src/theme/', kind: 'theme component', what: 'DocItem/Content'}],
    ours: ['src/theme/DocItem/Content/index.tsx', 'src/components/CopyPageMarkdown/'],
    component: 'DocItem/Content',
    action: 'wrap',
    safety: 'unsafe',
    changes:
      'Puts the “Copy page as Markdown” button and the “View as Markdown” link (src/components/CopyPageMarkdown, on ' +
      'the copy docusaurus-plugin-llms writes at the route plus .md) above the doc’s content, and so above its title. ' +
      'MDXContent, which is safe to wrap, or a remark plugin would put them inside the content, below the title that ' +
      'DocItem/Content renders from the front matter (every page here has one): a reader would see them move, so the ' +
      'wrap stays.',
    gain: 'Not a speed gain: the Markdown copy of every doc page, a click away. "Copy page as Markdown" (tests/e2e/machine-readable.spec.ts) holds it.',
    stillNeeded:
      'Needed while the actions belong above the title and the theme has no place there. The wrap renders the ' +
      'original whole: after an upgrade, check that theme-classic’s src/theme/DocItem/Content still renders the title ' +
      'first and takes the same props, and whether the theme gained a page action of its own.',
    upstream:
      'Title: A place for page actions above the doc title. Sites add actions above a doc’s title (copy as Markdown, ' +
      'view the source); the only place is a wrap of DocItem/Content, which the swizzle config does not list, so it ' +
      'counts as unsafe. Proposal: list DocItem/Content as safe to wrap, or render a safe DocItem/Actions component ' +
      'before the title.',
  },
  {
    kind: 'swizzle',
    name: 'The last-updated date without itemprop="dateModified"',
    package: '@docusaurus/theme-classic',
    version: '3.8.1',
    reaches: [{file: 'src/theme/', kind: 'theme component', what: 'LastUpdated'}],
    ours: ['src/theme/LastUpdated/index.tsx'],
    component: 'LastUpdated',
    action: 'eject',
    safety: 'unsafe',
    changes:
      'theme-classic’s LastUpdated with the same text and markup, but no itemProp="dateModified" on the <time>: a doc ' +
      'page is no microdata item, so the attribute made every doc page invalid HTML. It formats the date as the theme ' +
      'does (the locale’s calendar, UTC), from the public site context rather than theme-common’s internal ' +
      'useDateTimeFormat. The site shows no author (showLastUpdateAuthor is off).',
    gain:
      'Not a speed gain: valid HTML on every doc page. "every HTML file of the build is valid for the Nu Html Checker" ' +
      '(tests/build/html-valid.test.ts) fails with the theme’s component; tests/build/pages.test.ts checks the date ' +
      'on every doc page.',
    stillNeeded:
      'Delete src/theme/LastUpdated, build and run tests/build/html-valid.test.ts: when it passes (the theme no ' +
      'longer sets itemProp outside an item), the ejection can go. Otherwise carry over the changes of theme-classic’s ' +
      'src/theme/LastUpdated.',
    upstream:
      'Title: LastUpdated sets itemprop="dateModified" on doc pages, which are no microdata item. The <time> of ' +
      'LastUpdated always has itemProp="dateModified"; a doc page has no itemscope, so the W3C checker reports “The ' +
      'itemprop attribute was specified, but the element is not a property of any item” on every doc page with ' +
      'showLastUpdateTime. Proposal: set itemProp only when the caller renders it inside an item (a prop), or make ' +
      'the doc page an item.',
  },
  {
    kind: 'swizzle',
    name: 'The not-found page suggests where to go',
    package: '@docusaurus/theme-classic',
    version: '3.8.1',
    reaches: [{file: 'src/theme/', kind: 'theme component', what: 'NotFound/Content'}],
    ours: ['src/theme/NotFound/Content/index.tsx'],
    component: 'NotFound/Content',
    action: 'eject',
    safety: 'unsafe',
    changes:
      'The not-found content lists the pages a lost reader most likely wanted, under the theme’s heading and layout. ' +
      'Ejecting NotFound, which is safe, would not do: for an unknown path under /docs/, DocRoot renders ' +
      'NotFound/Content on its own, and that is what the browser shows there once the 404 page has hydrated.',
    gain:
      'Not a speed gain: "an unknown path shows the not-found page with status 404, and its link leads to the docs" ' +
      '(tests/e2e/routes.spec.ts) follows a suggestion from /docs/no-such-page.',
    stillNeeded:
      'Needed while the page suggests links. After an upgrade, compare theme-classic’s src/theme/NotFound/Content ' +
      '(its classes and Props) with ours; the unit test fails when the swizzle config lists it with another safety.',
    upstream:
      'Title: List NotFound/Content as safe to eject. NotFound is safe to eject, but DocRoot renders ' +
      'NotFound/Content directly for an unknown docs path, so a site that customizes its not-found page must eject ' +
      'NotFound/Content, which the swizzle config does not list. Proposal: list it as safe (its only prop is ' +
      'className).',
  },
  {
    kind: 'swizzle',
    name: 'Tables in a scrollable region that the keyboard reaches',
    package: '@docusaurus/theme-classic',
    version: '3.8.1',
    reaches: [{file: 'src/theme/', kind: 'theme component', what: 'MDXComponents'}],
    ours: ['src/theme/MDXComponents/index.tsx'],
    component: 'MDXComponents',
    action: 'wrap',
    safety: 'forbidden',
    changes:
      'Each Markdown table sits in a region, named after its columns, that scrolls sideways on a phone and takes ' +
      'focus, so that a keyboard can scroll it. The swizzle CLI cannot wrap MDXComponents because it is an object ' +
      '(“forbidden”); this is the wrap by hand that the Docusaurus docs show for it (MDX and React, “MDX component scope”: spread ' +
      '@theme-original/MDXComponents and add to it), so it follows the theme’s components as they change.',
    gain:
      'Not a speed gain: wide tables readable on a phone, by keyboard too; the axe checks of tests/e2e/a11y.spec.ts ' +
      'cover a scrolling table.',
    stillNeeded: 'Needed while tables can be wider than a phone. `npx tsc` catches a change of the object’s shape.',
    upstream: 'None: the documented way.',
  },
  {
    kind: 'swizzle',
    name: 'Our search bar in place of docusaurus-lunr-search’s',
    package: 'docusaurus-lunr-search',
    version: '3.6.0',
    reaches: [{file: 'src/theme/', kind: 'theme component', what: 'SearchBar'}],
    ours: ['src/theme/SearchBar/', 'src/lib/site/searchIndexFormat.ts'],
    component: 'SearchBar',
    action: 'eject',
    safety: 'unsafe',
    changes:
      'Replaces the plugin’s SearchBar (autocomplete.js, hogan, mark.js) with a combobox that queries the plugin’s ' +
      'lunr index in a Web Worker. It reads what the plugin writes without documenting it: the index file names in ' +
      'its global data (usePluginData("docusaurus-lunr-search").fileNames) and the format of search-doc-*.json and ' +
      'lunr-index-*.json (src/lib/site/searchIndexFormat.ts, from the plugin’s src/index.js and src/html-to-doc.js). The ' +
      'plugin has no swizzle config, so replacing its component counts as unsafe.',
    gain:
      'The index is built off the page’s thread (README.md, “Features worth knowing”), no query throws, and the bar ' +
      'is an accessible combobox (REQUIREMENTS.md, Search): tests/build/search-bundle.test.ts, ' +
      'tests/build/search-queries.test.ts, tests/unit/search.test.ts and tests/e2e/search.spec.ts.',
    stillNeeded:
      'Needed while the site keeps its own bar. After upgrading the plugin, compare its src/index.js (global data, ' +
      'file names, lunr fields and boosts) and src/html-to-doc.js (the entries) with src/lib/site/searchIndexFormat.ts; ' +
      'the search tests fail on an index the bar cannot read. The bar loads the index with the site’s lunr, which ' +
      'must be the plugin’s: `npm ls lunr` shows one version.',
    upstream:
      'To docusaurus-lunr-search. Title: Document the index files and the global data. A site that brings its own ' +
      'search UI reads fileNames from the plugin’s global data and the search-doc and lunr-index JSON. Proposal: ' +
      'document both as the plugin’s API (or export a small reader), so that a replaced SearchBar survives upgrades.',
  },
  {
    kind: 'index format',
    name: 'A search index under npm start',
    package: 'docusaurus-lunr-search',
    version: '3.6.0',
    reaches: [
      {file: 'plugins/search-dev-index.ts', kind: 'plugin hook', what: 'allContentLoaded'},
      {file: 'plugins/search-dev-index.ts', kind: 'plugin hook', what: 'configureWebpack'},
      {file: 'plugins/search-dev-index.ts', kind: 'dev-server hook', what: 'devServer'},
      {file: 'plugins/search-dev-index.ts', kind: 'dev-server hook', what: 'setupMiddlewares'},
    ],
    ours: ['plugins/search-dev-index.ts', 'src/lib/site/searchIndexFormat.ts'],
    changes:
      'The plugin writes its index only in postBuild, so under `docusaurus start` the search box had nothing to ' +
      'load. In development, plugins/search-dev-index.ts answers the two index requests with an index built from the ' +
      'docs sources, in the plugin’s format and with its lunr settings. It adds nothing to a production build.',
    gain:
      'Not a speed gain: search works under `npm start`. "under the dev server the search box becomes ready and finds ' +
      'countTokens on its page and section" (tests/e2e-dev/search-dev.spec.ts) holds it.',
    stillNeeded:
      'Needed while the plugin writes no index in development. After upgrading the plugin, compare its src/index.js ' +
      'and src/html-to-doc.js with src/lib/site/searchIndexFormat.ts.',
    upstream:
      'To docusaurus-lunr-search. Title: An index under docusaurus start. The search box waits forever in ' +
      'development, because the index is written only in postBuild. Proposal: serve an index built from the loaded ' +
      'content from a development middleware.',
  },
  {
    kind: 'import',
    name: 'The install tabs on theme-common’s internal useTabs',
    package: '@docusaurus/theme-common',
    version: '3.8.1',
    reaches: [
      {
        file: 'src/components/Tabs/index.tsx',
        kind: 'internal import',
        what: '@docusaurus/theme-common/internal: useScrollPositionBlocker',
      },
      {
        file: 'src/components/Tabs/index.tsx',
        kind: 'internal import',
        what: '@docusaurus/theme-common/internal: useTabs',
      },
    ],
    ours: ['src/components/Tabs/index.tsx'],
    changes:
      'The site’s Tabs (theme-classic’s markup classes, each tab linked to its panel by id, Enter and Space select, ' +
      'no remount after hydration) take the choice from useTabs (the default tab, ?build-tool= in a link, the ' +
      'choice remembered per groupId under the theme’s storage key) and keep the tab in place while the panel’s ' +
      'height changes with useScrollPositionBlocker; theme-common exports both only from its internal entry. ' +
      'theme-classic’s Tabs would need a patch again (it remounts with key={String(isBrowser)}) and does not link ' +
      'tabs to panels.',
    gain: 'Not a speed gain: tests/e2e/tabs.spec.ts (a choice remembered across pages and reloads, the query string first, the keyboard).',
    stillNeeded:
      '`npx tsc` fails when either hook is renamed or changes its types, tests/e2e/tabs.spec.ts when useTabs behaves ' +
      'otherwise. Check whether theme-common exports them publicly now, or whether theme-classic’s Tabs links its ' +
      'panels and no longer remounts (then use @theme/Tabs).',
    upstream:
      'Title: Export useTabs publicly. Sites that render their own tabs (to link each tab to its panel, or keep the ' +
      'server markup) need useTabs for the query string and groupId behavior, which is only in ' +
      '@docusaurus/theme-common/internal. Proposal: export useTabs and useScrollPositionBlocker from ' +
      '@docusaurus/theme-common, and give TabItem an id that its tab’s aria-controls names.',
  },
  {
    kind: 'inline script',
    name: 'A new announcement shows at once to readers who dismissed an older one',
    package: '@docusaurus/theme-classic',
    version: '3.8.1',
    reaches: [{file: 'plugins/announcement-bar-reset.ts', kind: 'plugin hook', what: 'injectHtmlTags'}],
    ours: ['plugins/announcement-bar-reset.ts'],
    changes:
      'theme-classic’s inline script sets <html data-announcement-bar-initially-dismissed> from the stored ' +
      'dismissal alone (docusaurus.announcement.dismiss), and its CSS hides the bar while that is true. theme-common ' +
      'resets the dismissal after hydration when the stored id (docusaurus.announcement.id) is not the current one, ' +
      'but the attribute stays, so a new announcement stayed hidden until the next page load. Our inline script runs ' +
      'right after the theme’s and sets the attribute to false when the stored id differs: it reads the theme’s ' +
      'storage key and writes its attribute.',
    gain: 'Not a speed gain: "shows again when the announcement id changes" (tests/e2e/site.spec.ts).',
    stillNeeded:
      'Read getAnnouncementBarInlineScript in theme-classic’s lib/inlineScripts.js: once it compares the stored id ' +
      'itself, delete the plugin. The test fails when the key or the attribute is renamed.',
    upstream:
      'Title: A new announcement bar stays hidden until the next page load for readers who dismissed the previous ' +
      'one. getAnnouncementBarInlineScript sets data-announcement-bar-initially-dismissed from ' +
      'docusaurus.announcement.dismiss without comparing docusaurus.announcement.id with the configured id; ' +
      'AnnouncementBarProvider resets the dismissal after hydration, but the attribute keeps the bar hidden by CSS. ' +
      'Proposal: inline the configured id in the script, and treat the bar as not dismissed when the stored id differs.',
  },
  {
    kind: 'inline script',
    name: 'Every address of a page is one working page: no .html suffix, no undecodable percent sign',
    package: '@docusaurus/core',
    version: '3.8.1',
    reaches: [{file: 'plugins/static-pages/index.ts', kind: 'plugin hook', what: 'injectHtmlTags'}],
    ours: ['plugins/static-pages/clean-address.ts'],
    changes:
      'A static host answers route.html, route/index.html and /index.html with the page of the route. Docusaurus’s ' +
      'router matches them (normalizeLocation in lib/client), but the app renders for the address as it is, so ' +
      'the server’s HTML does not match: React renders the page again (errors #418 and #423), the playground shows ' +
      'a dead server copy above the live one, and the canonical and og:url links name the suffixed address. And ' +
      'an address whose path or fragment is not valid percent-encoding makes history’s decodeURI or ' +
      'ClientLifecyclesDispatcher’s decodeURIComponent (the scroll after a navigation) throw: the page is not ' +
      'hydrated, or crashes on the next navigation to it. Our inline script, first in the head and first on every ' +
      'popstate, writes the address without the suffix and with such sequences escaped (history.replaceState, ' +
      'keeping the router’s state), before the router reads it.',
    gain:
      'Not a speed gain: one working page at every address (tests/e2e/routes.spec.ts, every route at its three ' +
      'addresses; the addresses that are not valid percent-encoding).',
    stillNeeded:
      'After an upgrade, delete the plugin from docusaurus.config.ts and run tests/e2e/routes.spec.ts: when ' +
      'Docusaurus renders a suffixed address as its route and ignores an anchor it cannot decode, the tests pass ' +
      'without it.',
    upstream:
      'Title: A page opened at route.html or route/index.html is rendered twice, and an undecodable anchor crashes ' +
      'the page. With trailingSlash: false, static hosts serve /docs/intro.html and /docs/intro/index.html with ' +
      'the page of /docs/intro; the client matches the route but renders with the suffixed location, so hydration ' +
      'fails (React #418/#423) and the canonical URL keeps the suffix. Separately, /docs/intro#%E0 then a ' +
      'navigation away and Back throws URIError in ClientLifecyclesDispatcher (decodeURIComponent of the hash). ' +
      'Proposal: normalize the location before hydration, and ignore a hash that cannot be decoded.',
  },
  {
    kind: 'bundler setting',
    name: 'The bundler cache starts afresh when a patch changes',
    package: '@docusaurus/core',
    version: '3.8.1',
    reaches: [PATCH_HOOK],
    ours: ['plugins/performance/index.ts'],
    changes:
      'Docusaurus gives Rspack a persistent cache whose build dependencies are its own files and ' +
      'docusaurus.config.ts (getCacheBuildDependencies in lib/webpack/base.js). The cache keeps a patched module ' +
      'across builds and does not notice a change to the loader’s options, so an edited patch would not reach the ' +
      'next build. plugins/performance/index.ts adds the files of this folder to the build dependencies, in the shape ' +
      'Docusaurus gives the cache (experiments.cache with Rspack, cache.buildDependencies with webpack), and fails ' +
      'the build on a persistent cache of another shape.',
    gain: 'Not a speed gain for readers: an edited patch is in the next build, without `npm run clear`.',
    stillNeeded:
      'When the build fails on the cache’s shape, read getCache and getExperiments in @docusaurus/core’s ' +
      'lib/webpack/base.js. To tell whether it is still needed: without it, change a patch’s replacement text, build ' +
      'twice, and look for the new text in build/assets/js.',
    upstream:
      'Title: The persistent cache does not notice local plugins’ files or loader options. A local plugin whose ' +
      'configureWebpack rule passes options that change (an edited code transform) gets the old module from the ' +
      'Rspack persistent cache: getCacheBuildDependencies lists only core’s files and the site config. Proposal: add ' +
      'the local plugins’ files to the build dependencies.',
  },
  {
    kind: 'build step',
    name: 'Each page carries the CSS of its own elements, and the stylesheet holds no first paint',
    package: 'beasties',
    version: '0.4.3',
    reaches: [{file: 'plugins/static-pages/index.ts', kind: 'plugin hook', what: 'postBuild'}],
    ours: ['plugins/static-pages/critical-css.ts'],
    changes:
      'Docusaurus links one stylesheet from the head of every page, so nothing is drawn until ' +
      'it has arrived: one more round trip after the head, on a slow network. After the build, beasties picks ' +
      'the rules that the page’s own elements use, with those of both color modes (an inline script sets ' +
      '[data-theme] before the first paint) and Infima’s :where(…) rules, which beasties cannot match; the ' +
      'step writes them into the head, preloads the stylesheet there and links it at the end of the body. It ' +
      'reads the link in the form Docusaurus 3.8.1 minifies it to (<link rel=stylesheet href=…>, once per ' +
      'page) and fails the build otherwise. beasties’ own copy of the page is not used: it nests the list ' +
      'items of the minified HTML (no </li>) inside paragraphs, and React then fails to hydrate the home ' +
      'page. beasties 0.5.4 writes the search icon’s quoted data: URL as a path under /assets/css/.',
    gain:
      'Against the same build without it, under applied throttling: FCP and LCP earlier on every route measured, ' +
      'beyond the spread; against the whole stylesheet inlined into every page (the simpler form), LCP earlier on ' +
      'every route and less CSS in a page. Its cost: the stylesheet is applied after the first paint, so the page ' +
      'is laid out twice, with a higher TBT and a later TTI on some routes.',
    measured: 'bench/touchpoints.md#each-page-carries-the-css-of-its-own-elements',
    stillNeeded:
      'tests/e2e/first-paint.spec.ts holds the stylesheet and the scripts, and fails when the first screen of /, ' +
      'usage, chatml or the playground (light and dark, 390 and 1280 px) is not drawn as it is once the ' +
      'stylesheet is in, or when a page fails to hydrate; tests/build/critical-css.test.ts fails when a page ' +
      'links the stylesheet from its head, carries more than 10 KB of CSS gzipped or carries the rule that ' +
      'hides the wrong-base-URL banner. After an upgrade of Docusaurus or beasties, build without the step ' +
      '(delete the inlineCriticalCss line of plugins/static-pages/index.ts; `npx docusaurus build --out-dir ' +
      '../without`) and run `npm run bench -- --no-build --site with=build --site without=../without`: it ' +
      'still pays while FCP is earlier beyond the spread on every route.',
    upstream:
      'Title: An option to inline each page’s critical CSS. Every page waits for the whole stylesheet before its ' +
      'first paint, though the server HTML is complete; on a slow phone network that is one round trip ' +
      '(0.7–0.85 s under Lighthouse’s applied throttling). Proposal: a `future` flag that, after SSG, writes ' +
      'into each page the rules it uses (as beasties does), preloads the stylesheet and links it at the end of ' +
      'the body.',
  },
  {
    kind: 'build step',
    name: 'Every page also at route/index.html',
    package: '@docusaurus/core',
    version: '3.8.1',
    reaches: [{file: 'plugins/static-pages/index.ts', kind: 'plugin hook', what: 'postBuild'}],
    ours: ['plugins/static-pages/index-html-aliases.ts'],
    changes:
      'With trailingSlash: false Docusaurus writes each page as route.html, so a static host answers route and ' +
      'route.html but not route/index.html. After the build, the step copies each route.html that Docusaurus ' +
      'wrote to route/index.html (not the home page, nor 404.html); the client router already treats the three ' +
      'addresses as one route, and the copy keeps the canonical link without a suffix. It reads the pages where ' +
      'Docusaurus 3.8.1 writes them (outDir and routesPaths, given to postBuild) and skips a route with no ' +
      'route.html.',
    gain:
      'Not a speed gain: one working page at every address a static host answers (tests/e2e/routes.spec.ts, every ' +
      'route at its three addresses; tests/build/pages.test.ts).',
    stillNeeded:
      'After an upgrade, build and look for build/docs/getting-started.html and build/docs/getting-started/index.html: ' +
      'when Docusaurus writes both itself (or the site moves to trailingSlash: true), delete the step from ' +
      'plugins/static-pages/index.ts.',
    upstream:
      'Title: With trailingSlash: false, also write route/index.html. A static host that maps /route/ to ' +
      'route/index.html gives a 404 for /route/index.html, an address readers and crawlers do use. Proposal: an ' +
      'option to write the page at both paths.',
  },
  {
    kind: 'bundler setting',
    name: 'The playground’s vocabularies as rank pairs, a bundler rule',
    package: '@docusaurus/core',
    version: '3.8.1',
    reaches: [PATCH_HOOK],
    ours: ['plugins/performance/vocabulary.cjs', 'src/lib/counting/vocabulary.ts'],
    changes:
      'An import of gpt-tokenizer/bpeRanks/NAME?vocabulary goes through plugins/performance/vocabulary.cjs, a ' +
      'loader added to the webpack configuration Docusaurus builds, which writes the vocabulary as the 256 ' +
      'single bytes and two lower ranks per token, gzipped once, as assets/vocab/vocab-NAME.HASH.bin; the ' +
      'worker reads it back rank for rank (src/lib/counting/vocabulary.ts).',
    gain:
      'Fewer bytes before the playground’s first count: o200k_base 701.5 kB instead of 1052.5 kB, cl100k_base ' +
      '328.3 kB instead of 423.4 kB (`npm run bench:playground -- --before DIR`, bench/playground-results.md); ' +
      'tests/unit/vocabulary.test.ts holds every rank of every encoding.',
    stillNeeded:
      'After an upgrade, build and look for build/assets/vocab/: the rule rests on webpack’s module rules as ' +
      'Docusaurus 3.8.1 sets them up; with Rspack (the faster option) check that the loader still runs.',
    upstream: 'None: a site’s own asset format, which any bundler rule can make; nothing for Docusaurus to change.',
  },
  {
    kind: 'build step',
    name: 'The playground’s HTML starts its first vocabulary',
    package: '@docusaurus/core',
    version: '3.8.1',
    reaches: [{file: 'plugins/static-pages/index.ts', kind: 'plugin hook', what: 'postBuild'}],
    ours: ['plugins/static-pages/vocabulary-preload.ts'],
    changes:
      'After the build, an inline script is written into playground.html that reads the address as the page ' +
      'will and preloads the vocabulary of the first count, so its download starts with the page’s scripts, ' +
      'not after the worker starts.',
    gain:
      'The first count sooner on a slow phone (bench/playground-results.md); tests/unit/vocabularyPreload.test.ts ' +
      'and tests/e2e/playground.spec.ts hold that the file is fetched once and taken from the cache.',
    stillNeeded:
      'After an upgrade, build and check that build/playground.html still has the script in its head (the step ' +
      'fails the build when it cannot place it).',
    upstream:
      'Title: A way for a page to add a preload that depends on its address. Proposal: a head tag a page can ' +
      'compute from the location before hydration.',
  },
  {
    kind: 'import',
    name: 'Heading ids and slugs as Docusaurus makes them, from @docusaurus/utils',
    package: '@docusaurus/utils',
    version: '3.8.1',
    reaches: [
      {file: 'plugins/search-dev-index.ts', kind: 'utility import', what: '@docusaurus/utils: createSlugger'},
      {file: 'plugins/search-dev-index.ts', kind: 'utility import', what: '@docusaurus/utils: parseMarkdownHeadingId'},
      {file: 'scripts/api-reference-pages.ts', kind: 'utility import', what: '@docusaurus/utils: createSlugger'},
      {file: 'plugins/apiReference.ts', kind: 'utility import', what: '@docusaurus/utils: createSlugger'},
    ],
    ours: ['plugins/search-dev-index.ts', 'scripts/api-reference-pages.ts', 'plugins/apiReference.ts'],
    changes:
      'The development search index (plugins/search-dev-index.ts) links each section by the id Docusaurus gives ' +
      'its heading, and the API reference pages and their links (scripts/api-reference-pages.ts, ' +
      'plugins/apiReference.ts) name each entry by the anchor its heading will get. Both take Docusaurus’s own ' +
      'helpers (createSlugger, which numbers duplicates, and parseMarkdownHeadingId for {#id}) rather than a copy ' +
      'of the slug rules. @docusaurus/utils is a dependency of core that plugins use; it documents no API.',
    gain:
      'Not a speed gain: anchors that match the built pages. The build fails on a broken anchor (onBrokenAnchors: ' +
      'throw) and tests/build/api-links.test.ts checks the reference’s links; tests/unit/search.test.ts checks the ' +
      'development index’s section ids.',
    stillNeeded:
      'Needed while these files compute anchors before Docusaurus renders the headings. `npx tsc` fails when either ' +
      'helper is renamed or changes its types; the build, when a slug differs.',
    upstream:
      'Title: Document createSlugger and parseMarkdownHeadingId as public helpers. Plugins that index or link ' +
      'headings need the ids Docusaurus gives them. Proposal: document both in @docusaurus/utils (or export them ' +
      'from a documented entry).',
  },
  {
    kind: 'import',
    name: 'The config test validates the theme config as Docusaurus does',
    package: '@docusaurus/utils-validation',
    version: '3.8.1',
    reaches: [
      {
        file: 'tests/unit/config.test.ts',
        kind: 'utility import',
        what: '@docusaurus/utils-validation: normalizeThemeConfig',
      },
    ],
    ours: ['tests/unit/config.test.ts'],
    changes:
      'The unit test runs theme-classic’s validateThemeConfig with normalizeThemeConfig, the function Docusaurus ' +
      'passes it when it builds, so that a configuration error the build would raise fails in seconds. Test code ' +
      'only: nothing of it is in the site.',
    gain: 'Not a reader-facing change: “our theme configuration passes the theme validation” (tests/unit/config.test.ts).',
    stillNeeded:
      'Needed while the test checks the theme configuration. `npx tsc` fails when the function is renamed; after ' +
      'an upgrade, check that the build still calls validateThemeConfig with it (lib/server/plugins in @docusaurus/core).',
    upstream: 'None: test code.',
  },
  {
    kind: 'npm override',
    name: '@swc/html pinned to a version whose platform binaries are all published',
    package: '@docusaurus/faster',
    version: '3.8.1',
    reaches: [{file: 'package.json', kind: 'npm override', what: '@swc/html@1.16.2'}],
    ours: ['package.json'],
    pins: {'@swc/html': '1.16.2'},
    changes:
      '@docusaurus/faster takes @swc/html ^1.7.39, which resolves to 1.16.21, whose platform packages are published ' +
      'for linux-x64-gnu only: npm install cannot record the other platforms’ optional packages, and npm ci refuses ' +
      'the lock as out of sync. 1.16.2 has all twelve; package.json’s `overrides` pins it.',
    gain:
      'Not a speed gain: npm ci installs the lock on every platform; `npm ci` on a fresh clone (CI, the README’s ' +
      'commands) refuses a lock that misses a package the tree needs.',
    stillNeeded:
      '`npm view @swc/html-darwin-arm64@$(npm view @swc/html version) version`: once it answers a version instead ' +
      'of E404, remove the override, run npm install, and run npm ci in a fresh clone.',
    upstream:
      'To swc. Title: @swc/html 1.16.21: only the linux-x64-gnu binary is published. Its optionalDependencies name ' +
      'twelve platform packages at 1.16.21, eleven of which are not on the registry, so npm cannot write a lock ' +
      'that npm ci accepts. Proposal: publish the missing platform packages.',
  },
];

export const patches: Patch[] = touchpoints.filter((touchpoint): touchpoint is Patch => touchpoint.kind === 'patch');

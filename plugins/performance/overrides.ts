/**
 * Every place where the site changes how Docusaurus works inside, for speed: the one list. Each
 * entry says what it changes, what it gains for a reader (measured under applied throttling, with
 * the command that measures it again), how to tell after an upgrade whether it is still needed,
 * and what we could ask upstream so that it is not.
 *
 * - A `patch` edits a file of a dependency while the site builds (plugins/performance/index.ts
 *   hands it to the bundler through loader.cjs, for the browser and the server bundle alike);
 *   node_modules is never changed.
 * - A `swizzle` is a theme component that Docusaurus calls unsafe to wrap or eject; ours is in src/theme.
 *
 * README.md in this folder is generated from this list (`npm run overrides:readme`); a unit test
 * fails when it is out of date, and when a patch no longer fits the installed file.
 */

/** Replace one exact text (it must occur exactly once), or cut what lies between two markers (both kept). */
export type Edit = {find: string; replace: string} | {cut: {after: string; before: string}};

interface OverrideBase {
  name: string;
  /** The npm package whose behaviour it changes, and the exact version it was written and measured for. */
  package: string;
  version: string;
  /** What it changes, and why the site can do without what it changes. */
  changes: string;
  /** What a reader gains, as measured under applied throttling, and the command that measures it again. */
  gain: string;
  /** How to tell, after an upgrade, whether it is still needed (and still right). */
  stillNeeded: string;
  /** The text of the issue or pull request we could send upstream, so that the override can go. */
  upstream: string;
}

export interface Patch extends OverrideBase {
  kind: 'patch';
  /** Paths inside the package; each gets the same edit. */
  files: string[];
  edit: Edit;
}

export interface Swizzle extends OverrideBase {
  kind: 'swizzle';
  /** The theme component, as `docusaurus swizzle` names it. */
  component: string;
  /** Our file that wraps or replaces it. */
  file: string;
}

export type Override = Patch | Swizzle;

/**
 * The Prism split: a first load needs no Prism at all, because the server's HTML holds the
 * highlighted code; Prism comes in a chunk of its own after hydration, or when a block rendered in
 * the browser needs it. Four overrides make it, and none can go alone without a reader seeing it
 * (plain code for a moment, or a hydration mismatch).
 */
const PRISM_SPLIT_GAIN =
  'With the other overrides of the Prism split: 31.5 KB less gzipped JavaScript up to hydration on every page ' +
  '(docs pages 150.3–155.9 -> 118.7–124.3 KB, home 133.1 -> 101.7 KB; `npm run bench -- --runs 0` on both builds, ' +
  '2026-11-25).';

export const overrides: Override[] = [
  {
    kind: 'patch',
    name: 'The first route’s loading failure is not reported when the visitor has left',
    package: '@docusaurus/core',
    version: '3.8.1',
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
      'fails the pending loads in the page being left: an uncaught ChunkLoadError, on 4 of 4 departures with the ' +
      'home page’s route chunks held 3 s (Firefox ESR 140). Firefox reports it even when an unhandledrejection ' +
      'listener calls preventDefault(), so only a catch on the promise removes it. Any other failure is rethrown ' +
      'as before.',
    gain:
      'Not a speed gain: no page error in Firefox when a visitor leaves a page mid-load (4 of 4 departures -> 0 ' +
      'of 4, the same script on builds with and without the patch, 2026-11-25).',
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
      'links in view report in the same task just after the page hydrates (31 on the usage page: sidebar, ' +
      'breadcrumbs, pagination), each matching routes and adding a <link rel=prefetch> per chunk. Now each ' +
      'prefetch waits for an idle callback (timeout 2 s; setTimeout where there is none, as in Safari). The 2g ' +
      'and data-saver checks run before the wait, and preload on hover is unchanged.',
    gain:
      'With the next patch (the two are measured together), against the same build without both: TTI 276 ms ' +
      'shorter on / and 262 ms on extending, LCP 123 ms earlier on extending, each beyond the spread; TBT 198 ms ' +
      'lower on extending, within it (`npm run bench -- --site with=… --site without=… --routes ' +
      '/,/docs/getting-started/usage,/docs/getting-started/extending`, 2026-11-25, a quiet machine).',
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
      'rel=prefetch> for every chunk of every route it prefetches: 242 for the 31 links in view on the usage ' +
      'page, for 23 URLs. Each URL now gets one, and none for a script the page has already fetched (it has a ' +
      'resource timing entry), which a host that asks browsers to revalidate would otherwise send again.',
    gain: 'With the previous patch (the two are measured together): see it. On its own: 242 prefetch links on the usage page -> 15.',
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
      'hydrated (the server loads it at once).',
    gain: PRISM_SPLIT_GAIN,
    stillNeeded:
      'The build check "no script a page names in its HTML carries Prism" (tests/build/code-highlighting.test.ts) and ' +
      'the budget test that no script before hydration is the Prism chunk (tests/e2e/budgets.spec.ts) fail when ' +
      'Prism is back in the main bundle. If the module changed, the patch fails to apply: check how it loads Prism now.',
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
      'The Prism chunk is 9.5 KB gzipped instead of 30.1 KB, and evaluating it no longer blocks the page just after ' +
      'hydration: without the cut, TBT +219 ms on / and +251 ms on usage, TTI +295 ms on /, +256 ms on extending and ' +
      '+483 ms on usage, each beyond the spread (`npm run bench -- --site with=… --site without=… --routes ' +
      '/,/docs/getting-started/usage,/docs/getting-started/extending`, 2026-11-25, a quiet machine).',
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
    component: 'CodeBlock/Content',
    file: 'src/theme/CodeBlock/Content/index.tsx',
    changes:
      'Wrapped (unsafe): while the page hydrates, each block keeps the markup the server highlighted ' +
      '(src/components/KeepServerMarkup) instead of tokenizing its code again, which without Prism in the page would ' +
      'give plain tokens that do not match the server’s HTML. A block whose code changes (the playground’s) renders ' +
      'as usual. It reads useCodeBlockContext from @docusaurus/theme-common/internal to lend the <pre> to the ' +
      'word-wrap button.',
    gain: PRISM_SPLIT_GAIN,
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
    files: ['lib/theme/CodeBlock/index.js'],
    edit: {find: 'key={String(isBrowser)}', replace: ''},
    changes:
      'Docusaurus keys every code block on useIsBrowser(), so React throws it away once the page has hydrated and ' +
      'renders it again: its Prism colors were inline styles, right for the default color mode only. Ours come ' +
      'from src/css/prism.css, so the server markup is right in both modes. With the Prism split, a block rendered ' +
      'again just after hydration would show plain code until the Prism chunk is in.',
    gain: PRISM_SPLIT_GAIN,
    stillNeeded:
      'The hydration test in tests/e2e/code-blocks.spec.ts fails when a code block is replaced after hydration. If ' +
      'lib/theme/CodeBlock/index.js no longer sets the key, the patch fails to apply: delete it.',
    upstream:
      'Title: CodeBlock remounts after hydration (key={String(isBrowser)}). Every code block is rendered twice on a ' +
      'first load, to fix inline Prism colors of the non-default color mode. Sites whose code colors come from ' +
      'CSS (and a theme that set the Prism colors as CSS variables) do not need it. Proposal: apply the Prism theme ' +
      'through CSS variables per color mode and drop the key.',
  },
];

/** What the site had and took out on 2026-11-25, with what was measured (`npm run bench`, medians of five interleaved runs). */
export const removed: {name: string; finding: string}[] = [
  {
    name: 'The app started on the paint report (an own page template with an inline loader) and route chunks in the HTML (a rewrite of the client manifest)',
    finding:
      'Under applied throttling the browser paints the server HTML before any deferred script, so the start on the ' +
      'paint report gained nothing a reader sees: without both, no figure was worse beyond the spread, and TTI on ' +
      'extending was 1,243 ms shorter (a busy machine, 2026-11-25). The loader also let a ChunkLoadError through ' +
      'when a visitor left the home page mid-load.',
  },
  {
    name: 'Browser stand-ins for react-helmet-async, react-loadable and nprogress (module aliases)',
    finding:
      'Re-implementations of libraries Docusaurus relies on, for 4.2, 0.8 and 0.9 KB gzipped up to hydration (main.js).',
  },
  {
    name: 'tslib resolved to four of its helpers in the browser (a module alias)',
    finding: '3.3 KB gzipped up to hydration on every page (`npm run bench -- --runs 0`, both builds).',
  },
  {
    name: 'Loaders that cut generated data (site config keys, plugin versions, doc descriptions)',
    finding: '2.9 KB gzipped in all, for three rewrites of what Docusaurus generates.',
  },
  {
    name: 'prism-react-renderer without its bundled color themes, nor vsDark as the fallback (two patches)',
    finding:
      'They cut 3.3 KB gzipped from the Prism chunk, which loads after hydration. Without them (the grammar cut ' +
      'kept): TTI 105 ms longer on / (beyond the spread), 80 ms longer on extending and 318 ms shorter on usage ' +
      '(within it); no gain a reader would feel.',
  },
  {
    name: 'useShallowMemoObject without localeCompare (a patch of theme-common)',
    finding:
      'Said to save ~50 ms of hydration; without it, no figure was worse beyond the spread on /, usage or extending ' +
      '(a busy machine, 2026-11-25).',
  },
  {
    name: 'The last-updated date kept as the server rendered it while hydrating (an unsafe wrap of LastUpdated)',
    finding:
      'Said to save ~80 ms of Intl set-up; without it, no figure was worse beyond the spread (a busy machine, ' +
      '2026-11-25). LastUpdated is now ejected for another reason: HTML validity (no itemprop outside an item).',
  },
  {
    name: 'Tabs without its remount after hydration (a patch)',
    finding:
      'No longer needed: the install tabs are the site’s own component (src/components/Tabs, on useTabs), which ' +
      'links each tab to its panel by id as HTML validation asks and keeps the server’s markup.',
  },
  {
    name: "Docusaurus's wrong-base-URL banner removed from App.js (two patches)",
    finding: "0.7 KB; it went with the loader, which showed the site's own banner. Docusaurus's banner is back.",
  },
  {
    name: 'Theme components ejected to render nothing (version banner and badge, tag list, unlisted and draft banners, sidebar buttons, footer links and logo, the navbar item types), the admonition icons from one SVG file, and MDX <details> as the plain element',
    finding:
      '3.8 KB gzipped up to hydration on a docs page and 1.4 KB on the home page (`npm run bench -- --runs 0`), for ' +
      'ten ejections, five of components Docusaurus calls unsafe to eject.',
  },
];

export const patches: Patch[] = overrides.filter((override): override is Patch => override.kind === 'patch');

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The bundler rule's test: any of the patch's files, with either path separator. */
export function ruleTest(patch: Patch): RegExp {
  const paths = patch.files.map((file) =>
    [...patch.package.split('/'), ...file.split('/')].map(escape).join('[\\\\/]'),
  );
  return new RegExp(`[\\\\/](?:${paths.join('|')})$`);
}

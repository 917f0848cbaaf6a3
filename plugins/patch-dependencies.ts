import type {Plugin} from '@docusaurus/types';

/**
 * Build-time edits to dependencies, for start-up work every page paid (measured on a 4x
 * throttled CPU), applied to the browser and the server bundle alike so that the server's HTML
 * and the hydrated page stay identical. Versions are pinned; see patch-dependencies-loader.cjs.
 * After editing a patch, run `npm run clear`: Rspack's persistent cache does not notice.
 */
// Docusaurus keys these on useIsBrowser(), which throws each one away after hydration and renders
// it again. Code blocks did so because their Prism colours were inline and right for the default
// colour mode only; ours come from src/css/prism.css, so the server's markup is right in both.
// Tabs did so for a defaultValue computed differently in the browser (facebook/docusaurus#5653);
// ours are static, and useTabs applies a stored or ?query choice after hydration anyway.
const remountAfterHydration = (component: 'CodeBlock' | 'Tabs') => ({
  name: `${component} without its remount after hydration`,
  test: new RegExp(`[\\\\/]@docusaurus[\\\\/]theme-classic[\\\\/]lib[\\\\/]theme[\\\\/]${component}[\\\\/]index\\.js$`),
  options: {find: 'key={String(isBrowser)}', replace: ''},
});

const patches = [
  remountAfterHydration('CodeBlock'),
  remountAfterHydration('Tabs'),
  {
    // prism-react-renderer bundles ~30 grammars (JSX, Swift, Rust, SQL, ...) and evaluates them
    // at start-up: ~300 ms and 15 KB gzipped. The site's grammars come from prismjs instead,
    // through themeConfig.prism.additionalLanguages.
    name: 'prism-react-renderer without its bundled grammars',
    test: /[\\/]prism-react-renderer[\\/]dist[\\/]index\.m?js$/,
    options: {
      cut: {after: '// src/prism-langs.ts\nvar Prism = __toESM(require_prism());\n', before: '\n// src/themes/index.ts\n'},
    },
  },
  {
    // Every code block sorts a few ASCII option names with localeCompare, whose first call sets
    // up an ICU collator: ~50 ms while hydrating. A plain comparison sorts them the same way.
    name: 'useShallowMemoObject without localeCompare',
    test: /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]reactUtils\.js$/,
    options: {
      find: 'deps.sort((a, b) => a[0].localeCompare(b[0]));',
      replace: 'deps.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));',
    },
  },
];

export default function patchDependencies(): Plugin {
  return {
    name: 'patch-dependencies',
    configureWebpack() {
      return {
        module: {
          rules: patches.map(({name, test, options}) => ({
            test,
            use: [{loader: require.resolve('./patch-dependencies-loader.cjs'), options: {name, ...options}}],
          })),
        },
      };
    },
  };
}

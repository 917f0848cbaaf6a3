/**
 * Webpack loader for prism-react-renderer's dist file: removes the ~30 grammars it bundles
 * (JSX, Swift, Rust, SQL, ...), keeping Prism's core, the themes and <Highlight>. The site's
 * languages are registered from prismjs through themeConfig.prism.additionalLanguages instead.
 * Evaluating those grammars cost about 300 ms of main-thread time per page load on a throttled
 * phone, and their bytes sat in every page's main bundle.
 */
const START = '// src/prism-langs.ts\nvar Prism = __toESM(require_prism());\n';
const END = '\n// src/themes/index.ts\n';

module.exports = function removeBundledGrammars(source) {
  const start = source.indexOf(START);
  const end = source.indexOf(END, start);
  if (start < 0 || end < 0) {
    // Fail the build rather than ship a changed file unchecked (e.g. after an upgrade).
    throw new Error('prism-bundled-grammars-loader: markers not found in prism-react-renderer; update the loader');
  }
  return source.slice(0, start + START.length) + source.slice(end);
};

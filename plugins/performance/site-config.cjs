// @ts-check
/**
 * Webpack/Rspack loader for the site config Docusaurus generates for the pages
 * (`.docusaurus/docusaurus.config.mjs`, `export default {…JSON…};`), which is part of every page's
 * main bundle: it takes out `presets` and `plugins`.
 *
 * Why: Docusaurus reads the presets and plugins, with their options, from docusaurus.config.ts in
 * Node; no code in the browser reads them from here (the original search bar of
 * docusaurus-lunr-search does, and ours replaces it). They are about a fifth of the config's bytes,
 * the longest part the options of docusaurus-plugin-llms, which grow with every doc page.
 * tests/unit/siteConfig.test.ts holds that no code of the site's bundles reads them.
 */

/** The keys a page's code never reads. */
const SERVER_ONLY_KEYS = ['presets', 'plugins'];

/**
 * @param {string} source the generated module
 * @param {string} resourcePath the file, for the error message
 * @returns {string} the module without the server-only keys
 */
function withoutServerOnlyKeys(source, resourcePath) {
  const match = /^([\s\S]*?export default )(\{[\s\S]*\});\s*$/.exec(source);
  // Another shape after an upgrade is never shipped unchecked (plugins/touchpoints/README.md).
  const config = match && JSON.parse(match[2] ?? '');
  if (!match || !SERVER_ONLY_KEYS.every((key) => Array.isArray(config[key]))) {
    throw new Error(
      `site-config: ${resourcePath} is not "export default {…}" with ${SERVER_ONLY_KEYS.join(' and ')}; update the rule (plugins/touchpoints/README.md)`,
    );
  }
  for (const key of SERVER_ONLY_KEYS) delete config[key];
  return `${match[1]}${JSON.stringify(config)};\n`;
}

/**
 * @this {{resourcePath: string}}
 * @param {string} source
 */
function siteConfig(source) {
  return withoutServerOnlyKeys(source, this.resourcePath);
}

module.exports = siteConfig;
module.exports.withoutServerOnlyKeys = withoutServerOnlyKeys;
module.exports.SERVER_ONLY_KEYS = SERVER_ONLY_KEYS;

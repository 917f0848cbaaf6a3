import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {cacheBuildDependencies} from './patch-dependencies';

/**
 * Leaves out of the bundles what Docusaurus generates for the browser but no page here reads, and
 * every page would download before it starts (plugins/client-data/loader.cjs does the cutting):
 *
 * - from the site config (main.js): `ssrTemplate`, `plugins`, `presets`, `themes`, `markdown` and the
 *   other keys in client-data/loader.cjs, which only the build in Node reads;
 * - from the site metadata (main.js): the name and version of every plugin, which the app passes on in
 *   its context and nothing here reads;
 * - from the docs version metadata (a chunk of every docs page): each doc's `description`, which only
 *   the theme's DocCard shows, on category index pages and in DocCardList. The site has neither; the
 *   build check tests/build/client-data.test.ts fails if one appears.
 *
 * Both bundles get the same, so the server's HTML and the hydrated page agree.
 */
const loader = path.join(__dirname, 'client-data', 'loader.cjs');

export default function clientData(): Plugin {
  return {
    name: 'client-data',
    configureWebpack(config) {
      return {
        // As for the patches: the persistent cache must start afresh when the loader changes.
        ...cacheBuildDependencies(config, [__filename, loader]),
        module: {
          rules: [
            {test: /[\\/]\.docusaurus[\\/]docusaurus\.config\.mjs$/, use: [{loader, options: {cut: 'config'}}]},
            {test: /[\\/]\.docusaurus[\\/]site-metadata\.json$/, use: [{loader, options: {cut: 'pluginVersions'}}]},
            {
              test: /[\\/]\.docusaurus[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/,
              use: [{loader, options: {cut: 'docDescriptions'}}],
            },
          ],
        },
      };
    },
  };
}

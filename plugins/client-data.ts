import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Leaves out of the bundles two things Docusaurus generates for the browser that no page here reads,
 * and every page downloads before it starts (plugins/client-data/loader.cjs does the cutting):
 *
 * - from the site config (main.js): `ssrTemplate`, `plugins`, `presets` and `themes`, which only the
 *   build in Node reads;
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
    configureWebpack() {
      return {
        module: {
          rules: [
            {test: /[\\/]\.docusaurus[\\/]docusaurus\.config\.mjs$/, use: [{loader, options: {cut: 'config'}}]},
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

import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Smaller stand-ins, in the browser bundle only, for libraries Docusaurus uses in both bundles. The
 * server bundle keeps the real ones: react-helmet-async writes each page's head into its HTML, and
 * react-loadable records the chunks a page renders.
 *
 * - react-helmet-async -> src/lib/clientHelmet.tsx: keeps the head up to date on route changes.
 * - react-loadable -> src/lib/clientLoadable.ts: loads a route's chunks.
 * - nprogress -> src/lib/progressBar.ts: the bar at the top during a route change (the server never
 *   shows it).
 */
const browserAliases = {
  'react-helmet-async$': path.resolve(__dirname, '../src/lib/clientHelmet.tsx'),
  'react-loadable$': path.resolve(__dirname, '../src/lib/clientLoadable.ts'),
  nprogress$: path.resolve(__dirname, '../src/lib/progressBar.ts'),
};

export default function clientAliases(): Plugin {
  return {
    name: 'client-aliases',
    configureWebpack(_config, isServer) {
      return isServer ? {} : {resolve: {alias: browserAliases}};
    },
  };
}

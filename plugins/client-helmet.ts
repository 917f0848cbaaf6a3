import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * In the browser bundle, "react-helmet-async" resolves to src/lib/clientHelmet.tsx, which keeps the
 * head up to date in a few hundred bytes; the server bundle keeps the real one, which writes the
 * head into every page's HTML.
 */
export default function clientHelmet(): Plugin {
  return {
    name: 'client-helmet',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {resolve: {alias: {'react-helmet-async$': path.resolve(__dirname, '../src/lib/clientHelmet.tsx')}}};
    },
  };
}

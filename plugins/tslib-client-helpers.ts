import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * @docusaurus/utils-common is compiled to CommonJS and require()s all of tslib (4 KB gzipped on
 * every page) for one helper. In the browser bundle, "tslib" resolves to a module that re-exports
 * only the helpers CommonJS output uses, from tslib's ES build, so the rest is tree-shaken.
 */
export default function tslibClientHelpers(): Plugin {
  return {
    name: 'tslib-client-helpers',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {resolve: {alias: {tslib$: path.resolve(__dirname, 'tslib-client-helpers.mjs')}}};
    },
  };
}

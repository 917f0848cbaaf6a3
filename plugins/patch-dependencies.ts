import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {patches, ruleTest} from './patches';

/**
 * Applies the build-time edits to dependencies listed in plugins/patches/ (see its README.md), to
 * the browser and the server bundle alike. After editing a patch, run `npm run clear`: Rspack's
 * persistent cache does not notice.
 */
const folder = path.join(__dirname, 'patches');
const loader = path.join(folder, 'loader.cjs');

export default function patchDependencies(): Plugin {
  return {
    name: 'patch-dependencies',
    configureWebpack() {
      return {
        module: {
          rules: patches.map((patch) => ({
            test: ruleTest(patch),
            use: [{loader, options: {name: patch.name, edit: patch.edit}}],
          })),
        },
      };
    },
  };
}

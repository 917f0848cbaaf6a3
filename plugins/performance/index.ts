import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {patches, ruleTest} from './overrides';

type Configuration = Parameters<NonNullable<Plugin['configureWebpack']>>[0];

/**
 * Applies the patches of overrides.ts (see README.md in this folder) while the site builds, to the
 * browser and the server bundle alike, through loader.cjs.
 */
const loader = path.join(__dirname, 'loader.cjs');

// The bundler's persistent cache keeps a patched module across builds and does not notice a
// change to the loader's options (seen with Rspack 1.7 under Docusaurus 3.8.1). Every file of this
// folder is a build dependency of the cache instead: when one changes, the cache starts afresh, as
// it does when docusaurus.config.ts changes.
const sources = fs
  .readdirSync(__dirname)
  .filter((file) => /\.(ts|cjs)$/.test(file))
  .map((file) => path.join(__dirname, file));

/** Adds the files to the build dependencies of whichever persistent cache Docusaurus set up; webpack-merge appends them. */
function cacheBuildDependencies(config: Configuration, files: string[]): Configuration {
  // Rspack (Docusaurus Faster): experiments.cache = {type: 'persistent', version, buildDependencies: [...]}.
  const experiments = config.experiments as {cache?: unknown} | undefined;
  if (experiments?.cache && typeof experiments.cache === 'object') {
    return {experiments: {cache: {buildDependencies: files}}} as Configuration;
  }
  // webpack: cache = {type: 'filesystem', buildDependencies: {config: [...]}}.
  if (config.cache && typeof config.cache === 'object' && config.cache.type === 'filesystem') {
    return {cache: {type: 'filesystem', buildDependencies: {performance: files}}};
  }
  return {}; // no persistent cache (DOCUSAURUS_NO_PERSISTENT_CACHE)
}

export default function performance(): Plugin {
  return {
    name: 'performance-overrides',
    configureWebpack(config) {
      return {
        module: {
          rules: patches.map((patch) => ({
            test: ruleTest(patch),
            use: [{loader, options: {name: patch.name, edit: patch.edit}}],
          })),
        },
        ...cacheBuildDependencies(config, sources),
      };
    },
  };
}

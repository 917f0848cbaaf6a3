import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {patches, ruleTest} from './patches';

type Configuration = Parameters<NonNullable<Plugin['configureWebpack']>>[0];

/**
 * Applies the build-time edits to dependencies listed in plugins/patches/ (see its README.md), to
 * the browser and the server bundle alike.
 */
const folder = path.join(__dirname, 'patches');
const loader = path.join(folder, 'loader.cjs');

// The bundler's persistent cache keeps a patched module across builds and does not notice a
// change to the loader's options (seen with Rspack 1.7 under Docusaurus 3.8.1). Every file a
// patch is made of is a build dependency of the cache instead: when one changes, the cache starts
// afresh, as it does when docusaurus.config.ts changes.
const patchSources = [
  __filename,
  ...fs
    .readdirSync(folder)
    .filter((file) => /\.(ts|cjs)$/.test(file))
    .map((file) => path.join(folder, file)),
];

/** Adds the files to the build dependencies of whichever persistent cache Docusaurus set up; webpack-merge appends them. */
export function cacheBuildDependencies(config: Configuration, files: string[]): Configuration {
  // Rspack (Docusaurus Faster): experiments.cache = {type: 'persistent', version, buildDependencies: [...]}.
  const experiments = config.experiments as {cache?: unknown} | undefined;
  if (experiments?.cache && typeof experiments.cache === 'object') {
    return {experiments: {cache: {buildDependencies: files}}} as Configuration;
  }
  // webpack: cache = {type: 'filesystem', buildDependencies: {config: [...]}}.
  if (config.cache && typeof config.cache === 'object' && config.cache.type === 'filesystem') {
    return {cache: {type: 'filesystem', buildDependencies: {patches: files}}};
  }
  return {}; // no persistent cache (DOCUSAURUS_NO_PERSISTENT_CACHE)
}

export default function patchDependencies(): Plugin {
  return {
    name: 'patch-dependencies',
    configureWebpack(config) {
      return {
        module: {
          rules: patches.map((patch) => ({
            test: ruleTest(patch),
            use: [{loader, options: {name: patch.name, edit: patch.edit}}],
          })),
        },
        ...cacheBuildDependencies(config, patchSources),
      };
    },
  };
}

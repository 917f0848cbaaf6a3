import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {patches, type Patch} from '../touchpoints/touchpoints';

type Configuration = Parameters<NonNullable<Plugin['configureWebpack']>>[0];

/**
 * The bundler rules the site's speed rests on: the patches of plugins/touchpoints/touchpoints.ts (see
 * README.md there), applied while the site builds to the browser and the server bundle alike through
 * loader.cjs; the playground's vocabulary files, which vocabulary.cjs makes of gpt-tokenizer's
 * vocabularies (`import address from 'gpt-tokenizer/bpeRanks/NAME?vocabulary'`).
 */
const loader = path.join(__dirname, 'loader.cjs');
const vocabularyLoader = path.join(__dirname, 'vocabulary.cjs');

// The bundler's persistent cache does not notice a change to a patch: every file of this folder and
// the list of patches are build dependencies of the cache, which starts afresh when one changes, as
// it does when docusaurus.config.ts changes ("The bundler cache starts afresh when a patch changes",
// plugins/touchpoints/README.md).
const sources = [
  ...fs
    .readdirSync(__dirname)
    .filter((file) => /\.(ts|cjs)$/.test(file))
    .map((file) => path.join(__dirname, file)),
  path.join(__dirname, '../touchpoints/touchpoints.ts'),
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The bundler rule's test: any of the patch's files, with either path separator. */
export function ruleTest(patch: Patch): RegExp {
  const paths = patch.files.map((file) =>
    [...patch.package.split('/'), ...file.split('/')].map(escape).join('[\\\\/]'),
  );
  return new RegExp(`[\\\\/](?:${paths.join('|')})$`);
}

/** Adds the files to the build dependencies of the persistent cache Docusaurus set up; webpack-merge appends them. */
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
  // A cache of another shape would keep serving modules patched by an older version of a patch.
  if (config.cache) {
    throw new Error(
      'plugins/performance: the bundler has a persistent cache of a shape this plugin does not know; see ' +
        '"The bundler cache starts afresh when a patch changes" in plugins/touchpoints/README.md',
    );
  }
  return {}; // no persistent cache (DOCUSAURUS_NO_PERSISTENT_CACHE)
}

export default function performance(): Plugin {
  return {
    name: 'performance-overrides',
    configureWebpack(config) {
      return {
        module: {
          rules: [
            ...patches.map((patch) => ({
              test: ruleTest(patch),
              use: [{loader, options: {name: patch.name, edit: patch.edit}}],
            })),
            {
              resourceQuery: /^\?vocabulary$/,
              type: 'asset/resource',
              generator: {filename: 'assets/vocab/vocab-[name].[contenthash:8].bin'},
              use: [{loader: vocabularyLoader}],
            },
          ],
        },
        ...cacheBuildDependencies(config, sources),
      };
    },
  };
}

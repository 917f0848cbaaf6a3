// The site's search as the production build serves it: the index files the search bar loads,
// with the search function its worker runs (src/theme/SearchBar/search.ts). For the build checks.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {createSearcher} from '../../src/theme/SearchBar/search';
import type {SearchDocEntry} from '../../src/lib/site/searchIndexFormat';

const build = path.resolve(process.env.SITE_DIR ?? 'build');

/** The build's one `<prefix>-<hash>.json` file. */
const newest = (prefix: string): string => {
  const files = fs.readdirSync(build).filter((file) => new RegExp(`^${prefix}-\\d+\\.json$`).test(file));
  assert.equal(files.length, 1, `one ${prefix} file in ${build}`);
  return path.join(build, files[0]!);
};

/** The search-doc entries: a result's `id` is an index into them. */
export const searchDocs = (JSON.parse(fs.readFileSync(newest('search-doc'), 'utf8')) as {searchDocs: SearchDocEntry[]})
  .searchDocs;

const index: unknown = JSON.parse(fs.readFileSync(newest('lunr-index'), 'utf8'));

/** The bar's search over the build's index. */
export const search = createSearcher(searchDocs, index);

/** The same search with lunr walking the whole token set, as it does alone (slower; for comparison). */
export const searchWholeIndex = createSearcher(searchDocs, index, {narrow: false});

/** The page a result's link leads to. */
export const pathOf = (url: string) =>
  url
    .split('#')[0]!
    .replace(/\/$/, '')
    .replace(/(\/index)?\.html$/, '');

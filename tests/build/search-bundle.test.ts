import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';

// Checks on the production build (run `npx docusaurus build` first): what the search bar ships.
const build = path.resolve('build');
const js = path.join(build, 'assets', 'js');
const read = (file: string) => fs.readFileSync(file, 'utf8');
const jsFiles = fs.existsSync(js) ? fs.readdirSync(js).filter((f) => f.endsWith('.js')) : [];
const mainFile = jsFiles.find((f) => /^main\.[0-9a-f]+\.js$/.test(f));

test('the build exists', () => {
  assert.ok(mainFile, `no main bundle in ${js}: run "npx docusaurus build" first`);
});

test('the stock search bar and its libraries are not in the build', () => {
  const css = fs.readdirSync(path.join(build, 'assets', 'css')).map((f) => path.join(build, 'assets', 'css', f));
  // The playground's vocabulary chunks are token data, where words such as "jquery" are tokens.
  const code = jsFiles.filter((f) => !f.startsWith('vocab-'));
  assert.ok(code.length < jsFiles.length, 'expected the playground vocabulary chunks in the build');
  for (const file of [...code.map((f) => path.join(js, f)), ...css]) {
    // autocomplete.js, hogan.js, mark.js and the Algolia DocSearch styles of docusaurus-lunr-search.
    assert.doesNotMatch(read(file), /hogan|algolia-docsearch|algolia-autocomplete|aa-dropdown-menu|autocomplete\.js|mark\.js|jquery|zepto/i, file);
  }
});

test('lunr and the query code are lazy chunks, not part of the main bundle', () => {
  // "Out of order word insertion" is an error message of lunr's, and `abababab.` a constant of
  // search.ts; minification keeps both. (Rspack's vendor split puts lunr beside the search-engine
  // chunk; both are fetched together.)
  const withLunr = jsFiles.filter((f) => read(path.join(js, f)).includes('Out of order word insertion'));
  const withQueryCode = jsFiles.filter((f) => read(path.join(js, f)).includes('abababab.'));
  assert.equal(withLunr.length, 1, `lunr in ${withLunr.join(', ')}`);
  assert.deepEqual(withQueryCode.map((f) => f.replace(/\.[0-9a-f]+\.js$/, '')), ['search-engine']);
  assert.ok(!withLunr.includes(mainFile ?? '') && !withQueryCode.includes(mainFile ?? ''));
});

test('the index files the bar asks for are written at the base path', () => {
  const main = read(path.join(js, mainFile ?? ''));
  for (const kind of ['search-doc', 'lunr-index']) {
    const name = new RegExp(`${kind}-\\d+\\.json`).exec(main)?.[0];
    assert.ok(name, `the main bundle names no ${kind} file`);
    const file = path.join(build, name);
    assert.ok(fs.existsSync(file), `${name} is not in build/`);
    const content = JSON.parse(read(file)) as {searchDocs?: unknown[]; invertedIndex?: unknown[]};
    assert.ok(kind === 'search-doc' ? content.searchDocs?.length : content.invertedIndex?.length, `${name} is empty`);
  }
});

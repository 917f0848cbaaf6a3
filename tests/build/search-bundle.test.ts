import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {scriptsNamedBy} from '../support/scriptsNamed';
import {build, pageFiles, readBuilt, scriptFiles} from '../support/servedHtml';

// Checks on the production build (run `npx docusaurus build` first): what the search bar ships.
const readScript = (file: string) => readBuilt(`assets/js/${file}`);
const mainFile = scriptFiles.find((f) => /^main\.[0-9a-f]+\.js$/.test(f));

test('the build exists', () => {
  assert.ok(mainFile, `no main bundle in ${build}/assets/js: run "npx docusaurus build" first`);
});

test('the stock search bar and its libraries are not in the build', () => {
  const css = fs.readdirSync(path.join(build, 'assets/css')).map((f) => `assets/css/${f}`);
  // The playground's vocabularies are files of their own (assets/vocab), not scripts.
  assert.deepEqual(
    scriptFiles.filter((f) => f.startsWith('vocab-')),
    [],
  );
  for (const file of [...scriptFiles.map((f) => `assets/js/${f}`), ...css]) {
    // autocomplete.js, hogan.js, mark.js and the Algolia DocSearch styles of docusaurus-lunr-search.
    assert.doesNotMatch(
      readBuilt(file),
      /hogan|algolia-docsearch|algolia-autocomplete|aa-dropdown-menu|autocomplete\.js|mark\.js|jquery|zepto/i,
      file,
    );
  }
});

test('the initial HTML of every page loads no search code: lunr and the query code are chunks of their own', () => {
  // "Out of order word insertion" is an error message of lunr's, and `abababab.` a constant of
  // search.ts; minification keeps both. (Rspack's vendor split puts lunr beside the search-engine
  // chunk; both are fetched together.)
  const withLunr = scriptFiles.filter((f) => readScript(f).includes('Out of order word insertion'));
  const withQueryCode = scriptFiles.filter((f) => readScript(f).includes('abababab.'));
  assert.equal(withLunr.length, 1, `lunr in ${withLunr.join(', ')}`);
  assert.deepEqual(
    withQueryCode.map((f) => f.replace(/\.[0-9a-f]+\.js$/, '')),
    ['search-engine'],
  );
  for (const page of pageFiles) {
    const named = scriptsNamedBy(readBuilt(page)).map((src) => path.basename(src));
    assert.ok(named.includes(mainFile!), `${page} names no main bundle`);
    assert.deepEqual(
      named.filter((f) => withLunr.includes(f) || withQueryCode.includes(f)),
      [],
      page,
    );
  }
});

import {test} from 'node:test';
import assert from 'node:assert/strict';
import {pageFiles, served, readBuilt} from '../support/servedHtml';
import {symbolUrl} from '../../plugins/apiReference';
import {DOC_PAGES} from '../../src/lib/site/site';
import exampleSymbols from '../../src/data/example-symbols.json';

// Checks on the production build (run `npx docusaurus build` first): the guides link to the API
// reference in the HTML the server sends (plugins/api-links.ts), and the reference is in the
// machine-readable copies.

type Blocks = Record<string, {links: [number, number, number, string][]}[]>;

test('every name javac resolved in a Java block is a link to its entry in the page’s HTML', () => {
  const wrong: string[] = [];
  for (const [file, blocks] of Object.entries(exampleSymbols as unknown as Blocks)) {
    const doc = DOC_PAGES.find((candidate) => `docs/${candidate.file}` === file)!;
    const expected = blocks
      .flatMap((block) => block.links.map((link) => symbolUrl(link[3])))
      .filter((url) => url !== null)
      .sort();
    const linked = served(doc.route)
      .querySelectorAll('pre.language-java a')
      .map((a) => a.getAttribute('href'))
      .sort();
    // A block whose code changed since the Java examples check wrote the names has none: the counts differ.
    if (JSON.stringify(linked) !== JSON.stringify(expected))
      wrong.push(`${doc.route}: ${linked.length} links in its Java blocks, ${expected.length} names from javac`);
  }
  assert.deepEqual(wrong, []);
});

test('inline code that names one type or member links to its entry; a name several types share does not', () => {
  const usage = served('/docs/getting-started/usage');
  const linkOf = (code: string) =>
    usage
      .querySelectorAll('article a')
      .find((a) => a.querySelector('code')?.text === code)
      ?.getAttribute('href');
  assert.equal(linkOf('countTokens'), '/docs/getting-started/reference/Encoding#counttokensstring');
  assert.equal(linkOf('IntArrayList'), '/docs/getting-started/reference/IntArrayList');
  // getName() is Encoding's, EncodingType's, ModelType's and GptBytePairEncodingParams': no entry of its own.
  const getName = served('/docs/getting-started/extending')
    .querySelectorAll('article code')
    .filter((code) => code.text === 'getName()');
  assert.ok(getName.length > 0, 'the extending page mentions getName()');
  assert.ok(getName.every((code) => code.parentNode?.tagName !== 'A'));
});

// A link inside a link is not HTML: the minifier, as a browser, closes the outer one empty before
// the inner one, and React then fails to hydrate the page. An empty link is also nothing a reader can use.
test('no page has an empty link (what a link inside a link leaves)', () => {
  const empty = pageFiles.filter((file) => /<a\b[^>]*><\/a>/.test(readBuilt(file)));
  assert.deepEqual(empty, []);
});

test('llms-full.txt carries the API reference', () => {
  const full = readBuilt('llms-full.txt');
  for (const text of [
    'getLastProcessedCharacterIndex()',
    'registerGptBytePairEncoding(GptBytePairEncodingParams)',
    'Since** 1.1.0',
  ])
    assert.ok(full.includes(text), text);
});

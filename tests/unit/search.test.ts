import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createSearcher, MAX_RESULTS} from '../../src/theme/SearchBar/search';
import {indexFiles, sourceToSections} from '../../plugins/search-dev-index';
import {escapeText, type SearchDocEntry} from '../../src/lib/site/searchIndexFormat';

// An index built with docusaurus-lunr-search's settings from text shaped like our docs:
// code keeps `enc.countTokens("hello` as one token, which a plain lunr query cannot find.
const section = (pageTitle: string, page: string, title: string, anchor: string, text: string): SearchDocEntry => ({
  title,
  type: 1,
  pageTitle,
  url: `/docs/${page}#${anchor}`,
  content: escapeText(text),
});
const entries: SearchDocEntry[] = [
  {title: 'Usage', type: 0, url: '/docs/usage', content: ''},
  section(
    'Usage',
    'usage',
    'Counting tokens',
    'counting-tokens',
    'int count = enc.countTokens("hello world"); // returns 2',
  ),
  section(
    'Usage',
    'usage',
    'Encodings and models',
    'encodings-and-models',
    'Every ModelType maps to one encoding, e.g. ModelType.GPT_4O uses o200k_base.',
  ),
  section(
    'Usage',
    'usage',
    'Truncating',
    'truncating',
    'Use encodeOrdinary and getLastProcessedCharacterIndex() when you truncate text. Special tokens are not encoded.',
  ),
  section(
    'Intro',
    'intro',
    'First program',
    'first-program',
    'Encoding enc = registry.getEncoding(EncodingType.CL100K_BASE); IntArrayList encoded = enc.encode(text);',
  ),
  section(
    'Extending',
    'extending',
    'Custom encodings',
    'custom-encodings',
    'Use EncodingRegistry.registerCustomEncoding to add an encoding of your own. Encodings are thread safe.',
  ),
  {
    title: 'Special tokens',
    type: 0,
    url: '/docs/special',
    content: escapeText('What <|endoftext|> means & how tokens work.'),
  },
];
/** The bar's search over the index the dev server builds from these entries. */
function searcherOf(docs: SearchDocEntry[]) {
  const files = indexFiles(docs);
  return createSearcher(JSON.parse(files.searchDoc).searchDocs, JSON.parse(files.lunrIndex));
}
const search = searcherOf(entries);
const firstUrl = (query: string) => search(query)[0]?.url;

test('identifiers written inside code are found', () => {
  assert.equal(firstUrl('countTokens'), '/docs/usage#counting-tokens');
  assert.equal(firstUrl('encodeOrdinary'), '/docs/usage#truncating');
  assert.equal(firstUrl('getLastProcessedCharacterIndex'), '/docs/usage#truncating');
  assert.equal(firstUrl('registerCustomEncoding'), '/docs/extending#custom-encodings');
  assert.equal(firstUrl('EncodingType'), '/docs/intro#first-program');
  assert.equal(firstUrl('IntArrayList'), '/docs/intro#first-program');
  assert.equal(firstUrl('o200k_base'), '/docs/usage#encodings-and-models');
  assert.equal(firstUrl('ModelType.GPT_4O'), '/docs/usage#encodings-and-models');
});

test('an identifier at the end of a longer token is found although the index stemmed that token', () => {
  // The builder stems `registry.getEncoding(EncodingType.CL100K_BASE);` to `…cl100k_bas`.
  assert.equal(firstUrl('cl100k_base'), '/docs/intro#first-program');
  assert.equal(firstUrl('CL100K_BASE'), '/docs/intro#first-program');
});

test('a word being typed finds what it starts', () => {
  assert.equal(firstUrl('countTo'), '/docs/usage#counting-tokens');
});

test('plain words are found, and pages with every word come first', () => {
  assert.equal(firstUrl('truncate'), '/docs/usage#truncating');
  assert.equal(firstUrl('thread safe'), '/docs/extending#custom-encodings');
  const special = search('special tokens').map((r) => r.url);
  assert.deepEqual(special.slice(0, 2).sort(), ['/docs/special', '/docs/usage#truncating']);
});

test('a title match ranks before a match in the text', () => {
  assert.equal(firstUrl('special'), '/docs/special');
  const tokens = search('tokens');
  // "Counting tokens" and "Special tokens" are titles; Truncating has "tokens" only in its text.
  assert.deepEqual(
    tokens
      .slice(0, 2)
      .map((r) => r.sectionTitle ?? r.pageTitle)
      .sort(),
    ['Counting tokens', 'Special tokens'],
  );
  assert.ok(tokens.findIndex((r) => r.url === '/docs/usage#truncating') >= 2);
});

test('a result names its page and section and shows unescaped text around the match', () => {
  const [result] = search('countTokens');
  assert.ok(result);
  assert.equal(result.pageTitle, 'Usage');
  assert.equal(result.sectionTitle, 'Counting tokens');
  assert.ok(result.excerpt);
  assert.equal(result.excerpt.match, 'countTokens');
  assert.equal(
    `${result.excerpt.before}${result.excerpt.match}${result.excerpt.after}`,
    'int count = enc.countTokens("hello world"); // returns 2',
  );
  const page = search('endoftext')[0];
  assert.match(`${page?.excerpt?.before}${page?.excerpt?.match}${page?.excerpt?.after}`, /<\|endoftext\|> means & how/);
});

test('excerpts are short and there are at most 8 results', () => {
  const many = searcherOf(
    Array.from({length: 20}, (_, i) => ({title: `Page ${i}`, type: 0, url: `/p${i}`, content: 'tokens '.repeat(100)})),
  )('tokens');
  assert.equal(many.length, MAX_RESULTS);
  for (const {excerpt} of many) {
    assert.ok(excerpt && excerpt.before.length + excerpt.match.length + excerpt.after.length <= 150);
  }
});

test('no query throws, and syntax is searched as text', () => {
  const hostile = [
    'foo:',
    '~',
    '*',
    '^',
    '+',
    '-',
    '"unbalanced',
    'title:x^2 +a -b c~1',
    '<img src=x onerror=alert(1)>',
    '🍕 tokens',
    'x'.repeat(300),
    'a '.repeat(150),
    '',
    '   ',
    '\u0000',
    '\\',
  ];
  for (const query of hostile) {
    assert.doesNotThrow(() => search(query), query);
    assert.ok(search(query).length <= MAX_RESULTS);
  }
  assert.deepEqual(search('*'), []);
  assert.equal(firstUrl('🍕 tokens'), '/docs/special');
});

test('a word in quotes or brackets is the word: the quotes are not searched as &quot;', () => {
  for (const query of ['"encodeOrdinary"', "'encodeOrdinary'", '(encodeOrdinary)', '"encodeOrdinary"?'])
    assert.deepEqual(search(query), search('encodeOrdinary'), query);
});

test('index files that load but do not belong together are refused, not searched to "No results"', () => {
  const files = indexFiles(entries);
  const docs = JSON.parse(files.searchDoc).searchDocs;
  const index = JSON.parse(files.lunrIndex);
  assert.throws(() => createSearcher([], index), /no list of documents/);
  assert.throws(() => createSearcher(docs.slice(0, 2), index), /does not belong to the search-doc file/);
  assert.throws(() => createSearcher([{content: 'x'}], index), /without a title or an address/);
  assert.throws(() => createSearcher(docs, {...index, fieldVectors: []}), /not a lunr index/);
  assert.throws(() => createSearcher(docs, {}), /not a lunr index/);
});

test('the dev index splits a source into h2 and h3 sections with Docusaurus slugs', () => {
  const {lead, sections} = sourceToSections(
    [
      '---',
      'title: Usage',
      '---',
      "import Tabs from '@theme/Tabs';",
      'Intro with a [link](/x) and `code`.',
      '## Counting tokens',
      '```java',
      'int n = enc.countTokens(text); // ## not a heading',
      '```',
      '### Counting tokens',
      '<Tabs>**Bold** text</Tabs>',
      '## Own id {#custom-id}',
    ].join('\n'),
  );
  assert.equal(lead.trim(), 'Intro with a link and code.');
  assert.deepEqual(
    sections.map((s) => [s.tagName, s.title, s.id]),
    [
      ['h2', 'Counting tokens', 'counting-tokens'],
      ['h3', 'Counting tokens', 'counting-tokens-1'],
      ['h2', 'Own id', 'custom-id'],
    ],
  );
  assert.match(sections[0]!.text.join(' '), /enc\.countTokens\(text\); \/\/ ## not a heading/);
  assert.match(sections[1]!.text.join(' '), /Bold text/);
});

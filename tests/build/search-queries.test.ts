import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {pathOf, search, searchDocs, searchWholeIndex} from '../support/builtSearch';
import {DOCS} from '../support/routes';
import {parseMarkdown} from '../../plugins/markdownSource';
import {API, anchorOf, typeRoute} from '../../plugins/apiReference';

// Checks on the production build (run `npx docusaurus build` first): what a reader finds with the
// site's search. The index files are the ones the search bar loads, and the search function is the
// one it runs (src/theme/SearchBar/search.ts), so a query gives here the results the bar lists, in
// the same order; the bar itself (typing, keyboard, loading) is checked in tests/e2e/search.spec.ts, and the questions
// readers ask in tests/build/real-questions.test.ts.
const source = (file: string) => fs.readFileSync(file, 'utf8');
/** The text of each h2 heading as a reader sees it: no backticks, link text only. */
const h2Headings = (file: string) =>
  [...parseMarkdown(source(file), file).prose.matchAll(/^## (.+)$/gm)].map((match) =>
    (match[1] ?? '')
      .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
      .replace(/`/g, '')
      .trim(),
  );

const IDENTIFIERS = [
  'countTokens',
  'encodeOrdinary',
  'registerCustomEncoding',
  'registerGptBytePairEncoding',
  'getLastProcessedCharacterIndex',
  'EncodingType',
  'ModelType',
  'decodeBytes',
  'IntArrayList',
  'cl100k_base',
  'o200k_base',
];

test('an API name leads first to a section of a page that uses it, whose heading or text has the name', () => {
  const wrong: string[] = [];
  for (const identifier of IDENTIFIERS) {
    const expected = DOCS.filter((doc) => source(doc.path).includes(identifier)).map((doc) => doc.route);
    assert.ok(expected.length > 0, `a doc page mentions ${identifier}`);
    const [first] = search(identifier);
    const section = first ? searchDocs[Number(first.id)] : undefined;
    if (
      !first ||
      !expected.includes(pathOf(first.url)) ||
      !`${section?.title} ${section?.content}`.includes(identifier)
    )
      wrong.push(`${identifier}: ${first ? `${first.url} (${first.sectionTitle})` : 'nothing'}`);
  }
  assert.deepEqual(wrong, []);
});

test('every h2 heading of the docs finds its page', () => {
  const missed: string[] = [];
  for (const doc of DOCS) {
    const headings = h2Headings(doc.path);
    assert.ok(headings.length > 1, `${doc.route} has h2 headings to search for`);
    for (const heading of headings) {
      if (!search(heading).some((result) => pathOf(result.url) === doc.route))
        missed.push(`"${heading}" (${doc.route})`);
    }
  }
  assert.deepEqual(missed, []);
});

// The search narrows lunr's token set to the terms its clauses match before lunr walks it: every
// result, its order and its excerpt must be what lunr gives over the whole set.
test('a query narrowed to the terms it can match gives what lunr gives over every term', () => {
  const typed = IDENTIFIERS.flatMap((name) => Array.from(name, (_, i) => name.slice(0, i + 1)));
  const headings = DOCS.map((doc) => h2Headings(doc.path)[0]!);
  const odd = [
    'jtokkit tiktoken',
    'ModelType.GPT_4O',
    'enc.countTokens(text)',
    'foo:',
    '~',
    '*',
    'a*b',
    '&amp; <b>',
    'x'.repeat(300),
  ];
  const differ = [...new Set([...typed, ...headings, ...odd])].filter(
    (query) => JSON.stringify(search(query)) !== JSON.stringify(searchWholeIndex(query)),
  );
  assert.deepEqual(differ, []);
});

test('a common word leads first to a section whose heading or text has it', () => {
  const wrong: string[] = [];
  for (const word of ['tokens', 'encoding', 'Installation']) {
    const [first] = search(word);
    const section = first ? searchDocs[Number(first.id)] : undefined;
    const text = `${section?.title} ${section?.content}`.toLowerCase();
    if (!first || !text.includes(word.toLowerCase())) wrong.push(`${word}: ${first?.url ?? 'nothing'}`);
  }
  assert.deepEqual(wrong, []);
});

// The API reference (docs/getting-started/reference/): a type's name leads to its page, a member's
// name (an enum constant's too: `GPT_4O_MINI`) to its entry, with the type's name before it where
// several types have a member of that name (`EncodingType getName`), and qualified as Java code
// writes it (`ModelType.GPT_4O`).
test('a type’s or a member’s name leads first to its entry in the API reference', () => {
  const wrong: string[] = [];
  const expect = (query: string, urls: string[]) => {
    const [first] = search(query);
    if (!first || !urls.includes(first.url))
      wrong.push(`${query}: ${first?.url ?? 'nothing'}, not ${urls.join(' or ')}`);
  };
  for (const type of API.types) {
    expect(type.name, [typeRoute(type)]);
    for (const member of type.members) {
      if (member.kind === 'constructor') continue;
      const shared = API.types.filter((other) => other.members.some((m) => m.name === member.name)).length > 1;
      const entries = type.members
        .filter((m) => m.name === member.name)
        .map((m) => `${typeRoute(type)}#${anchorOf(m)}`);
      expect(shared ? `${type.name} ${member.name}` : member.name, entries);
      // As Java code writes it: `ModelType.GPT_4O`, `Encoding.countTokens`.
      expect(`${type.name}.${member.name}`, entries);
    }
  }
  assert.deepEqual(wrong, []);
});

import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {API, anchorOf, referenceSymbols, symbolOfCode, symbolUrl, typeFile} from '../../plugins/apiReference';
import {referencePages} from '../../scripts/api-reference-pages';
import exampleSymbols from '../../src/data/example-symbols.json';
import {DOC_PAGES} from '../../src/lib/site/site';

// The API reference without a JDK: its pages are what its data gives, and its links lead to entries.
// What the data says of JTokkit (its members, "since", the names the examples use) is checked against
// JTokkit in the Java lane: scripts/check-api-reference.ts and scripts/check-java-examples.ts.

test('the reference pages are what the API data and the examples’ symbols give', () => {
  const stale = [...referencePages()]
    .filter(([file, markdown]) => fs.readFileSync(path.join('docs', file), 'utf8') !== markdown)
    .map(([file]) => `docs/${file}`);
  assert.deepEqual(stale, [], 'run node --import tsx scripts/api-reference-pages.ts --write (or npm run reference)');
});

test('one page per public type, each listed in DOC_PAGES under Reference', () => {
  const listed = DOC_PAGES.filter((doc) => doc.section === 'Reference').map((doc) => doc.file);
  for (const type of API.types) assert.ok(listed.includes(typeFile(type)), `${typeFile(type)} in DOC_PAGES`);
  assert.deepEqual(API.types.map((type) => type.name).sort(), [
    'Encoding',
    'EncodingRegistry',
    'EncodingResult',
    'EncodingType',
    'Encodings',
    'GptBytePairEncodingParams',
    'IntArrayList',
    'ModelType',
  ]);
});

test('every entry has an anchor of its own on its page, and every symbol an address', () => {
  for (const type of API.types) {
    const anchors = type.members.map(anchorOf);
    assert.equal(new Set(anchors).size, anchors.length, `${type.name}: ${anchors.join(', ')}`);
  }
  assert.deepEqual(
    referenceSymbols().filter((symbol) => symbolUrl(symbol) === null),
    [],
  );
  assert.equal(
    symbolUrl('com.knuddels.jtokkit.api.Encoding#encode(java.lang.String,int)'),
    '/docs/getting-started/reference/Encoding#encodestring-int',
  );
  assert.equal(
    symbolUrl('com.knuddels.jtokkit.api.EncodingType#O200K_BASE'),
    '/docs/getting-started/reference/EncodingType#o200k_base',
  );
});

test('the names the examples use are entries of the reference', () => {
  const unknown = Object.values(
    exampleSymbols as unknown as Record<string, {links: [number, number, number, string][]}[]>,
  )
    .flat()
    .flatMap((block) => block.links.map((link) => link[3]))
    .filter((symbol) => symbolUrl(symbol) === null);
  assert.deepEqual([...new Set(unknown)], []);
});

test('inline code names an entry only when it names exactly one', () => {
  const cases: [string, string | null][] = [
    ['IntArrayList', 'com.knuddels.jtokkit.api.IntArrayList'],
    ['countTokens', 'com.knuddels.jtokkit.api.Encoding#countTokens(java.lang.String)'],
    ['encode(text, maxTokens)', 'com.knuddels.jtokkit.api.Encoding#encode(java.lang.String,int)'],
    ['encode(text)', 'com.knuddels.jtokkit.api.Encoding#encode(java.lang.String)'],
    [
      'getEncoding(EncodingType)',
      'com.knuddels.jtokkit.api.EncodingRegistry#getEncoding(com.knuddels.jtokkit.api.EncodingType)',
    ],
    ['getEncodingForModel(String)', 'com.knuddels.jtokkit.api.EncodingRegistry#getEncodingForModel(java.lang.String)'],
    [
      'EncodingResult.getLastProcessedCharacterIndex()',
      'com.knuddels.jtokkit.api.EncodingResult#getLastProcessedCharacterIndex()',
    ],
    ['ModelType.fromName(String)', 'com.knuddels.jtokkit.api.ModelType#fromName(java.lang.String)'],
    ['EncodingType.O200K_BASE', 'com.knuddels.jtokkit.api.EncodingType#O200K_BASE'],
    ['Encodings.newLazyEncodingRegistry()', 'com.knuddels.jtokkit.Encodings#newLazyEncodingRegistry()'],
    [
      'new EncodingResult(IntArrayList, boolean, int)',
      'com.knuddels.jtokkit.api.EncodingResult#EncodingResult(com.knuddels.jtokkit.api.IntArrayList,boolean,int)',
    ],
    ['IntArrayList.get', 'com.knuddels.jtokkit.api.IntArrayList#get(int)'],
    // Several types declare it, or every list has it, or it is an expression: no entry.
    ['getName()', null],
    ['fromName', null],
    ['size()', null],
    ['toString()', null],
    ['encode(text).size()', null],
    ['decode(encode(text))', null],
    ['encode(text, maxTokens, extra)', null],
    ['new EncodingResult(List<Integer>, boolean)', null],
    ['TokenTextSplitter', null],
    ['NoSuchMethodError', null],
  ];
  for (const [code, symbol] of cases) assert.equal(symbolOfCode(code), symbol, code);
});

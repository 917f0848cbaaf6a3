import {test} from 'node:test';
import assert from 'node:assert/strict';
import zlib from 'node:zlib';
import {vocabularyBody, vocabularyFile} from '../../plugins/performance/vocabulary.cjs';
import {ENCODING_NAMES, VOCABULARY_OF} from '../../src/lib/counting/jtokkit';
import {Vocabulary} from '../../src/lib/counting/vocabulary';
import {rankData, vocabularies, vocabularyFiles} from '../support/encodings';

// The playground's vocabulary files (plugins/performance/vocabulary.cjs writes them at build time)
// hold the source vocabulary, gpt-tokenizer's ranks, which are JTokkit's: every rank, its bytes.
const utf8 = new TextEncoder();

for (const encoding of ENCODING_NAMES) {
  const name = VOCABULARY_OF[encoding];
  test(`${encoding}: the vocabulary read from ${name}'s file is the source vocabulary, rank for rank`, () => {
    const source = rankData[name];
    const vocabulary = vocabularies[name];
    assert.equal(vocabulary.size, source.length);
    let ranks = 0;
    for (let rank = 0; rank < source.length; rank++) {
      const entry = source[rank];
      const bytes = vocabulary.bytesOf(rank);
      if (entry === undefined) {
        assert.equal(bytes, undefined, `rank ${rank} is not in the source`);
        continue;
      }
      const expected = typeof entry === 'string' ? utf8.encode(entry) : Uint8Array.from(entry);
      assert.deepEqual(bytes, expected, `the bytes of rank ${rank}`);
      assert.equal(vocabulary.rankOf(expected, 0, expected.length), rank, `the rank of rank ${rank}'s bytes`);
      ranks++;
    }
    assert.ok(ranks > 50_000);
    assert.equal(vocabulary.bytesOf(source.length), undefined);
    assert.equal(vocabulary.rankOf(utf8.encode('no such token, surely'), 0, 21), -1);
  });
}

test('the files are made the same way on every build, and gzipped', () => {
  for (const [name, data] of Object.entries(rankData)) {
    const file = vocabularyFiles[name as keyof typeof rankData];
    assert.deepEqual(vocabularyFile(data), file, name);
    assert.deepEqual(zlib.gunzipSync(file), vocabularyBody(data), name);
  }
});

test('a file of another format or length is refused, not read as a vocabulary', () => {
  const body = vocabularyBody(rankData.r50k_base);
  assert.throws(() => Vocabulary.read(Uint8Array.from([...body].map((b, i) => (i === 0 ? 0 : b)))), /Not a vocabulary/);
  assert.throws(() => Vocabulary.read(body.subarray(0, body.length - 1)), /wrong length/);
});

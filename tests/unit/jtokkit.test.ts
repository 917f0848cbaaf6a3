import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  bytePairMerge,
  bytePairMergeLong,
  ENCODING_NAMES,
  LONG_PIECE_BYTES,
  pieceMatcher,
  VOCABULARY_OF,
  JAVA_INT_MAX,
  MalformedTextError,
  SpecialTokenError,
  tokenSegments,
} from '../../src/lib/counting/jtokkit';
import {encodings, vocabularies} from '../support/encodings';
import {recorded, recordedResult, type Budget} from '../support/recorded';

const {cl100k_base: cl100kBase, o200k_base: o200kBase, r50k_base: r50kBase} = encodings;

// The examples in OpenAI's tiktoken tests (tests/test_encoding.py), which JTokkit also gives.
test("tiktoken's published examples", () => {
  assert.deepEqual(
    ['0', '00', '000', '0000', '00000', '000000', '0000000', '00000000', '000000000'].map((s) => r50kBase.encode(s)),
    [[15], [405], [830], [2388], [20483], [10535], [24598], [8269], [10535, 830]],
  );
  assert.deepEqual(cl100kBase.encode('rer'), [38149]);
  assert.deepEqual(cl100kBase.encode("'rer"), [2351, 81]);
  assert.deepEqual(cl100kBase.encode('today\n '), [31213, 198, 220]);
  assert.deepEqual(cl100kBase.encode('today\n \n'), [31213, 27907]);
  assert.deepEqual(cl100kBase.encode('today\n  \n'), [31213, 14211]);
  // U+0085 is whitespace for tiktoken and JTokkit, but not for JavaScript's \s.
  assert.deepEqual(cl100kBase.encode(' \u00850'), [220, 126, 227, 15]);
  assert.deepEqual(cl100kBase.encode('tiktoken is great!'), [83, 1609, 5963, 374, 2294, 0]);
  assert.deepEqual(o200kBase.encode('tiktoken is great!'), [83, 8251, 2488, 382, 2212, 0]);
});

test('truncation matches the EncodingResult examples', () => {
  assert.deepEqual(cl100kBase.encodeWithLimit('This is a sample sentence.', 3), {
    tokens: [2028, 374, 264],
    truncated: true,
    lastProcessedCharacterIndex: 8,
  });
  // 🍕 is three tokens; the fourth would cut it, so JTokkit keeps only "I love".
  assert.deepEqual(cl100kBase.encodeWithLimit('I love 🍕', 4), {
    tokens: [40, 3021],
    truncated: true,
    lastProcessedCharacterIndex: 5,
  });
  assert.deepEqual(cl100kBase.encodeWithLimit('hello world', 2), {
    tokens: [15339, 1917],
    truncated: false,
    lastProcessedCharacterIndex: 10,
  });
  assert.deepEqual(cl100kBase.encodeWithLimit('', 2), {tokens: [], truncated: false, lastProcessedCharacterIndex: -1});
  assert.deepEqual(cl100kBase.encodeWithLimit('hello world', JAVA_INT_MAX).tokens, [15339, 1917]);
});

// JTokkit 1.1.0 checks the budget of cl100k_base only after each piece (Cl100kParser.split), so a
// first piece that is a single token is kept with a budget of 0 or less. Recorded with the jar.
test('a budget of 0 or less: cl100k_base keeps a first piece of one token, the other encodings nothing', () => {
  for (const max of [0, -1]) {
    assert.deepEqual(cl100kBase.encodeWithLimit('hello', max), {
      tokens: [15339],
      truncated: false,
      lastProcessedCharacterIndex: 4,
    });
    assert.deepEqual(cl100kBase.encodeOrdinaryWithLimit('hello world', max), {
      tokens: [15339],
      truncated: true,
      lastProcessedCharacterIndex: 4,
    });
    // "Tokenizers" is two tokens: nothing is kept.
    assert.deepEqual(cl100kBase.encodeWithLimit('Tokenizers', max), {
      tokens: [],
      truncated: true,
      lastProcessedCharacterIndex: -1,
    });
    for (const name of ENCODING_NAMES.filter((n) => n !== 'cl100k_base')) {
      assert.deepEqual(
        encodings[name].encodeWithLimit('hello', max),
        {
          tokens: [],
          truncated: true,
          lastProcessedCharacterIndex: -1,
        },
        name,
      );
    }
  }
  assert.deepEqual(cl100kBase.encodeWithLimit('', 0), {tokens: [], truncated: false, lastProcessedCharacterIndex: -1});
});

test('encode names the special token and points to encodeOrdinary; encodeOrdinary encodes it as text', () => {
  for (const name of ENCODING_NAMES) {
    assert.throws(
      () => encodings[name].encode('hello <|endoftext|> world'),
      (error: unknown) =>
        error instanceof SpecialTokenError &&
        error.token === '<|endoftext|>' &&
        error.index === 6 &&
        /UnsupportedOperationException/.test(error.message) &&
        /encodeOrdinary/.test(error.message),
    );
  }
  assert.throws(() => cl100kBase.encodeWithLimit('a <|endofprompt|>', 1), SpecialTokenError);
  // Only JTokkit's special tokens count: <|im_start|> is ordinary text for JTokkit.
  assert.deepEqual(cl100kBase.encode('<|im_start|>'), cl100kBase.encodeOrdinary('<|im_start|>'));
  // p50k_base has no FIM tokens, p50k_edit has.
  assert.doesNotThrow(() => encodings.p50k_base.encode('<|fim_prefix|>'));
  assert.throws(() => encodings.p50k_edit.encode('<|fim_prefix|>'), SpecialTokenError);
});

test('text with an unpaired surrogate gets a clear error, not wrong ids', () => {
  assert.throws(() => cl100kBase.encodeOrdinary('a\uD83Cb'), MalformedTextError);
});

// Results recorded from JTokkit 1.1.0 itself (tests/support/recorded.ts).
const fixture = recorded;

for (const name of ENCODING_NAMES) {
  test(`${name}: the same results as JTokkit for ${fixture.length} recorded texts, with and without budgets`, () => {
    const encoding = encodings[name];
    for (const entry of fixture) {
      const expected = entry[name];
      const label = JSON.stringify(entry.text);
      assert.deepEqual(encoding.encodeOrdinary(entry.text), expected.o, `encodeOrdinary(${label})`);
      assert.equal(encoding.countTokensOrdinary(entry.text), expected.o.length, `countTokensOrdinary(${label})`);
      const asResult = (budget: Budget) => recordedResult(expected.o, budget);
      for (const budget of expected.b)
        assert.deepEqual(
          encoding.encodeOrdinaryWithLimit(entry.text, budget[0]),
          asResult(budget),
          `encodeOrdinary(${label}, ${budget[0]})`,
        );
      if (expected.x === undefined) {
        assert.deepEqual(encoding.encode(entry.text), expected.o, `encode(${label})`);
        assert.equal(encoding.countTokens(entry.text), expected.o.length, `countTokens(${label})`);
        for (const budget of expected.e!)
          assert.deepEqual(
            encoding.encodeWithLimit(entry.text, budget[0]),
            asResult(budget),
            `encode(${label}, ${budget[0]})`,
          );
      } else {
        assert.throws(() => encoding.encode(entry.text), SpecialTokenError, `encode(${label})`);
        assert.throws(() => encoding.countTokens(entry.text), SpecialTokenError, `countTokens(${label})`);
        assert.throws(() => encoding.encodeWithLimit(entry.text, 1), SpecialTokenError, `encode(${label}, 1)`);
      }
    }
  });
}

// The budget cases of the review that found the playground's second flow wrong, among the recorded ones.
test('the recorded budgets include Max tokens 0 in cl100k_base: "hello world" keeps [15339], truncated, index 4', () => {
  const entry = fixture.find((e) => e.text === 'hello world')!;
  assert.deepEqual(
    entry.cl100k_base.e!.find(([max]) => max === 0),
    [0, 1, true, 4],
  );
  assert.deepEqual(
    entry.o200k_base.e!.find(([max]) => max === 0),
    [0, 0, true, -1],
  );
  const needed = entry.cl100k_base.o.length;
  for (const name of ENCODING_NAMES) {
    const maxes = entry[name].b.map(([max]) => max);
    for (const max of [0, 1, 3, needed + 1, JAVA_INT_MAX]) assert.ok(maxes.includes(max), `${name} records ${max}`);
  }
});

test('segments mark tokens that hold part of a character and keep the text intact', () => {
  const text = 'I love 🍕';
  const tokens = cl100kBase.encode(text);
  const segments = tokenSegments(text, tokens, (t) => cl100kBase.tokenBytes(t));
  assert.equal(segments.map((s) => s.text).join(''), text);
  assert.deepEqual(
    segments.map((s) => [s.text, s.partial]),
    [
      ['I', false],
      [' love', false],
      [' 🍕', true],
      ['', true],
      ['', true],
    ].slice(0, segments.length),
  );
  assert.deepEqual([...segments.at(-1)!.bytes], [...cl100kBase.tokenBytes(tokens.at(-1)!)]);
  assert.equal(tokenSegments(text, tokens, (t) => cl100kBase.tokenBytes(t), 2).length, 2);
});

test(`pieces of ${LONG_PIECE_BYTES} bytes and more merge in O(n log n) to the tokens of the short pieces' merge`, () => {
  const utf8 = new TextEncoder();
  // Every piece of every recorded text in every encoding, and generated runs up to 2,000 bytes of
  // letters, digits, spaces, accents, CJK and emoji, where merges of one rank overlap ("aaaa").
  const pieces: string[] = [];
  for (const {text} of recorded)
    for (const name of ENCODING_NAMES) for (const [piece] of text.matchAll(pieceMatcher(name))) pieces.push(piece);
  const alphabets = ['a', 'ab', 'aaab', 'xyz', '0123456789', ' \t\n', 'éàü', '中文字', '🍕😀', 'the quick brown fox'];
  let seed = 1;
  const random = () => (seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32;
  for (let i = 0; i < 400; i++) {
    const chars = [...alphabets[i % alphabets.length]!];
    const length = 2 + Math.floor(random() * (i % 4 === 0 ? 2000 : 60));
    pieces.push(Array.from({length}, () => chars[Math.floor(random() * chars.length)]).join(''));
  }
  let compared = 0;
  for (const name of ['r50k_base', 'p50k_base', 'cl100k_base', 'o200k_base'] as const) {
    const vocabulary = vocabularies[VOCABULARY_OF[name]];
    for (const piece of pieces) {
      const bytes = utf8.encode(piece);
      if (bytes.length < 2) continue;
      assert.deepEqual(
        bytePairMergeLong(vocabulary, bytes),
        bytePairMerge(vocabulary, bytes),
        `${name}: ${JSON.stringify(piece.slice(0, 40))}`,
      );
      compared++;
    }
  }
  assert.ok(compared > 5000, `${compared} pieces compared`);
  // The recorded texts hold pieces of 600 and 800 bytes ('x' and 'ab' repeated): the tests above check
  // the long path against what JTokkit returned for them.
});

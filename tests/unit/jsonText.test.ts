import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readJson} from '../../src/components/Playground/text/jsonText';

const problemOf = (text: string, limits?: Parameters<typeof readJson>[1]) => {
  const read = readJson(text, limits);
  assert.ok(!read.ok, 'expected a problem');
  return read.problem;
};

test('valid JSON reads as JSON.parse reads it', () => {
  assert.deepEqual(readJson('{"a": [1, "b", null, true]}'), {ok: true, value: {a: [1, 'b', null, true]}});
});

test('too long a text is refused before it is parsed, with its size and the limit', () => {
  const problem = problemOf('x'.repeat(5_000_001));
  assert.match(problem.message, /^This is 5,000,001 characters; the playground reads at most 2,000,000\./);
});

test('deep nesting is refused at the bracket that goes too deep; brackets inside strings do not count', () => {
  const deep = `${'['.repeat(100)}${']'.repeat(100)}`;
  const problem = problemOf(deep);
  assert.equal(problem.offset, 64);
  assert.match(problem.message, /^Line 1, column 65: nested more than 64 levels deep/);
  const quoted = JSON.stringify({text: '['.repeat(1000), escaped: '\\"[[[['});
  assert.ok(readJson(quoted).ok);
  assert.ok(!readJson(`${'{"a":'.repeat(70)}1${'}'.repeat(70)}`).ok);
});

test('a syntax error says where and what is expected, on the right line', () => {
  const problem = problemOf('{\n  "model": "gpt-4o",\n  "messages": [\n    {"role": "user" "content": "hi"}\n  ]\n}');
  assert.deepEqual([problem.line, problem.column], [4, 21]);
  assert.equal(problem.message, 'Line 4, column 21: a comma is expected here.');
  assert.match(problemOf('').message, /a value is expected here/);
});

// A comment or a string the scanner ends at a line break once hid the brackets after it from the
// depth check, and the parser that finds the place of an error overflowed the stack on them.
test('no text overflows the stack: depth is decided by the scanner that parses, comments and broken strings included', () => {
  const deep = '['.repeat(100_000);
  const cases: [start: string, problem: string][] = [
    ['/* " */', 'Line 1, column 1: JSON has no comments.'],
    ['//"\n', 'Line 1, column 1: JSON has no comments.'],
    ['["\n', 'Line 1, column 2: this string is not closed with a double quote.'],
    ['[0,\n', 'Line 2, column 64: nested more than 64 levels deep, which no request needs.'],
    ['{"a": "\n', 'Line 1, column 7: this string is not closed with a double quote.'],
  ];
  for (const [start, problem] of cases) assert.equal(problemOf(`${start}${deep}`).message, problem, start);
  // Valid JSON nested deeper than the stack: JSON.parse reads it, and the check after it walks without recursion.
  const valid = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
  assert.equal(problemOf(valid).offset, 64);
});

test('a byte-order mark at the start is not part of the JSON; places after it are where the text has them', () => {
  assert.deepEqual(readJson('\uFEFF{"a": 1}'), {ok: true, value: {a: 1}});
  const problem = problemOf('\uFEFF{"a" 1}');
  assert.equal(problem.message, 'Line 1, column 7: a colon (:) is expected after the property name.');
});

import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readJson} from '../../src/lib/jsonText';

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

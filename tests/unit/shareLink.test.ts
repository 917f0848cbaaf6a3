import {test} from 'node:test';
import assert from 'node:assert/strict';
import {fromQuery, toQuery, type SharedState} from '../../src/lib/shareLink';

const base: SharedState = {
  encoding: 'cl100k_base',
  model: null,
  mode: 'encode',
  maxTokens: null,
  view: 'text',
  text: '',
  messages: [],
  tools: '',
};

test('text, encoding, mode and max tokens survive a round trip', () => {
  const state: SharedState = {
    ...base,
    encoding: 'o200k_base',
    text: 'hello & <|endoftext|> 🍕\nnext',
    mode: 'ordinary',
    maxTokens: 3,
  };
  const link = toQuery(state);
  assert.ok(link.ok);
  assert.match(link.query, /^\?encoding=o200k_base&/);
  assert.deepEqual(fromQuery(link.query), {
    state: {encoding: 'o200k_base', mode: 'ordinary', maxTokens: 3, text: state.text},
    problems: [],
  });
});

test('too long for a link: a reason, not a link', () => {
  const link = toQuery({...base, text: 'x'.repeat(9000)});
  assert.equal(link.ok, false);
  assert.match(!link.ok ? link.reason : '', /Too long for a link/);
});

test('a bad link gives problems to show, never an exception', () => {
  const {state, problems} = fromQuery('?encoding=cl200k&model=gpt_4&max=-1&chat=%5B1&text=%E0%A4%A');
  assert.equal(state.encoding, undefined);
  assert.equal(problems.length, 4);
  assert.equal(typeof state.text, 'string');
  assert.deepEqual(fromQuery('?max=99999999999').problems.length, 1);
  assert.deepEqual(fromQuery('?chat=%5B%5B%22user%22%2C5%5D%5D').problems, [
    'The chat messages in the link are damaged.',
  ]);
  assert.deepEqual(fromQuery('?view=tables').problems, ['The link names an unknown view, "tables".']);
});

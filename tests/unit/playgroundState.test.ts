// The playground page's state: every action, and that a state written to a share link reads back
// the same when the link is opened.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {OPENAI_COOKBOOK_EXAMPLE} from '../../src/lib/chatTokens';
import {
  DEFAULT_TEXT,
  initialState,
  linkFor,
  parseMax,
  playgroundReducer,
  type PlaygroundState,
} from '../../src/components/Playground/playgroundState';

const opened = (query: string): PlaygroundState => playgroundReducer(initialState(), {type: 'linkOpened', query});

test('starts with the default text and the cookbook example, not ready until the link is read', () => {
  const state = initialState();
  assert.equal(state.text, DEFAULT_TEXT);
  assert.deepEqual(state.messages, OPENAI_COOKBOOK_EXAMPLE);
  assert.notEqual(state.messages[0], OPENAI_COOKBOOK_EXAMPLE[0], 'a copy, so edits never change the example');
  assert.equal(state.encoding, 'cl100k_base');
  assert.equal(state.ready, false);
});

test('each action changes its field and nothing else', () => {
  const start = initialState();
  const cases: [Parameters<typeof playgroundReducer>[1], Partial<PlaygroundState>][] = [
    [{type: 'view', view: 'chat'}, {view: 'chat'}],
    [{type: 'text', text: 'hi'}, {text: 'hi'}],
    [{type: 'messages', messages: [{role: 'user', content: 'x'}]}, {messages: [{role: 'user', content: 'x'}]}],
    [
      {type: 'encoding', encoding: 'o200k_base', model: 'gpt-4o'},
      {encoding: 'o200k_base', model: 'gpt-4o'},
    ],
    [{type: 'mode', mode: 'ordinary'}, {mode: 'ordinary'}],
    [{type: 'maxInput', maxInput: '12'}, {maxInput: '12'}],
    [{type: 'shared', share: {message: 'Copied'}}, {share: {message: 'Copied'}}],
  ];
  for (const [action, change] of cases) assert.deepEqual(playgroundReducer(start, action), {...start, ...change});
});

test('opening a page without a query keeps the defaults and becomes ready', () => {
  assert.deepEqual(opened(''), {...initialState(), ready: true});
});

test('a state written to a share link reads back the same', () => {
  const states: PlaygroundState[] = [
    {
      ...initialState(),
      text: 'hello & <|endoftext|> 🍕\nnext',
      encoding: 'o200k_base',
      mode: 'ordinary',
      maxInput: '3',
    },
    {...initialState(), model: 'gpt-4o', encoding: 'o200k_base'},
    {...initialState(), view: 'chat', messages: [{role: 'system', content: 'Be brief.', name: 'rules'}]},
  ];
  for (const state of states) {
    const link = linkFor(state);
    assert.ok(link.ok);
    const back = opened(link.query);
    if (state.view === 'chat') assert.deepEqual(back.messages, state.messages);
    else assert.equal(back.text, state.text);
    assert.equal(back.view, state.view);
    assert.equal(back.encoding, state.encoding);
    assert.equal(back.model, state.model);
    assert.equal(back.mode, state.mode);
    assert.equal(back.maxInput, state.maxInput);
    assert.deepEqual(back.linkProblems, []);
  }
});

test('a link with parts that cannot be used keeps the rest and lists the problems', () => {
  const state = opened('?encoding=nope&max=-1&text=kept');
  assert.equal(state.text, 'kept');
  assert.equal(state.encoding, 'cl100k_base');
  assert.equal(state.maxInput, '');
  assert.equal(state.linkProblems.length, 2);
  assert.equal(state.ready, true);
});

test('a text too long for a link gives a reason instead of a link', () => {
  const link = linkFor({...initialState(), text: 'x'.repeat(10_000)});
  assert.equal(link.ok, false);
});

test('max tokens: empty is no limit, a Java int is a limit, anything else is an error', () => {
  assert.deepEqual(parseMax(''), {value: null});
  assert.deepEqual(parseMax(' 7 '), {value: 7});
  assert.equal(parseMax('2147483647').value, 2147483647);
  assert.match(parseMax('2147483648').error ?? '', /whole number from 0 to 2,147,483,647/);
  assert.match(parseMax('-1').error ?? '', /whole number/);
});

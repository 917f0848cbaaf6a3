// The playground page's state: every action, and that a state written to a share link reads back
// the same when the link is opened.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {OPENAI_COOKBOOK_EXAMPLE} from '../../src/lib/counting/chatTokens';
import {
  COOKBOOK_TOOLS_JSON,
  OPENAI_COOKBOOK_TOOL_MESSAGES,
  parseTools,
} from '../../src/components/Playground/text/toolsJson';
import {
  DEFAULT_ENCODING,
  DEFAULT_TEXT,
  initialState,
  linkFor,
  parseMax,
  playgroundReducer,
  requestBody,
  type PlaygroundState,
} from '../../src/components/Playground/state/playgroundState';

const opened = (params: string): PlaygroundState => playgroundReducer(initialState(), {type: 'linkOpened', params});
const page = 'https://jtokkit.example/playground';

test('starts with the default text and the cookbook example, not ready until the link is read', () => {
  const state = initialState();
  assert.equal(state.text, DEFAULT_TEXT);
  assert.deepEqual(state.messages, OPENAI_COOKBOOK_EXAMPLE);
  assert.notEqual(state.messages[0], OPENAI_COOKBOOK_EXAMPLE[0], 'a copy, so edits never change the example');
  // gpt-4o, gpt-4.1, gpt-5, o3 and the others tiktoken 0.14.0 maps to o200k_base.
  assert.equal(state.encoding, 'o200k_base');
  assert.equal(DEFAULT_ENCODING, 'o200k_base');
  assert.deepEqual(state.comparePair, ['o200k_base', 'cl100k_base']);
  assert.equal(state.toolsInput, '');
  assert.equal(state.ready, false);
});

test('each action changes its field and nothing else', () => {
  const start = initialState();
  const cases: [Parameters<typeof playgroundReducer>[1], Partial<PlaygroundState>][] = [
    [{type: 'view', view: 'chat'}, {view: 'chat'}],
    [{type: 'text', text: 'hi'}, {text: 'hi'}],
    [{type: 'messages', messages: [{role: 'user', content: 'x'}]}, {messages: [{role: 'user', content: 'x'}]}],
    // The request's model (gpt-4o, o200k_base) gives way to a pick with another encoding; one with its own stays.
    [
      {type: 'encoding', encoding: 'cl100k_base', model: 'gpt-4'},
      {
        encoding: 'cl100k_base',
        model: 'gpt-4',
        requestModel: 'gpt-4',
        undo: {
          where: 'encoding',
          message: "The request's model was gpt-4o, which counts with o200k_base; it gave way to gpt-4.",
          previous: {requestModel: 'gpt-4o', encoding: 'o200k_base', model: null},
        },
      },
    ],
    [{type: 'encoding', encoding: 'o200k_base', model: null}, {}],
    [
      {type: 'tools', toolsInput: '[{"name": "f"'},
      {toolsInput: '[{"name": "f"', toolsParsed: parseTools('[{"name": "f"')},
    ],
    [
      {type: 'toolExample'},
      {
        messages: OPENAI_COOKBOOK_TOOL_MESSAGES.map((m) => ({...m})),
        toolsInput: COOKBOOK_TOOLS_JSON,
        toolsParsed: parseTools(COOKBOOK_TOOLS_JSON),
        tools: {tools: JSON.parse(COOKBOOK_TOOLS_JSON)},
        undo: {
          where: 'tools',
          message: "The messages and tools are the tools recipe's example now.",
          previous: {messages: start.messages, toolsInput: '', toolsParsed: start.toolsParsed, tools: {}},
        },
      },
    ],
    [{type: 'comparePair', side: 1, encoding: 'r50k_base'}, {comparePair: ['o200k_base', 'r50k_base']}],
    [{type: 'view', view: 'compare'}, {view: 'compare'}],
    [{type: 'mode', mode: 'ordinary'}, {mode: 'ordinary'}],
    [{type: 'maxInput', maxInput: '12'}, {maxInput: '12'}],
    [{type: 'shared', share: {message: 'Copied'}}, {share: {message: 'Copied'}}],
    [{type: 'pasted', lineBreaksWithCr: true}, {windowsLineBreaks: true}],
  ];
  for (const [action, change] of cases) assert.deepEqual(playgroundReducer(start, action), {...start, ...change});
});

test('opening a page without a link keeps the defaults and becomes ready', () => {
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
    // Tools as typed, even half typed.
    {...initialState(), view: 'chat', toolsInput: COOKBOOK_TOOLS_JSON.slice(0, 60), encoding: 'cl100k_base'},
    {...initialState(), view: 'compare', text: 'compare me'},
  ];
  for (const state of states) {
    const link = linkFor(state, page);
    assert.ok(link.ok);
    assert.equal(link.fragment.includes('tools='), state.toolsInput !== '', 'no tools, no parameter: links stay short');
    const back = opened(link.fragment);
    if (state.view === 'chat') assert.deepEqual(back.messages, state.messages);
    else assert.equal(back.text, state.text);
    assert.equal(back.view, state.view);
    assert.equal(back.encoding, state.encoding);
    assert.equal(back.model, state.model);
    assert.equal(back.mode, state.mode);
    assert.equal(back.maxInput, state.maxInput);
    assert.equal(back.toolsInput, state.toolsInput);
    assert.deepEqual(back.linkProblems, []);
  }
});

test('a link with parts that cannot be used keeps the rest and lists the problems', () => {
  const state = opened('encoding=nope&max=-1&text=kept');
  assert.equal(state.text, 'kept');
  assert.equal(state.encoding, DEFAULT_ENCODING);
  assert.equal(state.maxInput, '');
  assert.equal(state.linkProblems.length, 2);
  assert.equal(state.ready, true);
});

test('a new link opened in the same tab replaces what is shown; the first one adds to the defaults', () => {
  const edited = playgroundReducer(
    {...opened('encoding=r50k_base&ordinary=1&max=4&text=first'), view: 'chat', share: {message: 'Link copied.'}},
    {type: 'text', text: 'typed'},
  );
  const next = playgroundReducer(edited, {type: 'linkOpened', params: 'text=second', fresh: true});
  assert.deepEqual({...next, undo: null}, {...initialState(), text: 'second', ready: true});
  // Without fresh (the first link after hydration), the link's state goes over the current one.
  assert.equal(playgroundReducer(edited, {type: 'linkOpened', params: 'text=second'}).mode, 'ordinary');
});

test('what a link opened in the same tab replaced is offered back, and Undo restores all of it', () => {
  const edited = playgroundReducer(
    {...opened('encoding=r50k_base&ordinary=1&max=4&text=first'), view: 'chat', usageInput: '{"prompt_tokens": 9}'},
    {type: 'text', text: 'my own text'},
  );
  const next = playgroundReducer(edited, {type: 'linkOpened', params: 'encoding=cl100k_base', fresh: true});
  assert.equal(next.text, initialState().text);
  assert.equal(next.undo?.where, 'link');
  const back = playgroundReducer(next, {type: 'undo'});
  for (const field of ['view', 'text', 'encoding', 'mode', 'maxInput', 'usageInput', 'messages'] as const)
    assert.deepEqual(back[field], edited[field], field);
  assert.equal(back.undo, null);
  // Nothing typed is lost (the defaults, or the same text again): no offer.
  assert.equal(playgroundReducer(next, {type: 'linkOpened', params: 'encoding=p50k_base', fresh: true}).undo, null);
  const same = playgroundReducer(opened('text=abc'), {type: 'linkOpened', params: 'text=abc&ordinary=1', fresh: true});
  assert.equal(same.undo, null);
  assert.equal(same.mode, 'ordinary');
});

test('max tokens: empty is no limit, a Java int is a limit, anything else is an error', () => {
  assert.deepEqual(parseMax(''), {value: null});
  assert.deepEqual(parseMax(' 7 '), {value: 7});
  assert.equal(parseMax('2147483647').value, 2147483647);
  assert.match(parseMax('2147483648').error ?? '', /whole number from 0 to 2,147,483,647/);
  assert.match(parseMax('-1').error ?? '', /whole number/);
});

test('tools JSON that does not parse is kept as typed; the count keeps the tools as they last read', () => {
  const good = playgroundReducer(initialState(), {type: 'tools', toolsInput: COOKBOOK_TOOLS_JSON});
  const read = {tools: JSON.parse(COOKBOOK_TOOLS_JSON)};
  assert.deepEqual(good.tools, read);
  const half = COOKBOOK_TOOLS_JSON.slice(0, 40);
  const typing = playgroundReducer(good, {type: 'tools', toolsInput: half});
  assert.equal(typing.toolsInput, half);
  assert.equal(typing.toolsParsed.ok, false, 'the problem is shown');
  assert.deepEqual(typing.tools, read);
  assert.deepEqual(playgroundReducer(typing, {type: 'tools', toolsInput: ''}).tools, {});
});

test('Read request fills the model, messages and tools; other fields stay with their message; bad JSON changes nothing', () => {
  const body = {
    model: 'gpt-4.1',
    messages: [
      {role: 'system', content: 'Be brief.'},
      {
        role: 'assistant',
        content: null,
        tool_calls: [{id: 'c1', type: 'function', function: {name: 'f', arguments: '{}'}}],
      },
      {role: 'tool', tool_call_id: 'c1', content: 'ok'},
      {role: 'user', name: 'ann', content: [{type: 'text', text: 'hi'}]},
    ],
    tools: JSON.parse(COOKBOOK_TOOLS_JSON),
    tool_choice: 'none',
  };
  const typed = playgroundReducer(initialState(), {type: 'requestInput', requestInput: JSON.stringify(body)});
  const read = playgroundReducer(typed, {type: 'readRequest'});
  assert.equal(read.requestProblem, null);
  assert.equal(read.requestModel, 'gpt-4.1');
  assert.equal(read.encoding, 'o200k_base', "tiktoken's table gives gpt-4.1 its encoding");
  assert.deepEqual(
    read.messages.map((m) => [m.role, m.content, m.name, m.more && JSON.parse(m.more)]),
    [
      ['system', 'Be brief.', undefined, undefined],
      ['assistant', '', undefined, {tool_calls: body.messages[1]!.tool_calls}],
      ['tool', 'ok', undefined, {tool_call_id: 'c1'}],
      ['user', '', 'ann', {content: [{type: 'text', text: 'hi'}]}],
    ],
  );
  assert.deepEqual(read.tools, {tools: body.tools, tool_choice: 'none'});
  // What the page counts is the request as sent (a null content reads as an empty one).
  const {body: counted, moreProblems} = requestBody(read);
  assert.deepEqual(moreProblems, [null, null, null, null]);
  assert.deepEqual(counted, {...body, messages: body.messages.map((m) => ({...m, content: m.content ?? ''}))});

  const broken = playgroundReducer(playgroundReducer(read, {type: 'requestInput', requestInput: '{"messages": [}'}), {
    type: 'readRequest',
  });
  assert.equal(broken.requestProblem?.message, 'Line 1, column 15: a value is expected here.');
  assert.deepEqual(broken.messages, read.messages, 'nothing below changes');
  assert.match(
    playgroundReducer(playgroundReducer(read, {type: 'requestInput', requestInput: '[]'}), {type: 'readRequest'})
      .requestProblem?.message ?? '',
    /A request body is a JSON object with a "messages" array/,
  );
  const badMore = requestBody({...read, messages: [{role: 'user', content: 'x', more: '{"tool_calls": ['}]});
  assert.match(badMore.moreProblems[0]?.message ?? '', /^Line 1, column 17: a closing bracket \(\]\) is expected here/);
});

// Two actions replace what was typed: the recipe's example, and an encoding the request's model does
// not count with. Each can be undone until the next change; a model name whose encoding is not known stays.
test('what an action replaced can be had back with Undo until the next change; an unknown model name is kept', () => {
  const typed = playgroundReducer(
    playgroundReducer(initialState(), {type: 'messages', messages: [{role: 'user', content: 'mine'}]}),
    {type: 'tools', toolsInput: '[{"name": "mine"}]'},
  );
  const example = playgroundReducer(typed, {type: 'toolExample'});
  assert.notDeepEqual(example.messages, typed.messages);
  assert.deepEqual(playgroundReducer(example, {type: 'undo'}), typed);
  // Any other change ends the offer.
  const edited = playgroundReducer(example, {type: 'text', text: 'x'});
  assert.equal(edited.undo, null);
  assert.equal(playgroundReducer(edited, {type: 'undo'}), edited);

  const known = playgroundReducer(initialState(), {type: 'encoding', encoding: 'cl100k_base', model: null});
  assert.equal(known.requestModel, '');
  const back = playgroundReducer(known, {type: 'undo'});
  assert.deepEqual([back.requestModel, back.encoding, back.model], ['gpt-4o', 'o200k_base', null]);

  const mine = playgroundReducer(initialState(), {type: 'requestModel', requestModel: 'my-fine-tune'});
  const kept = playgroundReducer(mine, {type: 'encoding', encoding: 'cl100k_base', model: null});
  assert.deepEqual([kept.requestModel, kept.encoding, kept.undo], ['my-fine-tune', 'cl100k_base', null]);
});

test('Read request names a message that is not an object instead of making it one with role ""', () => {
  for (const [messages, shown] of [
    ['[42]', '42'],
    ['[{"role": "user", "content": "hi"}, null]', 'null'],
    ['["hi"]', 'a string'],
    ['[[]]', 'an array'],
  ] as const) {
    const before = playgroundReducer(initialState(), {type: 'requestInput', requestInput: `{"messages": ${messages}}`});
    const read = playgroundReducer(before, {type: 'readRequest'});
    assert.deepEqual(read.messages, before.messages, 'nothing is replaced');
    assert.match(
      read.requestProblem?.message ?? '',
      new RegExp(`^messages\\[\\d\\] is ${shown}, not a message`),
      messages,
    );
  }
});

test('a chat link keeps an empty request model: it opens with none, not the default', () => {
  const none = {...initialState(), view: 'chat' as const, requestModel: ''};
  const link = linkFor(none, page);
  assert.ok(link.ok);
  assert.equal(opened(link.fragment.slice(1)).requestModel, '');
});

// A text box holds every line break as \n: the page says so where the text came with \r\n.
test('a paste or a link with Windows line breaks is held with \\n and marked, so the count with \\r\\n can be shown', () => {
  const pasted = playgroundReducer(initialState(), {type: 'pasted', lineBreaksWithCr: true});
  const typed = playgroundReducer(pasted, {type: 'text', text: 'a\nb'});
  assert.equal(typed.windowsLineBreaks, true);
  assert.equal(playgroundReducer(typed, {type: 'text', text: ''}).windowsLineBreaks, false, 'an emptied box');
  assert.equal(playgroundReducer(typed, {type: 'pasted', lineBreaksWithCr: false}).windowsLineBreaks, false);
  const linked = opened('text=a%0D%0Ab%0Dc%0Ad');
  assert.deepEqual([linked.text, linked.windowsLineBreaks], ['a\nb\nc\nd', true]);
  assert.equal(opened('text=a%0Ab').windowsLineBreaks, false);
});

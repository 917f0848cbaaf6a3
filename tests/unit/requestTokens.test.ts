import {test} from 'node:test';
import assert from 'node:assert/strict';
import {OPENAI_COOKBOOK_EXAMPLE} from '../../src/lib/counting/chatTokens';
import {imageSizeOfDataUrl} from '../../src/lib/counting/imageSize';
import {countRequestTokens, functionsNamespace, pathText} from '../../src/lib/counting/requestTokens';
import {COOKBOOK_TOOLS_JSON, OPENAI_COOKBOOK_TOOL_MESSAGES} from '../../src/components/Playground/text/toolsJson';
import {explainUsage, readUsage} from '../../src/components/Playground/text/usageDiff';
import {encodings} from '../support/encodings';

const o200k = (text: string) => encodings.o200k_base.encodeOrdinary(text).length;
const cl100k = (text: string) => encodings.cl100k_base.encodeOrdinary(text).length;
const tools = JSON.parse(COOKBOOK_TOOLS_JSON);
const summary = (body: unknown, count = o200k) =>
  countRequestTokens(body, count).parts.map((p) => [p.label, p.tokens, p.basis, p.published]);

test("OpenAI's published numbers: 129 and 124 for the example conversation, 105 and 101 with the example tool", () => {
  assert.equal(countRequestTokens({model: 'gpt-3.5-turbo', messages: OPENAI_COOKBOOK_EXAMPLE}, cl100k).total, 129);
  assert.equal(countRequestTokens({model: 'gpt-4o', messages: OPENAI_COOKBOOK_EXAMPLE}, o200k).total, 124);
  const messages = OPENAI_COOKBOOK_TOOL_MESSAGES;
  assert.equal(countRequestTokens({model: 'gpt-4', messages, tools}, cl100k).total, 105);
  assert.equal(countRequestTokens({model: 'gpt-4o', messages, tools}, o200k).total, 101);
});

test('each part says what it rests on: the published rule only for the models it was published for', () => {
  const messages = OPENAI_COOKBOOK_TOOL_MESSAGES;
  assert.deepEqual(summary({model: 'gpt-4o', messages, tools}), [
    ['Message 1 (system)', 18, 'chat-rule', true],
    ['Message 2 (user)', 12, 'chat-rule', true],
    ['Tool definitions (1 function)', 68, 'tool-definitions', false],
    ['Reply priming', 3, 'chat-rule', true],
  ]);
  const later = countRequestTokens({model: 'gpt-4.1', messages}, o200k);
  assert.equal(later.modelHasPublishedRule, false);
  assert.ok(later.parts.every((part) => !part.published));
  assert.equal(countRequestTokens({model: 'gpt-4o-2024-08-06', messages}, o200k).modelHasPublishedRule, true);
  assert.equal(countRequestTokens({messages}, o200k).modelHasPublishedRule, false);
  // The notebook's rule covers every gpt-3.5-turbo name; 06d9feb names gpt-3.5-turbo-16k-0613.
  assert.equal(countRequestTokens({model: 'gpt-3.5-turbo-16k-0613', messages}, cl100k).modelHasPublishedRule, true);
  // gpt-3.5-turbo-0301: a name replaces the role, one token less.
  const named = [{role: 'user', name: 'ann', content: 'hi'}];
  assert.equal(
    countRequestTokens({model: 'gpt-3.5-turbo-0301', messages: named}, cl100k).total,
    countRequestTokens({model: 'gpt-3.5-turbo', messages: named}, cl100k).total - 1,
  );
});

test('tool calls, tool results, function calls and function results are estimates of their own', () => {
  const body = {
    model: 'gpt-4o',
    messages: [
      {role: 'user', content: 'Weather in Paris?'},
      {
        role: 'assistant',
        content: null,
        tool_calls: [{id: 'c1', type: 'function', function: {name: 'get_weather', arguments: '{"city":"Paris"}'}}],
      },
      {role: 'tool', tool_call_id: 'c1', content: '{"celsius": 18}'},
      {role: 'assistant', content: '', function_call: {name: 'f', arguments: '{}'}},
      {role: 'function', name: 'f', content: 'done'},
    ],
  };
  assert.deepEqual(summary(body), [
    ['Message 1 (user)', 3 + o200k('user') + o200k('Weather in Paris?'), 'chat-rule', true],
    ['Message 2 (assistant)', 3 + o200k('assistant'), 'chat-rule', true],
    ['Message 2, tool call get_weather', o200k('get_weather') + o200k('{"city":"Paris"}') + 3, 'tool-call', false],
    ['Message 3 (tool)', 3 + o200k('tool') + o200k('{"celsius": 18}'), 'tool-result', false],
    ['Message 4 (assistant)', 3 + o200k('assistant'), 'chat-rule', true],
    ['Message 4, function call', o200k('f') + o200k('{}') + 3, 'function-call', false],
    ['Message 5 (function)', 3 + o200k('function') + o200k('done') + o200k('f') + 1 - 2, 'function-result', false],
    ['Reply priming', 3, 'chat-rule', true],
  ]);
});

test('tool_choice and function_call: auto nothing, none 1, a named function its name plus 7 or 4', () => {
  const choice = (extra: object) =>
    countRequestTokens({model: 'gpt-4o', messages: [], tools, ...extra}, o200k).parts.find(
      (p) => p.basis === 'tool-choice',
    )?.tokens;
  assert.equal(choice({tool_choice: 'auto'}), 0);
  assert.equal(choice({tool_choice: 'none'}), 1);
  assert.equal(
    choice({tool_choice: {type: 'function', function: {name: 'get_current_weather'}}}),
    o200k('get_current_weather') + 7,
  );
  assert.equal(choice({function_call: {name: 'get_current_weather'}}), o200k('get_current_weather') + 4);
  assert.equal(choice({}), undefined);
  assert.deepEqual(countRequestTokens({messages: [], tool_choice: 7}, o200k).problems, [
    {
      path: ['tool_choice'],
      message: 'not counted: tool_choice is number 7; expected "auto", "none" or a function\'s name',
    },
  ]);
});

test('definitions are written as the model reads them: nested objects, arrays, enums, anyOf, required', () => {
  const written = functionsNamespace([
    {
      path: [],
      function: {
        name: 'plan',
        description: 'Plan a trip',
        parameters: {
          type: 'object',
          required: ['stops'],
          properties: {
            stops: {
              type: 'array',
              description: 'Where to stop',
              items: {
                type: 'object',
                properties: {city: {type: 'string', description: 'Hidden below the first level'}},
              },
            },
            mode: {type: 'string', enum: ['car', 'train']},
            days: {anyOf: [{type: 'integer'}, {type: 'null'}]},
            odd: {type: ['string', 'null']},
          },
        },
      },
    },
  ]);
  assert.equal(
    written,
    [
      'namespace functions {',
      '',
      '// Plan a trip',
      'type plan = (_: {',
      '// Where to stop',
      'stops: {',
      '  city?: string,',
      '}[],',
      'mode?: "car" | "train",',
      'days?: number | null,',
      'odd?: any,',
      '}) => any;',
      '',
      '} // namespace functions',
    ].join('\n'),
  );
});

test('hostile input: never a throw, every unreadable part named by its path, the rest still counted', () => {
  for (const body of [null, 7, 'text', [], {}, {messages: 'hi'}, {messages: [null, 1, [], {}]}]) {
    const count = countRequestTokens(body, o200k);
    assert.ok(count.problems.length > 0, JSON.stringify(body));
    assert.ok(count.total >= 0);
  }
  const count = countRequestTokens(
    {
      model: 42,
      messages: [
        {role: 'user', content: [{type: 'text', text: 'a'}, {type: 'input_audio'}, 'b']},
        {role: 'assistant', tool_calls: [{}, 5], function_call: 'x'},
        {role: 'user', content: 5},
      ],
      tools: [{type: 'web_search'}, {type: 'function', function: {description: 'no name'}}, 3],
      functions: {},
    },
    o200k,
  );
  assert.deepEqual(
    count.problems.map((p) => pathText(p.path)),
    [
      'model',
      'tools[0]',
      'tools[1].function',
      'tools[2]',
      'functions',
      'messages[0].content[1]',
      'messages[0].content[2]',
      'messages[1].function_call',
      'messages[1].tool_calls[0]',
      'messages[1].tool_calls[1]',
      'messages[2].content',
    ],
  );
  assert.equal(count.parts[0]?.tokens, 3 + o200k('user') + o200k('a'));
  // A schema nested past any real one is cut, not followed into a stack overflow.
  let schema: object = {type: 'string'};
  for (let i = 0; i < 100_000; i++) schema = {type: 'array', items: schema};
  const deep = countRequestTokens(
    {messages: [], functions: [{name: 'f', parameters: {type: 'object', properties: {x: schema}}}]},
    o200k,
  );
  assert.match(deep.problems[0]?.message ?? '', /nested more than 32 levels deep/);
});

test('images: the tile or patch rule from a data URL, detail low without a size, and unknown sizes said so', () => {
  const png = (width: number, height: number) => {
    const bytes = new Uint8Array(24);
    bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    new DataView(bytes.buffer).setUint32(16, width);
    new DataView(bytes.buffer).setUint32(20, height);
    return `data:image/png;base64,${Buffer.from(bytes).toString('base64')}`;
  };
  assert.deepEqual(imageSizeOfDataUrl(png(1126, 488)), {width: 1126, height: 488});
  const image = (url: string, detail?: string) => ({
    role: 'user',
    content: [{type: 'image_url', image_url: {url, ...(detail ? {detail} : {})}}],
  });
  const imagePart = (model: string, message: object) =>
    countRequestTokens({model, messages: [message]}, o200k).parts.find((p) => p.basis === 'image');
  assert.equal(imagePart('gpt-4o', image(png(2048, 4096), 'high'))?.tokens, 1105); // the guide's example
  assert.equal(imagePart('gpt-4o', image('https://example.com/a.png', 'low'))?.tokens, 85);
  assert.equal(imagePart('gpt-4o-mini', image(png(1, 1)))?.tokens, 2833 + 5667);
  assert.equal(imagePart('gpt-4.1-mini', image(png(1024, 1024)))?.tokens, Math.ceil(1024 * 1.62));
  // Every tile row of the recipe's table has a rule: gpt-4.5's one API name, computer-use-preview.
  assert.equal(imagePart('gpt-4.5-preview', image(png(512, 512)))?.tokens, 85 + 170);
  assert.equal(imagePart('computer-use-preview', image(png(512, 512)))?.tokens, 65 + 129);
  const unknown = imagePart('gpt-4o', image('https://example.com/a.png'));
  assert.equal(unknown?.tokens, null);
  assert.match(unknown?.note ?? '', /its size is not in the request/);
  assert.equal(imagePart('gpt-3.5-turbo', image(png(10, 10)))?.tokens, null);
});

test('usage: the difference and only the reasons this request and response show', () => {
  const messages = OPENAI_COOKBOOK_TOOL_MESSAGES;
  const count = countRequestTokens({model: 'gpt-4o', messages, tools}, o200k);
  const read = readUsage({
    id: 'x',
    usage: {prompt_tokens: 101, completion_tokens: 20, prompt_tokens_details: {cached_tokens: 0}},
  });
  assert.ok(read.ok);
  assert.deepEqual(explainUsage(count, read.usage), {
    difference: 0,
    reasons: ['Tool definitions (1 function): an estimate, not a published rule.'],
  });
  const reasoning = readUsage({
    prompt_tokens: 110,
    input_tokens_details: {cached_tokens: 64},
    completion_tokens_details: {reasoning_tokens: 900},
  });
  assert.ok(reasoning.ok);
  const later = explainUsage(countRequestTokens({model: 'o3', messages}, o200k), reasoning.usage);
  assert.equal(later.difference, 110 - countRequestTokens({model: 'o3', messages}, o200k).total);
  assert.equal(later.reasons.length, 3);
  assert.match(later.reasons[0] ?? '', /not for o3: every part is an estimate/);
  assert.match(later.reasons[1] ?? '', /^cached_tokens \(64\) are part of prompt_tokens/);
  assert.match(later.reasons[2] ?? '', /^reasoning_tokens \(900\) are part of completion_tokens/);
  const exact = readUsage({prompt_tokens: 124});
  assert.ok(exact.ok);
  assert.deepEqual(
    explainUsage(countRequestTokens({model: 'gpt-4o', messages: OPENAI_COOKBOOK_EXAMPLE}, o200k), exact.usage).reasons,
    [],
  );
  assert.deepEqual(readUsage([1]), {
    ok: false,
    message: 'Paste the response, or its "usage" object: {"prompt_tokens": …, …}.',
  });
  assert.deepEqual(readUsage({usage: {completion_tokens: 3}}), {
    ok: false,
    message: 'The usage has no "prompt_tokens".',
  });
  assert.deepEqual(readUsage({prompt_tokens: -1}), {
    ok: false,
    message: '"prompt_tokens" must be a whole number, not -1.',
  });
  // JSON.parse reads 1e309 as Infinity, which JSON.stringify writes as null.
  assert.deepEqual(readUsage(JSON.parse('{"prompt_tokens": 1e309}')), {
    ok: false,
    message: '"prompt_tokens" must be a whole number, not a number too large to be a count.',
  });
});

test('a text the tokenizer refuses leaves out only its part, named by the path of that text; an empty role is a problem', () => {
  const refusing = (text: string) => encodings.o200k_base.encodeOrdinary(text).length; // throws on a lone surrogate
  const count = countRequestTokens(
    {
      model: 'gpt-4o',
      messages: [
        {role: 'system', content: 'You are helpful.'},
        {role: 'user', content: 'broken \uD800 text'},
        {
          role: 'user',
          content: [
            {type: 'text', text: 'ok'},
            {type: 'text', text: '\uDC00'},
          ],
        },
        {
          role: 'assistant',
          content: null,
          tool_calls: [{id: 'c', type: 'function', function: {name: 'f', arguments: '"\uD83D"'}}],
        },
        {role: '', content: 'no role'},
        {content: 'no role at all'},
        {role: 'user', content: 'counted'},
      ],
      tools: [{type: 'function', function: {name: 'f', description: 'a \uD800 tool'}}],
    },
    refusing,
  );
  assert.deepEqual(
    count.problems.map((p) => [pathText(p.path), p.message.replace(/ at character \d+.*/, '')]),
    [
      ['messages[1].content', 'not counted: the text has an unpaired UTF-16 surrogate'],
      ['messages[2].content[1].text', 'not counted: the text has an unpaired UTF-16 surrogate'],
      ['messages[3].tool_calls[0].function', 'not counted: the text has an unpaired UTF-16 surrogate'],
      ['messages[4]', 'not counted: a message is an object with a "role" string, not an object whose role is empty'],
      ['messages[5]', 'not counted: a message is an object with a "role" string, not an object without one'],
      ['tools', 'not counted: the text has an unpaired UTF-16 surrogate'],
    ],
  );
  assert.deepEqual(
    count.parts.map((p) => p.label),
    ['Message 1 (system)', 'Message 7 (user)', 'Reply priming'],
  );
  assert.equal(count.total, 3 + o200k('system') + o200k('You are helpful.') + 3 + o200k('user') + o200k('counted') + 3);
});

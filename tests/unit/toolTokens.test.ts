import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {countTokens as cl100k} from 'gpt-tokenizer/encoding/cl100k_base';
import {countTokens as o200k} from 'gpt-tokenizer/encoding/o200k_base';
import {countChatTokens} from '../../src/lib/counting/chatTokens';
import {OPENAI_COOKBOOK_TOOL_MESSAGES} from '../../src/components/Playground/text/toolsJson';
import {countToolTokens, OPENAI_COOKBOOK_TOOL, TOOL_RULES, type ToolFunction} from '../support/cookbookToolRule';
import {javaBlocks} from '../../scripts/java-blocks';

const tool = OPENAI_COOKBOOK_TOOL;
const messages = OPENAI_COOKBOOK_TOOL_MESSAGES;

// OpenAI's cookbook reports these prompt tokens from the API for its tool example.
test('105 tokens for gpt-4 and gpt-3.5-turbo (cl100k_base), 101 for gpt-4o (o200k_base), as OpenAI publishes', () => {
  assert.equal(countChatTokens(messages, cl100k) + countToolTokens([tool], cl100k, 'gpt-4'), 105);
  assert.equal(countChatTokens(messages, o200k) + countToolTokens([tool], o200k, 'gpt-4o'), 101);
});

test('the parts the recipe page shows: messages and tools', () => {
  assert.deepEqual([countChatTokens(messages, cl100k), countToolTokens([tool], cl100k, 'gpt-4')], [34, 71]);
  assert.deepEqual([countChatTokens(messages, o200k), countToolTokens([tool], o200k, 'gpt-4o')], [33, 68]);
});

test('no tools, no overhead: not even the closing 12', () => {
  assert.equal(countToolTokens([], o200k, 'gpt-4o'), 0);
});

test('a function without properties: the function and its text, then the end', () => {
  const ping: ToolFunction = {name: 'ping', description: 'Check the connection', parameters: {properties: {}}};
  assert.equal(countToolTokens([ping], o200k, 'gpt-4o'), 7 + o200k('ping:Check the connection') + 12);
});

test('a property without enum: no enum start, no values', () => {
  const f: ToolFunction = {
    name: 'lookup',
    description: 'Look up a word',
    parameters: {properties: {word: {type: 'string', description: 'The word'}}},
  };
  const expected = 10 + cl100k('lookup:Look up a word') + 3 + 3 + cl100k('word:string:The word') + 12;
  assert.equal(countToolTokens([f], cl100k, 'gpt-4'), expected);
});

test('one period at the end of a description is dropped, nothing more', () => {
  const f = (description: string): ToolFunction => ({name: 'f', description, parameters: {properties: {}}});
  assert.equal(
    countToolTokens([f('Does a thing.')], o200k, 'gpt-4o'),
    countToolTokens([f('Does a thing')], o200k, 'gpt-4o'),
  );
  assert.equal(countToolTokens([f('Does a thing..')], o200k, 'gpt-4o'), 7 + o200k('f:Does a thing.') + 12);
});

test('two functions: the closing 12 once', () => {
  assert.equal(countToolTokens([tool, tool], o200k, 'gpt-4o'), 2 * (68 - 12) + 12);
});

// The Java recipe page: its constants are these, and its Output block shows the published totals.
const page = path.join('docs', 'getting-started', 'recipes', 'tools.md');
const blocks = javaBlocks(page);

test("tools recipe: the Java method's constants are the rule's", () => {
  const code = blocks.map((block) => block.code).join('\n');
  const constant = (name: string) => Number(new RegExp(`${name} = (-?\\d+);`).exec(code)?.[1]);
  const {propertiesStart, perProperty, enumStart, perEnumValue, toolsEnd} = TOOL_RULES['gpt-4o'];
  assert.deepEqual(
    [
      constant('PROPERTIES_START'),
      constant('TOKENS_PER_PROPERTY'),
      constant('ENUM_START'),
      constant('TOKENS_PER_ENUM_VALUE'),
      constant('TOOLS_END'),
    ],
    [propertiesStart, perProperty, enumStart, perEnumValue, toolsEnd],
  );
  // The two families share every constant but the tokens per function.
  assert.deepEqual({...TOOL_RULES['gpt-4'], perFunction: 0}, {...TOOL_RULES['gpt-4o'], perFunction: 0});
  assert.match(code, new RegExp(`GPT_4O\\(${TOOL_RULES['gpt-4o'].perFunction}\\)`));
  assert.match(code, new RegExp(`GPT_4_AND_GPT_3_5_TURBO\\(${TOOL_RULES['gpt-4'].perFunction}\\)`));
});

test('tools recipe: the Output block shows the totals this rule gives', () => {
  const program = blocks.find((block) => block.className === 'ToolTokensExample');
  assert.ok(program?.output, 'the worked example has an Output block');
  assert.deepEqual(program.output.trimEnd().split('\n'), [
    `gpt-4, gpt-3.5-turbo: ${countChatTokens(messages, cl100k)} (messages) + ${countToolTokens([tool], cl100k, 'gpt-4')} (tools) = 105`,
    `gpt-4o, gpt-4o-mini: ${countChatTokens(messages, o200k)} (messages) + ${countToolTokens([tool], o200k, 'gpt-4o')} (tools) = 101`,
  ]);
});

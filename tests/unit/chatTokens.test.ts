import {test} from 'node:test';
import assert from 'node:assert/strict';
import {countTokens} from 'gpt-tokenizer/encoding/cl100k_base';
import {countChatTokens, OPENAI_COOKBOOK_EXAMPLE} from '../../src/lib/counting/chatTokens';

// OpenAI publishes 129 tokens for its example with gpt-3.5-turbo-0613 and gpt-4, and 127 with -0301.
const cookbookExample = OPENAI_COOKBOOK_EXAMPLE;

test('current rule matches the count OpenAI publishes for its example', () => {
  assert.equal(countChatTokens(cookbookExample, countTokens), 129);
});

test('gpt-3.5-turbo-0301 rule matches the count OpenAI publishes for its example', () => {
  assert.equal(countChatTokens(cookbookExample, countTokens, 'legacy-0301'), 127);
});

test('an empty request still costs the reply priming', () => {
  assert.equal(countChatTokens([], countTokens), 3);
});

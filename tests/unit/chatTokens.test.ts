import {test} from 'node:test';
import assert from 'node:assert/strict';
import {countTokens} from 'gpt-tokenizer/encoding/cl100k_base';
import {countChatTokens} from '../../src/lib/chatTokens';

// OpenAI's cookbook example conversation ("How to count tokens with tiktoken"), whose
// published counts are 129 tokens for gpt-3.5-turbo-0613 and gpt-4, and 127 for -0301.
const cookbookExample = [
  {role: 'system', content: 'You are a helpful, pattern-following assistant that translates corporate jargon into plain English.'},
  {role: 'system', name: 'example_user', content: 'New synergies will help drive top-line growth.'},
  {role: 'system', name: 'example_assistant', content: 'Things working well together will increase revenue.'},
  {role: 'system', name: 'example_user', content: "Let's circle back when we have more bandwidth to touch base on opportunities for increased leverage."},
  {role: 'system', name: 'example_assistant', content: "Let's talk later when we're less busy about how to do better."},
  {role: 'user', content: "This late pivot means we don't have time to boil the ocean for the client deliverable."},
];

test('current rule matches the count OpenAI publishes for its example', () => {
  assert.equal(countChatTokens(cookbookExample, countTokens), 129);
});

test('gpt-3.5-turbo-0301 rule matches the count OpenAI publishes for its example', () => {
  assert.equal(countChatTokens(cookbookExample, countTokens, 'legacy-0301'), 127);
});

test('an empty request still costs the reply priming', () => {
  assert.equal(countChatTokens([], countTokens), 3);
});

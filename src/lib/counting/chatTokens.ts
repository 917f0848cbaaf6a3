/**
 * OpenAI's published rule for counting the tokens of a chat request. The chat recipe page
 * shows the same rule in Java; the playground and the tests use this implementation.
 */
export type ChatMessage = {role: string; content: string; name?: string};

/** `current`: gpt-3.5-turbo-0613 and later, gpt-4, gpt-4o. `legacy-0301`: gpt-3.5-turbo-0301. */
export type ChatRule = 'current' | 'legacy-0301';

export const CHAT_RULES: Record<ChatRule, {perMessage: number; perName: number}> = {
  current: {perMessage: 3, perName: 1},
  // In 0301 the name replaces the role, which the rule expresses as one token less.
  'legacy-0301': {perMessage: 4, perName: -1},
};

/** Tokens the service adds to prime the assistant's reply. */
export const REPLY_PRIMING_TOKENS = 3;

export function countChatTokens(
  messages: readonly ChatMessage[],
  countTokens: (text: string) => number,
  rule: ChatRule = 'current',
): number {
  const {perMessage, perName} = CHAT_RULES[rule];
  let total = REPLY_PRIMING_TOKENS;
  for (const message of messages) {
    total += perMessage + countTokens(message.role) + countTokens(message.content);
    if (message.name !== undefined && message.name !== '') {
      total += countTokens(message.name) + perName;
    }
  }
  return total;
}

/**
 * The example conversation of OpenAI's cookbook article "How to count tokens with tiktoken",
 * for which OpenAI publishes 129 tokens (current rule) and 127 (0301 rule) in cl100k_base.
 */
export const OPENAI_COOKBOOK_EXAMPLE: readonly ChatMessage[] = [
  {
    role: 'system',
    content: 'You are a helpful, pattern-following assistant that translates corporate jargon into plain English.',
  },
  {role: 'system', name: 'example_user', content: 'New synergies will help drive top-line growth.'},
  {role: 'system', name: 'example_assistant', content: 'Things working well together will increase revenue.'},
  {
    role: 'system',
    name: 'example_user',
    content: "Let's circle back when we have more bandwidth to touch base on opportunities for increased leverage.",
  },
  {role: 'system', name: 'example_assistant', content: "Let's talk later when we're less busy about how to do better."},
  {role: 'user', content: "This late pivot means we don't have time to boil the ocean for the client deliverable."},
];

import type {RequestCount} from '@site/src/lib/counting/requestTokens';

/**
 * Each message's tokens, by its index: the parts whose path is ['messages', i] (requestTokens.ts
 * names a message's own part so; a message's tool calls and content parts have longer paths).
 */
export function perMessageCounts(count: RequestCount | undefined): (number | undefined)[] {
  const tokens: (number | undefined)[] = [];
  for (const part of count?.parts ?? [])
    if (part.path.length === 2 && part.path[0] === 'messages' && typeof part.path[1] === 'number')
      tokens[part.path[1]] = part.tokens ?? undefined;
  return tokens;
}

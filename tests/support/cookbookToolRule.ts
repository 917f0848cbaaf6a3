/**
 * The tools recipe's rule, as its Java teaches it (docs/getting-started/recipes/tools.md): OpenAI's
 * published constants for the tokens that the `tools` (or the older `functions`) of a chat request
 * add to the prompt, the function `num_tokens_for_tools` of the cookbook article "How to count
 * tokens with tiktoken", section "Counting tokens for chat completions with tool calls"
 * (openai/openai-cookbook, examples/How_to_count_tokens_with_tiktoken.ipynb at commit
 * c81359cdc6744f001e40c08a192604c5113fdab3).
 *
 * It is not the site's rule: the playground and the request recipe count tool definitions with
 * src/lib/counting/requestTokens.ts alone. The tests use this one to hold the recipe's constants and Output
 * to the published totals (tests/unit/toolTokens.test.ts) and to measure it on the public records
 * in the request recipe's accuracy table (tests/unit/requestAccuracy.test.ts).
 */
import type {EncodingName} from '../../src/lib/counting/jtokkit';

/** A property of a function's parameters, as the cookbook reads it. */
export type ToolProperty = {type: string; description: string; enum?: readonly string[]};

/** The `function` object of a tool: a name, a description and the properties of its parameters. */
export type ToolFunction = {
  name: string;
  description: string;
  parameters: {properties: Readonly<Record<string, ToolProperty>>};
};

/** `gpt-4o`: gpt-4o and gpt-4o-mini (o200k_base). `gpt-4`: gpt-4 and gpt-3.5-turbo (cl100k_base). */
export type ToolRule = 'gpt-4o' | 'gpt-4';

export type ToolConstants = {
  /** `func_init`: for each function. */
  perFunction: number;
  /** `prop_init`: once for a function whose parameters have properties. */
  propertiesStart: number;
  /** `prop_key`: for each property. */
  perProperty: number;
  /** `enum_init`: once for a property with an `enum`. */
  enumStart: number;
  /** `enum_item`: for each value of an `enum`, on top of the value's own tokens. */
  perEnumValue: number;
  /** `func_end`: once for the request, when it has any function. */
  toolsEnd: number;
};

/** The rule published for an encoding's models: none for the encodings older than cl100k_base. */
export const TOOL_RULE_OF_ENCODING: Partial<Record<EncodingName, ToolRule>> = {
  cl100k_base: 'gpt-4',
  o200k_base: 'gpt-4o',
};

export const TOOL_RULES: Record<ToolRule, ToolConstants> = {
  'gpt-4o': {perFunction: 7, propertiesStart: 3, perProperty: 3, enumStart: -3, perEnumValue: 3, toolsEnd: 12},
  'gpt-4': {perFunction: 10, propertiesStart: 3, perProperty: 3, enumStart: -3, perEnumValue: 3, toolsEnd: 12},
};

/** The cookbook drops one trailing period from each description before counting it. */
export function withoutTrailingPeriod(text: string): string {
  return text.endsWith('.') ? text.slice(0, -1) : text;
}

/** Tokens that the tool definitions add to a request; 0 for a request without tools. */
export function countToolTokens(
  functions: readonly ToolFunction[],
  countTokens: (text: string) => number,
  rule: ToolRule,
): number {
  if (functions.length === 0) return 0;
  const c = TOOL_RULES[rule];
  let total = 0;
  for (const f of functions) {
    total += c.perFunction;
    total += countTokens(`${f.name}:${withoutTrailingPeriod(f.description)}`);
    const properties = Object.entries(f.parameters.properties);
    if (properties.length > 0) {
      total += c.propertiesStart;
      for (const [name, property] of properties) {
        total += c.perProperty;
        if (property.enum !== undefined) {
          total += c.enumStart;
          for (const value of property.enum) total += c.perEnumValue + countTokens(value);
        }
        total += countTokens(`${name}:${property.type}:${withoutTrailingPeriod(property.description)}`);
      }
    }
  }
  return total + c.toolsEnd;
}

/** The cookbook's example tool, for which OpenAI publishes 105 tokens (cl100k_base) and 101 (o200k_base). */
export const OPENAI_COOKBOOK_TOOL: ToolFunction = {
  name: 'get_current_weather',
  description: 'Get the current weather in a given location',
  parameters: {
    properties: {
      location: {type: 'string', description: 'The city and state, e.g. San Francisco, CA'},
      unit: {type: 'string', description: 'The unit of temperature to return', enum: ['celsius', 'fahrenheit']},
    },
  },
};

/**
 * Reads the playground's tools box: the tool definitions of a request as they are sent to the
 * API, for countRequestTokens (requestTokens.ts). Accepted: the request's `tools` array, the older
 * `functions` array, one tool or function object, or an object with either array and, if it has
 * one, its `tool_choice` or `function_call`.
 */
import type {ChatMessage} from '../../../lib/counting/chatTokens';
import {isJsonObject as isObject, readJson, wholeTextProblem, type JsonProblem} from './jsonText';

/** The fields of a request body that the tools box gives. */
export type ToolsBody = {tools?: unknown[]; functions?: unknown[]; tool_choice?: unknown; function_call?: unknown};

/** The keys of a request body that the tools box holds. */
export const TOOLS_BODY_KEYS = ['tools', 'functions', 'tool_choice', 'function_call'] as const;

export type ParsedTools = {ok: true; body: ToolsBody} | {ok: false; problem: JsonProblem};

/** A tool wraps its function: {"type": "function", "function": {...}}. */
const isTool = (value: unknown) => isObject(value) && (value.type !== undefined || isObject(value.function));

function bodyOf(value: unknown): ToolsBody | string {
  if (Array.isArray(value)) return value.some(isTool) ? {tools: value} : {functions: value};
  if (!isObject(value)) return `expected the tools array or one tool, not ${value === null ? 'null' : typeof value}`;
  if (Array.isArray(value.tools) || Array.isArray(value.functions)) {
    const body: ToolsBody = {};
    for (const key of TOOLS_BODY_KEYS) if (value[key] !== undefined) body[key] = value[key] as never;
    return body;
  }
  return isTool(value) ? {tools: [value]} : {functions: [value]};
}

export function parseTools(text: string): ParsedTools {
  if (text.trim() === '') return {ok: true, body: {}};
  const read = readJson(text);
  if (!read.ok) return read;
  const body = bodyOf(read.value);
  if (typeof body === 'string') return {ok: false, problem: wholeTextProblem(`${body}.`)};
  return {ok: true, body};
}

/** The recipe's worked example, get_current_weather, as the request's `tools` JSON. */
export const COOKBOOK_TOOLS_JSON = `[
  {
    "type": "function",
    "function": {
      "name": "get_current_weather",
      "description": "Get the current weather in a given location",
      "parameters": {
        "type": "object",
        "properties": {
          "location": {"type": "string", "description": "The city and state, e.g. San Francisco, CA"},
          "unit": {"type": "string", "description": "The unit of temperature to return", "enum": ["celsius", "fahrenheit"]}
        },
        "required": ["location"]
      }
    }
  }
]`;

/** The messages of the same example, for which OpenAI publishes 105 tokens (cl100k_base) and 101 (o200k_base). */
export const OPENAI_COOKBOOK_TOOL_MESSAGES: readonly ChatMessage[] = [
  {role: 'system', content: 'You are a helpful assistant that can answer to questions about the weather.'},
  {role: 'user', content: "What's the weather like in San Francisco?"},
];

/**
 * The prompt tokens of a whole Chat Completions request, as sent: its messages (text or content
 * parts, names, tool calls, function calls, tool and function results), its tool definitions
 * (`tools` or the older `functions`), `tool_choice` or `function_call`, and its images. The
 * request recipe shows the same rules in Java, static/code/RequestTokens.java, which
 * tests/unit/requestTokensJava.test.ts holds to the same parts on every public record of
 * tests/records/prompt-tokens.json; tests/unit/requestAccuracy.test.ts counts those records with
 * this one and writes the page's accuracy table.
 *
 * Each part of the count says what it rests on: OpenAI's published chat rule (chatTokens.ts), or
 * an estimate and what the estimate is based on. The function never throws on a malformed body:
 * what it cannot read is reported in `problems` and left out of the total.
 */
import {CHAT_RULES, REPLY_PRIMING_TOKENS, type ChatRule} from './chatTokens';
import {imageSizeOfDataUrl} from './imageSize';
import {GPT_4O_TILE_COSTS, imagePatches, tileImageTokens} from './imageTokens';
import {shortened} from '../site/format';
import {isJsonObject as isObject, type Json} from './json';

/** Where in the request a part or a problem is: keys and indexes from the body's root. */
export type JsonPath = (string | number)[];

/** What a part of the count rests on. */
export type Basis =
  | 'chat-rule'
  | 'content-parts'
  | 'tool-definitions'
  | 'function-call'
  | 'function-result'
  | 'tool-call'
  | 'tool-result'
  | 'tool-choice'
  | 'image';

/** How each basis is named and described to a reader; `published` only for OpenAI's own rule. */
export const BASES: Record<Basis, {name: string; published: boolean; rests: string}> = {
  'chat-rule': {
    name: 'chat rule',
    published: true,
    rests:
      "OpenAI's chat rule (cookbook, How to count tokens with tiktoken, at commit c81359c), published for gpt-3.5-turbo, gpt-4, gpt-4o and gpt-4o-mini; for gpt-3.5-turbo-0301 its older rule, 4 per message and a name in place of the role (the same notebook at commit 06d9feb)",
  },
  'content-parts': {
    name: 'content parts',
    published: false,
    rests: 'the chat rule with each text part counted as text: how the service joins parts is not published',
  },
  'tool-definitions': {
    name: 'tool definitions',
    published: false,
    rests:
      'the definitions written as TypeScript types in a namespace functions, plus 9, less 4 with a system message, whose first one gains a newline (openai-chat-tokens at commit b8e3b11, fitted to requests to gpt-3.5-turbo in 2023)',
  },
  'function-call': {
    name: 'function call',
    published: false,
    rests: "the call's name and arguments plus 3 (openai-chat-tokens at commit b8e3b11)",
  },
  'function-result': {
    name: 'function result',
    published: false,
    rests: 'the chat rule less 2 (openai-chat-tokens at commit b8e3b11)',
  },
  'tool-call': {
    name: 'tool call',
    published: false,
    rests: 'each call counted like a function_call (name, arguments, plus 3); one public record only',
  },
  'tool-result': {
    name: 'tool result',
    published: false,
    rests: 'the chat rule, as for any message; the tool_call_id is not counted; one public record only',
  },
  'tool-choice': {
    name: 'tool choice',
    published: false,
    rests:
      '"auto" 0, "none" 1, a function named in function_call its name plus 4 (openai-chat-tokens at commit b8e3b11), in tool_choice its name plus 7 (openai-messages-token-helper at commit b60075e)',
  },
  image: {
    name: 'image rule',
    published: false,
    rests: "the image recipe's rule for the model, from the image's width and height",
  },
};

export type RequestPart = {
  path: JsonPath;
  /** What a reader calls it: "Message 2 (user)", "Tool definitions (3 functions)". */
  label: string;
  /** null: not counted (an image of unknown size, a model without an image rule). */
  tokens: number | null;
  basis: Basis;
  /** False for an estimate, or for the chat rule applied to a model it was not published for. */
  published: boolean;
  /** What a reader should know about this part in particular. */
  note?: string;
};

export type RequestProblem = {path: JsonPath; message: string};

export type RequestCount = {
  /** The counted parts together; parts with `tokens: null` are not in it. */
  total: number;
  parts: RequestPart[];
  problems: RequestProblem[];
  /** The request's `model`, when it names one. */
  model: string | null;
  /** True when the chat rule was published for the model (see BASES['chat-rule']). */
  modelHasPublishedRule: boolean;
};

type JsonObject = {[key: string]: Json};

/** A value from the request, as JSON, short enough for a message (a pasted megabyte stays one line). */
const quoted = (value: Json) =>
  typeof value === 'string' ? JSON.stringify(shortened(value)) : shortened(JSON.stringify(value));

/** What a value is, as a phrase for a message: "an array", "number 7". */
function kindPhrase(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') return 'a string';
  return `${typeof value} ${String(value)}`;
}

/** Models the cookbook's chat rule names, by their undated names and their snapshots. */
const PUBLISHED_CHAT_MODEL = /^(gpt-3\.5-turbo(-16k)?|gpt-4|gpt-4-32k|gpt-4o|gpt-4o-mini)(-\d{4}(-\d\d-\d\d)?)?$/;

export function chatRuleOf(model: string | null): {rule: ChatRule; published: boolean} {
  if (model === null) return {rule: 'current', published: false};
  if (/^gpt-3\.5-turbo-0301$/.test(model)) return {rule: 'legacy-0301', published: true};
  return {rule: 'current', published: PUBLISHED_CHAT_MODEL.test(model)};
}

/** A schema nested deeper than this is not written out; real tools stay far below it. */
const MAX_SCHEMA_DEPTH = 32;

type Writer = {problems: RequestProblem[]};

/**
 * The tool definitions as the service is understood to show them to the model: TypeScript types
 * in a `namespace functions` (openai-chat-tokens, src/functions.ts at commit b8e3b11). Where that
 * code writes `undefined` (a type it does not know), this writes `any`.
 */
export function functionsNamespace(functions: readonly {function: JsonObject; path: JsonPath}[], w?: Writer): string {
  const lines = ['namespace functions {', ''];
  for (const {function: f, path} of functions) {
    if (typeof f.description === 'string' && f.description !== '') lines.push(`// ${f.description}`);
    const parameters = isObject(f.parameters) ? f.parameters : {};
    const properties = isObject(parameters.properties) ? parameters.properties : {};
    if (Object.keys(properties).length > 0) {
      lines.push(`type ${String(f.name)} = (_: {`);
      lines.push(objectProperties(parameters, 0, 0, [...path, 'parameters'], w));
      lines.push('}) => any;');
    } else {
      lines.push(`type ${String(f.name)} = () => any;`);
    }
    lines.push('');
  }
  lines.push('} // namespace functions');
  return lines.join('\n');
}

function objectProperties(schema: JsonObject, indent: number, depth: number, path: JsonPath, w?: Writer): string {
  const properties = isObject(schema.properties) ? schema.properties : {};
  const required = Array.isArray(schema.required) ? schema.required : [];
  const lines: string[] = [];
  for (const [name, property] of Object.entries(properties)) {
    const p = isObject(property) ? property : {};
    if (typeof p.description === 'string' && p.description !== '' && indent < 2) lines.push(`// ${p.description}`);
    const type = typeOf(p, indent, depth + 1, [...path, 'properties', name], w);
    lines.push(`${name}${required.includes(name) ? '' : '?'}: ${type},`);
  }
  return lines.map((line) => ' '.repeat(indent) + line).join('\n');
}

function typeOf(schema: JsonObject, indent: number, depth: number, path: JsonPath, w?: Writer): string {
  if (depth > MAX_SCHEMA_DEPTH) {
    w?.problems.push({path, message: `nested more than ${MAX_SCHEMA_DEPTH} levels deep: written as any`});
    return 'any';
  }
  if (Array.isArray(schema.anyOf))
    return schema.anyOf
      .map((option, i) => typeOf(isObject(option) ? option : {}, indent, depth + 1, [...path, 'anyOf', i], w))
      .join(' | ');
  const values = Array.isArray(schema.enum) ? schema.enum : null;
  switch (schema.type) {
    case 'string':
      return values ? values.map((v) => `"${String(v)}"`).join(' | ') : 'string';
    case 'number':
    case 'integer':
      return values ? values.map(String).join(' | ') : 'number';
    case 'boolean':
      return 'boolean';
    case 'null':
      return 'null';
    case 'object':
      return ['{', objectProperties(schema, indent + 2, depth, path, w), '}'].join('\n');
    case 'array':
      return isObject(schema.items) ? `${typeOf(schema.items, indent, depth + 1, [...path, 'items'], w)}[]` : 'any[]';
    default:
      return 'any';
  }
}

/** Tile constants (base, per tile) and patch multipliers of the image recipe, by model. */
const TILE_COSTS: readonly [RegExp, {base: number; perTile: number}][] = [
  [/^gpt-4o-mini(-|$)/, {base: 2833, perTile: 5667}],
  [/^(gpt-4o|gpt-4\.1|gpt-4\.5|chatgpt-4o)(-\d|$|-latest|-preview)/, GPT_4O_TILE_COSTS],
  [/^computer-use-preview(-\d|$)/, {base: 65, perTile: 129}],
  [/^gpt-5(-\d|$|-chat-latest)/, {base: 70, perTile: 140}],
  [/^(o1|o1-pro|o3)(-\d|$)/, {base: 75, perTile: 150}],
];
const PATCH_MULTIPLIERS: readonly [RegExp, number][] = [
  [/^(gpt-4\.1-mini|gpt-5-mini)(-|$)/, 1.62],
  [/^(gpt-4\.1-nano|gpt-5-nano)(-|$)/, 2.46],
  [/^o4-mini(-|$)/, 1.72],
];

function countImage(part: JsonObject, model: string | null): {tokens: number | null; note: string} {
  const image = isObject(part.image_url) ? part.image_url : {};
  const url = typeof image.url === 'string' ? image.url : '';
  const detail = image.detail === 'low' ? 'low' : 'high';
  const size = imageSizeOfDataUrl(url);
  const tile = model === null ? undefined : TILE_COSTS.find(([pattern]) => pattern.test(model))?.[1];
  const multiplier = model === null ? undefined : PATCH_MULTIPLIERS.find(([pattern]) => pattern.test(model))?.[1];
  if (!tile && !multiplier)
    return {
      tokens: null,
      note: `not counted: the image recipe has no rule for ${model ?? 'a request without a model'}`,
    };
  if (tile && detail === 'low') return {tokens: tile.base, note: `detail low: ${tile.base} tokens whatever its size`};
  if (!size)
    return {
      tokens: null,
      note: url.startsWith('data:')
        ? 'not counted: the data URL is not a PNG, GIF, JPEG or WebP image whose size can be read'
        : 'not counted: its size is not in the request (only a data URL carries the image)',
    };
  const where = `${size.width} × ${size.height} px`;
  if (tile) {
    const tokens = tileImageTokens(size.width, size.height, 'high', tile);
    const auto = image.detail === 'high' ? '' : ` (detail ${String(image.detail ?? 'auto')} counted as high)`;
    return {tokens, note: `${where}, tile rule ${tile.base} + ${tile.perTile} per tile${auto}`};
  }
  const patches = imagePatches(size.width, size.height);
  return {
    tokens: Math.ceil(patches * (multiplier as number)),
    note: `${where}, ${patches} patches × ${multiplier}, rounded up (the guide does not say how it rounds)`,
  };
}

/** A function definition from `tools[i].function` or `functions[i]`, or why it is left out. */
function readFunctions(body: JsonObject, problems: RequestProblem[]): {function: JsonObject; path: JsonPath}[] {
  const found: {function: JsonObject; path: JsonPath}[] = [];
  const read = (key: 'tools' | 'functions') => {
    const list = body[key];
    if (list === undefined) return;
    if (!Array.isArray(list)) {
      problems.push({path: [key], message: `${key} must be an array, not ${kindPhrase(list)}`});
      return;
    }
    list.forEach((item, i) => {
      let f: Json = item;
      let path: JsonPath = [key, i];
      if (key === 'tools') {
        if (!isObject(item) || item.type !== 'function' || !isObject(item.function)) {
          const what = isObject(item) ? `a tool of type ${quoted(item.type ?? null)}` : kindPhrase(item);
          problems.push({path, message: `not counted: ${what}; only {"type": "function", "function": {…}} is`});
          return;
        }
        f = item.function;
        path = [...path, 'function'];
      }
      if (!isObject(f) || typeof f.name !== 'string' || f.name === '') {
        problems.push({path, message: 'not counted: a function needs a "name" string'});
        return;
      }
      found.push({function: f, path});
    });
  };
  read('tools');
  read('functions');
  return found;
}

/** A text that `countTokens` refused (the playground's tokenizer refuses an unpaired surrogate), and where it is. */
class UncountedText extends Error {
  constructor(
    readonly path: JsonPath,
    readonly reason: string,
  ) {
    super(reason);
  }
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** The count as it is built: the parts and problems so far, and the chat rule of the request's model. */
type Tally = {
  parts: RequestPart[];
  problems: RequestProblem[];
  /** The tokens of `text`; if the counter refuses it, throws UncountedText naming `path`. */
  count: (text: string, path: JsonPath) => number;
  model: string | null;
  perMessage: number;
  perName: number;
  published: boolean;
};

/**
 * The tokens of the request `body` (the parsed JSON), each text counted with `counter`. A part
 * with a text that `counter` throws on is left out and named by the path of that text.
 */
export function countRequestTokens(body: unknown, counter: (text: string) => number): RequestCount {
  const problems: RequestProblem[] = [];
  if (!isObject(body)) {
    problems.push({path: [], message: `a request body is a JSON object {…}, not ${kindPhrase(body)}`});
    return countOf([], problems, null, false);
  }
  const model = readModel(body, problems);
  const {rule, published} = chatRuleOf(model);
  const count = (text: string, path: JsonPath) => {
    try {
      return counter(text);
    } catch (error) {
      throw new UncountedText(path, error instanceof Error ? error.message : String(error));
    }
  };
  const t: Tally = {parts: [], problems, count, model, ...CHAT_RULES[rule], published};
  const functions = readFunctions(body, problems);
  const messages = readMessages(body, problems);
  const padding = addMessages(t, messages, functions.length > 0);
  if (functions.length > 0) addToolDefinitions(t, body, functions, messages, padding);
  addToolChoice(t, body);
  t.parts.push({path: [], label: 'Reply priming', tokens: REPLY_PRIMING_TOKENS, basis: 'chat-rule', published});
  return countOf(t.parts, problems, model, published);
}

function countOf(
  parts: RequestPart[],
  problems: RequestProblem[],
  model: string | null,
  published: boolean,
): RequestCount {
  const total = parts.reduce((sum, part) => sum + (part.tokens ?? 0), 0);
  return {total, parts, problems, model, modelHasPublishedRule: published};
}

/** The request's `model`, or null when it names none. */
function readModel(body: JsonObject, problems: RequestProblem[]): string | null {
  if (typeof body.model === 'string') return body.model;
  if (body.model !== undefined)
    problems.push({path: ['model'], message: `model must be a string, not ${kindPhrase(body.model)}`});
  return null;
}

/** The request's `messages`, or none when it has no array of them. */
function readMessages(body: JsonObject, problems: RequestProblem[]): Json[] {
  if (Array.isArray(body.messages)) return body.messages;
  problems.push(
    body.messages === undefined
      ? {path: [], message: 'the request has no "messages"'}
      : {path: ['messages'], message: `messages must be an array, not ${kindPhrase(body.messages)}`},
  );
  return [];
}

/** Runs `add`; if a text in it cannot be counted, the parts it added are taken out and the text is named. */
function addUnlessUncounted(t: Tally, add: () => void): void {
  const partsBefore = t.parts.length;
  try {
    add();
  } catch (error) {
    if (!(error instanceof UncountedText)) throw error;
    t.parts.length = partsBefore;
    t.problems.push({path: error.path, message: `not counted: ${lowerFirst(error.reason)}`});
  }
}

/**
 * Adds each message with its images, function call and tool calls. Returns the tokens that the
 * newline after the first system message adds when the request has tools: they belong to the tools.
 */
function addMessages(t: Tally, messages: Json[], hasFunctions: boolean): number {
  let padding: number | null = null;
  for (const [i, message] of messages.entries()) {
    if (!isObject(message) || typeof message.role !== 'string' || message.role === '') {
      const what = isObject(message)
        ? `an object ${message.role === '' ? 'whose role is empty' : 'without one'}`
        : kindPhrase(message);
      t.problems.push({
        path: ['messages', i],
        message: `not counted: a message is an object with a "role" string, not ${what}`,
      });
      continue;
    }
    addUnlessUncounted(t, () => {
      addMessage(t, message, i);
      // After the message, so that a message left out for a text it cannot count pads nothing.
      const {role, content} = message;
      if (hasFunctions && padding === null && role === 'system' && typeof content === 'string') {
        const path: JsonPath = ['messages', i, 'content'];
        padding = t.count(`${content}\n`, path) - t.count(content, path);
      }
    });
  }
  return padding ?? 0;
}

/** A message: its role, content and name under the chat rule, then its images, function call and tool calls. */
function addMessage(t: Tally, message: JsonObject, i: number): void {
  const path: JsonPath = ['messages', i];
  const role = message.role as string;
  const name = `Message ${i + 1}`;
  const images: RequestPart[] = [];
  let tokens = t.perMessage + t.count(role, [...path, 'role']) + contentTokens(t, message.content, path, name, images);
  if (typeof message.name === 'string' && message.name !== '')
    tokens += t.count(message.name, [...path, 'name']) + t.perName;
  if (role === 'function') tokens -= 2;
  const basis = messageBasis(role, message.content);
  const published = basis === 'chat-rule' && t.published;
  t.parts.push({path, label: `${name} (${role})`, tokens, basis, published}, ...images);
  addFunctionCall(t, message.function_call, path, name);
  addToolCalls(t, message.tool_calls, path, name);
}

function messageBasis(role: string, content: Json | undefined): Basis {
  if (role === 'function') return 'function-result';
  if (role === 'tool') return 'tool-result';
  return Array.isArray(content) ? 'content-parts' : 'chat-rule';
}

/** The tokens of a message's text content; its images go to `images`, with their own count. */
function contentTokens(
  t: Tally,
  content: Json | undefined,
  path: JsonPath,
  messageName: string,
  images: RequestPart[],
): number {
  if (typeof content === 'string') return t.count(content, [...path, 'content']);
  if (content === null || content === undefined) return 0;
  if (!Array.isArray(content)) {
    t.problems.push({path: [...path, 'content'], message: `not counted: content is ${kindPhrase(content)}`});
    return 0;
  }
  let tokens = 0;
  content.forEach((part, k) => {
    const partPath = [...path, 'content', k];
    if (isObject(part) && part.type === 'text' && typeof part.text === 'string')
      tokens += t.count(part.text, [...partPath, 'text']);
    else if (isObject(part) && part.type === 'image_url') {
      const label = `${messageName}, image`;
      images.push({path: partPath, label, ...countImage(part, t.model), basis: 'image', published: false});
    } else {
      const type = isObject(part) ? quoted(part.type ?? null) : kindPhrase(part);
      t.problems.push({path: partPath, message: `not counted: a content part of type ${type}`});
    }
  });
  return tokens;
}

/** The older `function_call` of an assistant message: its name and arguments plus 3. */
function addFunctionCall(t: Tally, call: Json | undefined, messagePath: JsonPath, messageName: string): void {
  const path = [...messagePath, 'function_call'];
  if (isObject(call)) {
    const label = `${messageName}, function call`;
    const tokens = nameAndArgumentsTokens(t, call, path) + 3;
    t.parts.push({path, label, tokens, basis: 'function-call', published: false});
  } else if (call !== undefined && call !== null)
    t.problems.push({path, message: `not counted: function_call is ${kindPhrase(call)}`});
}

/** Each of the `tool_calls` of an assistant message, counted like a function call. */
function addToolCalls(t: Tally, calls: Json | undefined, messagePath: JsonPath, messageName: string): void {
  if (calls === undefined || calls === null) return;
  if (!Array.isArray(calls)) {
    t.problems.push({path: [...messagePath, 'tool_calls'], message: `not counted: tool_calls is ${kindPhrase(calls)}`});
    return;
  }
  calls.forEach((entry, k) => {
    const path = [...messagePath, 'tool_calls', k];
    const f = isObject(entry) && isObject(entry.function) ? entry.function : null;
    if (!f) {
      t.problems.push({path, message: 'not counted: a tool call has a "function" object'});
      return;
    }
    const label = `${messageName}, tool call ${typeof f.name === 'string' ? shortened(f.name) : k + 1}`;
    const tokens = nameAndArgumentsTokens(t, f, [...path, 'function']) + 3;
    t.parts.push({path, label, tokens, basis: 'tool-call', published: false});
  });
}

/** The tokens of a call's `name` and `arguments` strings; other values count nothing. */
function nameAndArgumentsTokens(t: Tally, call: JsonObject, path: JsonPath): number {
  return (['name', 'arguments'] as const).reduce(
    (sum, key) => sum + (typeof call[key] === 'string' ? t.count(call[key] as string, path) : 0),
    0,
  );
}

/** The `tools` or `functions`: the namespace text plus 9, less 4 with a system message, plus the newline. */
function addToolDefinitions(
  t: Tally,
  body: JsonObject,
  functions: readonly {function: JsonObject; path: JsonPath}[],
  messages: Json[],
  padding: number,
): void {
  addUnlessUncounted(t, () => {
    const key = body.tools !== undefined ? 'tools' : 'functions';
    const definitions = t.count(functionsNamespace(functions, t), [key]);
    const hasSystem = messages.some((m) => isObject(m) && m.role === 'system');
    t.parts.push({
      path: [key],
      label: `Tool definitions (${functions.length} ${functions.length === 1 ? 'function' : 'functions'})`,
      tokens: definitions + 9 - (hasSystem ? 4 : 0) + padding,
      basis: 'tool-definitions',
      published: false,
    });
  });
}

/** `tool_choice` or the older `function_call`: "auto" 0, "none" 1, a function by name its name plus 7 or 4. */
function addToolChoice(t: Tally, body: JsonObject): void {
  const key =
    body.tool_choice !== undefined ? 'tool_choice' : body.function_call !== undefined ? 'function_call' : null;
  if (key === null) return;
  const choice = body[key];
  const add = (tokens: number, note: string) =>
    t.parts.push({path: [key], label: key, tokens, basis: 'tool-choice', published: false, note});
  // function_call {"name"} and tool_choice {"type": "function", "function": {"name"}} were measured apart.
  const named = isObject(choice) ? (key === 'function_call' ? choice : choice.function) : null;
  const name = isObject(named) && typeof named.name === 'string' ? named.name : null;
  addUnlessUncounted(t, () => {
    if (choice === 'auto') add(0, '"auto" adds nothing');
    else if (choice === 'none') add(1, '"none"');
    else if (choice === 'required') add(0, '"required": no public record; counted as nothing, like "auto"');
    else if (name !== null)
      add(t.count(name, [key]) + (key === 'function_call' ? 4 : 7), `the function ${shortened(name)}`);
    else
      t.problems.push({
        path: [key],
        message: `not counted: ${key} is ${kindPhrase(choice)}; expected "auto", "none" or a function's name`,
      });
  });
}

/** A path as a reader writes it: messages[2].tool_calls[0]. */
export function pathText(path: JsonPath): string {
  return (
    path.map((key, i) => (typeof key === 'number' ? `[${key}]` : i === 0 ? key : `.${key}`)).join('') || 'the body'
  );
}

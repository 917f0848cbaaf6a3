/**
 * The prompt tokens of a whole Chat Completions request, as sent: its messages (text or content
 * parts, names, tool calls, function calls, tool and function results), its tool definitions
 * (`tools` or the older `functions`), `tool_choice` or `function_call`, and its images. The
 * request recipe page shows the same rules in Java; tests/unit/requestAccuracy.test.ts counts the
 * public records in tests/records/prompt-tokens.json with it and writes the page's accuracy table.
 *
 * Each part of the count says what it rests on: OpenAI's published chat rule (chatTokens.ts), or
 * an estimate and what the estimate is based on. The function never throws on a malformed body:
 * what it cannot read is reported in `problems` and left out of the total.
 */
import {CHAT_RULES, REPLY_PRIMING_TOKENS, type ChatRule} from './chatTokens';
import {imageSizeOfDataUrl} from './imageSize';
import {GPT_4O_TILE_COSTS, imagePatches, tileImageTokens} from './imageTokens';
import {shortened} from './format';
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

function kindOf(value: unknown): string {
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
      problems.push({path: [key], message: `${key} must be an array, not ${kindOf(list)}`});
      return;
    }
    list.forEach((item, i) => {
      let f: Json = item;
      let path: JsonPath = [key, i];
      if (key === 'tools') {
        if (!isObject(item) || item.type !== 'function' || !isObject(item.function)) {
          const what = isObject(item) ? `a tool of type ${quoted(item.type ?? null)}` : kindOf(item);
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

function choiceTokens(body: JsonObject, countTokens: (text: string) => number): RequestPart | RequestProblem | null {
  const key =
    body.tool_choice !== undefined ? 'tool_choice' : body.function_call !== undefined ? 'function_call' : null;
  if (key === null) return null;
  const choice = body[key];
  const part = (tokens: number, note: string): RequestPart => ({
    path: [key],
    label: key,
    tokens,
    basis: 'tool-choice',
    published: false,
    note,
  });
  if (choice === 'auto') return part(0, '"auto" adds nothing');
  if (choice === 'none') return part(1, '"none"');
  if (choice === 'required') return part(0, '"required": no public record; counted as nothing, like "auto"');
  // function_call {"name"} and tool_choice {"type": "function", "function": {"name"}} were measured apart.
  if (isObject(choice) && key === 'function_call' && typeof choice.name === 'string')
    return part(countTokens(choice.name) + 4, `the function ${shortened(choice.name)}`);
  if (
    isObject(choice) &&
    key === 'tool_choice' &&
    isObject(choice.function) &&
    typeof choice.function.name === 'string'
  )
    return part(countTokens(choice.function.name) + 7, `the function ${shortened(choice.function.name)}`);
  return {
    path: [key],
    message: `not counted: ${key} is ${kindOf(choice)}; expected "auto", "none" or a function's name`,
  };
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

/**
 * The tokens of the request `body` (the parsed JSON), each text counted with `countTokens`. A part
 * with a text that `countTokens` throws on is left out and named by the path of that text.
 */
export function countRequestTokens(body: unknown, counter: (text: string) => number): RequestCount {
  const parts: RequestPart[] = [];
  const problems: RequestProblem[] = [];
  // Where the text is, for the problem that names it if the counter throws.
  let countingAt: JsonPath = [];
  const countTokens = (text: string) => {
    try {
      return counter(text);
    } catch (error) {
      throw new UncountedText(countingAt, error instanceof Error ? error.message : String(error));
    }
  };
  const at = (path: JsonPath) => {
    countingAt = path;
    return countTokens;
  };
  /** Runs `count`; if a text in it cannot be counted, the parts it added are taken out and the text is named. */
  const orProblem = (count: () => void) => {
    const partsBefore = parts.length;
    try {
      count();
    } catch (error) {
      if (!(error instanceof UncountedText)) throw error;
      parts.length = partsBefore;
      problems.push({path: error.path, message: `not counted: ${lowerFirst(error.reason)}`});
    }
  };
  const result = (model: string | null, published: boolean): RequestCount => ({
    total: parts.reduce((sum, part) => sum + (part.tokens ?? 0), 0),
    parts,
    problems,
    model,
    modelHasPublishedRule: published,
  });
  if (!isObject(body)) {
    problems.push({path: [], message: `a request body is a JSON object {…}, not ${kindOf(body)}`});
    return result(null, false);
  }
  let model: string | null = null;
  if (typeof body.model === 'string') model = body.model;
  else if (body.model !== undefined)
    problems.push({path: ['model'], message: `model must be a string, not ${kindOf(body.model)}`});
  const {rule, published} = chatRuleOf(model);
  const {perMessage, perName} = CHAT_RULES[rule];

  const functions = readFunctions(body, problems);
  const messages = Array.isArray(body.messages) ? body.messages : [];
  if (!Array.isArray(body.messages))
    problems.push({
      path: body.messages === undefined ? [] : ['messages'],
      message:
        body.messages === undefined
          ? 'the request has no "messages"'
          : `messages must be an array, not ${kindOf(body.messages)}`,
    });
  // With tools, the first system message gains a newline; the tokens it adds belong to the tools.
  let padding = 0;
  let paddedSystem = false;

  messages.forEach((message, i) => {
    const path: JsonPath = ['messages', i];
    if (!isObject(message) || typeof message.role !== 'string' || message.role === '') {
      problems.push({
        path,
        message: `not counted: a message is an object with a "role" string, not ${isObject(message) ? `an object ${message.role === '' ? 'whose role is empty' : 'without one'}` : kindOf(message)}`,
      });
      return;
    }
    orProblem(() => countMessage(message, path, i));
  });

  function countMessage(message: JsonObject, path: JsonPath, i: number): void {
    const role = message.role as string;
    let tokens = perMessage + at([...path, 'role'])(role);
    let basis: Basis = role === 'function' ? 'function-result' : role === 'tool' ? 'tool-result' : 'chat-rule';
    const images: RequestPart[] = [];
    const content = message.content;
    let systemPadding: number | null = null;
    if (typeof content === 'string') {
      tokens += at([...path, 'content'])(content);
      if (role === 'system' && functions.length > 0 && !paddedSystem)
        systemPadding = countTokens(`${content}\n`) - countTokens(content);
    } else if (Array.isArray(content)) {
      if (basis === 'chat-rule') basis = 'content-parts';
      content.forEach((part, k) => {
        const partPath = [...path, 'content', k];
        if (isObject(part) && part.type === 'text' && typeof part.text === 'string')
          tokens += at([...partPath, 'text'])(part.text);
        else if (isObject(part) && part.type === 'image_url') {
          const image = countImage(part, model);
          images.push({path: partPath, label: `Message ${i + 1}, image`, ...image, basis: 'image', published: false});
        } else
          problems.push({
            path: partPath,
            message: `not counted: a content part of type ${isObject(part) ? quoted(part.type ?? null) : kindOf(part)}`,
          });
      });
    } else if (content !== null && content !== undefined)
      problems.push({path: [...path, 'content'], message: `not counted: content is ${kindOf(content)}`});
    if (typeof message.name === 'string' && message.name !== '')
      tokens += at([...path, 'name'])(message.name) + perName;
    if (role === 'function') tokens -= 2;
    parts.push(
      {path, label: `Message ${i + 1} (${role})`, tokens, basis, published: basis === 'chat-rule' && published},
      ...images,
    );

    const call = message.function_call;
    if (isObject(call)) {
      const callTokens = textsOf(call, ['name', 'arguments'], at([...path, 'function_call']));
      parts.push({
        path: [...path, 'function_call'],
        label: `Message ${i + 1}, function call`,
        tokens: callTokens + 3,
        basis: 'function-call',
        published: false,
      });
    } else if (call !== undefined && call !== null)
      problems.push({path: [...path, 'function_call'], message: `not counted: function_call is ${kindOf(call)}`});
    const calls = message.tool_calls;
    if (Array.isArray(calls))
      calls.forEach((entry, k) => {
        const f = isObject(entry) && isObject(entry.function) ? entry.function : null;
        if (!f) {
          problems.push({
            path: [...path, 'tool_calls', k],
            message: 'not counted: a tool call has a "function" object',
          });
          return;
        }
        parts.push({
          path: [...path, 'tool_calls', k],
          label: `Message ${i + 1}, tool call ${typeof f.name === 'string' ? shortened(f.name) : k + 1}`,
          tokens: textsOf(f, ['name', 'arguments'], at([...path, 'tool_calls', k, 'function'])) + 3,
          basis: 'tool-call',
          published: false,
        });
      });
    else if (calls !== undefined && calls !== null)
      problems.push({path: [...path, 'tool_calls'], message: `not counted: tool_calls is ${kindOf(calls)}`});
    // Last, so that a message left out for a text it cannot count pads nothing.
    if (systemPadding !== null) {
      padding = systemPadding;
      paddedSystem = true;
    }
  }

  if (functions.length > 0)
    orProblem(() => {
      const writer: Writer = {problems};
      const key = body.tools !== undefined ? 'tools' : 'functions';
      const definitions = at([key])(functionsNamespace(functions, writer));
      const hasSystem = messages.some((m) => isObject(m) && m.role === 'system');
      parts.push({
        path: [key],
        label: `Tool definitions (${functions.length} ${functions.length === 1 ? 'function' : 'functions'})`,
        tokens: definitions + 9 - (hasSystem ? 4 : 0) + padding,
        basis: 'tool-definitions',
        published: false,
      });
    });
  orProblem(() => {
    const choice = choiceTokens(body, at([body.tool_choice !== undefined ? 'tool_choice' : 'function_call']));
    if (choice && 'basis' in choice) parts.push(choice);
    else if (choice) problems.push(choice);
  });
  parts.push({path: [], label: 'Reply priming', tokens: REPLY_PRIMING_TOKENS, basis: 'chat-rule', published});
  return result(model, published);
}

/** The tokens of the string fields `keys` of `object`; other values count nothing. */
function textsOf(object: JsonObject, keys: string[], countTokens: (text: string) => number): number {
  return keys.reduce((sum, key) => sum + (typeof object[key] === 'string' ? countTokens(object[key] as string) : 0), 0);
}

/** A path as a reader writes it: messages[2].tool_calls[0]. */
export function pathText(path: JsonPath): string {
  return (
    path.map((key, i) => (typeof key === 'number' ? `[${key}]` : i === 0 ? key : `.${key}`)).join('') || 'the body'
  );
}

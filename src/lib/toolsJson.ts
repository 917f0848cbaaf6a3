/**
 * Reads tool definitions as they are sent to the API, for the playground's chat mode, and says
 * where a text is wrong: JSON that does not parse, or a definition that the tool rule
 * (toolTokens.ts) cannot count. Accepted: the request's `tools` array, the older `functions`
 * array, one tool or function object, or a request body that has either array.
 */
import {parseTree, printParseErrorCode, type Node, type ParseError} from 'jsonc-parser';
import type {ToolFunction, ToolProperty} from './toolTokens';

/** Where a problem is: an offset and length in the text, and the line and column (from 1) a person reads. */
export type TextPlace = {offset: number; length: number; line: number; column: number};

export type ToolsProblem = TextPlace & {message: string};

export type ParsedTools = {ok: true; functions: ToolFunction[]; notes: string[]} | {ok: false; problem: ToolsProblem};

const SYNTAX_MESSAGES: Record<string, string> = {
  InvalidSymbol: 'this is not JSON (strings need double quotes; true, false and null are lower case)',
  InvalidNumberFormat: 'this number is not written as JSON allows',
  PropertyNameExpected: 'a property name in double quotes is expected here',
  ValueExpected: 'a value is expected here',
  ColonExpected: 'a colon (:) is expected after the property name',
  CommaExpected: 'a comma is expected here',
  CloseBraceExpected: 'a closing brace (}) is expected here',
  CloseBracketExpected: 'a closing bracket (]) is expected here',
  EndOfFileExpected: 'the JSON should end here; to give several tools, put them in one array [ … ]',
  InvalidCommentToken: 'JSON has no comments',
  UnexpectedEndOfComment: 'JSON has no comments',
  UnexpectedEndOfString: 'this string is not closed with a double quote',
  UnexpectedEndOfNumber: 'this number ends too early',
  InvalidUnicode: 'this \\u escape needs four hexadecimal digits',
  InvalidEscapeCharacter: 'this escape is not valid in JSON',
  InvalidCharacter: 'this character must be escaped inside a JSON string',
};

export function placeOf(text: string, offset: number, length = 0): TextPlace {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  const column = offset - before.lastIndexOf('\n');
  return {offset, length, line, column};
}

class ToolsError extends Error {
  constructor(
    readonly node: Node,
    message: string,
  ) {
    super(message);
  }
}

function property(node: Node, key: string): Node | undefined {
  if (node.type !== 'object') return undefined;
  const found = node.children?.find((child) => child.children?.[0]?.value === key);
  return found?.children?.[1];
}

function describe(node: Node): string {
  return node.type === 'object'
    ? 'an object'
    : node.type === 'array'
      ? 'an array'
      : `${node.type} ${JSON.stringify(node.value)}`;
}

function stringAt(node: Node | undefined, parent: Node, path: string, what: string): string {
  if (node === undefined) throw new ToolsError(parent, `${path} has no "${what}"`);
  if (node.type !== 'string') throw new ToolsError(node, `${path}.${what} must be a string, not ${describe(node)}`);
  return node.value as string;
}

function readProperty(node: Node, path: string, notes: string[]): ToolProperty {
  if (node.type !== 'object') throw new ToolsError(node, `${path} must be an object, not ${describe(node)}`);
  const type = stringAt(property(node, 'type'), node, path, 'type');
  const descriptionNode = property(node, 'description');
  let description = '';
  if (descriptionNode === undefined) notes.push(`${path} has no description: counted as an empty one.`);
  else description = stringAt(descriptionNode, node, path, 'description');
  const enumNode = property(node, 'enum');
  if (enumNode === undefined) return {type, description};
  if (enumNode.type !== 'array') throw new ToolsError(enumNode, `${path}.enum must be an array`);
  const values = (enumNode.children ?? []).map((value, index) => {
    if (value.type !== 'string')
      throw new ToolsError(value, `${path}.enum[${index}] must be a string: the rule counts the tokens of text values`);
    return value.value as string;
  });
  return {type, description, enum: values};
}

function readFunction(node: Node, path: string, notes: string[]): ToolFunction {
  if (node.type !== 'object') throw new ToolsError(node, `${path} must be an object, not ${describe(node)}`);
  // A tool wraps its function: {"type": "function", "function": {...}}.
  const wrapped = property(node, 'function');
  if (wrapped !== undefined) {
    const type = property(node, 'type');
    if (type !== undefined && type.value !== 'function')
      throw new ToolsError(type, `${path}.type is ${JSON.stringify(type.value)}; only "function" tools are counted`);
    return readFunction(wrapped, `${path}.function`, notes);
  }
  const name = stringAt(property(node, 'name'), node, path, 'name');
  const descriptionNode = property(node, 'description');
  let description = '';
  if (descriptionNode === undefined) notes.push(`${path} (${name}) has no description: counted as an empty one.`);
  else description = stringAt(descriptionNode, node, path, 'description');
  const parameters = property(node, 'parameters');
  const properties: Record<string, ToolProperty> = {};
  if (parameters !== undefined) {
    if (parameters.type !== 'object') throw new ToolsError(parameters, `${path}.parameters must be an object`);
    const list = property(parameters, 'properties');
    if (list !== undefined) {
      if (list.type !== 'object') throw new ToolsError(list, `${path}.parameters.properties must be an object`);
      for (const entry of list.children ?? []) {
        const key = entry.children?.[0]?.value as string;
        const value = entry.children?.[1];
        if (value) properties[key] = readProperty(value, `${path}.parameters.properties.${key}`, notes);
      }
    }
  }
  return {name, description, parameters: {properties}};
}

function readList(root: Node, notes: string[]): ToolFunction[] {
  if (root.type === 'array') return (root.children ?? []).map((item, index) => readFunction(item, `[${index}]`, notes));
  if (root.type !== 'object') throw new ToolsError(root, `expected the tools array or one tool, not ${describe(root)}`);
  for (const key of ['tools', 'functions']) {
    const list = property(root, key);
    if (list === undefined) continue;
    if (list.type !== 'array') throw new ToolsError(list, `${key} must be an array`);
    return (list.children ?? []).map((item, index) => readFunction(item, `${key}[${index}]`, notes));
  }
  return [readFunction(root, 'the tool', notes)];
}

export function parseTools(text: string): ParsedTools {
  if (text.trim() === '') return {ok: true, functions: [], notes: []};
  const errors: ParseError[] = [];
  const root = parseTree(text, errors, {disallowComments: true, allowTrailingComma: false});
  const first = errors[0];
  if (first || !root) {
    const offset = first?.offset ?? 0;
    const code = first ? printParseErrorCode(first.error) : 'ValueExpected';
    const place = placeOf(text, offset, first?.length ?? 0);
    return {
      ok: false,
      problem: {...place, message: `Line ${place.line}, column ${place.column}: ${SYNTAX_MESSAGES[code] ?? code}.`},
    };
  }
  const notes: string[] = [];
  try {
    return {ok: true, functions: readList(root, notes), notes};
  } catch (error) {
    if (!(error instanceof ToolsError)) throw error;
    const place = placeOf(text, error.node.offset, error.node.length);
    return {ok: false, problem: {...place, message: `Line ${place.line}, column ${place.column}: ${error.message}.`}};
  }
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

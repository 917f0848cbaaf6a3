/**
 * Reads JSON that a person pasted or typed, and says where it is wrong in words a person reads:
 * the line and column, and what is expected there. Too long a text is refused before it is parsed,
 * so a pasted file never stalls the page; too deeply nested a text is refused before anything walks
 * it, so none can overflow the stack.
 */
import {printParseErrorCode, visit, type ParseError} from 'jsonc-parser';
import {formatNumber} from '../../../lib/site/format';

/** Where a problem is: an offset and length in the text, and the line and column (from 1) a person reads. */
export type TextPlace = {offset: number; length: number; line: number; column: number};

export type JsonProblem = TextPlace & {message: string};

export type JsonLimits = {maxLength: number; maxDepth: number};

/** A value as JSON.parse returns it, and the test for an object (json.ts). */
export {isJsonObject, type Json} from '../../../lib/counting/json';

/** A problem with the text as a whole, not at one place in it. */
export function wholeTextProblem(message: string): JsonProblem {
  return {offset: 0, length: 0, line: 1, column: 1, message};
}

/** Far above a real request (OpenAI's own examples are a few KB), far below what stalls a phone. */
export const JSON_LIMITS: JsonLimits = {maxLength: 2_000_000, maxDepth: 64};

const SYNTAX_MESSAGES: Record<string, string> = {
  InvalidSymbol: 'this is not JSON (strings need double quotes; true, false and null are lower case)',
  InvalidNumberFormat: 'this number is not written as JSON allows',
  PropertyNameExpected: 'a property name in double quotes is expected here',
  ValueExpected: 'a value is expected here',
  ColonExpected: 'a colon (:) is expected after the property name',
  CommaExpected: 'a comma is expected here',
  CloseBraceExpected: 'a closing brace (}) is expected here',
  CloseBracketExpected: 'a closing bracket (]) is expected here',
  EndOfFileExpected: 'the JSON should end here; to give several values, put them in one array [ … ]',
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

export function problemAt(text: string, offset: number, length: number, message: string): JsonProblem {
  const place = placeOf(text, offset, length);
  return {...place, message: `Line ${place.line}, column ${place.column}: ${message}.`};
}

/** Whether a value (as JSON.parse returns it) nests arrays and objects deeper than `maxDepth`; no recursion. */
function nestsDeeperThan(value: unknown, maxDepth: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [item, depth] = next;
    if (typeof item !== 'object' || item === null) continue;
    if (depth === maxDepth) return true;
    for (const child of Array.isArray(item) ? item : Object.values(item)) stack.push([child, depth + 1]);
  }
  return false;
}

class NestedTooDeep {
  constructor(readonly offset: number) {}
}

/**
 * Reads the text with jsonc-parser, which says where it is wrong and what is expected there. Its
 * parser recurses once per level of nesting, so the walk is stopped, by a throw from its own
 * callbacks, at the first array or object deeper than `maxDepth`: no text can make it overflow the
 * stack, and depth is decided by the same scanner that reads comments and unclosed strings.
 */
function firstProblem(text: string, maxDepth: number): JsonProblem | null {
  let depth = 0;
  const enter = (offset: number) => {
    if (++depth > maxDepth) throw new NestedTooDeep(offset);
  };
  const leave = () => void depth--;
  const errors: ParseError[] = [];
  try {
    visit(
      text,
      {
        onObjectBegin: enter,
        onArrayBegin: enter,
        onObjectEnd: leave,
        onArrayEnd: leave,
        onError: (error, offset, length) => void errors.push({error, offset, length}),
      },
      {disallowComments: true, allowTrailingComma: false},
    );
  } catch (error) {
    if (!(error instanceof NestedTooDeep)) throw error;
    // The first problem in the text is the one to fix first, whichever kind it is.
    if (!errors[0] || errors[0].offset > error.offset)
      return problemAt(text, error.offset, 1, `nested more than ${maxDepth} levels deep, which no request needs`);
  }
  const first = errors[0];
  if (!first) return null;
  const code = printParseErrorCode(first.error);
  return problemAt(text, first.offset, first.length, SYNTAX_MESSAGES[code] ?? code);
}

export type ReadJson = {ok: true; value: unknown} | {ok: false; problem: JsonProblem};

export function readJson(text: string, limits: JsonLimits = JSON_LIMITS): ReadJson {
  if (text.length > limits.maxLength)
    return {
      ok: false,
      problem: wholeTextProblem(
        `This is ${formatNumber(text.length)} characters; the playground reads at most ${formatNumber(limits.maxLength)}. Count a request this large with the Java class of the request recipe.`,
      ),
    };
  // A byte-order mark that an editor left at the start is not part of the JSON; a space keeps every offset.
  const json = text.startsWith('\uFEFF') ? ` ${text.slice(1)}` : text;
  let value: unknown;
  try {
    // Native and fast for the common case, valid JSON; the depth check below runs without recursion.
    value = JSON.parse(json);
  } catch {
    return {ok: false, problem: firstProblem(json, limits.maxDepth) ?? wholeTextProblem('This is not JSON.')};
  }
  if (nestsDeeperThan(value, limits.maxDepth))
    return {
      ok: false,
      problem:
        firstProblem(json, limits.maxDepth) ??
        wholeTextProblem(`This is nested more than ${limits.maxDepth} levels deep, which no request needs.`),
    };
  return {ok: true, value};
}

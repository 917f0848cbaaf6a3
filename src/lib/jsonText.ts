/**
 * Reads JSON that a person pasted or typed, and says where it is wrong in words a person reads:
 * the line and column, and what is expected there. Too long or too deeply nested a text is
 * refused before it is parsed, so a pasted file never stalls the page.
 */
import {parseTree, printParseErrorCode, type ParseError} from 'jsonc-parser';
import {formatNumber} from './format';

/** Where a problem is: an offset and length in the text, and the line and column (from 1) a person reads. */
export type TextPlace = {offset: number; length: number; line: number; column: number};

export type JsonProblem = TextPlace & {message: string};

export type JsonLimits = {maxLength: number; maxDepth: number};

/** A value as JSON.parse returns it. */
export type Json = null | boolean | number | string | Json[] | {[key: string]: Json};

/** A JSON object: not null, not an array. */
export const isJsonObject = (value: unknown): value is {[key: string]: Json} =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

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

/** The offset where brackets first nest deeper than `maxDepth`, outside strings; -1 if they never do. */
function tooDeepAt(text: string, maxDepth: number): number {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > maxDepth) return i;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return -1;
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
  const deep = tooDeepAt(text, limits.maxDepth);
  if (deep >= 0)
    return {
      ok: false,
      problem: problemAt(text, deep, 1, `nested more than ${limits.maxDepth} levels deep, which no request needs`),
    };
  try {
    return {ok: true, value: JSON.parse(text)};
  } catch {
    // JSON.parse says little about where; the tolerant parser finds the place and names what is expected.
    const errors: ParseError[] = [];
    parseTree(text, errors, {disallowComments: true, allowTrailingComma: false});
    const first = errors[0];
    const code = first ? printParseErrorCode(first.error) : 'ValueExpected';
    return {ok: false, problem: problemAt(text, first?.offset ?? 0, first?.length ?? 0, SYNTAX_MESSAGES[code] ?? code)};
  }
}

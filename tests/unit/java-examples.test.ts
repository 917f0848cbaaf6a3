// Recomputes every result comment of the Java blocks under docs/ with gpt-tokenizer, which
// implements the same encodings as JTokkit. The grammar of result comments and the block
// conventions are described in scripts/java-blocks.mjs; scripts/check-java-examples.mjs checks
// the same comments against JTokkit itself when a jar is available.
//
// To recompute a result, this test evaluates the small part of Java the examples use: variables,
// string and int literals, + - * and comparisons, and calls on registries, encodings, token
// lists, EncodingResult, Optional, ModelType and EncodingType. A result comment whose statement
// it cannot evaluate fails the test: nothing is skipped.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import cl100k from 'gpt-tokenizer/encoding/cl100k_base';
import o200k from 'gpt-tokenizer/encoding/o200k_base';
import p50kBase from 'gpt-tokenizer/encoding/p50k_base';
import p50kEdit from 'gpt-tokenizer/encoding/p50k_edit';
import r50k from 'gpt-tokenizer/encoding/r50k_base';
import {countChatTokens, type ChatMessage, type ChatRule} from '../../src/lib/chatTokens';
import {
  balanced,
  docFiles,
  javaBlocks,
  modelTable,
  parseResult,
  resultStatements,
  splitComment,
  type JavaBlock,
  type Result,
} from '../../scripts/java-blocks.mjs';

type Api = typeof cl100k;
const ENCODINGS: Record<string, Api> = {
  r50k_base: r50k,
  p50k_base: p50kBase,
  p50k_edit: p50kEdit,
  cl100k_base: cl100k,
  o200k_base: o200k,
};
const MODELS = modelTable(path.join('docs', 'getting-started', 'usage.md'));
// getEncodingForModel(String) falls back to these prefixes, in this order (see "By model name").
const MODEL_PREFIXES = ['gpt-4o', 'gpt-4-32k', 'gpt-4', 'gpt-3.5-turbo-16k', 'gpt-3.5-turbo'];
// The recipe's Java methods and the rule of src/lib/chatTokens.ts that each one implements.
const CHAT_METHODS: Record<string, ChatRule> = {countChatTokens: 'current', countChatTokens0301: 'legacy-0301'};

type Value =
  | {t: 'registry'}
  | {t: 'encoding'; name: string}
  | {t: 'ids'; v: number[]}
  | {t: 'bytes'; v: number[]}
  | {t: 'int'; v: number}
  | {t: 'bool'; v: boolean}
  | {t: 'string'; v: string}
  | {t: 'result'; tokens: number[]; truncated: boolean; last: number}
  | {t: 'optional'; v: Value | null}
  | {t: 'modelType'; constant: string}
  | {t: 'encodingType'; name: string}
  | {t: 'message'; message: ChatMessage}
  | {t: 'list'; v: Value[]}
  | {t: 'opaque'; what: string};

/** An exception that the Java code would throw. */
class JavaException extends Error {
  constructor(readonly type: string) {
    super(type);
  }
}

/** Something this evaluator does not understand. */
class CannotEvaluate extends Error {}

// ---------------------------------------------------------------------------------------------
// The encodings, as JTokkit applies them.

function api(encoding: string): Api {
  const found = ENCODINGS[encoding];
  if (!found) throw new CannotEvaluate(`gpt-tokenizer has no encoding "${encoding}"`);
  return found;
}

function encode(encoding: string, text: string, ordinary: boolean): number[] {
  try {
    return ordinary ? api(encoding).encode(text, {disallowedSpecial: new Set()}) : api(encoding).encode(text);
  } catch (error) {
    if (!ordinary && /special token/i.test(String(error))) throw new JavaException('UnsupportedOperationException');
    throw error;
  }
}

type Core = {tryDecodeToken(token: number): string | Uint8Array | undefined};

/** The bytes of one token. gpt-tokenizer keeps them internally; its public decode joins them into a string. */
function tokenBytes(encoding: string, token: number): Uint8Array {
  const core = (api(encoding) as unknown as {bytePairEncodingCoreProcessor?: Core}).bytePairEncodingCoreProcessor;
  if (!core || typeof core.tryDecodeToken !== 'function') {
    throw new Error('gpt-tokenizer no longer exposes the bytes of a token; update tokenBytes()');
  }
  const bytes = core.tryDecodeToken(token);
  if (bytes === undefined) throw new JavaException('IllegalArgumentException');
  return typeof bytes === 'string' ? new TextEncoder().encode(bytes) : bytes;
}

function decodeBytes(encoding: string, tokens: number[]): number[] {
  return tokens.flatMap((token) => [...tokenBytes(encoding, token)]);
}

function utf8(bytes: number[]): string {
  return new TextDecoder('utf-8', {fatal: false}).decode(new Uint8Array(bytes.map((b) => b & 0xff)));
}

/** JTokkit's encode(text, maxTokens): keep at most maxTokens, then drop tokens until the rest decodes to a prefix of the text. */
function encodeWithLimit(encoding: string, text: string, maxTokens: number, ordinary: boolean): Value {
  if (text === '') return {t: 'result', tokens: [], truncated: false, last: -1};
  const kept = encode(encoding, text, ordinary).slice(0, Math.max(0, maxTokens));
  for (let size = kept.length; size >= 0; size--) {
    const tokens = kept.slice(0, size);
    const decoded = utf8(decodeBytes(encoding, tokens));
    if (text.startsWith(decoded)) {
      return {t: 'result', tokens, truncated: text.length > decoded.length, last: decoded.length - 1};
    }
  }
  throw new Error('unreachable: the empty list decodes to a prefix');
}

function encodingForModelName(name: string): string | null {
  const exact = MODELS.find((row) => row.name === name);
  if (exact) return exact.encoding;
  const prefix = MODEL_PREFIXES.find((candidate) => name.startsWith(candidate));
  return prefix ? (MODELS.find((row) => row.name === prefix)?.encoding ?? null) : null;
}

// ---------------------------------------------------------------------------------------------
// A tokenizer and evaluator for the Java expressions of the examples.

type Token = {kind: 'string' | 'number' | 'ident' | 'punct'; text: string};

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  const pattern = /\s+|("(?:[^"\\]|\\.)*")|(\d+)|([A-Za-z_$][\w$]*)|(->|::|<=|>=|==|!=|&&|\|\||[-+*/<>!.,()[\]{}=?:;])/y;
  let index = 0;
  while (index < source.length) {
    pattern.lastIndex = index;
    const match = pattern.exec(source);
    if (!match) throw new CannotEvaluate(`cannot read "${source.slice(index)}"`);
    index = pattern.lastIndex;
    if (match[1] !== undefined) tokens.push({kind: 'string', text: JSON.parse(match[1]) as string});
    else if (match[2] !== undefined) tokens.push({kind: 'number', text: match[2]});
    else if (match[3] !== undefined) tokens.push({kind: 'ident', text: match[3]});
    else if (match[4] !== undefined) tokens.push({kind: 'punct', text: match[4]});
  }
  return tokens;
}

type Env = Map<string, Value>;

class Evaluator {
  private position = 0;

  constructor(
    private readonly tokens: Token[],
    private readonly env: Env,
    private readonly aliases: Map<string, string>,
  ) {}

  run(): Value {
    const value = this.expression();
    if (this.position !== this.tokens.length) throw new CannotEvaluate(`unexpected "${this.peek()?.text}"`);
    return value;
  }

  private peek(offset = 0): Token | undefined {
    return this.tokens[this.position + offset];
  }

  private take(text?: string): Token {
    const token = this.tokens[this.position];
    if (!token || (text !== undefined && token.text !== text)) {
      throw new CannotEvaluate(`expected ${text ?? 'more'} at "${token?.text ?? 'end'}"`);
    }
    this.position += 1;
    return token;
  }

  private expression(): Value {
    const left = this.additive();
    const op = this.peek();
    if (op && ['<=', '<', '>=', '>', '==', '!='].includes(op.text)) {
      this.position += 1;
      const a = int(left);
      const b = int(this.additive());
      const results: Record<string, boolean> = {'<=': a <= b, '<': a < b, '>=': a >= b, '>': a > b, '==': a === b, '!=': a !== b};
      return {t: 'bool', v: results[op.text] ?? false};
    }
    return left;
  }

  private additive(): Value {
    let value = this.multiplicative();
    for (let op = this.peek(); op && (op.text === '+' || op.text === '-'); op = this.peek()) {
      this.position += 1;
      const right = this.multiplicative();
      if (op.text === '+' && (value.t === 'string' || right.t === 'string')) {
        value = {t: 'string', v: show(value) + show(right)};
      } else {
        value = {t: 'int', v: op.text === '+' ? int(value) + int(right) : int(value) - int(right)};
      }
    }
    return value;
  }

  private multiplicative(): Value {
    let value = this.postfix();
    while (this.peek()?.text === '*') {
      this.position += 1;
      value = {t: 'int', v: int(value) * int(this.postfix())};
    }
    return value;
  }

  private postfix(): Value {
    let value = this.primary();
    while (this.peek()?.text === '.') {
      this.position += 1;
      const name = this.take().text;
      if (this.peek()?.text === '(') value = this.call(value, name, this.args(name));
      else value = this.field(value, name);
    }
    return value;
  }

  /** Arguments; a lambda or method reference (only used to create exceptions) becomes opaque. */
  private args(method: string): Value[] {
    this.take('(');
    const values: Value[] = [];
    while (this.peek()?.text !== ')') {
      const start = this.position;
      let depth = 0;
      let end = start;
      let functional = false;
      for (; end < this.tokens.length; end++) {
        const text = this.tokens[end]?.text;
        if (text === '(') depth++;
        else if (text === ')' && depth-- === 0) break;
        else if (text === ',' && depth === 0) break;
        else if (text === '->' || text === '::') functional = true;
      }
      if (functional) {
        const parts = this.tokens.slice(start, end);
        const created = parts.findIndex((token) => token.text === 'new');
        const type = created >= 0 ? parts[created + 1]?.text : parts[0]?.text;
        values.push({t: 'opaque', what: `exception:${type ?? '?'}`});
        this.position = end;
      } else {
        values.push(this.expression());
      }
      if (this.peek()?.text === ',') this.position += 1;
      else if (this.peek()?.text !== ')') throw new CannotEvaluate(`bad arguments of ${method}`);
    }
    this.take(')');
    return values;
  }

  private primary(): Value {
    const token = this.take();
    if (token.kind === 'string') return {t: 'string', v: token.text};
    if (token.kind === 'number') return {t: 'int', v: Number(token.text)};
    if (token.text === '(') {
      const value = this.expression();
      this.take(')');
      return value;
    }
    if (token.text === 'new') {
      const type = this.take().text;
      return construct(type, this.args(type));
    }
    if (token.kind !== 'ident') throw new CannotEvaluate(`unexpected "${token.text}"`);
    if (this.peek()?.text === '(') return this.call(null, token.text, this.args(token.text));
    const variable = this.env.get(token.text);
    if (variable) return variable;
    return {t: 'opaque', what: `class:${token.text}`};
  }

  private field(target: Value, name: string): Value {
    if (target.t === 'opaque' && target.what === 'class:EncodingType') {
      const encoding = name.toLowerCase();
      if (!ENCODINGS[encoding]) throw new CannotEvaluate(`no EncodingType.${name}`);
      return {t: 'encodingType', name: encoding};
    }
    if (target.t === 'opaque' && target.what === 'class:ModelType') {
      if (!MODELS.some((row) => row.constant === name)) throw new CannotEvaluate(`ModelType.${name} is not in the model table`);
      return {t: 'modelType', constant: name};
    }
    if (target.t === 'bytes' && name === 'length') return {t: 'int', v: target.v.length};
    throw new CannotEvaluate(`unknown field ${name}`);
  }

  private call(target: Value | null, method: string, args: Value[]): Value {
    const chat = CHAT_METHODS[method];
    if (chat !== undefined && (target === null || target.t === 'opaque')) {
      const [encoding, messages] = args;
      if (encoding?.t !== 'encoding' || messages?.t !== 'list') throw new CannotEvaluate(`${method} needs an encoding and a list`);
      const list = messages.v.map((message) => {
        if (message.t !== 'message') throw new CannotEvaluate('not a ChatMessage');
        return message.message;
      });
      const count = (text: string) => encode(encoding.name, text, true).length;
      return {t: 'int', v: countChatTokens(list, count, chat)};
    }
    if (target === null) throw new CannotEvaluate(`unknown method ${method}`);
    const arg = (index: number): Value => {
      const value = args[index];
      if (!value) throw new CannotEvaluate(`${method} needs argument ${index + 1}`);
      return value;
    };
    switch (target.t) {
      case 'opaque':
        return staticCall(target.what, method, args);
      case 'registry':
        return registryCall(method, arg(0), this.aliases);
      case 'encoding': {
        const name = target.name;
        switch (method) {
          case 'getName':
            return {t: 'string', v: name};
          case 'encode':
          case 'encodeOrdinary': {
            const ordinary = method === 'encodeOrdinary';
            if (args.length === 2) return encodeWithLimit(name, str(arg(0)), int(arg(1)), ordinary);
            return {t: 'ids', v: encode(name, str(arg(0)), ordinary)};
          }
          case 'countTokens':
            return {t: 'int', v: encode(name, str(arg(0)), false).length};
          case 'countTokensOrdinary':
            return {t: 'int', v: encode(name, str(arg(0)), true).length};
          case 'decode':
            return {t: 'string', v: utf8(decodeBytes(name, ids(arg(0))))};
          case 'decodeBytes':
            return {t: 'bytes', v: decodeBytes(name, ids(arg(0))).map((b) => (b > 127 ? b - 256 : b))};
        }
        break;
      }
      case 'ids':
        switch (method) {
          case 'size':
            return {t: 'int', v: target.v.length};
          case 'isEmpty':
            return {t: 'bool', v: target.v.length === 0};
          case 'get': {
            const value = target.v[int(arg(0))];
            if (value === undefined) throw new JavaException('IndexOutOfBoundsException');
            return {t: 'int', v: value};
          }
          case 'equals': {
            const other = arg(0);
            return {t: 'bool', v: other.t === 'ids' && other.v.join() === target.v.join()};
          }
          case 'boxed':
          case 'toArray':
            return {t: 'ids', v: [...target.v]};
          case 'add':
            target.v.push(int(arg(0)));
            return {t: 'opaque', what: 'void'};
        }
        break;
      case 'result':
        if (method === 'getTokens') return {t: 'ids', v: target.tokens};
        if (method === 'isTruncated') return {t: 'bool', v: target.truncated};
        if (method === 'getLastProcessedCharacterIndex') return {t: 'int', v: target.last};
        break;
      case 'optional':
        if (method === 'isPresent') return {t: 'bool', v: target.v !== null};
        if (method === 'orElse') return target.v ?? arg(0);
        if (method === 'get' || method === 'orElseThrow') {
          if (target.v !== null) return target.v;
          const supplier = args[0];
          const type = supplier?.t === 'opaque' && supplier.what.startsWith('exception:') ? supplier.what.slice(10) : 'NoSuchElementException';
          throw new JavaException(type);
        }
        break;
      case 'modelType': {
        const row = MODELS.find((candidate) => candidate.constant === target.constant);
        if (!row) throw new CannotEvaluate(`ModelType.${target.constant}`);
        if (method === 'getName') return {t: 'string', v: row.name};
        if (method === 'getEncodingType') return {t: 'encodingType', name: row.encoding};
        if (method === 'getMaxContextLength') return {t: 'int', v: row.maxContextLength};
        break;
      }
      case 'encodingType':
        if (method === 'getName') return {t: 'string', v: target.name};
        break;
      case 'string':
        if (method === 'length') return {t: 'int', v: target.v.length};
        if (method === 'isEmpty') return {t: 'bool', v: target.v.length === 0};
        if (method === 'substring') {
          const begin = int(arg(0));
          const end = args.length > 1 ? int(arg(1)) : target.v.length;
          if (begin < 0 || end > target.v.length || begin > end) throw new JavaException('StringIndexOutOfBoundsException');
          return {t: 'string', v: target.v.slice(begin, end)};
        }
        break;
    }
    throw new CannotEvaluate(`unknown method ${method} on a ${target.t}`);
  }
}

function staticCall(what: string, method: string, args: Value[]): Value {
  const className = what.replace(/^class:/, '');
  const name = args[0]?.t === 'string' ? args[0].v : null;
  if (className === 'Encodings' && (method === 'newDefaultEncodingRegistry' || method === 'newLazyEncodingRegistry')) {
    return {t: 'registry'};
  }
  if (className === 'ModelType' && method === 'fromName' && name !== null) {
    const row = MODELS.find((candidate) => candidate.name === name);
    return {t: 'optional', v: row ? {t: 'modelType', constant: row.constant} : null};
  }
  if (className === 'EncodingType' && method === 'fromName' && name !== null) {
    return {t: 'optional', v: ENCODINGS[name] ? {t: 'encodingType', name} : null};
  }
  if (className === 'Arrays' && method === 'asList') return {t: 'list', v: args};
  if (className === 'Arrays' && method === 'toString' && (args[0]?.t === 'bytes' || args[0]?.t === 'ids')) {
    return {t: 'string', v: `[${args[0].v.join(', ')}]`};
  }
  throw new CannotEvaluate(`unknown static method ${className}.${method}`);
}

function registryCall(method: string, arg: Value, aliases: Map<string, string>): Value {
  if (method === 'getEncoding' && arg.t === 'encodingType') return {t: 'encoding', name: arg.name};
  if (method === 'getEncodingForModel' && arg.t === 'modelType') {
    const row = MODELS.find((candidate) => candidate.constant === arg.constant);
    if (!row) throw new CannotEvaluate(`ModelType.${arg.constant}`);
    return {t: 'encoding', name: row.encoding};
  }
  if (method === 'getEncoding' && arg.t === 'string') {
    const name = aliases.get(arg.v) ?? arg.v;
    return {t: 'optional', v: ENCODINGS[name] ? {t: 'encoding', name} : null};
  }
  if (method === 'getEncodingForModel' && arg.t === 'string') {
    const encoding = encodingForModelName(arg.v);
    return {t: 'optional', v: encoding ? {t: 'encoding', name: encoding} : null};
  }
  if (method === 'registerGptBytePairEncoding' || method === 'registerCustomEncoding') return {t: 'registry'};
  throw new CannotEvaluate(`unknown registry method ${method}`);
}

function construct(type: string, args: Value[]): Value {
  if (type === 'IntArrayList') return {t: 'ids', v: []};
  if (type === 'ChatMessage' && args.length >= 2) {
    const [role, content, name] = args.map(str);
    return {t: 'message', message: name === undefined ? {role: role ?? '', content: content ?? ''} : {role: role ?? '', content: content ?? '', name}};
  }
  return {t: 'opaque', what: `object:${type}`};
}

function int(value: Value): number {
  if (value.t !== 'int') throw new CannotEvaluate(`expected an int, got a ${value.t}`);
  return value.v;
}

function str(value: Value): string {
  if (value.t !== 'string') throw new CannotEvaluate(`expected a String, got a ${value.t}`);
  return value.v;
}

function ids(value: Value): number[] {
  if (value.t !== 'ids') throw new CannotEvaluate(`expected an IntArrayList, got a ${value.t}`);
  return value.v;
}

/** What System.out.println prints for a value. */
function show(value: Value): string {
  switch (value.t) {
    case 'ids':
    case 'bytes':
      return `[${value.v.join(', ')}]`;
    case 'int':
    case 'bool':
    case 'string':
      return String(value.v);
    case 'encodingType':
      return value.name.toUpperCase();
    case 'modelType':
      return value.constant;
    default:
      throw new CannotEvaluate(`cannot print a ${value.t}`);
  }
}

// ---------------------------------------------------------------------------------------------
// Running the statements of a block.

type Outcome = {value: Value} | {thrown: string};

/** Checks a computed outcome against a result comment; returns a problem or null. */
function verify(result: Result, outcome: Outcome): string | null {
  if ('thrown' in outcome) {
    if (result.kind === 'throws' && result.value === outcome.thrown) return null;
    return `expected ${result.text}, but it throws ${outcome.thrown}`;
  }
  const {value} = outcome;
  switch (result.kind) {
    case 'throws':
      return `expected it to throw ${result.value}, but it returns ${show(value)}`;
    case 'ids':
      if (value.t !== 'ids' && value.t !== 'bytes') return `expected a list ${result.text}, got a ${value.t}`;
      return show(value) === result.text ? null : `expected ${result.text}, gpt-tokenizer gives ${show(value)}`;
    case 'int':
      if (value.t !== 'int') return `expected the number ${result.text}, got a ${value.t}`;
      return value.v === result.value ? null : `expected ${result.text}, gpt-tokenizer gives ${value.v}`;
    case 'bool':
      if (value.t !== 'bool') return `expected ${result.text}, got a ${value.t}`;
      return value.v === result.value ? null : `expected ${result.text}, gpt-tokenizer gives ${value.v}`;
    case 'string':
      if (value.t !== 'string') return `expected a String, got a ${value.t}`;
      return value.v === result.value ? null : `expected ${result.text}, gpt-tokenizer gives ${JSON.stringify(value.v)}`;
  }
}

function evaluate(source: string, env: Env, aliases: Map<string, string>): Outcome {
  try {
    return {value: new Evaluator(tokenize(source), env, aliases).run()};
  } catch (error) {
    if (error instanceof JavaException) return {thrown: error.type};
    throw error;
  }
}

/** Executes a statement; returns its outcome (the value a result comment states). */
function execute(statement: string, env: Env, aliases: Map<string, string>): Outcome {
  const body = statement.replace(/;$/, '').trim();
  const println = /^System\.out\.println\((.*)\)$/s.exec(body);
  if (println) return evaluate(println[1] ?? '', env, aliases);
  const declaration = /^(?:final\s+)?[\w.]+(?:<[\w<>, ?.]*>)?(?:\[\])*\s+(\w+)\s*=\s*(.+)$/s.exec(body);
  if (declaration) {
    const [, name = '', expression = ''] = declaration;
    env.delete(name);
    const outcome = evaluate(expression, env, aliases);
    if ('value' in outcome) env.set(name, outcome.value);
    return outcome;
  }
  return evaluate(body, env, aliases);
}

/** Every result comment of a block, with the problem found (null when it matches). */
function checkBlock(block: JavaBlock): {docLine: number; text: string; problem: string | null}[] {
  const env: Env = new Map();
  if (!block.unit) {
    // The prelude of snippets (see scripts/java-blocks.mjs).
    env.set('registry', {t: 'registry'});
    env.set('enc', {t: 'encoding', name: 'cl100k_base'});
  }
  // An encoding registered from a vocabulary file named like a known encoding is that encoding.
  const aliases = new Map<string, string>();
  const registered = [...block.code.matchAll(/new GptBytePairEncodingParams\(\s*"([^"]+)"/g)].map((match) => match[1] ?? '');
  const files = [...block.code.matchAll(/"(\w+)\.tiktoken"/g)].map((match) => match[1] ?? '');
  if (registered.length === 1 && files.length === 1 && registered[0] && files[0]) aliases.set(registered[0], files[0]);

  const results = new Map(resultStatements(block).map((statement) => [statement.line, statement.result]));
  const checked: {docLine: number; text: string; problem: string | null}[] = [];
  let pending = '';
  block.code.split('\n').forEach((line, index) => {
    const code = splitComment(line).code.trim();
    const result = results.get(index);
    if (code === '') return;
    if (pending === '' && (/^(import|package|@)/.test(code) || /[{}]$/.test(code) || code.startsWith('}'))) return;
    if (/\{$/.test(code)) {
      pending = '';
      return;
    }
    pending = `${pending} ${code}`.trim();
    if (!pending.endsWith(';') || !balanced(pending)) return;
    const statement = pending;
    pending = '';
    if (result === undefined) {
      try {
        execute(statement, env, aliases);
      } catch (error) {
        if (!(error instanceof CannotEvaluate)) throw error;
        const declared = /^(?:final\s+)?[\w.]+(?:<[\w<>, ?.]*>)?(?:\[\])*\s+(\w+)\s*=/.exec(statement);
        if (declared?.[1]) env.delete(declared[1]);
      }
      return;
    }
    let problem: string | null;
    try {
      problem = verify(result, execute(statement, env, aliases));
    } catch (error) {
      if (!(error instanceof CannotEvaluate)) throw error;
      problem = `cannot verify this result comment: ${error.message}`;
    }
    checked.push({docLine: block.startLine + 1 + index, text: result.text, problem});
  });
  const missed = [...results.keys()].filter((line) => !checked.some((entry) => entry.docLine === block.startLine + 1 + line));
  for (const line of missed) {
    checked.push({docLine: block.startLine + 1 + line, text: results.get(line)?.text ?? '', problem: 'not a statement this test can find'});
  }
  return checked;
}


// ---------------------------------------------------------------------------------------------
// The tests.

const pages = docFiles('docs').map((file) => ({file, blocks: javaBlocks(file)}));

test('the docs have Java examples with result comments to check', () => {
  const perPage = pages.map(({file, blocks}) => [file, blocks.flatMap((block) => resultStatements(block)).length] as const);
  for (const [file, count] of perPage) {
    if (pages.find((page) => page.file === file)?.blocks.length) assert.ok(count > 0, `${file} has Java blocks but no result comment`);
  }
  assert.ok(perPage.reduce((sum, [, count]) => sum + count, 0) >= 40);
});

for (const {file, blocks} of pages) {
  if (blocks.length === 0) continue;
  test(`${file}: every result comment is what gpt-tokenizer computes`, () => {
    const problems = blocks
      .flatMap((block) => checkBlock(block))
      .filter((entry) => entry.problem !== null)
      .map((entry) => `${file}:${entry.docLine} // ${entry.text}: ${entry.problem}`);
    assert.deepEqual(problems, []);
  });
}

test('an Output block repeats the result comments of the program above it', () => {
  let compared = 0;
  for (const {blocks} of pages) {
    for (const block of blocks) {
      if (block.output === null) continue;
      const printlns = block.code.split('\n').filter((line) => /System\.out\.println\(/.test(line));
      const commented = resultStatements(block).filter((statement) => statement.statement.startsWith('System.out.println('));
      // Programs whose printed lines have no result comments are checked by running them (check-java-examples).
      if (commented.length !== printlns.length) continue;
      const expected = commented.map(({result}) => (result.kind === 'string' ? result.value : result.text));
      assert.deepEqual(block.output.trimEnd().split('\n'), expected, `${block.id}: Output block`);
      compared += 1;
    }
  }
  assert.ok(compared >= 1, 'the first program on the introduction page has an Output block with result comments');
});

test('chat recipe: the stated totals are what src/lib/chatTokens.ts computes', () => {
  const recipe = pages.find(({file}) => file.endsWith(path.join('recipes', 'chatml.md')));
  assert.ok(recipe, 'the chat recipe page exists');
  // The programs that call the recipe's methods state their totals in result comments.
  const totals = recipe.blocks
    .filter((block) => block.hasMain && /\.countChatTokens(0301)?\(/.test(block.code))
    .flatMap((block) => checkBlock(block));
  // gpt-4o and gpt-4 with the current rule, gpt-3.5-turbo-0301 with the old one.
  assert.equal(totals.length, 3, 'three totals in the recipe');
  assert.deepEqual(totals.filter((entry) => entry.problem !== null), []);
});

test('the result-comment grammar', () => {
  assert.deepEqual(parseResult('[15339, 1917]')?.value, [15339, 1917]);
  assert.equal(parseResult('6')?.value, 6);
  assert.equal(parseResult('"\\uFFFD"')?.value, '\uFFFD');
  assert.equal(parseResult('throws UnsupportedOperationException')?.value, 'UnsupportedOperationException');
  assert.equal(parseResult('loads o200k_base now'), null);
  assert.equal(parseResult('6 tokens'), null);
});

test('a result comment this test cannot evaluate fails instead of being skipped', () => {
  const block: JavaBlock = {
    file: 'example.md',
    lang: 'java',
    meta: '',
    startLine: 1,
    code: 'int size = someList.size(); // 3',
    id: 'example.md:1',
    unit: false,
    className: null,
    hasMain: false,
    output: null,
  };
  const [entry] = checkBlock(block);
  assert.match(entry?.problem ?? '', /cannot verify/);
});

test('a wrong count is reported', () => {
  const block: JavaBlock = {
    file: 'example.md',
    lang: 'java',
    meta: '',
    startLine: 1,
    code: 'int count = enc.countTokens("hello world"); // 3',
    id: 'example.md:1',
    unit: false,
    className: null,
    hasMain: false,
    output: null,
  };
  assert.deepEqual(checkBlock(block).map((entry) => entry.problem), ['expected 3, gpt-tokenizer gives 2']);
});

// Checks the Java examples of the docs without a JDK or a JTokkit jar: a small evaluator for the
// part of Java the examples use (variables, literals, + - * and comparisons, calls on registries,
// encodings, token lists, EncodingResult, Optional, ModelType, EncodingType and the chat
// recipe's methods), with JTokkit 1.1.0's semantics from src/lib/jtokkit.ts and its model table
// from src/lib/models.ts. It decides nothing from the docs' own prose.
//
// What it cannot evaluate (loops, try/catch, encodings a page registers itself, exception
// messages, threads, system properties…) it does not guess: such a result comment or Output
// block is reported as `jar-only`, for scripts/check-java-examples.mjs, which compiles and runs
// every block against the JTokkit jar.
import cl100k from 'gpt-tokenizer/bpeRanks/cl100k_base';
import o200k from 'gpt-tokenizer/bpeRanks/o200k_base';
import p50k from 'gpt-tokenizer/bpeRanks/p50k_base';
import r50k from 'gpt-tokenizer/bpeRanks/r50k_base';
import {
  JTokkitEncoding,
  MalformedTextError,
  SpecialTokenError,
  isEncodingName,
  type EncodingName,
  type RankData,
} from '../../src/lib/jtokkit';
import {MODELS, modelForName} from '../../src/lib/models';
import type {ChatMessage} from '../../src/lib/chatTokens';
import {balanced, resultStatements, splitComment, type JavaBlock, type Result} from '../../scripts/java-blocks.mjs';

/** The constants of the chat recipe's Java methods, by method name, as the page writes them. */
export type ChatConstants = Record<string, {perMessage: number; perName: number; priming: number}>;

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
// The encodings, with JTokkit 1.1.0's semantics (src/lib/jtokkit.ts, held to JTokkit's own
// results by tests/unit/jtokkit.test.ts).

const RANK_DATA: Record<EncodingName, RankData> = {r50k_base: r50k, p50k_base: p50k, p50k_edit: p50k, cl100k_base: cl100k, o200k_base: o200k};
const ENCODINGS = new Map<string, JTokkitEncoding>();

function api(encoding: string): JTokkitEncoding {
  if (!isEncodingName(encoding)) throw new CannotEvaluate(`"${encoding}" is not a built-in encoding`);
  let found = ENCODINGS.get(encoding);
  if (!found) {
    found = new JTokkitEncoding(encoding, RANK_DATA[encoding]);
    ENCODINGS.set(encoding, found);
  }
  return found;
}

/** Runs JTokkit's semantics and turns their errors into what the Java code would see. */
function jtokkit<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof SpecialTokenError) throw new JavaException('UnsupportedOperationException');
    // What JTokkit does with an unpaired surrogate depends on the encoding and on -ea.
    if (error instanceof MalformedTextError) throw new CannotEvaluate('text with an unpaired surrogate');
    if (error instanceof Error && error.message.startsWith('Unknown token for decoding')) throw new JavaException('NullPointerException');
    throw error;
  }
}

function encode(encoding: string, text: string, ordinary: boolean): number[] {
  const enc = api(encoding);
  return jtokkit(() => (ordinary ? enc.encodeOrdinary(text) : enc.encode(text)));
}

function encodeWithLimit(encoding: string, text: string, maxTokens: number, ordinary: boolean): Value {
  const enc = api(encoding);
  const result = jtokkit(() => (ordinary ? enc.encodeOrdinaryWithLimit(text, maxTokens) : enc.encodeWithLimit(text, maxTokens)));
  return {t: 'result', tokens: result.tokens, truncated: result.truncated, last: result.lastProcessedCharacterIndex};
}

function decodeBytes(encoding: string, tokens: number[]): number[] {
  const enc = api(encoding);
  return tokens.flatMap((token) => [...jtokkit(() => enc.tokenBytes(token))]);
}

/** Java's `new String(bytes, UTF_8)`: malformed sequences become U+FFFD. */
function utf8(bytes: number[]): string {
  return new TextDecoder('utf-8', {fatal: false, ignoreBOM: true}).decode(new Uint8Array(bytes.map((b) => b & 0xff)));
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
    private readonly chat: ChatConstants | null,
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
    if (token.text === '-') return {t: 'int', v: -int(this.primary())};
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
    // A variable whose value the evaluator could not compute is not guessed.
    if (/^[a-z]/.test(token.text)) throw new CannotEvaluate(`the value of ${token.text}`);
    return {t: 'opaque', what: `class:${token.text}`};
  }

  private field(target: Value, name: string): Value {
    if (target.t === 'opaque' && target.what === 'class:EncodingType') {
      const encoding = name.toLowerCase();
      if (!isEncodingName(encoding)) throw new CannotEvaluate(`no EncodingType.${name}`);
      return {t: 'encodingType', name: encoding};
    }
    if (target.t === 'opaque' && target.what === 'class:ModelType') {
      if (!MODELS.some((row) => row.constant === name)) throw new CannotEvaluate(`ModelType.${name} is not a constant of JTokkit 1.1.0`);
      return {t: 'modelType', constant: name};
    }
    if (target.t === 'bytes' && name === 'length') return {t: 'int', v: target.v.length};
    throw new CannotEvaluate(`unknown field ${name}`);
  }

  private call(target: Value | null, method: string, args: Value[]): Value {
    const rule = this.chat && Object.hasOwn(this.chat, method) ? this.chat[method] : undefined;
    if (rule !== undefined && (target === null || target.t === 'opaque')) {
      const [encoding, messages] = args;
      if (encoding?.t !== 'encoding' || messages?.t !== 'list') throw new CannotEvaluate(`${method} needs an encoding and a list`);
      const list = messages.v.map((message) => {
        if (message.t !== 'message') throw new CannotEvaluate('not a ChatMessage');
        return message.message;
      });
      // The method as the page writes it: the constants are read from its Java source.
      const count = (text: string) => encode(encoding.name, text, true).length;
      let total = rule.priming;
      for (const message of list) {
        total += rule.perMessage + count(message.role) + count(message.content);
        if (message.name !== undefined && message.name !== '') total += count(message.name) + rule.perName;
      }
      return {t: 'int', v: total};
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
        return registryCall(method, arg(0));
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
  // Enum valueOf takes the constant's name (CL100K_BASE), not the encoding's or the model's.
  if (className === 'EncodingType' && method === 'valueOf' && name !== null) {
    const encoding = name.toLowerCase();
    if (name !== name.toUpperCase() || !isEncodingName(encoding)) throw new JavaException('IllegalArgumentException');
    return {t: 'encodingType', name: encoding};
  }
  if (className === 'ModelType' && method === 'valueOf' && name !== null) {
    if (!MODELS.some((row) => row.constant === name)) throw new JavaException('IllegalArgumentException');
    return {t: 'modelType', constant: name};
  }
  if (className === 'EncodingType' && method === 'fromName' && name !== null) {
    return {t: 'optional', v: isEncodingName(name) ? {t: 'encodingType', name} : null};
  }
  if (className === 'Arrays' && method === 'asList') return {t: 'list', v: args};
  if (className === 'Arrays' && method === 'toString' && (args[0]?.t === 'bytes' || args[0]?.t === 'ids')) {
    return {t: 'string', v: `[${args[0].v.join(', ')}]`};
  }
  throw new CannotEvaluate(`unknown static method ${className}.${method}`);
}

function registryCall(method: string, arg: Value): Value {
  if (method === 'getEncoding' && arg.t === 'encodingType') return {t: 'encoding', name: arg.name};
  if (method === 'getEncodingForModel' && arg.t === 'modelType') {
    const row = MODELS.find((candidate) => candidate.constant === arg.constant);
    if (!row) throw new CannotEvaluate(`ModelType.${arg.constant}`);
    return {t: 'encoding', name: row.encoding};
  }
  // Only the built-in encodings: whatever a page registers itself is for the jar step to run.
  if (method === 'getEncoding' && arg.t === 'string') {
    if (!isEncodingName(arg.v)) throw new CannotEvaluate(`an encoding named "${arg.v}" that a page may register`);
    return {t: 'optional', v: {t: 'encoding', name: arg.v}};
  }
  if (method === 'getEncodingForModel' && arg.t === 'string') {
    const model = modelForName(arg.v);
    return {t: 'optional', v: model ? {t: 'encoding', name: model.encoding} : null};
  }
  throw new CannotEvaluate(`registry method ${method}`);
}

function construct(type: string, args: Value[]): Value {
  if (type === 'IntArrayList') {
    const capacity = args[0];
    if (capacity?.t === 'int' && capacity.v < 0) throw new JavaException('IllegalArgumentException');
    return {t: 'ids', v: []};
  }
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
      return show(value) === result.text ? null : `expected ${result.text}, JTokkit's semantics give ${show(value)}`;
    case 'int':
      if (value.t !== 'int') return `expected the number ${result.text}, got a ${value.t}`;
      return value.v === result.value ? null : `expected ${result.text}, JTokkit's semantics give ${value.v}`;
    case 'bool':
      if (value.t !== 'bool') return `expected ${result.text}, got a ${value.t}`;
      return value.v === result.value ? null : `expected ${result.text}, JTokkit's semantics give ${value.v}`;
    case 'string':
      if (value.t !== 'string') return `expected a String, got a ${value.t}`;
      return value.v === result.value ? null : `expected ${result.text}, JTokkit's semantics give ${JSON.stringify(value.v)}`;
  }
}

function evaluate(source: string, env: Env, chat: ChatConstants | null): Outcome {
  try {
    return {value: new Evaluator(tokenize(source), env, chat).run()};
  } catch (error) {
    if (error instanceof JavaException) return {thrown: error.type};
    throw error;
  }
}

/** Executes a statement; returns its outcome (the value a result comment states). */
export function execute(statement: string, env: Env, chat: ChatConstants | null): Outcome {
  const body = statement.replace(/;$/, '').trim();
  const println = /^System\.out\.println\((.*)\)$/s.exec(body);
  if (println) return evaluate(println[1] ?? '', env, chat);
  const declaration = /^(?:final\s+)?[\w.]+(?:<[\w<>, ?.]*>)?(?:\[\])*\s+(\w+)\s*=\s*(.+)$/s.exec(body);
  if (declaration) {
    const [, name = '', expression = ''] = declaration;
    env.delete(name);
    const outcome = evaluate(expression, env, chat);
    if ('value' in outcome) env.set(name, outcome.value);
    return outcome;
  }
  return evaluate(body, env, chat);
}

// ---------------------------------------------------------------------------------------------
// Checking blocks.

/** `pass`: the comment is what JTokkit gives; `fail`: it is not; `jar-only`: only running it can tell. */
export type Check = {docLine: number; text: string; status: 'pass' | 'fail' | 'jar-only'; detail: string};

type Statement = {index: number; code: string};

/** The statements of a block, joined across lines; `null` where a line opens or closes a block of code. */
function statementsOf(block: JavaBlock): (Statement | null)[] {
  const out: (Statement | null)[] = [];
  let pending = '';
  block.code.split('\n').forEach((line, index) => {
    const code = splitComment(line).code.trim();
    if (code === '') return;
    if (pending === '' && /^(import|package|@)/.test(code)) return;
    if (pending === '' && (/[{}]$/.test(code) || code.startsWith('}'))) {
      out.push(null);
      return;
    }
    pending = `${pending} ${code}`.trim();
    if (!pending.endsWith(';') || !balanced(pending)) return;
    out.push({index, code: pending});
    pending = '';
  });
  return out;
}

function preludeOf(block: JavaBlock): Env {
  const env: Env = new Map();
  if (!block.unit) {
    // The prelude of snippets (see scripts/java-blocks.mjs).
    env.set('registry', {t: 'registry'});
    env.set('enc', {t: 'encoding', name: 'cl100k_base'});
  }
  return env;
}

function forget(statement: string, env: Env): void {
  const declared = /^(?:final\s+)?[\w.]+(?:<[\w<>, ?.]*>)?(?:\[\])*\s+(\w+)\s*=/.exec(statement);
  if (declared?.[1]) env.delete(declared[1]);
}

/** Every result comment of a block, checked. */
export function checkBlock(block: JavaBlock, chat: ChatConstants | null = null): Check[] {
  const env = preludeOf(block);
  const results = new Map(resultStatements(block).map((statement) => [statement.line, statement.result]));
  const checked: Check[] = [];
  for (const statement of statementsOf(block)) {
    if (statement === null) continue;
    const result = results.get(statement.index);
    const docLine = block.startLine + 1 + statement.index;
    if (result === undefined) {
      try {
        execute(statement.code, env, chat);
      } catch (error) {
        if (!(error instanceof CannotEvaluate)) throw error;
        // A value this evaluator does not know is not guessed: what depends on it is jar-only.
        forget(statement.code, env);
      }
      continue;
    }
    try {
      const problem = verify(result, execute(statement.code, env, chat));
      checked.push({docLine, text: result.text, status: problem === null ? 'pass' : 'fail', detail: problem ?? ''});
    } catch (error) {
      if (!(error instanceof CannotEvaluate)) throw error;
      forget(statement.code, env);
      checked.push({docLine, text: result.text, status: 'jar-only', detail: error.message});
    }
  }
  for (const [line, result] of results) {
    const docLine = block.startLine + 1 + line;
    if (!checked.some((entry) => entry.docLine === docLine)) {
      checked.push({docLine, text: result.text, status: 'fail', detail: 'not a statement this evaluator can find'});
    }
  }
  return checked;
}

// Statements that mean the program's output depends on control flow this evaluator does not run.
const CONTROL_FLOW = /^(?:for|while|do|if|else|switch|try|catch|finally|synchronized)\b|\}\s*(?:catch|finally|else)\b/;

/**
 * What a program prints, computed statement by statement, or why only running it can tell. Only
 * programs whose `main` is a straight sequence of statements, with no other method, are computed.
 */
export function simulateOutput(block: JavaBlock, chat: ChatConstants | null = null): {lines: string[]} | {jarOnly: string} {
  if (!block.hasMain) return {jarOnly: 'not a program with a main method'};
  const lines = block.code.split('\n').map((line) => splitComment(line).code.trim());
  if (lines.some((line) => CONTROL_FLOW.test(line))) return {jarOnly: 'control flow (a loop, a condition or try/catch)'};
  const methods = lines.filter((line) => /^(?:public|private|protected|static)\b.*\)\s*(?:throws [\w., ]+)?\{$/.test(line));
  if (methods.length !== 1) return {jarOnly: 'methods besides main'};
  const env = preludeOf(block);
  const printed: string[] = [];
  for (const statement of statementsOf(block)) {
    if (statement === null) continue;
    const body = statement.code.replace(/;$/, '').trim();
    const println = /^System\.out\.println\((.*)\)$/s.exec(body);
    try {
      const outcome = println ? evaluate(println[1] ?? '', env, chat) : execute(statement.code, env, chat);
      if ('thrown' in outcome) return {jarOnly: `line ${block.startLine + 1 + statement.index} throws ${outcome.thrown}`};
      if (println) printed.push(show(outcome.value));
    } catch (error) {
      if (!(error instanceof CannotEvaluate)) throw error;
      return {jarOnly: `line ${block.startLine + 1 + statement.index}: ${error.message}`};
    }
  }
  return {lines: printed};
}

/**
 * The constants of the chat recipe's methods, read from their Java source: `countChatTokens`
 * names them as constants, `countChatTokens0301` writes them as literals.
 */
export function chatConstants(blocks: readonly JavaBlock[]): ChatConstants {
  const constants: ChatConstants = {};
  const number = (code: string, pattern: RegExp, what: string): number => {
    const match = pattern.exec(code);
    if (!match?.[1]) throw new Error(`the chat recipe's Java no longer has ${what}`);
    return Number(match[1]);
  };
  for (const block of blocks) {
    if (/static int countChatTokens\(/.test(block.code)) {
      constants.countChatTokens = {
        perMessage: number(block.code, /TOKENS_PER_MESSAGE = (\d+);/, 'TOKENS_PER_MESSAGE'),
        perName: number(block.code, /TOKENS_PER_NAME = (-?\d+);/, 'TOKENS_PER_NAME'),
        priming: number(block.code, /REPLY_PRIMING_TOKENS = (\d+);/, 'REPLY_PRIMING_TOKENS'),
      };
    }
    if (/static int countChatTokens0301\(/.test(block.code)) {
      constants.countChatTokens0301 = {
        perMessage: number(block.code, /^\s*total \+= (\d+);/m, 'the tokens per message'),
        perName: -number(block.code, /countTokensOrdinary\(message\.name\) - (\d+);/, 'the name adjustment'),
        priming: number(block.code, /int total = (\d+);/, 'the reply priming'),
      };
    }
  }
  return constants;
}

/** ChatMessage as the recipe declares it; exported for the evaluator's own tests. */
export type {ChatMessage};

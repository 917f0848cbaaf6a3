// Checks the Java examples of the docs without a JDK or a JTokkit jar: a small evaluator for the
// part of Java the examples use (variables and assignments, literals and array initializers,
// + - * and comparisons, calls on registries, encodings, token lists, EncodingResult, Optional,
// ModelType, EncodingType and the chat recipe's methods; for-each over a known array or list,
// if/else on a known condition, try/catch/finally), with JTokkit 1.1.0's semantics from
// src/lib/jtokkit.ts and its model table from src/lib/models.ts. It decides nothing from the
// docs' own prose.
//
// What it cannot evaluate (other loops, lambdas, encodings a page registers itself, most
// exception messages, threads, system properties…) it does not guess: such a result comment or
// Output block is reported as `jar-only`, for scripts/check-java-examples.ts, which compiles and
// runs every block against the JTokkit jar. Whatever such code may change (what it assigns, and
// the receiver and arguments of a call it does not know) is forgotten, so that no later result is
// computed from a stale value.
import cl100k from 'gpt-tokenizer/bpeRanks/cl100k_base';
import o200k from 'gpt-tokenizer/bpeRanks/o200k_base';
import p50k from 'gpt-tokenizer/bpeRanks/p50k_base';
import r50k from 'gpt-tokenizer/bpeRanks/r50k_base';
import {
  JTOKKIT_SPECIAL_TOKEN_MESSAGE,
  JTokkitEncoding,
  MalformedTextError,
  SpecialTokenError,
  isEncodingName,
  type EncodingName,
  type RankData,
} from '../../src/lib/jtokkit';
import {MODELS, modelForName} from '../../src/lib/models';
import type {ChatMessage} from '../../src/lib/chatTokens';
import {balanced, resultStatements, splitComment, type JavaBlock, type Result} from '../../scripts/java-blocks';

/** The constants of the chat recipe's Java methods, by method name, as the page writes them. */
export type ChatConstants = Record<string, {perMessage: number; perName: number; priming: number}>;

type Value =
  | {t: 'registry'}
  | {t: 'encoding'; name: string}
  /** An IntArrayList, or with `boxed` the List<Integer> that IntArrayList.boxed() returns. */
  | {t: 'ids'; v: number[]; boxed?: boolean}
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
  | {t: 'exception'; type: string; message: string | null}
  | {t: 'opaque'; what: string};

/** An exception that the Java code would throw. */
class JavaException extends Error {
  /** `message`: what getMessage() returns, when src/lib/jtokkit.ts knows JTokkit's; else unknown. */
  constructor(
    readonly type: string,
    readonly javaMessage: string | null = null,
  ) {
    super(type);
  }
}

/** Something this evaluator does not understand. */
class CannotEvaluate extends Error {}

// ---------------------------------------------------------------------------------------------
// The encodings, with JTokkit 1.1.0's semantics (src/lib/jtokkit.ts, held to JTokkit's own
// results by tests/unit/jtokkit.test.ts).

const RANK_DATA: Record<EncodingName, RankData> = {
  r50k_base: r50k,
  p50k_base: p50k,
  p50k_edit: p50k,
  cl100k_base: cl100k,
  o200k_base: o200k,
};
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
    if (error instanceof SpecialTokenError)
      throw new JavaException('UnsupportedOperationException', JTOKKIT_SPECIAL_TOKEN_MESSAGE);
    // What JTokkit does with an unpaired surrogate depends on the encoding and on -ea.
    if (error instanceof MalformedTextError) throw new CannotEvaluate('text with an unpaired surrogate');
    if (error instanceof Error && error.message.startsWith('Unknown token for decoding'))
      throw new JavaException('NullPointerException');
    throw error;
  }
}

function encode(encoding: string, text: string, ordinary: boolean): number[] {
  const enc = api(encoding);
  return jtokkit(() => (ordinary ? enc.encodeOrdinary(text) : enc.encode(text)));
}

function encodeWithLimit(encoding: string, text: string, maxTokens: number, ordinary: boolean): Value {
  const enc = api(encoding);
  const result = jtokkit(() =>
    ordinary ? enc.encodeOrdinaryWithLimit(text, maxTokens) : enc.encodeWithLimit(text, maxTokens),
  );
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
  const pattern =
    /\s+|("(?:[^"\\]|\\.)*")|(\d+)|([A-Za-z_$][\w$]*)|(->|::|<=|>=|==|!=|&&|\|\||[-+*/<>!.,()[\]{}=?:;])/y;
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
      const results: Record<string, boolean> = {
        '<=': a <= b,
        '<': a < b,
        '>=': a >= b,
        '>': a > b,
        '==': a === b,
        '!=': a !== b,
      };
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
      const parts = this.tokens.slice(start, end);
      if (functional && parts.length === 3 && parts[1]?.text === '::') {
        // A method reference such as Encoding::getName, for Optional.map.
        values.push({t: 'opaque', what: `ref:${parts[2]?.text ?? '?'}`});
        this.position = end;
      } else if (functional) {
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
    if (token.text === '{') return this.arrayInitializer();
    if (token.text === 'new') {
      const type = this.take().text;
      if (this.peek()?.text === '[') {
        while (this.peek()?.text === '[') {
          this.take('[');
          this.take(']');
        }
        this.take('{');
        return this.arrayInitializer();
      }
      return construct(type, this.args(type));
    }
    if (token.kind !== 'ident') throw new CannotEvaluate(`unexpected "${token.text}"`);
    if (token.text === 'true' || token.text === 'false') return {t: 'bool', v: token.text === 'true'};
    if (this.peek()?.text === '(') return this.call(null, token.text, this.args(token.text));
    const variable = this.env.get(token.text);
    if (variable) return variable;
    // A variable whose value the evaluator could not compute is not guessed.
    if (/^[a-z]/.test(token.text)) throw new CannotEvaluate(`the value of ${token.text}`);
    return {t: 'opaque', what: `class:${token.text}`};
  }

  /** `{a, b, c}` (after its `{`), a trailing comma allowed: an array, held as a list. */
  private arrayInitializer(): Value {
    const values: Value[] = [];
    while (this.peek()?.text !== '}') {
      values.push(this.expression());
      if (this.peek()?.text === ',') this.position += 1;
      else if (this.peek()?.text !== '}') throw new CannotEvaluate('bad array initializer');
    }
    this.take('}');
    return {t: 'list', v: values};
  }

  private field(target: Value, name: string): Value {
    if (target.t === 'opaque' && target.what === 'class:EncodingType') {
      const encoding = name.toLowerCase();
      if (!isEncodingName(encoding)) throw new CannotEvaluate(`no EncodingType.${name}`);
      return {t: 'encodingType', name: encoding};
    }
    if (target.t === 'opaque' && target.what === 'class:ModelType') {
      if (!MODELS.some((row) => row.constant === name))
        throw new CannotEvaluate(`ModelType.${name} is not a constant of JTokkit 1.1.0`);
      return {t: 'modelType', constant: name};
    }
    if (target.t === 'bytes' && name === 'length') return {t: 'int', v: target.v.length};
    throw new CannotEvaluate(`unknown field ${name}`);
  }

  private call(target: Value | null, method: string, args: Value[]): Value {
    const rule = this.chat && Object.hasOwn(this.chat, method) ? this.chat[method] : undefined;
    if (rule !== undefined && (target === null || target.t === 'opaque')) {
      const [encoding, messages] = args;
      if (encoding?.t !== 'encoding' || messages?.t !== 'list')
        throw new CannotEvaluate(`${method} needs an encoding and a list`);
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
            const index = int(arg(0));
            const value = target.v[index];
            if (value === undefined) {
              if (target.boxed) throw new JavaException('IndexOutOfBoundsException');
              if (index < 0) throw new JavaException('ArrayIndexOutOfBoundsException');
              // IntArrayList.get reads its array without checking size(): past the end it returns
              // whatever the array holds there, or throws past its capacity, which is not tracked here.
              throw new CannotEvaluate('IntArrayList.get past size() reads the array behind the list');
            }
            return {t: 'int', v: value};
          }
          case 'equals': {
            // IntArrayList equals only another IntArrayList; a boxed List<Integer> equals any List.
            const other = arg(0);
            const asList = (value: Value): string | null =>
              value.t === 'ids' && (value.boxed ?? false) === (target.boxed ?? false)
                ? value.v.join()
                : target.boxed && value.t === 'list' && value.v.every((item) => item.t === 'int')
                  ? value.v.map((item) => (item as {v: number}).v).join()
                  : null;
            return {t: 'bool', v: asList(other) === target.v.join()};
          }
          case 'boxed':
            return {t: 'ids', v: [...target.v], boxed: true};
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
        if (method === 'map') {
          const ref = arg(0);
          if (ref.t !== 'opaque' || !ref.what.startsWith('ref:')) throw new CannotEvaluate('Optional.map of a lambda');
          return {t: 'optional', v: target.v === null ? null : this.call(target.v, ref.what.slice(4), [])};
        }
        if (method === 'get' || method === 'orElseThrow') {
          if (target.v !== null) return target.v;
          const supplier = args[0];
          if (supplier?.t === 'opaque' && supplier.what.startsWith('exception:'))
            throw new JavaException(supplier.what.slice(10));
          throw new JavaException('NoSuchElementException', 'No value present');
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
      case 'exception':
        if (method === 'getMessage') {
          if (target.message === null) throw new CannotEvaluate(`the message of ${target.type}`);
          return {t: 'string', v: target.message};
        }
        break;
      case 'list':
        if (method === 'size') return {t: 'int', v: target.v.length};
        if (method === 'get') {
          const value = target.v[int(arg(0))];
          if (value === undefined) throw new JavaException('IndexOutOfBoundsException');
          return value;
        }
        break;
      case 'string':
        if (method === 'length') return {t: 'int', v: target.v.length};
        if (method === 'isEmpty') return {t: 'bool', v: target.v.length === 0};
        if (method === 'substring') {
          const begin = int(arg(0));
          const end = args.length > 1 ? int(arg(1)) : target.v.length;
          if (begin < 0 || end > target.v.length || begin > end)
            throw new JavaException('StringIndexOutOfBoundsException');
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
    return {
      t: 'message',
      message:
        name === undefined
          ? {role: role ?? '', content: content ?? ''}
          : {role: role ?? '', content: content ?? '', name},
    };
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

type Outcome = {value: Value} | {thrown: string; message: string | null};

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
      return value.v === result.value
        ? null
        : `expected ${result.text}, JTokkit's semantics give ${JSON.stringify(value.v)}`;
  }
}

function evaluate(source: string, env: Env, chat: ChatConstants | null): Outcome {
  try {
    return {value: new Evaluator(tokenize(source), env, chat).run()};
  } catch (error) {
    if (error instanceof JavaException) return {thrown: error.type, message: error.javaMessage};
    throw error;
  }
}

const DECLARATION = /^(?:final\s+)?[\w.]+(?:<[\w<>, ?.]*>)?(?:\[\])*\s+(\w+)\s*=\s*(.+)$/s;

/** Executes a statement; returns its outcome (the value a result comment states). */
export function execute(statement: string, env: Env, chat: ChatConstants | null): Outcome {
  const body = statement.replace(/;$/, '').trim();
  const println = /^System\.out\.println\((.*)\)$/s.exec(body);
  if (println) return evaluate(println[1] ?? '', env, chat);
  const declaration = DECLARATION.exec(body);
  if (declaration) {
    const [, name = '', expression = ''] = declaration;
    env.delete(name);
    const outcome = evaluate(expression, env, chat);
    if ('value' in outcome) env.set(name, outcome.value);
    return outcome;
  }
  // An assignment to a variable: its value is the new one, or unknown from here on.
  const assignment = /^(\w+)\s*(=|\+=|-=)(?!=)\s*(.+)$/s.exec(body) ?? /^(\w+)\s*(\+\+|--)$/.exec(body);
  if (assignment) {
    const [, name = '', op = '', expression = ''] = assignment;
    const old = env.get(name);
    env.delete(name);
    let source = expression;
    if (op !== '=') {
      if (!old) throw new CannotEvaluate(`the value of ${name}`);
      env.set('$old', old);
      source = op === '++' || op === '--' ? `$old ${op[0]} 1` : `$old ${op[0]} (${expression})`;
    }
    const outcome = evaluate(source, env, chat);
    env.delete('$old');
    if ('value' in outcome) env.set(name, outcome.value);
    return outcome;
  }
  return evaluate(body, env, chat);
}

// ---------------------------------------------------------------------------------------------
// Checking blocks: the statements of a block as a tree of nested blocks, run like Java runs them
// where the evaluator knows the construct (straight code, for-each over a known array or list,
// if/else with a known condition, try/catch/finally), and never guessed where it does not.

/** `pass`: the comment is what JTokkit gives; `fail`: it is not; `jar-only`: only running it can tell. */
export type Check = {docLine: number; text: string; status: 'pass' | 'fail' | 'jar-only'; detail: string};

type Stmt = {kind: 'stmt'; index: number; code: string};
type Block = {kind: 'block'; index: number; header: string; children: Node[]; end: number};
type Node = Stmt | Block;

/** The statements of a block, joined across lines, nested in the blocks that `{` … `}` make. */
function parse(block: JavaBlock): Block {
  const root: Block = {kind: 'block', index: -1, header: '', children: [], end: Number.MAX_SAFE_INTEGER};
  const stack: Block[] = [root];
  const top = (): Block => stack[stack.length - 1] ?? root;
  let pending = '';
  let pendingIndex = 0;
  block.code.split('\n').forEach((line, index) => {
    let code = splitComment(line).code.trim();
    if (code === '') return;
    if (pending === '' && /^(import|package)\b/.test(code)) return;
    if (pending === '' && /^@\w+$/.test(code)) return;
    // `}` closes a block; `} catch (…) {`, `} else {` open the next one, `});` ends a lambda's statement.
    while (pending === '' && code.startsWith('}')) {
      const closed = stack.pop();
      if (closed) closed.end = index;
      code = code.slice(1).trim();
      if (/^[);,]+$/.test(code)) code = '';
    }
    if (code === '') return;
    if (pending === '') pendingIndex = index;
    const text = pending === '' ? code : `${pending} ${code}`;
    if (text.endsWith('{') && !/(?:=|new\s+[\w.]+(?:\s*\[\s*\])+)\s*\{$/.test(text)) {
      const opened: Block = {
        kind: 'block',
        index: pendingIndex,
        header: text.slice(0, -1).trim(),
        children: [],
        end: Number.MAX_SAFE_INTEGER,
      };
      top().children.push(opened);
      stack.push(opened);
      pending = '';
      return;
    }
    if (text.endsWith(';') && balanced(text) && bracesClosed(text)) {
      // The statement's line is the one its result comment is on: the last one.
      top().children.push({kind: 'stmt', index, code: text});
      pending = '';
      return;
    }
    pending = text;
  });
  return root;
}

function bracesClosed(code: string): boolean {
  let depth = 0;
  let quote: string | null = null;
  for (let i = 0; i < code.length; i++) {
    const c = code[i];
    if (quote !== null) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '{') depth++;
    else if (c === '}') depth--;
  }
  return depth === 0;
}

const KEYWORDS = new Set([
  'if',
  'for',
  'while',
  'switch',
  'catch',
  'synchronized',
  'return',
  'new',
  'else',
  'try',
  'do',
]);

type Kind =
  | {kind: 'class'}
  | {kind: 'method'; name: string}
  | {kind: 'plain'}
  | {kind: 'try'}
  | {kind: 'catch'; types: string[]; name: string}
  | {kind: 'finally'}
  | {kind: 'foreach'; name: string; iterable: string}
  | {kind: 'if'; condition: string}
  | {kind: 'else-if'; condition: string}
  | {kind: 'else'}
  | {kind: 'unknown'};

function kindOf(header: string): Kind {
  if (/^(?:(?:public|private|protected|static|final|abstract)\s+)*(?:class|interface|enum)\b/.test(header))
    return {kind: 'class'};
  const method =
    /^(?:(?:public|private|protected|static|final|synchronized)\s+)*[\w.<>[\], ?]+\s+(\w+)\s*\([^)]*\)\s*(?:throws\s+[\w., ]+)?$/.exec(
      header,
    );
  if (method?.[1] && !KEYWORDS.has(method[1]) && !/^(?:else|return|new)\b/.test(header))
    return {kind: 'method', name: method[1]};
  if (header === '') return {kind: 'plain'};
  if (header === 'try') return {kind: 'try'};
  if (header === 'finally') return {kind: 'finally'};
  const caught = /^catch\s*\(\s*(?:final\s+)?([\w.]+(?:\s*\|\s*[\w.]+)*)\s+(\w+)\s*\)$/.exec(header);
  if (caught)
    return {kind: 'catch', types: (caught[1] ?? '').split('|').map((type) => type.trim()), name: caught[2] ?? ''};
  const loop = /^for\s*\(\s*(?:final\s+)?[\w.<>[\]]+\s+(\w+)\s*:\s*(.+)\)$/.exec(header);
  if (loop) return {kind: 'foreach', name: loop[1] ?? '', iterable: loop[2] ?? ''};
  const elseIf = /^else\s+if\s*\((.*)\)$/.exec(header);
  if (elseIf) return {kind: 'else-if', condition: elseIf[1] ?? ''};
  const condition = /^if\s*\((.*)\)$/.exec(header);
  if (condition) return {kind: 'if', condition: condition[1] ?? ''};
  if (header === 'else') return {kind: 'else'};
  return {kind: 'unknown'};
}

// The exceptions the examples meet, each with its superclass, for matching catch clauses.
const SUPERCLASS: Record<string, string> = {
  UnsupportedOperationException: 'RuntimeException',
  IllegalArgumentException: 'RuntimeException',
  IllegalStateException: 'RuntimeException',
  NullPointerException: 'RuntimeException',
  IndexOutOfBoundsException: 'RuntimeException',
  StringIndexOutOfBoundsException: 'IndexOutOfBoundsException',
  NoSuchElementException: 'RuntimeException',
  RuntimeException: 'Exception',
  Exception: 'Throwable',
};

/** Whether a catch clause for `caught` catches `thrown`; null if the evaluator cannot tell. */
function catches(caught: string, thrown: string): boolean | null {
  const name = caught.replace(/^java\.\w+\./, '');
  for (let type: string | undefined = thrown; type !== undefined; type = SUPERCLASS[type]) {
    if (type === name) return true;
  }
  return name in SUPERCLASS || name === 'Throwable' || name === 'Error' || name === 'AssertionError' ? false : null;
}

// Methods that change nothing the evaluator tracks: every other call may change its receiver and
// its arguments (registering an encoding changes a registry, add changes a list).
const PURE = new Set([
  'println',
  'getName',
  'encode',
  'encodeOrdinary',
  'countTokens',
  'countTokensOrdinary',
  'decode',
  'decodeBytes',
  'size',
  'isEmpty',
  'get',
  'equals',
  'boxed',
  'toArray',
  'getTokens',
  'isTruncated',
  'getLastProcessedCharacterIndex',
  'isPresent',
  'orElse',
  'orElseThrow',
  'map',
  'getEncodingType',
  'getMaxContextLength',
  'length',
  'substring',
  'fromName',
  'valueOf',
  'asList',
  'toString',
  'getEncoding',
  'getEncodingForModel',
  'getMessage',
  'newDefaultEncodingRegistry',
  'newLazyEncodingRegistry',
]);

/** The variables a statement may change: what it assigns, and whatever a call it makes may change. */
function touched(code: string): string[] {
  const names = new Set<string>();
  const calls = [...code.matchAll(/(?<!new\s)\b([A-Za-z_$][\w$]*)\s*\(/g)].map((match) => match[1] ?? '');
  if (calls.some((name) => !PURE.has(name) && !KEYWORDS.has(name))) {
    for (const match of code.matchAll(/\b[a-z_$][\w$]*\b/g)) names.add(match[0]);
  }
  for (const match of code.matchAll(/\b([A-Za-z_$][\w$]*)\s*(?:[-+*/]?=(?!=)|\+\+|--)/g)) names.add(match[1] ?? '');
  for (const match of code.matchAll(/(?:\+\+|--)\s*([A-Za-z_$][\w$]*)/g)) names.add(match[1] ?? '');
  return [...names];
}

/** All statements and headers under a node, for what a block the evaluator does not run may change. */
function allCode(node: Node): string[] {
  return node.kind === 'stmt' ? [node.code] : [node.header, ...node.children.flatMap(allCode)];
}

/** Thrown through the run of a block: an exception of the Java code, as it propagates. */
class Propagating extends Error {
  constructor(
    readonly type: string,
    readonly javaMessage: string | null,
    readonly docLine: number,
  ) {
    super(type);
  }
}

/** The run of one block: its checks and, for a program's main, what it prints. */
class Run {
  readonly checks = new Map<number, Check>();
  /** What `main` printed; null once something in main is not computed (then `why` says what). */
  printed: string[] | null = [];
  why = '';
  ranMain = false;
  /** How many times something was not computed: after that, whether code ran or threw is not known. */
  private unknowns = 0;
  private inMain = false;

  constructor(
    private readonly block: JavaBlock,
    private readonly results: Map<number, Result>,
    private readonly chat: ChatConstants | null,
  ) {}

  private docLine(index: number): number {
    return this.block.startLine + 1 + index;
  }

  /** Records a check; a line checked more than once (in a loop) is as bad as its worst run. */
  private record(index: number, status: Check['status'], detail: string): void {
    const result = this.results.get(index);
    if (!result) return;
    const docLine = this.docLine(index);
    const rank = {pass: 0, 'jar-only': 1, fail: 2};
    const old = this.checks.get(docLine);
    if (old && rank[old.status] >= rank[status]) return;
    this.checks.set(docLine, {docLine, text: result.text, status, detail});
  }

  /** What the program prints can no longer be computed. */
  private lose(why: string): void {
    if (this.inMain && this.printed !== null) {
      this.printed = null;
      this.why = why;
    }
  }

  /** A block, or part of one, that is not run here: its result comments are jar-only, and what it may change is forgotten. */
  private skip(nodes: Node[], env: Env, why: string): void {
    this.unknowns += 1;
    for (const node of nodes) {
      if (node.kind === 'stmt') this.record(node.index, 'jar-only', why);
      else {
        if (this.results.has(node.index)) this.record(node.index, 'jar-only', why);
        this.skip(node.children, env, why);
      }
      for (const code of allCode(node)) for (const name of touched(code)) env.delete(name);
    }
    this.lose(why);
  }

  /** Code that is never reached: a result comment there is never run, which the jar step reports too. */
  private unreachable(nodes: Node[], why: string): void {
    for (const node of nodes) {
      if (node.kind === 'stmt') this.record(node.index, 'fail', `never reached: ${why}`);
      else this.unreachable(node.children, why);
    }
  }

  statement(node: Stmt, env: Env): void {
    const result = this.results.get(node.index);
    const line = this.docLine(node.index);
    const println = /^System\.out\.println\((.*)\);$/s.exec(node.code);
    let outcome: Outcome;
    try {
      outcome = execute(node.code, env, this.chat);
    } catch (error) {
      if (!(error instanceof CannotEvaluate)) throw error;
      // A value this evaluator does not know is not guessed: what depends on it is jar-only.
      for (const name of touched(node.code)) env.delete(name);
      this.unknowns += 1;
      this.record(node.index, 'jar-only', error.message);
      this.lose(`line ${line}: ${error.message}`);
      return;
    }
    if (result) {
      let problem: string | null;
      try {
        problem = verify(result, outcome);
      } catch (error) {
        if (!(error instanceof CannotEvaluate)) throw error;
        // A value the evaluator cannot show, such as an encoding, is not compared here.
        this.record(node.index, 'jar-only', error.message);
        return;
      }
      this.record(node.index, problem === null ? 'pass' : 'fail', problem ?? '');
      // The jar step reports a \`// throws\` statement's exception and goes on (see check-java-examples.ts).
      if (result.kind === 'throws') return;
    }
    if ('thrown' in outcome) throw new Propagating(outcome.thrown, outcome.message, line);
    if (println && this.inMain && this.printed !== null) {
      try {
        this.printed.push(show(outcome.value));
      } catch (error) {
        if (!(error instanceof CannotEvaluate)) throw error;
        this.lose(`line ${line}: ${error.message}`);
      }
    }
  }

  /** Runs a list of nodes in order; an exception propagates out of it as Propagating. */
  nodes(nodes: Node[], env: Env): void {
    for (let i = 0; i < nodes.length; i++) {
      const node = nodes[i];
      if (!node) continue;
      // JTokkit reads system properties when it creates an encoding (the tokenizer threshold):
      // from a System.setProperty on, what the code does is left to the jar step.
      if (node.kind === 'stmt' && /^System\.setProperty\(/.test(node.code)) {
        this.skip(nodes.slice(i), env, 'a system property can change what JTokkit does from here on');
        return;
      }
      try {
        if (node.kind === 'stmt') this.statement(node, env);
        else i = this.compound(nodes, i, env);
      } catch (error) {
        if (error instanceof Propagating)
          this.unreachable(nodes.slice(i + 1), `line ${error.docLine} throws ${error.type}`);
        throw error;
      }
    }
  }

  /** Runs the block at nodes[i] with the blocks that belong to it (catch, else); returns the last index used. */
  private compound(nodes: Node[], i: number, env: Env): number {
    const node = nodes[i] as Block;
    const kind = kindOf(node.header);
    const following = (accept: (kind: Kind) => boolean): Block[] => {
      const found: Block[] = [];
      for (let j = i + 1; j < nodes.length; j++) {
        const next = nodes[j];
        if (next?.kind !== 'block' || !accept(kindOf(next.header))) break;
        found.push(next);
      }
      return found;
    };
    switch (kind.kind) {
      case 'class':
        for (const child of node.children) {
          if (child.kind === 'block') this.compound([child], 0, new Map());
          else this.skip([child], new Map(), 'a field of a class');
        }
        return i;
      case 'method': {
        const main = kind.name === 'main';
        const wasMain = this.inMain;
        // The main of a program, or the main a snippet runs in.
        this.inMain = main && (this.block.hasMain || !this.block.unit);
        if (this.inMain) this.ranMain = true;
        try {
          this.nodes(node.children, preludeOf(this.block));
        } catch (error) {
          if (!(error instanceof Propagating)) throw error;
          // The method ends with an exception; for main, the program fails.
          if (this.inMain && this.printed !== null)
            this.printed.push(`(the program ends: line ${error.docLine} throws ${error.type})`);
        }
        this.inMain = wasMain;
        return i;
      }
      case 'plain':
        this.nodes(node.children, env);
        return i;
      case 'try': {
        const handlers = following((next) => next.kind === 'catch' || next.kind === 'finally');
        let thrown: Propagating | null = null;
        const unknownsBefore = this.unknowns;
        try {
          this.nodes(node.children, env);
        } catch (error) {
          if (!(error instanceof Propagating)) throw error;
          thrown = error;
        }
        if (this.unknowns > unknownsBefore) {
          // Something in the try block was not computed and may have thrown: which catch clause
          // runs, if any, is for the jar step to find out.
          const catchers = handlers.filter((handler) => kindOf(handler.header).kind === 'catch');
          this.skip(catchers, env, 'a catch clause after code that was not computed');
          for (const handler of handlers)
            if (kindOf(handler.header).kind === 'finally') this.nodes(handler.children, env);
          return i + handlers.length;
        }
        let handled = thrown === null;
        for (const handler of handlers) {
          const handlerKind = kindOf(handler.header);
          if (handlerKind.kind === 'finally') {
            this.nodes(handler.children, env);
            continue;
          }
          if (handlerKind.kind !== 'catch') continue;
          if (thrown === null || handled) {
            this.unreachable(
              handler.children,
              thrown === null ? 'nothing in the try block throws' : 'an earlier catch clause handles it',
            );
            continue;
          }
          const matches = handlerKind.types.map((type) => catches(type, thrown?.type ?? ''));
          if (matches.includes(null)) {
            this.skip([handler], env, `whether catch (${handlerKind.types.join(' | ')}) catches ${thrown.type}`);
            handled = true;
            continue;
          }
          if (!matches.includes(true)) {
            this.unreachable(handler.children, `it does not catch ${thrown.type}`);
            continue;
          }
          handled = true;
          env.set(handlerKind.name, {t: 'exception', type: thrown.type, message: thrown.javaMessage});
          this.nodes(handler.children, env);
          env.delete(handlerKind.name);
        }
        if (!handled && thrown) throw thrown;
        return i + handlers.length;
      }
      case 'foreach': {
        let iterable: Value | undefined;
        try {
          const outcome = evaluate(kind.iterable, env, this.chat);
          if ('value' in outcome && outcome.value.t === 'list') iterable = outcome.value;
        } catch (error) {
          if (!(error instanceof CannotEvaluate)) throw error;
        }
        if (iterable?.t !== 'list') {
          this.skip([node], env, `a loop over ${kind.iterable}`);
          return i;
        }
        if (iterable.v.length === 0) this.unreachable(node.children, `${kind.iterable} is empty`);
        for (const item of iterable.v) {
          env.set(kind.name, item);
          this.nodes(node.children, env);
        }
        env.delete(kind.name);
        return i;
      }
      case 'if': {
        const chain = [node, ...following((next) => next.kind === 'else-if' || next.kind === 'else')];
        let taken = false;
        for (const [index, branch] of chain.entries()) {
          const branchKind = kindOf(branch.header);
          const condition = branchKind.kind === 'if' || branchKind.kind === 'else-if' ? branchKind.condition : 'true';
          if (taken) {
            this.unreachable(branch.children, 'an earlier branch is taken');
            continue;
          }
          let value: boolean | null = null;
          try {
            const outcome = evaluate(condition, env, this.chat);
            if ('value' in outcome && outcome.value.t === 'bool') value = outcome.value.v;
          } catch (error) {
            if (!(error instanceof CannotEvaluate)) throw error;
          }
          if (value === null) {
            this.skip(chain.slice(index), env, `the condition ${condition}`);
            break;
          }
          if (value) {
            taken = true;
            this.nodes(branch.children, env);
          } else {
            this.unreachable(branch.children, `${condition} is false`);
          }
        }
        return i + chain.length - 1;
      }
      default:
        this.skip([node], env, `inside ${node.header.slice(0, 60)}`);
        return i;
    }
  }
}

function preludeOf(block: JavaBlock): Env {
  const env: Env = new Map();
  if (!block.unit) {
    // The prelude of snippets (see scripts/java-blocks.ts).
    env.set('registry', {t: 'registry'});
    env.set('enc', {t: 'encoding', name: 'cl100k_base'});
  }
  return env;
}

function runBlock(block: JavaBlock, chat: ChatConstants | null): Run {
  const results = new Map(resultStatements(block).map((statement) => [statement.line, statement.result]));
  const run = new Run(block, results, chat);
  const root = parse(block);
  if (block.unit) {
    run.printed = block.hasMain ? [] : null;
    run.why = 'not a program with a main method';
    run.nodes(root.children, new Map());
  } else {
    // A snippet runs inside a main method (see scripts/java-blocks.ts).
    run.nodes([{...root, header: 'public static void main(String[] args)'}], new Map());
  }
  return run;
}

/** Every result comment of a block, checked. */
export function checkBlock(block: JavaBlock, chat: ChatConstants | null = null): Check[] {
  const run = runBlock(block, chat);
  const checks = [...run.checks.values()];
  for (const [line, result] of resultStatements(block).map(
    (statement) => [statement.line, statement.result] as const,
  )) {
    const docLine = block.startLine + 1 + line;
    if (!checks.some((entry) => entry.docLine === docLine)) {
      checks.push({docLine, text: result.text, status: 'fail', detail: 'not a statement this evaluator can find'});
    }
  }
  return checks.sort((a, b) => a.docLine - b.docLine);
}

/**
 * What a program prints, computed statement by statement, or why only running it can tell: a
 * program whose main runs only what the evaluator knows (see Run) is computed.
 */
export function simulateOutput(
  block: JavaBlock,
  chat: ChatConstants | null = null,
): {lines: string[]} | {jarOnly: string} {
  if (!block.hasMain) return {jarOnly: 'not a program with a main method'};
  const run = runBlock(block, chat);
  if (!run.ranMain) return {jarOnly: 'no main method that the evaluator can find'};
  return run.printed === null ? {jarOnly: run.why} : {lines: run.printed};
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

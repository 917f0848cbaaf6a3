/**
 * "Copy as Java": the JTokkit 1.1.0 program that prints what the playground shows.
 * tests/unit/javaSnippet.test.ts compiles generated programs with javac when a JTokkit jar is
 * available (JTOKKIT_JAR).
 */
import {
  ENCODING_NAMES,
  findSpecialToken,
  JAVA_INT_MAX,
  JTOKKIT_SPECIAL_TOKEN_MESSAGE,
  type EncodeMode,
  type EncodingName,
  type EncodingResult,
} from '../../../lib/counting/jtokkit';
import {ENCODING_TYPE_CONSTANT, type Model} from '../../../lib/counting/models';

export type SnippetMode = EncodeMode;

type Common = {
  encoding: EncodingName;
  /** When the encoding was picked through a model, the code asks for the model's encoding. */
  model?: Model;
  mode: SnippetMode;
};

export type TextSnippetInput = Common & {
  text: string;
  maxTokens: number | null;
  /** What the playground shows: all tokens, or the EncodingResult when maxTokens is set. */
  tokens?: readonly number[];
  result?: EncodingResult;
};

export type CompareSnippetInput = {
  mode: SnippetMode;
  text: string;
  /** The counts shown, in EncodingType order, when every encoding has one. */
  counts?: readonly {encoding: EncodingName; count: number}[];
};

/** Java keeps a string constant in at most 65535 bytes of modified UTF-8; stay well below. */
const MAX_LITERAL_BYTES = 60_000;
const SHOWN_IDS = 20;

function modifiedUtf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    bytes += unit !== 0 && unit < 0x80 ? 1 : unit < 0x800 ? 2 : 3;
  }
  return bytes;
}

/**
 * A Java string literal that compiles whatever the source file's encoding: every character
 * outside printable ASCII is escaped. Line breaks must not be written as \u000a, which javac
 * would turn into a real line break inside the literal.
 */
export function javaStringLiteral(text: string): string {
  let out = '"';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    const unit = text.charCodeAt(i);
    if (ch === '"') out += '\\"';
    else if (ch === '\\') out += '\\\\';
    else if (ch === '\n') out += '\\n';
    else if (ch === '\r') out += '\\r';
    else if (ch === '\t') out += '\\t';
    else if (ch === '\b') out += '\\b';
    else if (ch === '\f') out += '\\f';
    else if (unit >= 0x20 && unit < 0x7f) out += ch;
    else out += `\\u${unit.toString(16).padStart(4, '0')}`;
  }
  return out + '"';
}

function idList(tokens: readonly number[]): string {
  if (tokens.length <= SHOWN_IDS) return `[${tokens.join(', ')}]`;
  return `[${tokens.slice(0, SHOWN_IDS).join(', ')}, ...] (${tokens.length} tokens)`;
}

function encodingLines(input: Common): {imports: string[]; lines: string[]} {
  if (input.model) {
    return {
      imports: ['com.knuddels.jtokkit.api.ModelType'],
      lines: [
        `// ${input.model.name}: ${input.encoding}, at most ${input.model.maxContextLength} tokens of context`,
        `Encoding encoding = registry.getEncodingForModel(ModelType.${input.model.constant});`,
      ],
    };
  }
  return {
    imports: ['com.knuddels.jtokkit.api.EncodingType'],
    lines: [`Encoding encoding = registry.getEncoding(EncodingType.${ENCODING_TYPE_CONSTANT[input.encoding]});`],
  };
}

function program(imports: string[], body: string[], throwsIo: boolean): string {
  const sorted = [
    ...new Set([
      'com.knuddels.jtokkit.Encodings',
      'com.knuddels.jtokkit.api.Encoding',
      'com.knuddels.jtokkit.api.EncodingRegistry',
      ...imports,
    ]),
  ].sort();
  return [
    ...sorted.map((name) => `import ${name};`),
    '',
    'public class TokenizerPlayground {',
    `    public static void main(String[] args)${throwsIo ? ' throws IOException' : ''} {`,
    ...body.map((line) => (line ? `        ${line}` : '')),
    '    }',
    '}',
    '',
  ].join('\n');
}

/** `String text = …;`: a literal, or input.txt when the text is too long for one. True when read from the file. */
function declareText(text: string, imports: string[], body: string[]): boolean {
  if (modifiedUtf8Length(text) <= MAX_LITERAL_BYTES) {
    body.push(`String text = ${javaStringLiteral(text)};`);
    return false;
  }
  imports.push(
    'java.io.IOException',
    'java.nio.charset.StandardCharsets',
    'java.nio.file.Files',
    'java.nio.file.Paths',
  );
  body.push(
    '// The text is too long for a Java string constant: save it as input.txt (UTF-8).',
    'String text = new String(Files.readAllBytes(Paths.get("input.txt")), StandardCharsets.UTF_8);',
  );
  return true;
}

export function textSnippet(input: TextSnippetInput): string {
  const {imports, lines} = encodingLines(input);
  const body = ['EncodingRegistry registry = Encodings.newLazyEncodingRegistry();', ...lines];
  const fromFile = declareText(input.text, imports, body);
  const method = input.mode === 'ordinary' ? 'encodeOrdinary' : 'encode';
  const special = input.mode === 'encode' ? findSpecialToken(input.encoding, input.text) : null;
  const throwsNote = special
    ? ` // throws UnsupportedOperationException: ${JTOKKIT_SPECIAL_TOKEN_MESSAGE} (${special.token}; use encodeOrdinary)`
    : '';
  if (input.maxTokens === null || input.maxTokens === JAVA_INT_MAX) {
    imports.push('com.knuddels.jtokkit.api.IntArrayList');
    body.push(`IntArrayList tokens = encoding.${method}(text);${throwsNote}`);
    const shown = !special && input.tokens ? ` // ${idList(input.tokens)}` : '';
    body.push(`System.out.println(tokens);${shown}`);
    body.push(`System.out.println(tokens.size());${!special && input.tokens ? ` // ${input.tokens.length}` : ''}`);
  } else {
    imports.push('com.knuddels.jtokkit.api.EncodingResult');
    body.push(`EncodingResult result = encoding.${method}(text, ${input.maxTokens});${throwsNote}`);
    const r = special ? undefined : input.result;
    body.push(`System.out.println(result.getTokens());${r ? ` // ${idList(r.tokens)}` : ''}`);
    body.push(`System.out.println(result.isTruncated());${r ? ` // ${r.truncated}` : ''}`);
    body.push(
      `System.out.println(result.getLastProcessedCharacterIndex());${r ? ` // ${r.lastProcessedCharacterIndex}` : ''}`,
    );
  }
  return program(imports, body, fromFile);
}

/** A JSON value as Java source: maps through `object(…)`, lists through `Arrays.asList(…)`. */
export function javaValue(value: unknown, indent: string): string {
  if (typeof value === 'string') return javaStringLiteral(value);
  if (typeof value === 'number') {
    // JSON reads a number past a double's range (1e309) as Infinity, which Java writes as a constant.
    if (!Number.isFinite(value)) return value > 0 ? 'Double.POSITIVE_INFINITY' : 'Double.NEGATIVE_INFINITY';
    return Number.isInteger(value) && Math.abs(value) <= JAVA_INT_MAX ? String(value) : `${value}d`;
  }
  if (typeof value === 'boolean') return String(value);
  if (value === null || typeof value !== 'object') return 'null';
  const inner = `${indent}    `;
  if (Array.isArray(value)) {
    if (value.length === 0) return 'Collections.emptyList()';
    return `Arrays.asList(\n${value.map((item) => inner + javaValue(item, inner)).join(',\n')})`;
  }
  const entries = Object.entries(value);
  if (entries.length === 0) return 'object()';
  return `object(\n${entries.map(([key, item]) => `${inner}${javaStringLiteral(key)}, ${javaValue(item, inner)}`).join(',\n')})`;
}

/** Longer requests make a main method larger than the JVM's 64 KB limit for one method's code. */
const MAX_REQUEST_SOURCE = 20_000;

export type RequestSnippetInput = {
  encoding: EncodingName;
  /** The request body, as countRequestTokens (requestTokens.ts) reads it. */
  body: unknown;
  total?: number;
};

/** A program that counts this request with the request recipe's RequestTokens class. */
export function requestSnippet(input: RequestSnippetInput): string {
  // The Java source is never shorter than the JSON, so a request whose JSON is already too long
  // is not written out at all: typing into a megabyte request does not build a megabyte of Java.
  const json = JSON.stringify(input.body) ?? '';
  const source = json.length > MAX_REQUEST_SOURCE ? null : javaValue(input.body, '');
  const lines =
    source === null || source.length > MAX_REQUEST_SOURCE
      ? [
          `// This request is too large to write as Java source (${json.length} characters of JSON).`,
          '// Save it as request.json, read it into a Map with your JSON library, and pass it to',
          `// RequestTokens.count(request, encoding)${input.total !== undefined ? `: ${input.total} tokens` : ''}.`,
          'Map<String, Object> request = object();',
        ]
      : [`Map<String, Object> request = ${source};`];
  return [
    'import com.knuddels.jtokkit.Encodings;',
    'import com.knuddels.jtokkit.api.Encoding;',
    'import com.knuddels.jtokkit.api.EncodingType;',
    'import java.util.Arrays;',
    'import java.util.Collections;',
    'import java.util.LinkedHashMap;',
    'import java.util.Map;',
    '',
    '/** Uses RequestTokens.java from the request recipe: /docs/getting-started/recipes/requests */',
    'public class TokenizerPlayground {',
    '    public static void main(String[] args) {',
    `        Encoding encoding = Encodings.newLazyEncodingRegistry().getEncoding(EncodingType.${ENCODING_TYPE_CONSTANT[input.encoding]});`,
    ...lines.map((line) => `        ${line.replace(/\n/g, '\n        ')}`),
    '        RequestTokens.Count count = RequestTokens.count(request, encoding);',
    '        System.out.println(count); // every part and what it rests on',
    `        System.out.println(count.total);${input.total !== undefined ? ` // ${input.total}` : ''}`,
    '    }',
    '',
    '    /** A JSON object with its keys in order, as a JSON library reads one. */',
    '    static Map<String, Object> object(Object... keysAndValues) {',
    '        Map<String, Object> object = new LinkedHashMap<>();',
    '        for (int i = 0; i < keysAndValues.length; i += 2) {',
    '            object.put((String) keysAndValues[i], keysAndValues[i + 1]);',
    '        }',
    '        return object;',
    '    }',
    '}',
    '',
  ].join('\n');
}

/** Every encoding's count of one text, as the compare view shows them. */
export function compareSnippet(input: CompareSnippetInput): string {
  const method = input.mode === 'ordinary' ? 'countTokensOrdinary' : 'countTokens';
  const imports = ['com.knuddels.jtokkit.api.EncodingType'];
  const body = ['EncodingRegistry registry = Encodings.newLazyEncodingRegistry();'];
  const fromFile = declareText(input.text, imports, body);
  // The loop stops at the first encoding that knows a special token in the text.
  const throwing =
    input.mode === 'encode'
      ? ENCODING_NAMES.map((name) => ({name, special: findSpecialToken(name, input.text)})).find((e) => e.special)
      : undefined;
  if (throwing?.special)
    body.push(
      `// countTokens throws UnsupportedOperationException for ${throwing.name}: ${JTOKKIT_SPECIAL_TOKEN_MESSAGE} (${throwing.special.token}; use countTokensOrdinary)`,
    );
  body.push(
    'for (EncodingType type : EncodingType.values()) {',
    `    System.out.println(type.getName() + ": " + registry.getEncoding(type).${method}(text));`,
    '}',
    ...(input.counts ?? []).map(({encoding, count}) => `// ${encoding}: ${count}`),
  );
  return program(imports, body, fromFile);
}

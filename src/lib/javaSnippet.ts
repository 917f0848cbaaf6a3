/**
 * "Copy as Java": the JTokkit 1.1.0 program that prints what the playground shows.
 * tests/unit/javaSnippet.test.ts compiles generated programs with javac when a JTokkit jar is
 * available (JTOKKIT_JAR).
 */
import {countChatTokens, REPLY_PRIMING_TOKENS, type ChatMessage} from './chatTokens';
import {
  ENCODING_NAMES,
  findSpecialToken,
  JAVA_INT_MAX,
  JTOKKIT_SPECIAL_TOKEN_MESSAGE,
  type EncodeMode,
  type EncodingName,
  type EncodingResult,
} from './jtokkit';
import {ENCODING_TYPE_CONSTANT, type Model} from './models';
import {TOOL_RULE_MODELS, TOOL_RULES, withoutTrailingPeriod, type ToolFunction, type ToolRule} from './toolTokens';

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

export type ChatSnippetInput = Common & {
  messages: readonly ChatMessage[];
  /** Tool definitions and the rule they are counted with (toolTokens.ts). */
  tools?: {functions: readonly ToolFunction[]; rule: ToolRule};
  total?: number;
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

/** The chat rule's constants, read from chatTokens.ts rather than written here a second time. */
function chatRule(): {perMessage: number; perName: number} {
  const none = () => 0;
  const perMessage = countChatTokens([{role: '', content: ''}], none) - REPLY_PRIMING_TOKENS;
  const perName = countChatTokens([{role: '', content: '', name: 'n'}], none) - REPLY_PRIMING_TOKENS - perMessage;
  return {perMessage, perName};
}

export function chatSnippet(input: ChatSnippetInput): string {
  const {imports, lines} = encodingLines(input);
  const {perMessage, perName} = chatRule();
  const count = input.mode === 'ordinary' ? 'countTokensOrdinary' : 'countTokens';
  // countChatTokens skips an empty name, so an empty name is written as null.
  const name = (value: string | undefined) => (value === undefined || value === '' ? 'null' : javaStringLiteral(value));
  const rows = input.messages.map(
    (m, i) =>
      `    new String[] {${javaStringLiteral(m.role)}, ${javaStringLiteral(m.content)}, ${name(m.name)}}${i + 1 < input.messages.length ? ',' : ''}`,
  );
  imports.push('java.util.Arrays', 'java.util.List');
  const body = [
    'EncodingRegistry registry = Encodings.newLazyEncodingRegistry();',
    ...lines,
    '// role, content, name (null when the message has no name)',
    `List<String[]> messages = Arrays.<String[]>asList(${rows.length ? '' : ');'}`,
    ...(rows.length ? [...rows, ');'] : []),
    `int tokens = ${REPLY_PRIMING_TOKENS}; // the reply is primed with ${REPLY_PRIMING_TOKENS} tokens`,
    'for (String[] message : messages) {',
    `    tokens += ${perMessage} + encoding.${count}(message[0]) + encoding.${count}(message[1]);`,
    '    if (message[2] != null) {',
    `        tokens += encoding.${count}(message[2]) + ${perName};`,
    '    }',
    '}',
    ...toolLines(input.tools),
    `System.out.println(tokens);${input.total !== undefined ? ` // ${input.total}` : ''}`,
  ];
  const special =
    input.mode === 'encode'
      ? input.messages
          .flatMap((m) => [m.role, m.content, m.name ?? ''])
          .map((field) => findSpecialToken(input.encoding, field))
          .find(Boolean)
      : undefined;
  if (special) {
    const loop = body.indexOf('for (String[] message : messages) {');
    body.splice(
      loop,
      0,
      `// countTokens throws UnsupportedOperationException: ${JTOKKIT_SPECIAL_TOKEN_MESSAGE} (${special.token}; use countTokensOrdinary)`,
    );
  }
  return program(imports, body, false);
}

/**
 * The tools recipe's rule, unrolled for these definitions: one line per text it counts, so the
 * program needs no classes of its own. Tool texts are counted as ordinary text, as in the recipe.
 */
function toolLines(tools: ChatSnippetInput['tools']): string[] {
  if (!tools || tools.functions.length === 0) return [];
  const c = TOOL_RULES[tools.rule];
  const text = (value: string) => `encoding.countTokensOrdinary(${javaStringLiteral(value)})`;
  const lines = [
    `// The tool definitions, with OpenAI's constants for ${TOOL_RULE_MODELS[tools.rule]} (see the tools recipe)`,
    `tokens += ${c.toolsEnd}; // once for a request with tools`,
  ];
  for (const f of tools.functions) {
    lines.push(`tokens += ${c.perFunction} + ${text(`${f.name}:${withoutTrailingPeriod(f.description)}`)};`);
    const properties = Object.entries(f.parameters.properties);
    if (properties.length === 0) continue;
    lines.push(`tokens += ${c.propertiesStart}; // ${f.name} has properties`);
    for (const [name, property] of properties) {
      const start = property.enum === undefined ? `${c.perProperty}` : `${c.perProperty} + (${c.enumStart})`;
      lines.push(
        `tokens += ${start} + ${text(`${name}:${property.type}:${withoutTrailingPeriod(property.description)}`)};`,
      );
      for (const value of property.enum ?? []) lines.push(`tokens += ${c.perEnumValue} + ${text(value)};`);
    }
  }
  return lines;
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

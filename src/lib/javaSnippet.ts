/**
 * "Copy as Java": the JTokkit 1.1.0 program that prints what the playground shows.
 * tests/unit/javaSnippet.test.ts compiles generated programs with javac when a JTokkit jar is
 * available (JTOKKIT_JAR).
 */
import {countChatTokens, REPLY_PRIMING_TOKENS, type ChatMessage} from './chatTokens';
import {
  findSpecialToken,
  JAVA_INT_MAX,
  JTOKKIT_SPECIAL_TOKEN_MESSAGE,
  type EncodeMode,
  type EncodingName,
  type EncodingResult,
} from './jtokkit';
import {ENCODING_TYPE_CONSTANT, type Model} from './models';

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

export type ChatSnippetInput = Common & {messages: readonly ChatMessage[]; total?: number};

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

export function textSnippet(input: TextSnippetInput): string {
  const {imports, lines} = encodingLines(input);
  const body = ['EncodingRegistry registry = Encodings.newLazyEncodingRegistry();', ...lines];
  const fromFile = modifiedUtf8Length(input.text) > MAX_LITERAL_BYTES;
  if (fromFile) {
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
  } else {
    body.push(`String text = ${javaStringLiteral(input.text)};`);
  }
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

/**
 * JTokkit 1.1.0's encode flow: its way of splitting text into pieces, its byte pair merge, its
 * budgets (maxTokens) and its special tokens, over the vocabularies JTokkit ships (read from the
 * playground's vocabulary files, src/lib/counting/vocabulary.ts).
 *
 * JTokkit splits text with its own rules, which differ from tiktoken's regular expressions in a few
 * places (whitespace after the last newline at the end of the text in cl100k_base, U+0085 and
 * U+FEFF, `'ſ`). tests/unit/jtokkit.test.ts checks every method against results recorded from
 * JTokkit itself, budgets included; the playground's worker calls the same methods.
 */
import type {Vocabulary} from './vocabulary';

export const ENCODING_NAMES = ['r50k_base', 'p50k_base', 'p50k_edit', 'cl100k_base', 'o200k_base'] as const;
export type EncodingName = (typeof ENCODING_NAMES)[number];

export function isEncodingName(value: unknown): value is EncodingName {
  return typeof value === 'string' && (ENCODING_NAMES as readonly string[]).includes(value);
}

/** The special tokens JTokkit knows per encoding (gpt-tokenizer knows more, with other ids). */
export const SPECIAL_TOKENS: Record<EncodingName, Readonly<Record<string, number>>> = {
  r50k_base: {'<|endoftext|>': 50256},
  p50k_base: {'<|endoftext|>': 50256},
  p50k_edit: {'<|endoftext|>': 50256, '<|fim_prefix|>': 50281, '<|fim_middle|>': 50282, '<|fim_suffix|>': 50283},
  cl100k_base: {
    '<|endoftext|>': 100257,
    '<|fim_prefix|>': 100258,
    '<|fim_middle|>': 100259,
    '<|fim_suffix|>': 100260,
    '<|endofprompt|>': 100276,
  },
  o200k_base: {'<|endoftext|>': 199999, '<|endofprompt|>': 200018},
};

/** The message of the UnsupportedOperationException that JTokkit's `encode` throws. */
export const JTOKKIT_SPECIAL_TOKEN_MESSAGE = 'Encoding special tokens is not supported.';

/** What `encode` throws in JTokkit, plus the token and where it is, which JTokkit does not say. */
export class SpecialTokenError extends Error {
  readonly token: string;
  /** UTF-16 index of the token in the text, like a Java String index. */
  readonly index: number;
  constructor(token: string, index: number) {
    super(
      `encode throws UnsupportedOperationException("${JTOKKIT_SPECIAL_TOKEN_MESSAGE}"): ` +
        `the text contains the special token ${token} at character ${index}. ` +
        'Use encodeOrdinary to encode special tokens as plain text.',
    );
    this.name = 'SpecialTokenError';
    this.token = token;
    this.index = index;
  }
}

/** Text with an unpaired surrogate, which JTokkit encodes differently per encoding. */
export class MalformedTextError extends Error {
  constructor(index: number) {
    super(
      `The text has an unpaired UTF-16 surrogate at character ${index}; the playground only encodes well-formed text.`,
    );
    this.name = 'MalformedTextError';
  }
}

/** The earliest of the encoding's special tokens in the text, or null: what makes `encode` throw. */
export function findSpecialToken(encoding: EncodingName, text: string): {token: string; index: number} | null {
  // JTokkit looks for a token only when both delimiters occur; the result is the same, but cheaper.
  if (!text.includes('<|') || !text.includes('|>')) return null;
  let found: {token: string; index: number} | null = null;
  for (const token of Object.keys(SPECIAL_TOKENS[encoding])) {
    const index = text.indexOf(token);
    if (index >= 0 && (found === null || index < found.index)) found = {token, index};
  }
  return found;
}

export function findUnpairedSurrogate(text: string): number {
  const match = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.exec(text);
  return match ? match.index : -1;
}

// Java's \s with UNICODE_CHARACTER_CLASS (and Cl100kParser.isWhitespace): unlike JavaScript's
// \s it includes U+0085 and excludes U+FEFF.
const WS = '\\t-\\r \\x85\\xA0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000';
const LETTERS_UPPER = '\\p{Lu}\\p{Lt}\\p{Lm}\\p{Lo}\\p{M}';
const LETTERS_LOWER = '\\p{Ll}\\p{Lm}\\p{Lo}\\p{M}';
// o200k_base's (?i:'s|'t|...) in Java, where case-insensitive Unicode matching lets ſ match s.
const O200K_SUFFIX = "(?:'(?:[sSſ]|[tT]|[rR][eE]|[vV][eE]|[mM]|[lL][lL]|[dD]))?";

const X50K_PATTERN = `'(?:[sdmt]|ll|ve|re)| ?\\p{L}+| ?\\p{N}+| ?[^${WS}\\p{L}\\p{N}]+|[${WS}]+(?![^${WS}])|[${WS}]+`;
// Cl100kParser: contractions are case-insensitive and also accept ſ, as in its SDTM set.
const CL100K_PATTERN =
  `'(?:[sdmtSDMTſ]|[lL][lL]|[vV][eE]|[rR][eE])|[^\\r\\n\\p{L}\\p{N}]?\\p{L}+|\\p{N}{1,3}` +
  `| ?[^${WS}\\p{L}\\p{N}]+[\\r\\n]*|[${WS}]*[\\r\\n]|[${WS}]+(?![^${WS}])|[${WS}]+`;
const O200K_PATTERN =
  `[^\\r\\n\\p{L}\\p{N}]?[${LETTERS_UPPER}]*[${LETTERS_LOWER}]+${O200K_SUFFIX}` +
  `|[^\\r\\n\\p{L}\\p{N}]?[${LETTERS_UPPER}]+[${LETTERS_LOWER}]*${O200K_SUFFIX}` +
  `|\\p{N}{1,3}| ?[^${WS}\\p{L}\\p{N}]+[\\r\\n/]*|[${WS}]*[\\r\\n]+|[${WS}]+(?![^${WS}])|[${WS}]+`;

const PATTERNS: Record<EncodingName, string> = {
  r50k_base: X50K_PATTERN,
  p50k_base: X50K_PATTERN,
  p50k_edit: X50K_PATTERN,
  cl100k_base: CL100K_PATTERN,
  o200k_base: O200K_PATTERN,
};

/** A fresh matcher (it is stateful) that splits text into the pieces JTokkit encodes one by one. */
export function pieceMatcher(encoding: EncodingName): RegExp {
  return new RegExp(PATTERNS[encoding], 'gu');
}

/** Which vocabulary each encoding uses (p50k_edit only adds special tokens to p50k_base's). */
export const VOCABULARY_OF: Record<EncodingName, VocabularyName> = {
  r50k_base: 'r50k_base',
  p50k_base: 'p50k_base',
  p50k_edit: 'p50k_base',
  cl100k_base: 'cl100k_base',
  o200k_base: 'o200k_base',
};
export type VocabularyName = 'r50k_base' | 'p50k_base' | 'cl100k_base' | 'o200k_base';

const utf8 = new TextEncoder();

/** Which of JTokkit's methods a text goes through: `encode` (throws on special tokens) or `encodeOrdinary`. */
export type EncodeMode = 'encode' | 'ordinary';

/** EncodingResult of JTokkit: the kept tokens, whether some were cut, the last encoded char index. */
export type EncodingResult = {tokens: number[]; truncated: boolean; lastProcessedCharacterIndex: number};

/** Java's Integer.MAX_VALUE: JTokkit treats this maxTokens as "no limit". */
export const JAVA_INT_MAX = 2147483647;

/** What one call asks of JTokkit's encode flow. */
export type EncodeCall = {
  mode: EncodeMode;
  /** JTokkit's maxTokenCount: JAVA_INT_MAX (the default) is `encode(text)`, no budget. */
  maxTokens?: number;
  /** False: only count, as countTokens does (JTokkit's keepEncodings). */
  keepTokens?: boolean;
};

/** Pieces between two questions to `pause` (asking for the time costs about as much as a short piece). */
const PIECES_PER_CHECK = 32;

/**
 * One call of JTokkit 1.1.0's encode flow (GptBytePairEncoding.encodeInternal and
 * encodeOrdinaryInternal), a piece at a time: `advance` goes on until the text or the budget is used
 * up, or until `pause` says to stop, so that a caller can do other work between slices (the
 * playground's worker reads its messages) and call `advance` again. The methods of JTokkitEncoding
 * are this run, advanced to its end.
 */
export class EncodeRun {
  /** The UTF-16 index the pieces have reached. */
  position = 0;
  done = false;
  private readonly maxTokens: number;
  private readonly keepTokens: boolean;
  private readonly matcher: RegExp;
  private readonly out: number[] = [];
  private count = 0;

  /** Throws where JTokkit throws before it encodes: SpecialTokenError in encode mode; MalformedTextError. */
  constructor(
    private readonly encoding: JTokkitEncoding,
    readonly text: string,
    {mode, maxTokens = JAVA_INT_MAX, keepTokens = true}: EncodeCall,
  ) {
    if (mode === 'encode') throwIfSpecial(encoding.name, text);
    assertWellFormed(text);
    this.maxTokens = maxTokens;
    this.keepTokens = keepTokens;
    this.matcher = pieceMatcher(encoding.name);
  }

  /** Encodes pieces until the run is done or `pause()` (asked every few pieces) returns true; returns `done`. */
  advance(pause: () => boolean = () => false): boolean {
    const {matcher, text, maxTokens} = this;
    // Cl100kParser.split, which JTokkit uses for cl100k_base, checks the budget after each piece, so
    // its first piece is always encoded; GptBytePairEncoding checks before each piece.
    const checksAfter = this.encoding.name === 'cl100k_base';
    for (let pieces = 1; !this.done; pieces++) {
      if (!checksAfter && this.count >= maxTokens) break;
      const match = matcher.exec(text);
      if (match === null) break;
      this.count += this.addTokens(match[0]);
      this.position = matcher.lastIndex;
      if (checksAfter && this.count >= maxTokens) break;
      if (pieces % PIECES_PER_CHECK === 0 && pause()) return false;
    }
    this.done = true;
    this.position = text.length;
    return true;
  }

  /** TokenEncoder.addTokensAndGetCount: a piece that is one token is always kept; other tokens while under the budget. */
  private addTokens(piece: string): number {
    const tokens = this.encoding.encodePiece(piece);
    if (!this.keepTokens) return tokens.length;
    if (tokens.length === 1) this.out.push(tokens[0]!);
    else for (let i = 0; i < tokens.length && this.out.length < this.maxTokens; i++) this.out.push(tokens[i]!);
    return tokens.length;
  }

  /** countTokens: every piece's tokens (with a budget, those of the pieces it reached). */
  get tokenCount(): number {
    return this.count;
  }

  /**
   * The EncodingResult (InternalResult.toEncodingResult). With a budget, tokens are dropped from the
   * end until their decoded text is a start of the text, so no character is cut in half.
   */
  result(): EncodingResult {
    if (!this.done) throw new Error('The run has not finished');
    const {text, out} = this;
    if (!this.keepTokens || this.maxTokens === JAVA_INT_MAX)
      return {tokens: [...out], truncated: false, lastProcessedCharacterIndex: text.length - 1};
    let kept = out.length;
    let bytes = 0;
    for (let i = 0; i < kept; i++) bytes += this.encoding.tokenBytes(out[i]!).length;
    for (;;) {
      const decodedLength = decodedPrefixLength(text, bytes);
      if (decodedLength !== null)
        return {
          tokens: out.slice(0, kept),
          truncated: text.length > decodedLength,
          lastProcessedCharacterIndex: decodedLength - 1,
        };
      kept -= 1;
      bytes -= this.encoding.tokenBytes(out[kept]!).length;
    }
  }
}

const NO_RANK = Number.POSITIVE_INFINITY;

/**
 * From this many bytes a piece is merged by bytePairMergeLong, which gives the same tokens (a unit
 * test holds the two equal) and scales; below it bytePairMerge is faster. JTokkit switches algorithms
 * at the same size by default (its VERY_LARGE_TOKENIZER_BYTE_THRESHOLD).
 */
export const LONG_PIECE_BYTES = 500;

/** The rank of bytes[start, end) as one token, or NO_RANK when the vocabulary has no such token. */
function rankOfPart(vocabulary: Vocabulary, bytes: Uint8Array, start: number, end: number): number {
  const rank = vocabulary.rankOf(bytes, start, end);
  return rank < 0 ? NO_RANK : rank;
}

/** The token of a part left when no pair merges any more. */
function tokenOfPart(vocabulary: Vocabulary, bytes: Uint8Array, start: number, end: number): number {
  const rank = rankOfPart(vocabulary, bytes, start, end);
  if (rank === NO_RANK) throw new Error(`No token for bytes ${start}..${end} of a piece`);
  return rank;
}

/**
 * Byte pair encoding of one piece, as tiktoken and JTokkit do it: repeatedly merge the adjacent
 * pair with the lowest rank, the leftmost one on ties.
 */
export function bytePairMerge(vocabulary: Vocabulary, bytes: Uint8Array): number[] {
  const rankOf = (start: number, end: number): number => rankOfPart(vocabulary, bytes, start, end);
  const starts: number[] = [];
  for (let i = 0; i <= bytes.length; i++) starts.push(i);
  // ranks[i]: rank of merging part i with part i + 1.
  const ranks: number[] = [];
  for (let i = 0; i < bytes.length - 1; i++) ranks.push(rankOf(i, i + 2));
  for (;;) {
    let best = -1;
    let bestRank = NO_RANK;
    for (let i = 0; i < ranks.length; i++) {
      if (ranks[i]! < bestRank) {
        bestRank = ranks[i]!;
        best = i;
      }
    }
    if (best < 0) break;
    starts.splice(best + 1, 1);
    ranks.splice(best, 1);
    if (best < ranks.length)
      ranks[best] = best + 2 < starts.length ? rankOf(starts[best]!, starts[best + 2]!) : NO_RANK;
    if (best > 0) ranks[best - 1] = rankOf(starts[best - 1]!, starts[best + 1]!);
  }
  const tokens: number[] = [];
  for (let i = 0; i + 1 < starts.length; i++) tokens.push(tokenOfPart(vocabulary, bytes, starts[i]!, starts[i + 1]!));
  return tokens;
}

/**
 * The same merges for a long piece (a word of thousands of letters, a run without spaces), in
 * O(n log n) rather than O(n²): the pairs wait in a heap ordered by rank, then by position, so the
 * merges come in the order bytePairMerge takes them. Parts are a linked list of their start offsets.
 */
export function bytePairMergeLong(vocabulary: Vocabulary, bytes: Uint8Array): number[] {
  const n = bytes.length;
  // next[i]: where the part starting at i ends (the next part's start); prev[i]: the previous part's start.
  const next = new Int32Array(n + 1);
  const prev = new Int32Array(n + 1);
  for (let i = 0; i <= n; i++) {
    next[i] = i + 1;
    prev[i] = i - 1;
  }
  const merged = new Uint8Array(n); // 1: the part starting here was merged into the one before it
  const pairRank = new Float64Array(n); // rank of merging the part at i with the next part
  const heap: number[] = []; // keys rank * (n + 1) + start: by rank, then leftmost
  const pairOf = (i: number): number => {
    const j = next[i]!;
    return j >= n ? NO_RANK : rankOfPart(vocabulary, bytes, i, next[j]!);
  };
  const push = (key: number) => {
    let at = heap.push(key) - 1;
    while (at > 0) {
      const parent = (at - 1) >> 1;
      if (heap[parent]! <= key) break;
      heap[at] = heap[parent]!;
      at = parent;
    }
    heap[at] = key;
  };
  const pop = (): number => {
    const top = heap[0]!;
    const last = heap.pop()!;
    if (heap.length > 0) {
      let at = 0;
      for (;;) {
        let child = 2 * at + 1;
        if (child >= heap.length) break;
        if (child + 1 < heap.length && heap[child + 1]! < heap[child]!) child += 1;
        if (heap[child]! >= last) break;
        heap[at] = heap[child]!;
        at = child;
      }
      heap[at] = last;
    }
    return top;
  };
  const rankPair = (i: number) => {
    pairRank[i] = pairOf(i);
    if (pairRank[i] !== NO_RANK) push(pairRank[i]! * (n + 1) + i);
  };
  for (let i = 0; i < n; i++) rankPair(i);
  while (heap.length > 0) {
    const key = pop();
    const i = key % (n + 1);
    const rank = (key - i) / (n + 1);
    // A pair whose part was merged away, or whose rank changed since, is stale. A current pair of
    // this part with this rank is this one: a rank names one byte sequence, so one length.
    if (merged[i] || pairRank[i] !== rank) continue;
    const j = next[i]!;
    merged[j] = 1;
    next[i] = next[j]!;
    prev[next[j]!] = i;
    rankPair(i);
    if (i > 0) rankPair(prev[i]!);
  }
  const tokens: number[] = [];
  for (let i = 0; i < n; i = next[i]!) tokens.push(tokenOfPart(vocabulary, bytes, i, next[i]!));
  return tokens;
}

/** One of JTokkit's encodings: its vocabulary, its special tokens and its way of splitting text. */
export class JTokkitEncoding {
  readonly name: EncodingName;
  private readonly vocabulary: Vocabulary;
  private readonly specialIds: Map<number, string>;
  // Repeated words are most of a long text; a bounded cache keeps memory flat.
  private readonly pieceCache = new Map<string, number[]>();
  private scratch = new Uint8Array(1024);

  /** `vocabulary`: the one VOCABULARY_OF names for this encoding. */
  constructor(name: EncodingName, vocabulary: Vocabulary) {
    this.name = name;
    this.vocabulary = vocabulary;
    this.specialIds = new Map(Object.entries(SPECIAL_TOKENS[name]).map(([token, id]) => [id, token]));
  }

  /** Tokens of one piece from pieceMatcher. */
  encodePiece(piece: string): number[] {
    let tokens = this.pieceCache.get(piece);
    if (tokens) return tokens;
    // At most 3 UTF-8 bytes per UTF-16 unit.
    if (this.scratch.length < piece.length * 3) this.scratch = new Uint8Array(piece.length * 3);
    const length = utf8.encodeInto(piece, this.scratch).written;
    const bytes = this.scratch.subarray(0, length);
    const rank = this.vocabulary.rankOf(bytes, 0, length);
    if (rank >= 0) tokens = [rank];
    else if (length < LONG_PIECE_BYTES) tokens = bytePairMerge(this.vocabulary, bytes);
    else tokens = bytePairMergeLong(this.vocabulary, bytes);
    if (this.pieceCache.size >= 50_000) this.pieceCache.clear();
    this.pieceCache.set(piece, tokens);
    return tokens;
  }

  /** A run of the encode flow, to advance in slices (EncodeRun). */
  start(text: string, call: EncodeCall): EncodeRun {
    return new EncodeRun(this, text, call);
  }

  private finish(text: string, call: EncodeCall): EncodeRun {
    const run = this.start(text, call);
    run.advance();
    return run;
  }

  /** `encode(text)`: throws SpecialTokenError where JTokkit throws UnsupportedOperationException. */
  encode(text: string): number[] {
    return this.finish(text, {mode: 'encode'}).result().tokens;
  }

  /** `encodeOrdinary(text)`: special tokens are plain text. */
  encodeOrdinary(text: string): number[] {
    return this.finish(text, {mode: 'ordinary'}).result().tokens;
  }

  /** `encode(text, maxTokens)`. */
  encodeWithLimit(text: string, maxTokens: number): EncodingResult {
    return this.finish(text, {mode: 'encode', maxTokens}).result();
  }

  /** `encodeOrdinary(text, maxTokens)`. */
  encodeOrdinaryWithLimit(text: string, maxTokens: number): EncodingResult {
    return this.finish(text, {mode: 'ordinary', maxTokens}).result();
  }

  /** `countTokens(text)`. */
  countTokens(text: string): number {
    return this.finish(text, {mode: 'encode', keepTokens: false}).tokenCount;
  }

  /** `countTokensOrdinary(text)`. */
  countTokensOrdinary(text: string): number {
    return this.finish(text, {mode: 'ordinary', keepTokens: false}).tokenCount;
  }

  /** The bytes a token stands for (decodeBytes of that one token). */
  tokenBytes(token: number): Uint8Array {
    const special = this.specialIds.get(token);
    const bytes = special !== undefined ? utf8.encode(special) : this.vocabulary.bytesOf(token);
    if (!bytes) throw new Error(`Unknown token for decoding: ${token}`);
    return bytes;
  }
}

function assertWellFormed(text: string): void {
  const index = findUnpairedSurrogate(text);
  if (index >= 0) throw new MalformedTextError(index);
}

function throwIfSpecial(encoding: EncodingName, text: string): void {
  const found = findSpecialToken(encoding, text);
  if (found) throw new SpecialTokenError(found.token, found.index);
}

function utf8Length(codePoint: number): number {
  return codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;
}

/**
 * The Java length of `new String(first byteCount bytes of the text's UTF-8)` if that string is a
 * prefix of the text, else null. A cut character decodes to one U+FFFD, which is a prefix only
 * where the text itself has U+FFFD there.
 */
function decodedPrefixLength(text: string, byteCount: number): number | null {
  let bytes = 0;
  let index = 0;
  while (index < text.length && bytes < byteCount) {
    const codePoint = text.codePointAt(index)!;
    const size = utf8Length(codePoint);
    if (bytes + size > byteCount) {
      return text.charCodeAt(index) === 0xfffd ? index + 1 : null;
    }
    bytes += size;
    index += codePoint > 0xffff ? 2 : 1;
  }
  return index;
}

/** One token as the playground shows it. */
export type TokenSegment = {
  id: number;
  bytes: Uint8Array;
  /** The characters that start in this token; a character cut across tokens shows in its first token. */
  text: string;
  /** True when the token starts or ends inside a multi-byte character. */
  partial: boolean;
};

/** The first `limit` tokens of the text as segments, for shading. */
export function tokenSegments(
  text: string,
  tokens: readonly number[],
  tokenBytes: (token: number) => Uint8Array,
  limit = tokens.length,
): TokenSegment[] {
  const segments: TokenSegment[] = [];
  let charIndex = 0; // next character not yet given to a segment
  let charStartByte = 0; // UTF-8 offset of text[charIndex]
  let byte = 0;
  for (let i = 0; i < Math.min(limit, tokens.length); i++) {
    const id = tokens[i]!;
    const bytes = tokenBytes(id);
    const start = byte;
    const end = byte + bytes.length;
    const startsInside = start < charStartByte;
    const first = charIndex;
    while (charIndex < text.length && charStartByte < end) {
      const codePoint = text.codePointAt(charIndex)!;
      charStartByte += utf8Length(codePoint);
      charIndex += codePoint > 0xffff ? 2 : 1;
    }
    segments.push({id, bytes, text: text.slice(first, charIndex), partial: startsInside || charStartByte !== end});
    byte = end;
  }
  return segments;
}

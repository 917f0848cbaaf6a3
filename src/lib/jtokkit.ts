/**
 * JTokkit 1.1.0's encoding semantics over gpt-tokenizer's vocabularies and byte pair merge.
 *
 * JTokkit splits text into pieces with its own rules, which differ from gpt-tokenizer's
 * regular expressions in a few places (whitespace after the last newline at the end of the
 * text in cl100k_base, U+0085 and U+FEFF, `'ſ`), and gpt-tokenizer's merge mishandles U+FEFF.
 * So this module splits and merges like JTokkit and takes only the vocabularies from
 * gpt-tokenizer (`gpt-tokenizer/bpeRanks/*`, the same ranks JTokkit ships).
 * tests/unit/jtokkit.test.ts checks it against results recorded from JTokkit itself.
 */

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

/** A vocabulary as gpt-tokenizer ships it (`gpt-tokenizer/bpeRanks/*`): rank -> text or bytes. */
export type RankData = readonly (string | readonly number[] | undefined)[];

/** Which gpt-tokenizer vocabulary each encoding uses (p50k_edit only adds special tokens). */
export const RANK_DATA_OF: Record<EncodingName, 'r50k_base' | 'p50k_base' | 'cl100k_base' | 'o200k_base'> = {
  r50k_base: 'r50k_base',
  p50k_base: 'p50k_base',
  p50k_edit: 'p50k_base',
  cl100k_base: 'cl100k_base',
  o200k_base: 'o200k_base',
};

const strictUtf8 = new TextDecoder('utf-8', {fatal: true, ignoreBOM: true});
const utf8 = new TextEncoder();
const binaryKey = (bytes: ArrayLike<number>): string => String.fromCharCode.apply(null, Array.from(bytes));

/**
 * Token ranks, looked up by text when a byte range is whole characters and by bytes otherwise.
 * Our own lookup and merge instead of gpt-tokenizer's: its byte lookup decodes with a
 * TextDecoder that drops a leading U+FEFF, so a byte order mark gets the wrong tokens.
 */
class Vocabulary {
  private readonly byText = new Map<string, number>();
  private readonly byBytes = new Map<string, number>();
  private readonly data: RankData;

  constructor(data: RankData) {
    this.data = data;
    data.forEach((entry, rank) => {
      if (typeof entry === 'string') {
        this.byText.set(entry, rank);
        return;
      }
      if (!entry) return;
      this.byBytes.set(binaryKey(entry), rank);
      try {
        this.byText.set(strictUtf8.decode(Uint8Array.from(entry)), rank);
      } catch {
        // Not whole characters: found by bytes only.
      }
    });
  }

  rankOfText(text: string): number | undefined {
    return this.byText.get(text);
  }

  rankOfBytes(bytes: Uint8Array): number | undefined {
    return this.byBytes.get(binaryKey(bytes));
  }

  bytesOf(rank: number): Uint8Array | undefined {
    const entry = this.data[rank];
    if (entry === undefined) return undefined;
    return typeof entry === 'string' ? utf8.encode(entry) : Uint8Array.from(entry);
  }
}

const NO_RANK = Number.POSITIVE_INFINITY;

/**
 * Byte pair encoding of one piece, as tiktoken and JTokkit do it: repeatedly merge the adjacent
 * pair with the lowest rank, the leftmost one on ties.
 */
function bytePairMerge(vocabulary: Vocabulary, piece: string): number[] {
  const bytes = utf8.encode(piece);
  // charAt[b]: index in `piece` of the character that starts at byte b, or -1 inside a character.
  const charAt = new Int32Array(bytes.length + 1).fill(-1);
  for (let b = 0, c = 0; c <= piece.length;) {
    charAt[b] = c;
    if (c === piece.length) break;
    const codePoint = piece.codePointAt(c)!;
    b += utf8Length(codePoint);
    c += codePoint > 0xffff ? 2 : 1;
  }
  const rankOf = (start: number, end: number): number => {
    const from = charAt[start]!;
    const to = charAt[end]!;
    const rank =
      from >= 0 && to >= 0
        ? vocabulary.rankOfText(piece.slice(from, to))
        : vocabulary.rankOfBytes(bytes.subarray(start, end));
    return rank ?? NO_RANK;
  };
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
  for (let i = 0; i + 1 < starts.length; i++) {
    const rank = rankOf(starts[i]!, starts[i + 1]!);
    if (rank === NO_RANK) throw new Error(`No token for bytes ${starts[i]}..${starts[i + 1]} of a piece`);
    tokens.push(rank);
  }
  return tokens;
}

/** EncodingResult of JTokkit: the kept tokens, whether some were cut, the last encoded char index. */
/** Which of JTokkit's methods a text goes through: `encode` (throws on special tokens) or `encodeOrdinary`. */
export type EncodeMode = 'encode' | 'ordinary';

export type EncodingResult = {tokens: number[]; truncated: boolean; lastProcessedCharacterIndex: number};

/** Java's Integer.MAX_VALUE: JTokkit treats this maxTokens as "no limit". */
export const JAVA_INT_MAX = 2147483647;

export class JTokkitEncoding {
  readonly name: EncodingName;
  private readonly vocabulary: Vocabulary;
  private readonly specialIds: Map<number, string>;
  private readonly mergeCache = new Map<string, number[]>();
  private readonly byteCache = new Map<number, Uint8Array>();

  /** `data`: the default export of `gpt-tokenizer/bpeRanks/${RANK_DATA_OF[name]}`. */
  constructor(name: EncodingName, data: RankData) {
    this.name = name;
    this.vocabulary = new Vocabulary(data);
    this.specialIds = new Map(Object.entries(SPECIAL_TOKENS[name]).map(([token, id]) => [id, token]));
  }

  /** Tokens of one piece from pieceMatcher. */
  encodePiece(piece: string): number[] {
    const rank = this.vocabulary.rankOfText(piece);
    if (rank !== undefined) return [rank];
    let tokens = this.mergeCache.get(piece);
    if (!tokens) {
      tokens = bytePairMerge(this.vocabulary, piece);
      // Repeated words are most of a long text; a bounded cache keeps memory flat.
      if (this.mergeCache.size >= 50_000) this.mergeCache.clear();
      this.mergeCache.set(piece, tokens);
    }
    return tokens;
  }

  /** `encodeOrdinary(text)`: special tokens are plain text. */
  encodeOrdinary(text: string): number[] {
    assertWellFormed(text);
    const out: number[] = [];
    for (const [piece] of text.matchAll(pieceMatcher(this.name))) {
      for (const token of this.encodePiece(piece)) out.push(token);
    }
    return out;
  }

  /** `encode(text)`: throws SpecialTokenError where JTokkit throws UnsupportedOperationException. */
  encode(text: string): number[] {
    throwIfSpecial(this.name, text);
    return this.encodeOrdinary(text);
  }

  /** `encodeOrdinary(text, maxTokens)`. */
  encodeOrdinaryWithLimit(text: string, maxTokens: number): EncodingResult {
    const tokens = this.encodeOrdinary(text);
    if (this.name === 'cl100k_base' && maxTokens <= 0 && text.length > 0) {
      // JTokkit 1.1.0's cl100k_base splitter (Cl100kParser.split, through Cl100kGptBytePairEncoding)
      // checks the budget only after each piece: a first piece that is one token in the vocabulary
      // is kept even with a budget of 0 or less (TokenEncoder.addTokensAndGetCount adds it without a
      // check). A first piece of several tokens adds none. The other encodings check first and keep nothing.
      const first = pieceMatcher(this.name).exec(text)?.[0];
      if (first !== undefined && this.encodePiece(first).length === 1) {
        return {
          tokens: [tokens[0]!],
          truncated: text.length > first.length,
          lastProcessedCharacterIndex: first.length - 1,
        };
      }
    }
    return truncateLikeJTokkit(text, tokens, maxTokens, (token) => this.tokenBytes(token).length);
  }

  /** `encode(text, maxTokens)`. */
  encodeWithLimit(text: string, maxTokens: number): EncodingResult {
    throwIfSpecial(this.name, text);
    return this.encodeOrdinaryWithLimit(text, maxTokens);
  }

  /** The bytes a token stands for (decodeBytes of that one token). */
  tokenBytes(token: number): Uint8Array {
    let bytes = this.byteCache.get(token);
    if (!bytes) {
      const special = this.specialIds.get(token);
      bytes = special !== undefined ? utf8.encode(special) : this.vocabulary.bytesOf(token);
      if (!bytes) throw new Error(`Unknown token for decoding: ${token}`);
      this.byteCache.set(token, bytes);
    }
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
 * What `encode(text, maxTokens)` keeps of the full token list. JTokkit takes the first maxTokens
 * tokens, then drops tokens from the end until `decode(tokens)` is a prefix of the text, so a
 * character cut in half is not returned. The last processed character index is
 * `decode(tokens).length() - 1`, counted in UTF-16 units like Java.
 */
export function truncateLikeJTokkit(
  text: string,
  allTokens: readonly number[],
  maxTokens: number,
  tokenByteLength: (token: number) => number,
): EncodingResult {
  if (maxTokens === JAVA_INT_MAX) {
    return {tokens: [...allTokens], truncated: false, lastProcessedCharacterIndex: text.length - 1};
  }
  let kept = Math.max(0, Math.min(maxTokens, allTokens.length));
  let bytes = 0;
  for (let i = 0; i < kept; i++) bytes += tokenByteLength(allTokens[i]!);
  for (;;) {
    const decodedLength = decodedPrefixLength(text, bytes);
    if (decodedLength !== null) {
      return {
        tokens: allTokens.slice(0, kept),
        truncated: text.length > decodedLength,
        lastProcessedCharacterIndex: decodedLength - 1,
      };
    }
    kept -= 1;
    bytes -= tokenByteLength(allTokens[kept]!);
  }
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

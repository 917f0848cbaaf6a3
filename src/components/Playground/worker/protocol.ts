/** Messages between the playground and its tokenizer worker. */
import type {EncodeMode, EncodingName, EncodingResult} from '@site/src/lib/counting/jtokkit';
import type {RequestCount} from '@site/src/lib/counting/requestTokens';

export type Mode = EncodeMode;

export type TextRequest = {
  type: 'text';
  id: number;
  encoding: EncodingName;
  mode: Mode;
  text: string;
  /** null: `encode(text)`; a number: also `encode(text, maxTokens)`. */
  maxTokens: number | null;
  /** How many tokens to return as shaded segments. */
  segmentLimit: number;
  /**
   * The text came with Windows line breaks, which the text box turned into \n: also count it with
   * each \n as \r\n, as a Java String read from such a file has them.
   */
  crlf: boolean;
};

export type ChatRequest = {
  type: 'chat';
  id: number;
  encoding: EncodingName;
  /** A Chat Completions request body, counted by countRequestTokens (requestTokens.ts). */
  body: unknown;
};

/** One text in several encodings; the shaded ones also return their segments. */
export type CompareRequest = {
  type: 'compare';
  id: number;
  mode: Mode;
  text: string;
  encodings: EncodingName[];
  shaded: EncodingName[];
  segmentLimit: number;
};

export type Request = TextRequest | ChatRequest | CompareRequest;

/** Sent once, when the worker starts: the encoding the page will ask for first, whose vocabulary loads at once. */
export type PrepareRequest = {type: 'prepare'; encoding: EncodingName};

/** Everything the worker is sent. */
export type ToWorker = Request | PrepareRequest;

export type Segment = {id: number; text: string; bytes: string; partial: boolean};

export type TextResult = {
  type: 'text';
  id: number;
  count: number;
  ids: Uint32Array;
  segments: Segment[];
  limited: EncodingResult | null;
  /** With `crlf`: the tokens of the text with \r\n line breaks; otherwise null. */
  crlfCount: number | null;
  millis: number;
};

export type ChatResult = {
  type: 'chat';
  id: number;
  count: RequestCount;
};

/** One encoding's answer in a comparison: a count, or why there is none. */
export type CompareRow = {
  type: 'compareRow';
  id: number;
  encoding: EncodingName;
  count: number | null;
  /**
   * Why there is no count: `special`, JTokkit's encode throws on a special token (`token`);
   * `malformed`, the text has an unpaired surrogate, which the playground does not encode.
   */
  reason?: 'special' | 'malformed';
  error?: string;
  token?: string;
  segments?: Segment[];
};

/** `load`: a vocabulary's download failed; `worker`: the tokenizer's own script did not load. */
export type ErrorKind = 'special' | 'load' | 'worker' | 'malformed' | 'internal';

export type Response =
  /** `step`: in a comparison, how many of the vocabularies it needs are already loaded. */
  | {type: 'loading'; id: number; encoding: EncodingName; step?: {done: number; total: number}}
  /**
   * The vocabulary announced by `loading` is in and encoding starts: from now on, silence means the
   * encoder is inside one huge piece (the page may replace the worker), no longer a slow download.
   */
  | {type: 'started'; id: number}
  | {type: 'progress'; id: number; done: number; total: number}
  | TextResult
  | ChatResult
  | CompareRow
  | {type: 'compared'; id: number}
  | {
      type: 'error';
      id: number;
      kind: ErrorKind;
      message: string;
      token?: string;
      index?: number;
      /** The vocabulary that failed to download. */
      encoding?: EncodingName;
    };

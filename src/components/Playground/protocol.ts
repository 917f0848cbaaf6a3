/** Messages between the playground and its tokenizer worker. */
import type {ChatMessage} from '@site/src/lib/chatTokens';
import type {EncodeMode, EncodingName, EncodingResult} from '@site/src/lib/jtokkit';

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
};

export type ChatRequest = {type: 'chat'; id: number; encoding: EncodingName; mode: Mode; messages: ChatMessage[]};

export type Request = TextRequest | ChatRequest;

export type Segment = {id: number; text: string; bytes: string; partial: boolean};

export type TextResult = {
  type: 'text';
  id: number;
  count: number;
  ids: Uint32Array;
  segments: Segment[];
  limited: EncodingResult | null;
  millis: number;
};

export type ChatResult = {type: 'chat'; id: number; total: number; perMessage: number[]};

export type ErrorKind = 'special' | 'load' | 'malformed' | 'internal';

export type Response =
  | {type: 'loading'; id: number; encoding: EncodingName}
  | {type: 'progress'; id: number; done: number; total: number}
  | TextResult
  | ChatResult
  | {
      type: 'error';
      id: number;
      kind: ErrorKind;
      message: string;
      token?: string;
      index?: number;
      messageIndex?: number;
    };

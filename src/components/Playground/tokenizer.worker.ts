/// <reference lib="webworker" />
/**
 * Tokenizes off the main thread. Loads only the vocabulary of the encoding asked for, each one
 * its own chunk. Long texts are encoded in slices: between slices the worker posts progress and
 * reads its messages, so a newer request (the user typed on) replaces the running one.
 */
import {countChatTokens, REPLY_PRIMING_TOKENS} from '@site/src/lib/chatTokens';
import {
  JTokkitEncoding,
  MalformedTextError,
  pieceMatcher,
  RANK_DATA_OF,
  SpecialTokenError,
  findSpecialToken,
  findUnpairedSurrogate,
  tokenSegments,
  truncateLikeJTokkit,
  type EncodingName,
  type RankData,
} from '@site/src/lib/jtokkit';
import type {ChatRequest, Request, Response, TextRequest} from './protocol';

type Scope = {
  postMessage(message: Response, transfer?: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<Request>) => void): void;
};
const scope = self as unknown as Scope;

// One literal import per vocabulary, so the bundler emits each as its own chunk.
const vocabularies: Record<(typeof RANK_DATA_OF)[EncodingName], () => Promise<{default: RankData}>> = {
  r50k_base: () => import(/* webpackChunkName: "vocab-r50k_base" */ 'gpt-tokenizer/bpeRanks/r50k_base'),
  p50k_base: () => import(/* webpackChunkName: "vocab-p50k_base" */ 'gpt-tokenizer/bpeRanks/p50k_base'),
  cl100k_base: () => import(/* webpackChunkName: "vocab-cl100k_base" */ 'gpt-tokenizer/bpeRanks/cl100k_base'),
  o200k_base: () => import(/* webpackChunkName: "vocab-o200k_base" */ 'gpt-tokenizer/bpeRanks/o200k_base'),
};

const encodings = new Map<EncodingName, Promise<JTokkitEncoding>>();

function loadEncoding(name: EncodingName): Promise<JTokkitEncoding> {
  let encoding = encodings.get(name);
  if (!encoding) {
    encoding = vocabularies[RANK_DATA_OF[name]]().then(({default: data}) => new JTokkitEncoding(name, data));
    // A failed download must not stick: the next request (Retry) tries again.
    encoding.catch(() => encodings.delete(name));
    encodings.set(name, encoding);
  }
  return encoding;
}

let latest = 0;
const SLICE_MILLIS = 30;
// Progress more often than this only costs the page renders.
const PROGRESS_MILLIS = 100;
const yieldToMessages = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).toUpperCase().padStart(2, '0')).join(' ');

class Superseded extends Error {}

async function encodeInSlices(request: TextRequest, encoding: JTokkitEncoding): Promise<number[]> {
  const {text, id} = request;
  const tokens: number[] = [];
  const matcher = pieceMatcher(encoding.name);
  let sliceStart = performance.now();
  let reported = sliceStart;
  for (let match = matcher.exec(text); match !== null; match = matcher.exec(text)) {
    for (const token of encoding.encodePiece(match[0])) tokens.push(token);
    if (performance.now() - sliceStart > SLICE_MILLIS) {
      if (performance.now() - reported > PROGRESS_MILLIS) {
        scope.postMessage({type: 'progress', id, done: matcher.lastIndex, total: text.length});
        reported = performance.now();
      }
      await yieldToMessages();
      if (id !== latest) throw new Superseded();
      sliceStart = performance.now();
    }
  }
  return tokens;
}

async function handleText(request: TextRequest, encoding: JTokkitEncoding): Promise<void> {
  const started = performance.now();
  const {id, text, mode, maxTokens} = request;
  const surrogate = findUnpairedSurrogate(text);
  if (surrogate >= 0) throw new MalformedTextError(surrogate);
  if (mode === 'encode') {
    const special = findSpecialToken(encoding.name, text);
    if (special) throw new SpecialTokenError(special.token, special.index);
  }
  const tokens = await encodeInSlices(request, encoding);
  const byteLength = (token: number) => encoding.tokenBytes(token).length;
  const limited = maxTokens === null ? null : truncateLikeJTokkit(text, tokens, maxTokens, byteLength);
  const segments = tokenSegments(text, tokens, (t) => encoding.tokenBytes(t), request.segmentLimit).map((s) => ({
    id: s.id,
    text: s.text,
    bytes: hex(s.bytes),
    partial: s.partial,
  }));
  const ids = Uint32Array.from(tokens);
  scope.postMessage(
    {type: 'text', id, count: tokens.length, ids, segments, limited, millis: performance.now() - started},
    [ids.buffer],
  );
}

/** A special token in one chat message: which message, for the error shown next to it. */
class ChatSpecialTokenError extends SpecialTokenError {
  readonly messageIndex: number;
  constructor(error: SpecialTokenError, messageIndex: number) {
    super(error.token, error.index);
    this.messageIndex = messageIndex;
  }
}

function handleChat(request: ChatRequest, encoding: JTokkitEncoding): void {
  const tokensOf = (value: string) =>
    (request.mode === 'ordinary' ? encoding.encodeOrdinary(value) : encoding.encode(value)).length;
  // Per message for display; the total comes from the same countChatTokens as the recipe page.
  const perMessage = request.messages.map((message, index) => {
    try {
      return countChatTokens([message], tokensOf) - REPLY_PRIMING_TOKENS;
    } catch (error) {
      throw error instanceof SpecialTokenError ? new ChatSpecialTokenError(error, index) : error;
    }
  });
  const total = countChatTokens(request.messages, tokensOf);
  scope.postMessage({type: 'chat', id: request.id, total, perMessage});
}

scope.addEventListener('message', async ({data: request}) => {
  latest = request.id;
  let encoding: JTokkitEncoding;
  try {
    if (!encodings.has(request.encoding))
      scope.postMessage({type: 'loading', id: request.id, encoding: request.encoding});
    encoding = await loadEncoding(request.encoding);
  } catch (error) {
    scope.postMessage({type: 'error', id: request.id, kind: 'load', message: String(error)});
    return;
  }
  if (request.id !== latest) return;
  try {
    if (request.type === 'text') await handleText(request, encoding);
    else handleChat(request, encoding);
  } catch (error) {
    if (error instanceof Superseded) return;
    if (error instanceof SpecialTokenError) {
      const messageIndex = error instanceof ChatSpecialTokenError ? error.messageIndex : undefined;
      scope.postMessage({
        type: 'error',
        id: request.id,
        kind: 'special',
        message: error.message,
        token: error.token,
        index: error.index,
        messageIndex,
      });
    } else if (error instanceof MalformedTextError) {
      scope.postMessage({type: 'error', id: request.id, kind: 'malformed', message: error.message});
    } else {
      scope.postMessage({type: 'error', id: request.id, kind: 'internal', message: String(error)});
    }
  }
});

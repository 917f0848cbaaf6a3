/// <reference lib="webworker" />
/**
 * Tokenizes off the main thread. Loads only the vocabulary of the encoding asked for, each one
 * its own chunk. Long texts are encoded in slices: between slices the worker posts progress and
 * reads its messages, so a newer request (the user typed on) replaces the running one.
 */
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
import {countRequestTokens} from '@site/src/lib/requestTokens';
import type {ChatRequest, CompareRequest, Request, Response, Segment, TextRequest} from './protocol';

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

async function encodeInSlices(request: {id: number; text: string}, encoding: JTokkitEncoding): Promise<number[]> {
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

/**
 * What the playground refuses before it encodes: a special token in encode mode, on which JTokkit
 * throws too; and an unpaired surrogate, which JTokkit 1.1.0 encodes without throwing (as `?`, or
 * in cl100k_base as raw bytes) in a way the playground does not reproduce.
 */
function checkBeforeEncoding(text: string, mode: TextRequest['mode'], encoding: JTokkitEncoding): void {
  const surrogate = findUnpairedSurrogate(text);
  if (surrogate >= 0) throw new MalformedTextError(surrogate);
  if (mode === 'encode') {
    const special = findSpecialToken(encoding.name, text);
    if (special) throw new SpecialTokenError(special.token, special.index);
  }
}

function segmentsOf(text: string, tokens: number[], encoding: JTokkitEncoding, limit: number): Segment[] {
  return tokenSegments(text, tokens, (t) => encoding.tokenBytes(t), limit).map((s) => ({
    id: s.id,
    text: s.text,
    bytes: hex(s.bytes),
    partial: s.partial,
  }));
}

async function handleText(request: TextRequest, encoding: JTokkitEncoding): Promise<void> {
  const started = performance.now();
  const {id, text, mode, maxTokens} = request;
  checkBeforeEncoding(text, mode, encoding);
  const tokens = await encodeInSlices(request, encoding);
  const byteLength = (token: number) => encoding.tokenBytes(token).length;
  const limited = maxTokens === null ? null : truncateLikeJTokkit(text, tokens, maxTokens, byteLength);
  const segments = segmentsOf(text, tokens, encoding, request.segmentLimit);
  const crlfCount = request.crlf
    ? (await encodeInSlices({id, text: text.replace(/\n/g, '\r\n')}, encoding)).length
    : null;
  const ids = Uint32Array.from(tokens);
  scope.postMessage(
    {type: 'text', id, count: tokens.length, ids, segments, limited, crlfCount, millis: performance.now() - started},
    [ids.buffer],
  );
}

/** Texts counted as ordinary text, as the request recipe's class counts them (countTokensOrdinary). */
function handleChat(request: ChatRequest, encoding: JTokkitEncoding): void {
  const count = countRequestTokens(request.body, (value) => encoding.encodeOrdinary(value).length);
  scope.postMessage({type: 'chat', id: request.id, count});
}

// Smallest download first, so that most rows fill in while the largest vocabulary still loads.
const DOWNLOAD_ORDER: readonly (typeof RANK_DATA_OF)[EncodingName][] = [
  'r50k_base',
  'p50k_base',
  'cl100k_base',
  'o200k_base',
];

/** Every encoding's count, one row at a time; the vocabularies already loaded go first. */
async function handleCompare(request: CompareRequest): Promise<void> {
  const {id, text, mode} = request;
  const loaded = (name: EncodingName) => encodings.has(name);
  const order = [...request.encodings].sort(
    (a, b) =>
      Number(loaded(b)) - Number(loaded(a)) ||
      DOWNLOAD_ORDER.indexOf(RANK_DATA_OF[a]) - DOWNLOAD_ORDER.indexOf(RANK_DATA_OF[b]),
  );
  const needed = new Set(request.encodings.map((name) => RANK_DATA_OF[name]));
  const downloaded = () =>
    [...needed].filter((data) => request.encodings.some((n) => RANK_DATA_OF[n] === data && loaded(n))).length;
  for (const name of order) {
    if (!loaded(name))
      scope.postMessage({type: 'loading', id, encoding: name, step: {done: downloaded(), total: needed.size}});
    let encoding: JTokkitEncoding;
    try {
      encoding = await loadEncoding(name);
    } catch (error) {
      scope.postMessage({type: 'error', id, kind: 'load', encoding: name, message: String(error)});
      return;
    }
    if (id !== latest) return;
    try {
      checkBeforeEncoding(text, mode, encoding);
      const tokens = await encodeInSlices(request, encoding);
      const segments = request.shaded.includes(name)
        ? segmentsOf(text, tokens, encoding, request.segmentLimit)
        : undefined;
      scope.postMessage({type: 'compareRow', id, encoding: name, count: tokens.length, segments});
    } catch (error) {
      if (!(error instanceof SpecialTokenError || error instanceof MalformedTextError)) throw error;
      const special = error instanceof SpecialTokenError;
      scope.postMessage({
        type: 'compareRow',
        id,
        encoding: name,
        count: null,
        reason: special ? 'special' : 'malformed',
        error: error.message,
        token: special ? error.token : undefined,
      });
    }
  }
  scope.postMessage({type: 'compared', id});
}

scope.addEventListener('message', async ({data: request}) => {
  latest = request.id;
  if (request.type === 'compare') {
    try {
      await handleCompare(request);
    } catch (error) {
      if (error instanceof Superseded) return;
      scope.postMessage({type: 'error', id: request.id, kind: 'internal', message: String(error)});
    }
    return;
  }
  let encoding: JTokkitEncoding;
  try {
    if (!encodings.has(request.encoding))
      scope.postMessage({type: 'loading', id: request.id, encoding: request.encoding});
    encoding = await loadEncoding(request.encoding);
  } catch (error) {
    scope.postMessage({
      type: 'error',
      id: request.id,
      kind: 'load',
      encoding: request.encoding,
      message: String(error),
    });
    return;
  }
  if (request.id !== latest) return;
  try {
    if (request.type === 'text') await handleText(request, encoding);
    else handleChat(request, encoding);
  } catch (error) {
    if (error instanceof Superseded) return;
    if (error instanceof SpecialTokenError) {
      scope.postMessage({
        type: 'error',
        id: request.id,
        kind: 'special',
        message: error.message,
        token: error.token,
        index: error.index,
      });
    } else if (error instanceof MalformedTextError) {
      scope.postMessage({type: 'error', id: request.id, kind: 'malformed', message: error.message});
    } else {
      scope.postMessage({type: 'error', id: request.id, kind: 'internal', message: String(error)});
    }
  }
});

/**
 * What the tokenizer worker does with each request (tokenizer.worker.ts wires it to the worker's
 * messages; tests/unit/tokenizerWorker.test.ts drives it directly). Every count, id and budget comes
 * from the methods of JTokkitEncoding that the unit tests check against JTokkit, run in slices: between
 * slices the worker posts progress and reads its messages, so that a newer request (the user typed on)
 * replaces the running one.
 */
import {
  EncodeRun,
  MalformedTextError,
  SpecialTokenError,
  tokenSegments,
  VOCABULARY_OF,
  type EncodeCall,
  type EncodingName,
  type JTokkitEncoding,
  type VocabularyName,
} from '@site/src/lib/counting/jtokkit';
import {countRequestTokens} from '@site/src/lib/counting/requestTokens';
import type {ChatRequest, CompareRequest, Response, Segment, TextRequest, ToWorker} from './protocol';

export type Worker = {
  post(message: Response, transfer?: Transferable[]): void;
  /** The encoding, its vocabulary loaded (once per vocabulary); rejects when the download fails. */
  loadEncoding(name: EncodingName): Promise<JTokkitEncoding>;
  /** Whether the encoding's vocabulary is already loaded. */
  isLoaded(name: EncodingName): boolean;
};

const SLICE_MILLIS = 30;
// Progress more often than this only costs the page renders.
const PROGRESS_MILLIS = 100;
const yieldToMessages = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).toUpperCase().padStart(2, '0')).join(' ');

class Superseded extends Error {}

// Smallest download first, so that most rows fill in while the largest vocabulary still loads.
const DOWNLOAD_ORDER: readonly VocabularyName[] = ['r50k_base', 'p50k_base', 'cl100k_base', 'o200k_base'];

/** Handles the worker's requests; `handle` resolves when a request is answered or superseded. */
export function createRequestHandler(worker: Worker): {handle(request: ToWorker): Promise<void>} {
  let latest = 0;

  /** Advances a run of the encode flow to its end, a slice at a time; throws Superseded for a newer request. */
  async function runInSlices(id: number, encoding: JTokkitEncoding, text: string, call: EncodeCall) {
    const run: EncodeRun = encoding.start(text, call);
    let reported = performance.now();
    for (;;) {
      const sliceEnd = performance.now() + SLICE_MILLIS;
      if (run.advance(() => performance.now() > sliceEnd)) return run;
      if (performance.now() - reported > PROGRESS_MILLIS) {
        worker.post({type: 'progress', id, done: run.position, total: text.length});
        reported = performance.now();
      }
      await yieldToMessages();
      if (id !== latest) throw new Superseded();
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

  /** `encode(text)` or `encodeOrdinary(text)`, and with Max tokens `encode(text, maxTokens)` as well. */
  async function handleText(request: TextRequest, encoding: JTokkitEncoding): Promise<void> {
    const started = performance.now();
    const {id, text, mode, maxTokens} = request;
    const {tokens} = (await runInSlices(id, encoding, text, {mode})).result();
    const limited = maxTokens === null ? null : (await runInSlices(id, encoding, text, {mode, maxTokens})).result();
    const segments = segmentsOf(text, tokens, encoding, request.segmentLimit);
    // As a Java String read from a file with Windows line breaks has them (countTokens).
    const crlfCount = request.crlf
      ? (await runInSlices(id, encoding, text.replace(/\n/g, '\r\n'), {mode, keepTokens: false})).tokenCount
      : null;
    const ids = Uint32Array.from(tokens);
    worker.post(
      {type: 'text', id, count: tokens.length, ids, segments, limited, crlfCount, millis: performance.now() - started},
      [ids.buffer],
    );
  }

  /** Texts counted as ordinary text, as the request recipe's class counts them (countTokensOrdinary). */
  function handleChat(request: ChatRequest, encoding: JTokkitEncoding): void {
    const count = countRequestTokens(request.body, (value) => encoding.countTokensOrdinary(value));
    worker.post({type: 'chat', id: request.id, count});
  }

  /** Every encoding's count, one row at a time; the vocabularies already loaded go first. */
  async function handleCompare(request: CompareRequest): Promise<void> {
    const {id, text, mode} = request;
    const loaded = worker.isLoaded;
    const order = [...request.encodings].sort(
      (a, b) =>
        Number(loaded(b)) - Number(loaded(a)) ||
        DOWNLOAD_ORDER.indexOf(VOCABULARY_OF[a]) - DOWNLOAD_ORDER.indexOf(VOCABULARY_OF[b]),
    );
    const needed = new Set(request.encodings.map((name) => VOCABULARY_OF[name]));
    const downloaded = () =>
      [...needed].filter((data) => request.encodings.some((n) => VOCABULARY_OF[n] === data && loaded(n))).length;
    for (const name of order) {
      const download = !loaded(name);
      if (download) worker.post({type: 'loading', id, encoding: name, step: {done: downloaded(), total: needed.size}});
      let encoding: JTokkitEncoding;
      try {
        encoding = await worker.loadEncoding(name);
      } catch (error) {
        worker.post({type: 'error', id, kind: 'load', encoding: name, message: String(error)});
        return;
      }
      if (id !== latest) return;
      if (download) worker.post({type: 'started', id});
      try {
        const shaded = request.shaded.includes(name);
        const run = await runInSlices(id, encoding, text, {mode, keepTokens: shaded});
        const segments = shaded ? segmentsOf(text, run.result().tokens, encoding, request.segmentLimit) : undefined;
        worker.post({type: 'compareRow', id, encoding: name, count: run.tokenCount, segments});
      } catch (error) {
        if (!(error instanceof SpecialTokenError || error instanceof MalformedTextError)) throw error;
        const special = error instanceof SpecialTokenError;
        worker.post({
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
    worker.post({type: 'compared', id});
  }

  async function handle(request: ToWorker): Promise<void> {
    if (request.type === 'prepare') {
      // The page's first encoding, named before the page asks for a count: its vocabulary loads now.
      worker.loadEncoding(request.encoding).catch(() => undefined);
      return;
    }
    latest = request.id;
    if (request.type === 'compare') {
      try {
        await handleCompare(request);
      } catch (error) {
        if (error instanceof Superseded) return;
        worker.post({type: 'error', id: request.id, kind: 'internal', message: String(error)});
      }
      return;
    }
    let encoding: JTokkitEncoding;
    const download = !worker.isLoaded(request.encoding);
    try {
      if (download) worker.post({type: 'loading', id: request.id, encoding: request.encoding});
      encoding = await worker.loadEncoding(request.encoding);
    } catch (error) {
      worker.post({type: 'error', id: request.id, kind: 'load', encoding: request.encoding, message: String(error)});
      return;
    }
    if (request.id !== latest) return;
    if (download) worker.post({type: 'started', id: request.id});
    try {
      if (request.type === 'text') await handleText(request, encoding);
      else handleChat(request, encoding);
    } catch (error) {
      if (error instanceof Superseded) return;
      if (error instanceof SpecialTokenError) {
        worker.post({
          type: 'error',
          id: request.id,
          kind: 'special',
          message: error.message,
          token: error.token,
          index: error.index,
        });
      } else if (error instanceof MalformedTextError) {
        worker.post({type: 'error', id: request.id, kind: 'malformed', message: error.message});
      } else {
        worker.post({type: 'error', id: request.id, kind: 'internal', message: String(error)});
      }
    }
  }

  return {handle};
}

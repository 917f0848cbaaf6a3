/// <reference lib="webworker" />
/**
 * The playground's tokenizer, off the main thread (handleRequests.ts does the work). It loads only
 * the vocabularies asked for, each a file of its own.
 */
import {JTokkitEncoding, VOCABULARY_OF, type EncodingName, type VocabularyName} from '@site/src/lib/counting/jtokkit';
import {Vocabulary} from '@site/src/lib/counting/vocabulary';
import {createRequestHandler} from './handleRequests';
import type {Response, ToWorker} from './protocol';
import {VOCABULARY_FILES} from './vocabularies';

type Scope = {
  postMessage(message: Response, transfer?: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<ToWorker>) => void): void;
};
const scope = self as unknown as Scope;

/**
 * A vocabulary file, inflated and read. The address has a content hash, so a copy in the browser's
 * cache is this very file however old it is: `force-cache` takes it without asking the host again,
 * and it is also how the download the page's HTML started (plugins/static-pages/vocabulary-preload.ts) is picked up.
 */
async function fetchVocabulary(name: VocabularyName): Promise<Vocabulary> {
  const response = await fetch(VOCABULARY_FILES[name], {cache: 'force-cache'});
  if (!response.ok || !response.body) throw new Error(`${response.status} ${response.statusText}`);
  const body = await new Response(response.body.pipeThrough(new DecompressionStream('gzip'))).arrayBuffer();
  return Vocabulary.read(new Uint8Array(body));
}

const vocabularies = new Map<VocabularyName, Promise<Vocabulary>>();
const loaded = new Set<VocabularyName>();

function loadVocabulary(name: VocabularyName): Promise<Vocabulary> {
  let vocabulary = vocabularies.get(name);
  if (!vocabulary) {
    vocabulary = fetchVocabulary(name);
    vocabulary.then(
      () => loaded.add(name),
      // A failed download must not stick: the next request (Retry) tries again.
      () => vocabularies.delete(name),
    );
    vocabularies.set(name, vocabulary);
  }
  return vocabulary;
}

const encodings = new Map<EncodingName, JTokkitEncoding>();

const handler = createRequestHandler({
  post: (message, transfer) => scope.postMessage(message, transfer),
  isLoaded: (name) => loaded.has(VOCABULARY_OF[name]),
  async loadEncoding(name) {
    const vocabulary = await loadVocabulary(VOCABULARY_OF[name]);
    let encoding = encodings.get(name);
    if (!encoding) encodings.set(name, (encoding = new JTokkitEncoding(name, vocabulary)));
    return encoding;
  },
});

scope.addEventListener('message', ({data}) => void handler.handle(data));

/**
 * Runs in a Web Worker: fetches and parses the two index files, builds the lunr index and answers queries.
 * Building a 1 MB index takes hundreds of milliseconds on a slow phone; here it never blocks
 * scrolling, clicks or typing on the page. searchWorker.ts is the page's side.
 */
import {createSearcher, type Searcher} from './search';
import type {FromWorker, ToWorker} from './searchClient';

// The worker's global scope; the project compiles with the DOM library, not WebWorker's.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ToWorker>) => void) | null;
  postMessage: (message: FromWorker) => void;
};

let search: Searcher | null = null;

/**
 * With no byte of an index file for this long, its request is taken as lost and search as
 * unavailable: a slow phone still gets bytes every second, a request that never answers none.
 */
const SILENCE_MS = 20_000;

/** The file as JSON; fails when no byte of it arrives for SILENCE_MS. */
async function fetchJson(url: string): Promise<unknown> {
  const request = new AbortController();
  let silence = 0;
  const listen = () => {
    clearTimeout(silence);
    silence = self.setTimeout(
      () => request.abort(new Error(`no byte of ${url} for ${SILENCE_MS / 1000} s`)),
      SILENCE_MS,
    );
  };
  listen();
  try {
    const response = await fetch(url, {signal: request.signal});
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    listen();
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      text += decoder.decode(read.value, {stream: true});
      listen();
    }
    return JSON.parse(text + decoder.decode());
  } finally {
    clearTimeout(silence);
  }
}

async function load(searchDocUrl: string, lunrIndexUrl: string): Promise<Searcher> {
  const [searchDocFile, lunrIndex] = await Promise.all([fetchJson(searchDocUrl), fetchJson(lunrIndexUrl)]);
  const {searchDocs} = (searchDocFile ?? {}) as {searchDocs?: unknown};
  return createSearcher(searchDocs, lunrIndex);
}

scope.onmessage = ({data}) => {
  if (data.type === 'load') {
    load(data.searchDocUrl, data.lunrIndexUrl).then(
      (searcher) => {
        search = searcher;
        scope.postMessage({type: 'ready'});
      },
      (error: unknown) =>
        scope.postMessage({type: 'failed', message: error instanceof Error ? error.message : String(error)}),
    );
    return;
  }
  scope.postMessage({type: 'results', id: data.id, results: search ? search(data.query) : []});
};

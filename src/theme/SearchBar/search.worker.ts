/**
 * Runs in a Web Worker: fetches and parses the two index files, builds the lunr index and answers queries.
 * Building a 1 MB index takes hundreds of milliseconds on a slow phone; here it never blocks
 * scrolling, clicks or typing on the page. searchWorker.ts is the page's side.
 */
import {createSearcher, type Searcher} from './search';
import type {FromWorker, ToWorker} from './searchWorker';

// The worker's global scope; the project compiles with the DOM library, not WebWorker's.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ToWorker>) => void) | null;
  postMessage: (message: FromWorker) => void;
};

let search: Searcher | null = null;

/** The file as JSON; the page hears of every piece that arrives, so that only silence counts as lost. */
async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  scope.postMessage({type: 'progress'});
  if (!response.body) return response.json();
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    text += decoder.decode(read.value, {stream: true});
    scope.postMessage({type: 'progress'});
  }
  return JSON.parse(text + decoder.decode());
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

// The page's side of the search worker (search.worker.ts): starts it, and sends it queries.
import type {SearchResult} from './search';

/** Messages to the search worker (search.worker.ts) and back. */
export type ToWorker =
  {type: 'load'; searchDocUrl: string; lunrIndexUrl: string} | {type: 'search'; id: number; query: string};
export type FromWorker =
  {type: 'ready'} | {type: 'failed'; message: string} | {type: 'results'; id: number; results: SearchResult[]};

/** A query answered by the worker. */
export type AsyncSearcher = (query: string) => Promise<SearchResult[]>;

/**
 * Starts the worker, which fetches the two files (absolute URLs) and builds the index, and resolves
 * once it is ready. Rejects if a file cannot be loaded or is not an index, or the worker's script
 * cannot load.
 */
export function startSearchWorker(searchDocUrl: string, lunrIndexUrl: string): Promise<AsyncSearcher> {
  const worker = new Worker(/* webpackChunkName: "search-engine" */ new URL('./search.worker.ts', import.meta.url));
  const pending = new Map<number, (results: SearchResult[]) => void>();
  let nextId = 0;
  const search: AsyncSearcher = (query) =>
    new Promise((resolve) => {
      nextId += 1;
      pending.set(nextId, resolve);
      worker.postMessage({type: 'search', id: nextId, query} satisfies ToWorker);
    });

  return new Promise((resolve, reject) => {
    worker.onmessage = ({data}: MessageEvent<FromWorker>) => {
      if (data.type === 'ready') resolve(search);
      else if (data.type === 'failed') {
        worker.terminate();
        reject(new Error(data.message));
      } else {
        pending.get(data.id)?.(data.results);
        pending.delete(data.id);
      }
    };
    worker.onerror = (event) => {
      // Handled: the bar says search is unavailable. Unhandled, it is an error of the page too: in
      // Firefox, a reader who leaves while the worker loads its chunk (lunr, by importScripts) aborts
      // that load, and the worker's NS_BINDING_ABORTED was reported as the page's (tests/firefox/search.test.ts).
      event.preventDefault();
      worker.terminate();
      // Queries under way get no results rather than waiting forever.
      pending.forEach((answer) => answer([]));
      pending.clear();
      reject(new Error(`The search worker failed: ${event.message || 'its script did not load'}`));
    };
    worker.postMessage({type: 'load', searchDocUrl, lunrIndexUrl} satisfies ToWorker);
  });
}

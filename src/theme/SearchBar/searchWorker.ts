import type {SearchResult} from './search';

/** Messages to the search worker (search.worker.ts) and back. */
export type ToWorker =
  {type: 'load'; searchDocUrl: string; lunrIndexUrl: string} | {type: 'search'; id: number; query: string};
export type FromWorker =
  | {type: 'ready'}
  | {type: 'failed'; message: string}
  /** Bytes of the index files arrived: the download is going, however slowly. */
  | {type: 'progress'}
  | {type: 'results'; id: number; results: SearchResult[]};

/**
 * With no byte of the index files for this long, their requests are taken as lost and search as
 * unavailable (a slow phone still gets bytes every second; a request that never answers gets none).
 */
export const INDEX_SILENCE_MS = 20_000;

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
    let silence = 0;
    const fail = (error: Error) => {
      window.clearTimeout(silence);
      worker.terminate();
      reject(error);
    };
    const listen = () => {
      window.clearTimeout(silence);
      silence = window.setTimeout(
        () => fail(new Error(`No byte of the search index arrived for ${INDEX_SILENCE_MS / 1000} s.`)),
        INDEX_SILENCE_MS,
      );
    };
    listen();
    worker.onmessage = ({data}: MessageEvent<FromWorker>) => {
      if (data.type === 'progress') listen();
      else if (data.type === 'ready') {
        window.clearTimeout(silence);
        resolve(search);
      } else if (data.type === 'failed') fail(new Error(data.message));
      else {
        pending.get(data.id)?.(data.results);
        pending.delete(data.id);
      }
    };
    worker.onerror = (event) => {
      // Queries under way get no results rather than waiting forever.
      pending.forEach((answer) => answer([]));
      pending.clear();
      fail(new Error(`The search worker failed: ${event.message || 'its script did not load'}`));
    };
    worker.postMessage({type: 'load', searchDocUrl, lunrIndexUrl} satisfies ToWorker);
  });
}

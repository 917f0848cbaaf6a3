import {useEffect, useState, type ComponentType} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {usePluginData} from '@docusaurus/useGlobalData';
import type {ComboboxProps} from './Combobox';
import {startSearchWorker, type AsyncSearcher} from './searchClient';

interface Loaded {
  search: AsyncSearcher;
  /** The bar that searches: it has nothing to do before the index is there, so it comes with it. */
  Combobox: ComponentType<ComboboxProps>;
}

export type IndexState = {status: 'loading'} | ({status: 'ready'} & Loaded) | {status: 'unavailable'};

interface FileNames {
  searchDoc: string;
  lunrIndex: string;
}

async function loadSearcher(searchDocUrl: string, lunrIndexUrl: string): Promise<Loaded> {
  // Receiving a 1 MB file, parsing it and building the index all happen in the worker, off the page's thread.
  const absolute = (url: string) => new URL(url, window.location.href).href;
  const [{default: Combobox}, search] = await Promise.all([
    import(/* webpackChunkName: "search-bar" */ './Combobox'),
    startSearchWorker(absolute(searchDocUrl), absolute(lunrIndexUrl)),
  ]);
  return {search, Combobox};
}

// The navbar is rendered again on every page: load the index once per visit, not once per page.
let loaded: Loaded | null = null;
let loading: Promise<Loaded> | null = null;

function loadOnce(searchDocUrl: string, lunrIndexUrl: string): Promise<Loaded> {
  loading ??= loadSearcher(searchDocUrl, lunrIndexUrl).then(
    (result) => (loaded = result),
    (error: unknown) => {
      loading = null; // The next page may try again.
      throw error;
    },
  );
  return loading;
}

/** Idle time soon after the page has rendered, so loading the index never competes with hydration. */
function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, {timeout: 500});
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(callback, 50);
  return () => window.clearTimeout(id);
}

/** Loads both index files after hydration and starts the search worker. The state never stays `loading` after a failure. */
export function useSearchIndex(): IndexState {
  const {fileNames} = usePluginData('docusaurus-lunr-search') as {fileNames: FileNames};
  const searchDocUrl = useBaseUrl(fileNames.searchDoc);
  const lunrIndexUrl = useBaseUrl(fileNames.lunrIndex);
  // While hydrating, `loaded` is always null, as on the server; after a client-side page change it is ready at once.
  const [state, setState] = useState<IndexState>(() => (loaded ? {status: 'ready', ...loaded} : {status: 'loading'}));

  useEffect(() => {
    if (loaded) return undefined;
    let active = true;
    const cancel = whenIdle(() => {
      loadOnce(searchDocUrl, lunrIndexUrl).then(
        (result) => active && setState({status: 'ready', ...result}),
        (error: unknown) => {
          console.warn('Search is unavailable: the search index could not be loaded.', error);
          if (active) setState({status: 'unavailable'});
        },
      );
    });
    return () => {
      active = false;
      cancel();
    };
  }, [searchDocUrl, lunrIndexUrl]);

  return state;
}

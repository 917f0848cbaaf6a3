import {useEffect, useState, useSyncExternalStore} from 'react';
import {firstEncoding} from '../state/playgroundState';
import type {ToWorker} from './protocol';
import {TokenizerClient, type TokenizerState, type TokenizerWorker} from './tokenizerClient';

export type {TokenizeRequest, TokenizerError, TokenizerState} from './tokenizerClient';

function createWorker(): Worker {
  return new Worker(new URL('./tokenizer.worker.ts', import.meta.url), {type: 'module'});
}

/**
 * A worker started now, with the encoding of the first count, whose vocabulary it starts loading.
 * A failure of its script that comes before the client listens is kept and told to the client's
 * listener when it comes.
 */
function startWorker(prepare: ToWorker | null): TokenizerWorker {
  const worker = createWorker();
  let failed: Event | null = null;
  worker.addEventListener('error', (event) => {
    failed = event;
    event.preventDefault();
  });
  if (prepare) worker.postMessage(prepare);
  return {
    postMessage: (message) => worker.postMessage(message),
    terminate: () => worker.terminate(),
    addEventListener(type: 'message' | 'error', listener: (event: never) => void) {
      worker.addEventListener(type, listener as EventListener);
      if (type === 'error' && failed) {
        const event = failed;
        queueMicrotask(() => (listener as EventListener)(event));
      }
    },
  };
}

// The first worker starts as soon as this code runs, before the page has hydrated, so that its
// script loads and its vocabulary is read while React renders the page.
let firstWorker: TokenizerWorker | null = null;
if (typeof window !== 'undefined') {
  const encoding = firstEncoding(window.location);
  firstWorker = startWorker(encoding && {type: 'prepare', encoding});
}

function takeWorker(): TokenizerWorker {
  const worker = firstWorker ?? startWorker(null);
  firstWorker = null;
  return worker;
}

const IDLE: TokenizerState = {phase: 'idle', latest: 0};

/** The playground's tokenizer: a TokenizerClient for this component, and its state. */
export function useTokenizer() {
  const [client] = useState(() => new TokenizerClient(takeWorker));
  useEffect(() => {
    client.start();
    return client.dispose;
  }, [client]);
  const state = useSyncExternalStore(client.subscribe, client.getState, () => IDLE);
  return {state, run: client.run, cancel: client.cancel, retry: client.retry};
}

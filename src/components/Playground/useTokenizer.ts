import {useEffect, useState, useSyncExternalStore} from 'react';
import {TokenizerClient, type TokenizerState} from './tokenizerClient';

export type {TokenizeRequest, TokenizerError, TokenizerState} from './tokenizerClient';

function createWorker(): Worker {
  return new Worker(new URL('./tokenizer.worker.ts', import.meta.url), {type: 'module'});
}

const IDLE: TokenizerState = {phase: 'idle', latest: 0};

/** The playground's tokenizer: a TokenizerClient for this component, and its state. */
export function useTokenizer() {
  const [client] = useState(() => new TokenizerClient(createWorker));
  useEffect(() => {
    client.start();
    return client.dispose;
  }, [client]);
  const state = useSyncExternalStore(client.subscribe, client.getState, () => IDLE);
  return {state, run: client.run, cancel: client.cancel, retry: client.retry};
}

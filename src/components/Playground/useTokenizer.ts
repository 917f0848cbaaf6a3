import {useCallback, useEffect, useRef, useState} from 'react';
import type {EncodingName} from '@site/src/lib/jtokkit';
import type {ChatResult, ErrorKind, Request, Response, TextRequest, TextResult} from './protocol';

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
export type TokenizeRequest = DistributiveOmit<Request, 'id'>;

export type TokenizerError = {kind: ErrorKind; message: string; token?: string; index?: number; messageIndex?: number};

export type TokenizerState = {
  /** idle: nothing asked yet; loading: downloading an encoding; running: encoding; done; error; cancelled. */
  phase: 'idle' | 'loading' | 'running' | 'done' | 'error' | 'cancelled';
  loadingEncoding?: EncodingName;
  progress?: {done: number; total: number};
  /** The current run has taken long enough to offer Cancel (it may be one huge piece, with no progress). */
  slow?: boolean;
  /** The last results, kept while a newer request runs so the page does not flicker. */
  text?: TextResult & {request: TextRequest};
  chat?: ChatResult;
  error?: TokenizerError;
  /** The last text request that finished, with a result or an error: what the Java code shows. */
  settled?: TextRequest;
};

function createWorker(): Worker {
  return new Worker(new URL('./tokenizer.worker.ts', import.meta.url), {type: 'module'});
}

/** Runs requests in the tokenizer worker; only the newest request's answer is used. */
export function useTokenizer() {
  const worker = useRef<Worker | null>(null);
  const latest = useRef(0);
  const lastRequest = useRef<TokenizeRequest | null>(null);
  const textRequest = useRef<TextRequest | null>(null);
  const slowTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // When the worker last spoke and whether a run is unanswered: a worker silent for two seconds
  // is inside one huge piece and cannot read a newer request, so it is replaced.
  const lastHeard = useRef(0);
  const inFlight = useRef(false);
  const downloading = useRef(false);
  const [state, setState] = useState<TokenizerState>({phase: 'idle'});

  const onMessage = useCallback((event: MessageEvent<Response>) => {
    const message = event.data;
    lastHeard.current = Date.now();
    downloading.current = message.type === 'loading';
    if (message.id !== latest.current) return;
    if (message.type === 'text' || message.type === 'chat' || message.type === 'error') inFlight.current = false;
    setState((previous) => {
      switch (message.type) {
        case 'loading':
          return {...previous, phase: 'loading', loadingEncoding: message.encoding, progress: undefined};
        case 'progress':
          return {...previous, phase: 'running', progress: {done: message.done, total: message.total}};
        case 'text':
          return {
            phase: 'done',
            text: {...message, request: textRequest.current!},
            chat: previous.chat,
            settled: textRequest.current!,
          };
        case 'chat':
          return {phase: 'done', chat: message, text: previous.text, settled: previous.settled};
        case 'error':
          return {
            ...previous,
            phase: 'error',
            progress: undefined,
            error: message,
            settled: textRequest.current?.id === message.id ? textRequest.current : previous.settled,
          };
      }
    });
  }, []);

  const start = useCallback(() => {
    const created = createWorker();
    created.addEventListener('message', onMessage);
    // The worker's own script failed to load (offline, a new deployment removed it).
    created.addEventListener('error', (event) => {
      event.preventDefault();
      setState((previous) => ({
        ...previous,
        phase: 'error',
        error: {kind: 'load', message: 'The tokenizer could not be started.'},
      }));
    });
    worker.current = created;
    return created;
  }, [onMessage]);

  useEffect(() => {
    start();
    return () => {
      worker.current?.terminate();
      worker.current = null;
    };
  }, [start]);

  const run = useCallback(
    (request: TokenizeRequest) => {
      lastRequest.current = request;
      latest.current += 1;
      // A download may be silent for long; only a silent encoder is stuck.
      const stuck = inFlight.current && !downloading.current && Date.now() - lastHeard.current > 2000;
      if (stuck) worker.current?.terminate();
      const current = stuck || !worker.current ? start() : worker.current;
      inFlight.current = true;
      lastHeard.current = Date.now();
      setState((previous) => ({...previous, phase: 'running', progress: undefined, error: undefined, slow: false}));
      const id = latest.current;
      clearTimeout(slowTimer.current);
      slowTimer.current = setTimeout(() => {
        if (latest.current === id)
          setState((previous) => (previous.phase === 'running' ? {...previous, slow: true} : previous));
      }, 500);
      const message = {...request, id} as Request;
      if (message.type === 'text') textRequest.current = message;
      current.postMessage(message);
    },
    [start],
  );

  /** Stops a long run at once, even inside one huge piece, by replacing the worker. */
  const cancel = useCallback(() => {
    latest.current += 1;
    inFlight.current = false;
    worker.current?.terminate();
    start();
    setState((previous) => ({...previous, phase: 'cancelled', progress: undefined, slow: false}));
  }, [start]);

  /** Runs the last request again in a fresh worker (after a failed download or a cancel). */
  const retry = useCallback(() => {
    inFlight.current = false;
    worker.current?.terminate();
    start();
    if (lastRequest.current) run(lastRequest.current);
  }, [run, start]);

  return {state, run, cancel, retry};
}

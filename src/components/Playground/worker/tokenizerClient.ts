import type {EncodingName} from '@site/src/lib/counting/jtokkit';
import type {ChatResult, CompareRequest, CompareRow, Request, Response, TextRequest, TextResult} from './protocol';

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
export type TokenizeRequest = DistributiveOmit<Request, 'id'>;

/** An error the worker reported, or that the client saw (the worker did not start). */
export type TokenizerError = Omit<Extract<Response, {type: 'error'}>, 'type' | 'id'>;

/** A comparison: its newest request and the rows answered so far (older rows stay until replaced). */
export type CompareState = {
  request: CompareRequest;
  rows: Partial<Record<EncodingName, CompareRow>>;
  complete: boolean;
};

export type TokenizerState = {
  /** idle: nothing asked yet; loading: downloading an encoding; running: encoding; done; error; cancelled. */
  phase: 'idle' | 'loading' | 'running' | 'done' | 'error' | 'cancelled';
  loadingEncoding?: EncodingName;
  /** In a comparison: how many of the vocabularies it needs were loaded when this download began. */
  loadingStep?: {done: number; total: number};
  progress?: {done: number; total: number};
  /** The current run has taken long enough to offer Cancel (it may be one huge piece, with no progress). */
  slow?: boolean;
  /** The last results, kept while a newer request runs so the page does not flicker. */
  text?: TextResult & {request: TextRequest};
  chat?: ChatResult;
  compare?: CompareState;
  error?: TokenizerError;
  /** The last text request that finished, with a result or an error: what the Java code shows. */
  settled?: TextRequest;
  /**
   * The id of the newest request, or of the cancel that ended it: a result with another id is of an
   * older input, and is shown dimmed (while a newer run goes, or after it was cancelled).
   */
  latest: number;
};

/** What the client needs of a Worker; tests pass a fake. */
export interface TokenizerWorker {
  postMessage(message: Request): void;
  terminate(): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<Response>) => void): void;
  addEventListener(type: 'error', listener: (event: Event) => void): void;
}

/** Time, so that tests can control it. */
export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** After this long without an answer, a run offers Cancel. */
export const SLOW_AFTER_MS = 500;
/** A worker silent this long while encoding is inside one huge piece and cannot read a newer request. */
export const STUCK_AFTER_MS = 2000;

/**
 * Runs requests in the tokenizer worker and keeps the playground's view of them. Only the newest
 * request's answers count; a newer request replaces a worker that is stuck in an older one;
 * cancel and retry replace the worker. Plain TypeScript, so that it is tested with a fake worker.
 */
export class TokenizerClient {
  private worker: TokenizerWorker | null = null;
  private latest = 0;
  private lastRequest: TokenizeRequest | null = null;
  private textRequest: TextRequest | null = null;
  private slowTimer: unknown;
  // When the worker last spoke, whether a run is unanswered, and whether it is downloading.
  private lastHeard = 0;
  private inFlight = false;
  private downloading = false;
  // The worker's script failed to load: the next request starts another instead of waiting on it.
  private workerFailed = false;
  private state: TokenizerState = {phase: 'idle', latest: 0};
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly createWorker: () => TokenizerWorker,
    private readonly clock: Clock = systemClock,
  ) {}

  readonly getState = (): TokenizerState => this.state;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Starts a worker now, so that the first request does not wait for it. */
  readonly start = (): void => {
    if (!this.worker) this.startWorker();
  };

  /** Stops the worker and the timer; a later request or start begins again. */
  readonly dispose = (): void => {
    this.clock.clearTimeout(this.slowTimer);
    this.worker?.terminate();
    this.worker = null;
  };

  readonly run = (request: TokenizeRequest): void => {
    this.lastRequest = request;
    this.latest += 1;
    // A download may be silent for long; only a silent encoder is stuck.
    const stuck = this.inFlight && !this.downloading && this.clock.now() - this.lastHeard > STUCK_AFTER_MS;
    if (stuck || this.workerFailed) this.worker?.terminate();
    const current = stuck || this.workerFailed || !this.worker ? this.startWorker() : this.worker;
    this.inFlight = true;
    this.lastHeard = this.clock.now();
    const id = this.latest;
    this.update((previous) => ({
      ...previous,
      phase: 'running',
      progress: undefined,
      error: undefined,
      slow: false,
      latest: id,
    }));
    this.clock.clearTimeout(this.slowTimer);
    this.slowTimer = this.clock.setTimeout(() => {
      if (this.latest === id)
        this.update((previous) => (previous.phase === 'running' ? {...previous, slow: true} : previous));
    }, SLOW_AFTER_MS);
    const message = {...request, id} as Request;
    if (message.type === 'text') this.textRequest = message;
    if (message.type === 'compare') {
      // The rows shown so far stay, marked as older than this request until their own arrive.
      this.update((previous) => ({
        ...previous,
        compare: {request: message, rows: previous.compare?.rows ?? {}, complete: false},
      }));
    }
    current.postMessage(message);
  };

  /** Stops a long run at once, even inside one huge piece, by replacing the worker. */
  readonly cancel = (): void => {
    this.latest += 1;
    this.inFlight = false;
    this.worker?.terminate();
    this.startWorker();
    const latest = this.latest;
    this.update((previous) => ({...previous, phase: 'cancelled', progress: undefined, slow: false, latest}));
  };

  /** Runs the last request again in a fresh worker (after a failed download or a cancel). */
  readonly retry = (): void => {
    this.inFlight = false;
    this.worker?.terminate();
    this.startWorker();
    if (this.lastRequest) this.run(this.lastRequest);
  };

  private startWorker(): TokenizerWorker {
    const created = this.createWorker();
    created.addEventListener('message', (event) => {
      if (this.worker === created) this.onMessage(event.data);
    });
    // The worker's own script failed to load (offline, a new deployment removed it). This can come
    // before the first request as well as after it: either way the page says so and offers Retry.
    created.addEventListener('error', (event) => {
      event.preventDefault();
      if (this.worker !== created) return;
      this.workerFailed = true;
      this.inFlight = false;
      this.clock.clearTimeout(this.slowTimer);
      this.update((previous) => ({
        ...previous,
        phase: 'error',
        progress: undefined,
        slow: false,
        error: {kind: 'worker', message: 'The tokenizer could not be started.'},
      }));
    });
    this.worker = created;
    this.workerFailed = false;
    return created;
  }

  private onMessage(message: Response): void {
    this.lastHeard = this.clock.now();
    this.downloading = message.type === 'loading';
    if (message.id !== this.latest) return;
    if (message.type === 'text' || message.type === 'chat' || message.type === 'compared' || message.type === 'error')
      this.inFlight = false;
    const textRequest = this.textRequest;
    this.update((previous) => {
      switch (message.type) {
        case 'loading':
          return {
            ...previous,
            phase: 'loading',
            loadingEncoding: message.encoding,
            loadingStep: message.step,
            progress: undefined,
          };
        case 'started':
          return {...previous, phase: 'running', progress: undefined};
        case 'progress':
          return {...previous, phase: 'running', progress: {done: message.done, total: message.total}};
        case 'text':
          return {
            phase: 'done',
            latest: previous.latest,
            text: {...message, request: textRequest!},
            chat: previous.chat,
            compare: previous.compare,
            settled: textRequest!,
          };
        case 'chat':
          return {
            phase: 'done',
            latest: previous.latest,
            chat: message,
            text: previous.text,
            compare: previous.compare,
            settled: previous.settled,
          };
        case 'compareRow':
          return {
            ...previous,
            phase: 'running',
            progress: undefined,
            compare: {...previous.compare!, rows: {...previous.compare!.rows, [message.encoding]: message}},
          };
        case 'compared':
          return {
            phase: 'done',
            latest: previous.latest,
            text: previous.text,
            chat: previous.chat,
            settled: previous.settled,
            compare: {...previous.compare!, complete: true},
          };
        case 'error':
          return {
            ...previous,
            phase: 'error',
            progress: undefined,
            error: message,
            settled: textRequest?.id === message.id ? textRequest : previous.settled,
          };
      }
    });
  }

  private update(change: (previous: TokenizerState) => TokenizerState): void {
    const next = change(this.state);
    if (next === this.state) return;
    this.state = next;
    for (const listener of this.listeners) listener();
  }
}

// The playground's TokenizerClient with a fake worker and a fake clock: which answers count, when
// a run offers Cancel, when a stuck worker is replaced, and what cancel, retry and errors do.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  SLOW_AFTER_MS,
  STUCK_AFTER_MS,
  TokenizerClient,
  type Clock,
  type TokenizeRequest,
  type TokenizerWorker,
} from '../../src/components/Playground/worker/tokenizerClient';
import type {Request, Response} from '../../src/components/Playground/worker/protocol';

class FakeWorker implements TokenizerWorker {
  posted: Request[] = [];
  terminated = false;
  private readonly listeners: {
    message: ((event: MessageEvent<Response>) => void)[];
    error: ((event: Event) => void)[];
  } = {message: [], error: []};
  postMessage(message: Request): void {
    this.posted.push(message);
  }
  terminate(): void {
    this.terminated = true;
  }
  addEventListener(type: 'message' | 'error', listener: (event: never) => void): void {
    this.listeners[type].push(listener as never);
  }
  reply(message: Response): void {
    for (const listener of this.listeners.message) listener({data: message} as MessageEvent<Response>);
  }
  fail(): {prevented: boolean} {
    const event = {
      prevented: false,
      preventDefault() {
        this.prevented = true;
      },
    };
    for (const listener of this.listeners.error) listener(event as unknown as Event);
    return event;
  }
}

class FakeClock implements Clock {
  time = 0;
  private timers: {at: number; callback: () => void; handle: number}[] = [];
  private next = 1;
  now(): number {
    return this.time;
  }
  setTimeout(callback: () => void, ms: number): unknown {
    const handle = this.next++;
    this.timers.push({at: this.time + ms, callback, handle});
    return handle;
  }
  clearTimeout(handle: unknown): void {
    this.timers = this.timers.filter((timer) => timer.handle !== handle);
  }
  advance(ms: number): void {
    this.time += ms;
    const due = this.timers.filter((timer) => timer.at <= this.time);
    this.timers = this.timers.filter((timer) => timer.at > this.time);
    for (const timer of due) timer.callback();
  }
}

function setup() {
  const workers: FakeWorker[] = [];
  const clock = new FakeClock();
  const client = new TokenizerClient(() => {
    const worker = new FakeWorker();
    workers.push(worker);
    return worker;
  }, clock);
  let notified = 0;
  client.subscribe(() => notified++);
  return {client, clock, workers, notifications: () => notified};
}

const textRequest = (text: string): TokenizeRequest => ({
  type: 'text',
  encoding: 'cl100k_base',
  mode: 'encode',
  text,
  maxTokens: null,
  segmentLimit: 100,
  crlf: false,
});

const textReply = (id: number, count: number): Response => ({
  type: 'text',
  id,
  count,
  ids: new Uint32Array(count),
  segments: [],
  limited: null,
  crlfCount: null,
  millis: 1,
});

test('starts idle and starts one worker, once', () => {
  const {client, workers} = setup();
  assert.deepEqual(client.getState(), {phase: 'idle', latest: 0});
  client.start();
  client.start();
  assert.equal(workers.length, 1);
});

test('a request gets an id, runs, and its answer is the result', () => {
  const {client, workers, notifications} = setup();
  client.run(textRequest('hello world'));
  const posted = workers[0]!.posted[0]!;
  assert.equal(posted.id, 1);
  assert.equal(client.getState().phase, 'running');
  workers[0]!.reply(textReply(1, 2));
  const state = client.getState();
  assert.equal(state.phase, 'done');
  assert.equal(state.text?.count, 2);
  assert.equal(state.text?.request.text, 'hello world');
  assert.equal(state.settled?.text, 'hello world');
  assert.ok(notifications() >= 2);
});

test('a newer request supersedes an older one: late answers to the older one are ignored', () => {
  const {client, workers} = setup();
  client.run(textRequest('first'));
  client.run(textRequest('second'));
  workers[0]!.reply(textReply(1, 1));
  assert.equal(client.getState().phase, 'running');
  workers[0]!.reply(textReply(2, 5));
  assert.equal(client.getState().text?.count, 5);
  assert.equal(client.getState().text?.request.text, 'second');
});

test('results of the last run stay visible while the next one runs', () => {
  const {client, workers} = setup();
  client.run(textRequest('first'));
  workers[0]!.reply(textReply(1, 3));
  client.run(textRequest('second'));
  assert.equal(client.getState().phase, 'running');
  assert.equal(client.getState().text?.count, 3);
});

test('loading and progress messages show the download and the progress', () => {
  const {client, workers} = setup();
  client.run(textRequest('x'));
  workers[0]!.reply({type: 'loading', id: 1, encoding: 'o200k_base'});
  assert.equal(client.getState().phase, 'loading');
  assert.equal(client.getState().loadingEncoding, 'o200k_base');
  workers[0]!.reply({type: 'progress', id: 1, done: 3, total: 10});
  assert.deepEqual(client.getState().progress, {done: 3, total: 10});
});

test(`after ${SLOW_AFTER_MS} ms without an answer a run is slow, and offers Cancel`, () => {
  const {client, clock} = setup();
  client.run(textRequest('x'));
  clock.advance(SLOW_AFTER_MS - 1);
  assert.equal(client.getState().slow, false);
  clock.advance(1);
  assert.equal(client.getState().slow, true);
});

test('the slow timer of a superseded run does nothing', () => {
  const {client, clock, workers} = setup();
  client.run(textRequest('first'));
  clock.advance(SLOW_AFTER_MS - 100);
  client.run(textRequest('second'));
  workers[0]!.reply(textReply(2, 1));
  clock.advance(SLOW_AFTER_MS);
  assert.equal(client.getState().phase, 'done');
  assert.ok(!client.getState().slow);
});

test(`a worker silent for more than ${STUCK_AFTER_MS} ms while encoding is replaced by the next request`, () => {
  const {client, clock, workers} = setup();
  client.run(textRequest('huge'));
  clock.advance(STUCK_AFTER_MS + 1);
  client.run(textRequest('small'));
  assert.equal(workers.length, 2);
  assert.ok(workers[0]!.terminated);
  assert.equal(workers[1]!.posted[0]!.id, 2);
});

test('a worker that is downloading a vocabulary is not stuck, however long it is silent', () => {
  const {client, clock, workers} = setup();
  client.run(textRequest('x'));
  workers[0]!.reply({type: 'loading', id: 1, encoding: 'o200k_base'});
  clock.advance(STUCK_AFTER_MS * 5);
  client.run(textRequest('y'));
  assert.equal(workers.length, 1);
  assert.equal(workers[0]!.posted.length, 2);
});

test('a worker silent after its download has ended is stuck: the next request replaces it', () => {
  const {client, clock, workers} = setup();
  client.run(textRequest('huge'));
  workers[0]!.reply({type: 'loading', id: 1, encoding: 'o200k_base'});
  clock.advance(STUCK_AFTER_MS * 5);
  workers[0]!.reply({type: 'started', id: 1});
  assert.equal(client.getState().phase, 'running');
  clock.advance(STUCK_AFTER_MS + 1);
  client.run(textRequest('small'));
  assert.equal(workers.length, 2);
  assert.ok(workers[0]!.terminated);
  assert.equal(workers[1]!.posted[0]!.id, 2);
});

test('cancel replaces the worker and ignores the old run', () => {
  const {client, workers} = setup();
  client.run(textRequest('huge'));
  client.cancel();
  assert.ok(workers[0]!.terminated);
  assert.equal(workers.length, 2);
  assert.equal(client.getState().phase, 'cancelled');
  workers[0]!.reply(textReply(1, 9));
  assert.equal(client.getState().phase, 'cancelled');
});

test('retry runs the last request again in a fresh worker', () => {
  const {client, workers} = setup();
  client.run(textRequest('again'));
  workers[0]!.reply({type: 'error', id: 1, kind: 'load', message: 'download failed'});
  assert.equal(client.getState().phase, 'error');
  assert.equal(client.getState().error?.message, 'download failed');
  client.retry();
  const fresh = workers[workers.length - 1]!;
  assert.ok(workers[0]!.terminated);
  assert.equal(fresh.posted.length, 1);
  assert.equal((fresh.posted[0] as {text: string}).text, 'again');
  fresh.reply(textReply(fresh.posted[0]!.id, 1));
  assert.equal(client.getState().phase, 'done');
});

test('an error answer keeps the request it belongs to as the settled one', () => {
  const {client, workers} = setup();
  client.run(textRequest('<|endoftext|>'));
  workers[0]!.reply({type: 'error', id: 1, kind: 'special', message: 'special token', token: '<|endoftext|>'});
  assert.equal(client.getState().settled?.text, '<|endoftext|>');
  assert.equal(client.getState().error?.kind, 'special');
});

test('a worker whose script cannot load gives a clear error, and the event is handled', () => {
  const {client, workers} = setup();
  client.start();
  const event = workers[0]!.fail();
  assert.ok(event.prevented);
  assert.equal(client.getState().phase, 'error');
  assert.equal(client.getState().error?.message, 'The tokenizer could not be started.');
});

test('dispose stops the worker and its timer; a later request starts a new one', () => {
  const {client, clock, workers} = setup();
  client.run(textRequest('x'));
  client.dispose();
  assert.ok(workers[0]!.terminated);
  clock.advance(SLOW_AFTER_MS * 2);
  assert.ok(!client.getState().slow);
  client.run(textRequest('y'));
  assert.equal(workers.length, 2);
});

test('unsubscribed listeners are not called', () => {
  const {client} = setup();
  let calls = 0;
  const unsubscribe = client.subscribe(() => calls++);
  unsubscribe();
  client.run(textRequest('x'));
  assert.equal(calls, 0);
});

const compare: TokenizeRequest = {
  type: 'compare',
  mode: 'encode',
  text: 'hello world',
  encodings: ['r50k_base', 'o200k_base'],
  shaded: ['o200k_base'],
  segmentLimit: 10,
};

test('a comparison fills in row by row, shows which download is under way, and ends with its last row', () => {
  const {client, workers} = setup();
  client.run(compare);
  const worker = workers[0]!;
  const id = worker.posted[0]!.id;
  worker.reply({type: 'compareRow', id, encoding: 'o200k_base', count: 2, segments: []});
  assert.equal(client.getState().phase, 'running');
  assert.equal(client.getState().compare?.rows.o200k_base?.count, 2);
  assert.equal(client.getState().compare?.complete, false);
  worker.reply({type: 'loading', id, encoding: 'r50k_base', step: {done: 1, total: 2}});
  assert.equal(client.getState().phase, 'loading');
  assert.deepEqual(client.getState().loadingStep, {done: 1, total: 2});
  worker.reply({type: 'compareRow', id, encoding: 'r50k_base', count: 2});
  worker.reply({type: 'compared', id});
  const done = client.getState();
  assert.equal(done.phase, 'done');
  assert.equal(done.compare?.complete, true);
  assert.deepEqual(Object.keys(done.compare!.rows).sort(), ['o200k_base', 'r50k_base']);
});

test('a newer comparison keeps the older rows until its own replace them; late rows of the old one are ignored', () => {
  const {client, workers} = setup();
  client.run(compare);
  const worker = workers[0]!;
  const first = worker.posted[0]!.id;
  worker.reply({type: 'compareRow', id: first, encoding: 'o200k_base', count: 2});
  worker.reply({type: 'compared', id: first});
  client.run({...compare, text: 'hello there world'});
  const second = worker.posted[1]!.id;
  assert.equal(client.getState().compare?.request.id, second, 'the old rows are now older than the request');
  worker.reply({type: 'compareRow', id: first, encoding: 'r50k_base', count: 99});
  assert.equal(client.getState().compare?.rows.r50k_base, undefined);
  assert.equal(client.getState().compare?.rows.o200k_base?.id, first, 'kept, to be shown dimmed');
  worker.reply({type: 'compareRow', id: second, encoding: 'o200k_base', count: 3});
  assert.equal(client.getState().compare?.rows.o200k_base?.count, 3);
  assert.equal(client.getState().compare?.request.text, 'hello there world');
});

test("a comparison's failed download names the vocabulary that failed", () => {
  const {client, workers} = setup();
  client.run(compare);
  const worker = workers[0]!;
  const id = worker.posted[0]!.id;
  worker.reply({type: 'error', id, kind: 'load', encoding: 'r50k_base', message: 'ChunkLoadError'});
  assert.equal(client.getState().phase, 'error');
  assert.equal(client.getState().error?.encoding, 'r50k_base');
});

// A worker chunk that fails fast (a 404 after a deployment, offline) fails before the first request
// is posted: that request must not wait on the dead worker, with Cancel and no Retry.
test('a worker that failed before the first request: the request starts another, and its failure offers Retry', () => {
  const {client, workers} = setup();
  client.start();
  workers[0]!.fail();
  assert.equal(client.getState().error?.kind, 'worker');
  client.run(textRequest('hello'));
  assert.equal(workers.length, 2, 'the request starts a new worker');
  assert.ok(workers[0]!.terminated);
  assert.equal(workers[1]!.posted.length, 1);
  workers[1]!.fail();
  assert.equal(client.getState().phase, 'error');
  assert.equal(client.getState().error?.kind, 'worker', 'the script, not a vocabulary');
  client.retry();
  const fresh = workers[workers.length - 1]!;
  fresh.reply(textReply(fresh.posted[0]!.id, 1));
  assert.equal(client.getState().phase, 'done');
});

test('latest names the newest request or cancel: a result of an older input is told apart', () => {
  const {client, workers} = setup();
  client.run(textRequest('one'));
  workers[0]!.reply(textReply(1, 1));
  assert.equal(client.getState().text?.id, client.getState().latest, 'the current result');
  client.run(textRequest('one two'));
  assert.notEqual(client.getState().text?.id, client.getState().latest, 'older while the next runs');
  client.cancel();
  assert.equal(client.getState().phase, 'cancelled');
  assert.notEqual(client.getState().text?.id, client.getState().latest, 'and after it was cancelled');
});

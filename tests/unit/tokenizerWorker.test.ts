import {test} from 'node:test';
import assert from 'node:assert/strict';
import {ENCODING_NAMES, type EncodingName} from '../../src/lib/counting/jtokkit';
import {createRequestHandler} from '../../src/components/Playground/worker/handleRequests';
import type {Request, Response, TextRequest} from '../../src/components/Playground/worker/protocol';
import {encodings} from '../support/encodings';
import {recorded, recordedResult} from '../support/recorded';

// The playground's worker (handleRequests.ts, as tokenizer.worker.ts runs it) against what JTokkit
// 1.1.0 itself returned (tests/support/recorded.ts): every recorded text in every encoding, with
// encode and encodeOrdinary, without a budget and with each recorded one (Max tokens), so that the
// page shows JTokkit's ids, counts and EncodingResult fields.

function worker() {
  const posted: Response[] = [];
  const handler = createRequestHandler({
    post: (message) => posted.push(message),
    isLoaded: () => true,
    loadEncoding: async (name) => encodings[name],
  });
  let id = 0;
  return {
    /** The answers to one request, the last one first. */
    async ask(request: Record<string, unknown> & {type: Request['type']}): Promise<Response[]> {
      posted.length = 0;
      await handler.handle({...request, id: ++id} as Request);
      return [...posted].reverse();
    },
  };
}

const textRequest = (encoding: EncodingName, text: string, mode: 'encode' | 'ordinary', maxTokens: number | null) =>
  ({type: 'text', encoding, mode, text, maxTokens, segmentLimit: 2000, crlf: false}) satisfies Omit<TextRequest, 'id'>;

for (const encoding of ENCODING_NAMES) {
  test(`${encoding}: the worker answers as JTokkit for ${recorded.length} recorded texts, in both modes and every recorded budget`, async () => {
    const tokenizer = worker();
    for (const entry of recorded) {
      const expected = entry[encoding];
      const label = JSON.stringify(entry.text);
      for (const mode of ['ordinary', 'encode'] as const) {
        const budgets = mode === 'ordinary' ? expected.b : expected.e;
        if (budgets === undefined) {
          // encode throws on a special token, with or without a budget.
          for (const max of [null, 0, 5]) {
            const [answer] = await tokenizer.ask(textRequest(encoding, entry.text, mode, max));
            assert.equal(answer?.type === 'error' && answer.kind, 'special', `encode(${label}, ${max})`);
          }
          continue;
        }
        // The playground's Max tokens is a Java int from 0 up.
        for (const budget of [null, ...budgets.filter(([max]) => max >= 0)]) {
          const max = budget === null ? null : budget[0];
          const [answer] = await tokenizer.ask(textRequest(encoding, entry.text, mode, max));
          const call = `${mode}(${label}${max === null ? '' : `, ${max}`})`;
          assert.equal(answer?.type, 'text', call);
          if (answer?.type !== 'text') continue;
          assert.deepEqual([...answer.ids], expected.o, `${call}: ids`);
          assert.equal(answer.count, expected.o.length, `${call}: count`);
          assert.deepEqual(answer.limited, budget === null ? null : recordedResult(expected.o, budget), call);
        }
      }
    }
  });
}

test('Max tokens 0 in cl100k_base: "hello world" is [15339], truncated, index 4, as JTokkit 1.1.0 returns', async () => {
  const [answer] = await worker().ask(textRequest('cl100k_base', 'hello world', 'encode', 0));
  assert.equal(answer?.type, 'text');
  if (answer?.type === 'text')
    assert.deepEqual(answer.limited, {tokens: [15339], truncated: true, lastProcessedCharacterIndex: 4});
});

test('compare and chat counts are the counts JTokkit recorded', async () => {
  const tokenizer = worker();
  const entry = recorded.find((e) => e.text === 'I love 🍕')!;
  const answers = await tokenizer.ask({
    type: 'compare',
    mode: 'encode',
    text: entry.text,
    encodings: [...ENCODING_NAMES],
    shaded: ['cl100k_base'],
    segmentLimit: 2000,
  });
  for (const encoding of ENCODING_NAMES) {
    const row = answers.find((a) => a.type === 'compareRow' && a.encoding === encoding);
    assert.equal(row?.type === 'compareRow' && row.count, entry[encoding].o.length, encoding);
  }
  const [chat] = await tokenizer.ask({
    type: 'chat',
    encoding: 'cl100k_base',
    body: {messages: [{role: 'user', content: entry.text}]},
  });
  assert.equal(chat?.type, 'chat');
  // The recipe's rule: 3 per message, the role's and the content's tokens, 3 for the reply's start.
  if (chat?.type === 'chat') assert.equal(chat.count.total, 3 + 1 + entry.cl100k_base.o.length + 3);
});

test('a request that waits for a download says when the download is over and encoding starts', async () => {
  const posted: Response[] = [];
  const loaded = new Set<EncodingName>();
  const handler = createRequestHandler({
    post: (message) => posted.push(message),
    isLoaded: (name) => loaded.has(name),
    loadEncoding: async (name) => {
      loaded.add(name);
      return encodings[name];
    },
  });
  const request = {...textRequest('r50k_base', 'hello', 'encode', null), id: 1};
  await handler.handle(request);
  assert.deepEqual(
    posted.map((message) => message.type),
    ['loading', 'started', 'text'],
  );
  posted.length = 0;
  await handler.handle({...request, id: 2});
  assert.deepEqual(
    posted.map((message) => message.type),
    ['text'],
    'nothing to download: no loading, no started',
  );
  posted.length = 0;
  await handler.handle({
    type: 'compare',
    id: 3,
    mode: 'encode',
    text: 'hello',
    encodings: ['r50k_base', 'p50k_base'],
    shaded: [],
    segmentLimit: 10,
  });
  assert.deepEqual(
    posted.map((message) => message.type),
    ['compareRow', 'loading', 'started', 'compareRow', 'compared'],
  );
});

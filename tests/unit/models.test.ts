import {test} from 'node:test';
import assert from 'node:assert/strict';
import {MODELS, modelByName} from '../../src/lib/counting/models';
import {ENCODING_NAMES} from '../../src/lib/counting/jtokkit';

test('every ModelType of JTokkit 1.1.0, once', () => {
  assert.equal(MODELS.length, 38);
  assert.equal(new Set(MODELS.map((m) => m.name)).size, MODELS.length);
  assert.equal(new Set(MODELS.map((m) => m.constant)).size, MODELS.length);
  for (const m of MODELS) {
    assert.ok(ENCODING_NAMES.includes(m.encoding), m.name);
    // The constant is the name in upper case with _ for - and . (GPT_3_5_TURBO for gpt-3.5-turbo).
    assert.equal(m.constant, m.name.toUpperCase().replace(/[-.]/g, '_'), m.name);
  }
});

test('names, encodings and context lengths as in the ModelType table', () => {
  const row = (name: string) => {
    const m = modelByName(name);
    return m && [m.encoding, m.maxContextLength];
  };
  assert.deepEqual(row('gpt-4o'), ['o200k_base', 128000]);
  assert.deepEqual(row('gpt-4o-mini'), ['o200k_base', 128000]);
  assert.deepEqual(row('gpt-4'), ['cl100k_base', 8192]);
  assert.deepEqual(row('gpt-4-32k'), ['cl100k_base', 32768]);
  assert.deepEqual(row('gpt-3.5-turbo'), ['cl100k_base', 16385]);
  assert.deepEqual(row('text-davinci-003'), ['p50k_base', 4097]);
  assert.deepEqual(row('text-davinci-001'), ['r50k_base', 2049]);
  assert.deepEqual(row('code-davinci-002'), ['p50k_base', 8001]);
  assert.deepEqual(row('davinci-codex'), ['p50k_base', 4096]);
  assert.deepEqual(row('code-davinci-edit-001'), ['p50k_edit', 3000]);
  assert.deepEqual(row('text-embedding-3-large'), ['cl100k_base', 8191]);
  assert.deepEqual(row('code-search-ada-code-001'), ['r50k_base', 2046]);
  // Like ModelType.fromName: "gpt_4" is not a model name.
  assert.equal(modelByName('gpt_4'), undefined);
});

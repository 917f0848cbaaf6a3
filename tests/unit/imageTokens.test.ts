import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {imagePatches, patchSteps, tileImageTokens, tileScaling} from '../../src/lib/counting/imageTokens';
import {javaBlocks} from '../../scripts/java-blocks';

// Every example of OpenAI's vision guide, with the intermediate numbers it shows.
test('tile rule: 1024 x 1024 at high detail is 768 x 768, 4 tiles, 765 tokens', () => {
  assert.deepEqual(tileScaling(1024, 1024), {width: 768, height: 768, tiles: 4});
  assert.equal(tileImageTokens(1024, 1024, 'high'), 765);
});

test('tile rule: 2048 x 4096 at high detail is 768 x 1536, 6 tiles, 1105 tokens', () => {
  assert.deepEqual(tileScaling(2048, 4096), {width: 768, height: 1536, tiles: 6});
  assert.equal(tileImageTokens(2048, 4096, 'high'), 1105);
});

test('tile rule: 4096 x 8192 at low detail is 85 tokens', () => {
  assert.equal(tileImageTokens(4096, 8192, 'low'), 85);
});

test('patch rule: 1024 x 1024 is 32 x 32 = 1024 patches, below the cap', () => {
  assert.deepEqual(patchSteps(1024, 1024), {columns: 32, rows: 32, raw: 1024, patches: 1024});
  assert.equal(imagePatches(1024, 1024), 1024);
});

test('patch rule: 1800 x 2400 is 57 x 75 patches, shrunk by 0.603 to 1086 x 1448, fitted to 1056 x 1408, 1452 patches', () => {
  const steps = patchSteps(1800, 2400);
  assert.deepEqual([steps.columns, steps.rows, steps.raw], [57, 75, 4275]);
  assert.equal(steps.shrink?.toFixed(3), '0.603');
  assert.deepEqual(steps.shrunk, {width: 1086, height: 1448});
  // The second factor, 33 / 33.94, makes the width 33 whole patches.
  assert.equal((33 / (1086 / 32)).toFixed(2), (33 / 33.94).toFixed(2));
  assert.deepEqual(steps.fitted, {width: 1056, height: 1408});
  assert.equal(steps.patches, 33 * 44);
  assert.equal(imagePatches(1800, 2400), 1452);
});

test('both rules are the same for a rotated image', () => {
  for (const [w, h] of [
    [1800, 2400],
    [2048, 4096],
    [4000, 1474],
    [3000, 3001],
    [1, 49152],
    [640, 480],
  ] as const) {
    assert.equal(imagePatches(w, h), imagePatches(h, w), `${w} x ${h}`);
    assert.equal(tileImageTokens(w, h, 'high'), tileImageTokens(h, w, 'high'), `${w} x ${h}`);
  }
});

test('never more than 1536 patches; a tiny image is one patch or tile', () => {
  for (const [w, h] of [
    [10000, 10000],
    [1, 49153],
    [2048, 768],
  ] as const) {
    assert.ok(imagePatches(w, h) <= 1536, `${w} x ${h}`);
  }
  assert.equal(imagePatches(1, 1), 1);
  assert.equal(tileImageTokens(1, 1, 'high'), 85 + 170);
});

// The first scaling makes the height of a 2,000,000 × 1 image 0.89 px: cut to whole pixels, that was 0 patches.
test('patch rule: no side is scaled below one pixel, so a very thin image is never free', () => {
  for (const [w, h] of [
    [2_000_000, 1],
    [1, 2_000_000],
    [100_000, 3],
  ] as const) {
    const steps = patchSteps(w, h);
    assert.ok(steps.shrunk!.width >= 1 && steps.shrunk!.height >= 1, `${w} x ${h}`);
    assert.ok(steps.fitted!.width >= 1 && steps.fitted!.height >= 1, `${w} x ${h}`);
    assert.equal(steps.patches, 1536, `${w} x ${h}`);
  }
});

test('patch rule: the method cuts to whole pixels after each scaling, which for 769 x 1954 gives 1488, where the one-factor formula gives 1464', () => {
  const steps = patchSteps(769, 1954);
  assert.deepEqual(steps.shrunk, {width: 786, height: 1999});
  assert.deepEqual(steps.fitted, {width: 768, height: 1953});
  assert.equal(steps.patches, 24 * 62);
  // The formula the later copies give: one factor on the original size, then whole pixels.
  const shrink = Math.sqrt((1536 * 32 * 32) / (769 * 1954));
  const factor =
    shrink *
    Math.min(
      Math.floor((769 * shrink) / 32) / ((769 * shrink) / 32),
      Math.floor((1954 * shrink) / 32) / ((1954 * shrink) / 32),
    );
  for (const toPixels of [Math.floor, Math.round]) {
    assert.equal(Math.ceil(toPixels(769 * factor) / 32) * Math.ceil(toPixels(1954 * factor) / 32), 1464);
  }
});

test('a size that is not a positive whole number is refused', () => {
  assert.throws(() => imagePatches(0, 10), RangeError);
  assert.throws(() => tileImageTokens(10.5, 10, 'high'), RangeError);
});

test('images recipe: the Java Output block shows the same numbers', () => {
  const blocks = javaBlocks(path.join('docs', 'getting-started', 'recipes', 'images.md'));
  const program = blocks.find((block) => block.className === 'ImageTokensExample');
  assert.ok(program?.output, 'the worked examples have an Output block');
  assert.deepEqual(program.output.trimEnd().split('\n'), [
    `1024 x 1024, high detail: ${tileImageTokens(1024, 1024, 'high')} tokens`,
    `2048 x 4096, high detail: ${tileImageTokens(2048, 4096, 'high')} tokens`,
    `4096 x 8192, low detail: ${tileImageTokens(4096, 8192, 'low')} tokens`,
    `1024 x 1024: ${imagePatches(1024, 1024)} patches`,
    `1800 x 2400: ${imagePatches(1800, 2400)} patches`,
    `769 x 1954: ${imagePatches(769, 1954)} patches`,
    `2000000 x 1: ${imagePatches(2_000_000, 1)} patches`,
  ]);
  assert.match(program.output, /765 tokens[\s\S]*1105 tokens[\s\S]*85 tokens[\s\S]*1024 patches[\s\S]*1452 patches/);
});

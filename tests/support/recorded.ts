// What JTokkit 1.1.0 itself returned for the corpus of scripts/jtokkit-fixtures/corpus.mjs, every
// encoding (tests/unit/fixtures/jtokkit-1.1.0.json, written by scripts/jtokkit-fixtures/generate.sh
// from the jar). o is encodeOrdinary(text), x the message encode throws with (absent when encode
// returns o), b and e the budgets of encodeOrdinary(text, max) and encode(text, max).
import fs from 'node:fs';
import path from 'node:path';
import type {EncodingName, EncodingResult} from '../../src/lib/counting/jtokkit';
import {JTOKKIT} from '../../src/lib/site/site';

/** [max, how many of o's first tokens getTokens holds, isTruncated, getLastProcessedCharacterIndex]. */
export type Budget = [max: number, kept: number, truncated: boolean, lastProcessedCharacterIndex: number];

export type Recorded = {text: string} & Record<EncodingName, {o: number[]; x?: string; b: Budget[]; e?: Budget[]}>;

export const recorded: Recorded[] = JSON.parse(
  fs.readFileSync(path.join(__dirname, `../unit/fixtures/jtokkit-${JTOKKIT.version}.json`), 'utf8'),
);

/** A budget as the EncodingResult JTokkit returned. */
export function recordedResult(
  all: readonly number[],
  [, kept, truncated, lastProcessedCharacterIndex]: Budget,
): EncodingResult {
  return {tokens: all.slice(0, kept), truncated, lastProcessedCharacterIndex};
}

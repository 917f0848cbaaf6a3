/**
 * JSON values, without a parser: what the tokenizer's worker needs of JSON (requestTokens.ts), so
 * that it does not carry jsonc-parser, which jsonText.ts (the JSON boxes) is built on.
 */
export type Json = null | boolean | number | string | Json[] | {[key: string]: Json};

/** A JSON object: not null, not an array. */
export const isJsonObject = (value: unknown): value is {[key: string]: Json} =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

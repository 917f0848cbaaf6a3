// @ts-check
/**
 * Webpack/Rspack loader that turns one of gpt-tokenizer's vocabularies (`gpt-tokenizer/bpeRanks/*`,
 * the ranks JTokkit ships) into the playground's vocabulary file, at build time. Imported as
 * `gpt-tokenizer/bpeRanks/NAME?vocabulary` (src/components/Playground/worker/vocabularies.ts), it is
 * emitted as an asset with a content hash, and the import gives its address.
 *
 * Why a format of our own: every token beyond the 256 single bytes is two lower-ranked tokens
 * joined, so the file lists, for each rank, the two ranks it is made of, which compresses to fewer
 * bytes than the token texts (bench/playground-results.md). The body is gzipped here, once, so
 * the size does not depend on what the host compresses; the worker inflates it with the browser's
 * DecompressionStream. src/lib/counting/vocabulary.ts reads it, and tests/unit/vocabulary.test.ts checks
 * that what it reads is the source vocabulary, rank for rank, for every encoding.
 *
 * The body, before gzip:
 *   "JTKV", a version byte (1), the number of ranks (uint32, little-endian);
 *   256 bytes: the byte of rank 0, 1, ... 255 (each of them is one byte);
 *   for ranks 256 and up, the left ranks, then the right ranks, each list as three planes (the high
 *   bytes of all values, then the middle bytes, then the low bytes), which compress better than the
 *   values one after another. A rank the vocabulary lacks (p50k_base has one) has 0xFFFFFF for both.
 */
const path = require('node:path');
const zlib = require('node:zlib');

const MAGIC = 'JTKV';
const VERSION = 1;
const NO_RANK = 0xffffff;

/**
 * The bytes of each rank as gpt-tokenizer ships them: a string (whole characters) or a byte array.
 * @param {readonly (string | readonly number[] | undefined)[]} rankData
 * @returns {(Buffer | undefined)[]}
 */
function rankBytes(rankData) {
  return Array.from(rankData, (entry) =>
    entry === undefined ? undefined : typeof entry === 'string' ? Buffer.from(entry, 'utf8') : Buffer.from(entry),
  );
}

/**
 * The body of the vocabulary file (before gzip) for gpt-tokenizer's rank data.
 * @param {readonly (string | readonly number[] | undefined)[]} rankData
 * @returns {Buffer}
 */
function vocabularyBody(rankData) {
  const tokens = rankBytes(rankData);
  const size = tokens.length;
  if (size > NO_RANK) throw new Error(`vocabulary: ${size} ranks do not fit in three bytes`);
  /** @type {Map<string, number>} */
  const rankOf = new Map();
  tokens.forEach((bytes, rank) => bytes && rankOf.set(bytes.toString('latin1'), rank));
  const singles = Buffer.alloc(256);
  for (let rank = 0; rank < 256; rank++) {
    const bytes = tokens[rank];
    if (!bytes || bytes.length !== 1) throw new Error(`vocabulary: rank ${rank} is not a single byte`);
    singles[rank] = bytes[0] ?? 0;
  }
  const pairs = size - 256;
  const left = new Uint32Array(pairs).fill(NO_RANK);
  const right = new Uint32Array(pairs).fill(NO_RANK);
  for (let rank = 256; rank < size; rank++) {
    const bytes = tokens[rank];
    if (!bytes) continue;
    // Any split into two lower ranks gives the same bytes; the longest left part is found first.
    let found = false;
    for (let cut = bytes.length - 1; cut > 0 && !found; cut--) {
      const l = rankOf.get(bytes.subarray(0, cut).toString('latin1'));
      const r = rankOf.get(bytes.subarray(cut).toString('latin1'));
      if (l !== undefined && r !== undefined && l < rank && r < rank) {
        left[rank - 256] = l;
        right[rank - 256] = r;
        found = true;
      }
    }
    if (!found) throw new Error(`vocabulary: rank ${rank} is not two lower ranks joined`);
  }
  const header = Buffer.alloc(9);
  header.write(MAGIC, 0, 'latin1');
  header[4] = VERSION;
  header.writeUInt32LE(size, 5);
  const planes = Buffer.alloc(pairs * 6);
  let at = 0;
  for (const values of [left, right])
    for (const shift of [16, 8, 0]) for (let i = 0; i < pairs; i++) planes[at++] = ((values[i] ?? 0) >> shift) & 0xff;
  return Buffer.concat([header, singles, planes]);
}

/**
 * The vocabulary file: the body, gzipped (level 9; Z_FILTERED suits the planes of numbers best).
 * @param {readonly (string | readonly number[] | undefined)[]} rankData
 * @returns {Buffer}
 */
function vocabularyFile(rankData) {
  return zlib.gzipSync(vocabularyBody(rankData), {level: 9, memLevel: 9, strategy: zlib.constants.Z_FILTERED});
}

/**
 * The loader, for `gpt-tokenizer/bpeRanks/NAME?vocabulary`: the module's own text (the bundler may
 * have resolved it to the package's ES module) is not used; the rank data comes from the package's
 * CommonJS build, through Node's require.
 * @this {{resourcePath: string}}
 * @returns {Buffer}
 */
function vocabularyLoader() {
  const name = path.basename(this.resourcePath, '.js');
  if (!/^\w+$/.test(name)) throw new Error(`vocabulary: not a gpt-tokenizer vocabulary: ${this.resourcePath}`);
  const loaded = require(`gpt-tokenizer/bpeRanks/${name}`);
  return vocabularyFile(loaded.default ?? loaded);
}

module.exports = vocabularyLoader;
// Buffers in and out, as an asset.
module.exports.raw = true;
module.exports.vocabularyBody = vocabularyBody;
module.exports.vocabularyFile = vocabularyFile;
module.exports.MAGIC = MAGIC;
module.exports.VERSION = VERSION;

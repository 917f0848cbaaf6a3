/**
 * A vocabulary as the playground ships it: read from the file that the build writes
 * (plugins/performance/vocabulary.cjs describes the format), then looked up by bytes.
 * tests/unit/vocabulary.test.ts checks, for every encoding, that each rank has the bytes of the
 * source vocabulary.
 */

const MAGIC = [0x4a, 0x54, 0x4b, 0x56]; // "JTKV"
const VERSION = 1;
const NO_RANK = 0xffffff;
const HEADER = 9;

/** Ranks by bytes, and bytes by rank, in typed arrays: quick to build from the file and to look up. */
export class Vocabulary {
  /** Ranks 0 to size - 1; a rank the vocabulary lacks has no bytes. */
  readonly size: number;
  /** Every token's bytes, one after another; rank r is pool[start[r]] to pool[start[r + 1]]. */
  private readonly pool: Uint8Array;
  private readonly start: Uint32Array;
  /** Open addressing by hash of the bytes: rank + 1, 0 for an empty slot. */
  private readonly slots: Int32Array;
  private readonly mask: number;

  /** `hashes[rank]`: hashOf the rank's bytes (0 for a rank the vocabulary lacks). */
  private constructor(pool: Uint8Array, start: Uint32Array, hashes: Int32Array) {
    this.size = start.length - 1;
    this.pool = pool;
    this.start = start;
    let capacity = 1;
    while (capacity < this.size * 2) capacity *= 2;
    this.slots = new Int32Array(capacity);
    this.mask = capacity - 1;
    for (let rank = 0; rank < this.size; rank++) {
      if (start[rank] === start[rank + 1]) continue;
      let slot = mix(hashes[rank]!) & this.mask;
      while (this.slots[slot] !== 0) slot = (slot + 1) & this.mask;
      this.slots[slot] = rank + 1;
    }
  }

  /** Reads the body of a vocabulary file (inflated). Throws on a file of another format. */
  static read(body: Uint8Array): Vocabulary {
    if (body.length < HEADER + 256 || MAGIC.some((byte, i) => body[i] !== byte) || body[4] !== VERSION)
      throw new Error('Not a vocabulary file of this version');
    const size = new DataView(body.buffer, body.byteOffset, body.byteLength).getUint32(5, true);
    const pairs = size - 256;
    if (body.length !== HEADER + 256 + pairs * 6) throw new Error('The vocabulary file has the wrong length');
    // The two ranks of each rank from 256 up, from their three planes each.
    const left = new Int32Array(pairs);
    const right = new Int32Array(pairs);
    for (let i = 0, at = HEADER + 256; i < pairs; i++, at++) {
      left[i] = (body[at]! << 16) | (body[at + pairs]! << 8) | body[at + 2 * pairs]!;
      right[i] = (body[at + 3 * pairs]! << 16) | (body[at + 4 * pairs]! << 8) | body[at + 5 * pairs]!;
    }
    // Lengths and hashes first (a rank's parts are lower ranks, so already known), then the bytes.
    const start = new Uint32Array(size + 1);
    const hashes = new Int32Array(size);
    const powers = [1];
    for (let rank = 0; rank < 256; rank++) {
      start[rank + 1] = rank + 1;
      hashes[rank] = body[HEADER + rank]! + 1;
    }
    for (let i = 0; i < pairs; i++) {
      const l = left[i]!;
      const r = right[i]!;
      const rank = 256 + i;
      let length = 0;
      if (l !== NO_RANK) {
        if (l >= rank || r >= rank) throw new Error(`Rank ${rank} is not made of lower ranks`);
        const rightLength = start[r + 1]! - start[r]!;
        length = start[l + 1]! - start[l]! + rightLength;
        while (powers.length <= rightLength) powers.push(Math.imul(powers[powers.length - 1]!, MULTIPLIER));
        hashes[rank] = (Math.imul(hashes[l]!, powers[rightLength]!) + hashes[r]!) | 0;
      }
      start[rank + 1] = start[rank]! + length;
    }
    const pool = new Uint8Array(start[size]!);
    pool.set(body.subarray(HEADER, HEADER + 256));
    for (let i = 0; i < pairs; i++) {
      const l = left[i]!;
      if (l === NO_RANK) continue;
      const r = right[i]!;
      // Tokens are a few bytes long: a loop copies them faster than copyWithin's call.
      let at = start[256 + i]!;
      for (let from = start[l]!, to = start[l + 1]!; from < to; from++) pool[at++] = pool[from]!;
      for (let from = start[r]!, to = start[r + 1]!; from < to; from++) pool[at++] = pool[from]!;
    }
    return new Vocabulary(pool, start, hashes);
  }

  /** The rank of bytes[from..to), or -1. */
  rankOf(bytes: Uint8Array, from: number, to: number): number {
    const length = to - from;
    for (let slot = mix(hashOf(bytes, from, to)) & this.mask; ; slot = (slot + 1) & this.mask) {
      const entry = this.slots[slot]!;
      if (entry === 0) return -1;
      const rank = entry - 1;
      const at = this.start[rank]!;
      if (this.start[rank + 1]! - at !== length) continue;
      let same = true;
      for (let i = 0; i < length; i++) {
        if (this.pool[at + i] !== bytes[from + i]) {
          same = false;
          break;
        }
      }
      if (same) return rank;
    }
  }

  /** The bytes of a rank (a view, not a copy), or undefined for a rank the vocabulary lacks. */
  bytesOf(rank: number): Uint8Array | undefined {
    if (!(rank >= 0 && rank < this.size)) return undefined;
    const from = this.start[rank]!;
    const to = this.start[rank + 1]!;
    return from === to ? undefined : this.pool.subarray(from, to);
  }
}

const MULTIPLIER = 0x01000193;

/**
 * A polynomial hash of a byte range, modulo 2^32: the hash of two byte strings joined is
 * hash(left) * MULTIPLIER^length(right) + hash(right), so read() gets each rank's hash from its two
 * parts' without going over its bytes.
 */
function hashOf(bytes: Uint8Array, from: number, to: number): number {
  let hash = 0;
  for (let i = from; i < to; i++) hash = (Math.imul(hash, MULTIPLIER) + bytes[i]! + 1) | 0;
  return hash;
}

/** Spreads a hash's bits (MurmurHash3's finalizer), so that its low bits choose a slot well. */
function mix(hash: number): number {
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  return hash ^ (hash >>> 16);
}

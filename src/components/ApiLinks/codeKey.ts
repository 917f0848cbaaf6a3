/**
 * The key of a code block: a 53-bit hash of its code as the block shows it (cyrb53), in base 36. The
 * Java examples check records each block's names under it (src/data/example-symbols.json), and the
 * browser finds a block's links with it (codeLinks.ts); plugins/code-links.ts fails the build if two
 * blocks with different links share one.
 */
export function codeKey(code: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < code.length; i++) {
    const unit = code.charCodeAt(i);
    h1 = Math.imul(h1 ^ unit, 2654435761);
    h2 = Math.imul(h2 ^ unit, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

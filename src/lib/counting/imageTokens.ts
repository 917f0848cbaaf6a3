/**
 * OpenAI's published rules for the tokens of an image input, as its vision guide describes them
 * (platform.openai.com/docs/guides/vision, later docs/guides/images-vision). The images recipe page
 * shows the same rules in Java; tests/unit/imageTokens.test.ts holds every example the guide
 * publishes. They depend on the image's size in pixels, not on any text, so no tokenizer is
 * involved.
 */

/** `low`: a fixed cost. `high`: a cost per 512 × 512 tile after scaling. */
export type ImageDetail = 'low' | 'high';

/** The constants of the tile rule that the guide gives for gpt-4o: 85 base tokens, 170 per tile. */
export const GPT_4O_TILE_COSTS = {base: 85, perTile: 170} as const;

/** The size of an image after the tile rule's scaling, and the 512 px tiles that cover it. */
export function tileScaling(width: number, height: number): {width: number; height: number; tiles: number} {
  checkSize(width, height);
  let w = width;
  let h = height;
  const longer = Math.max(w, h);
  if (longer > 2048) {
    w = (w * 2048) / longer;
    h = (h * 2048) / longer;
  }
  const shorter = Math.min(w, h);
  if (shorter > 768) {
    w = (w * 768) / shorter;
    h = (h * 768) / shorter;
  }
  return {width: w, height: h, tiles: Math.ceil(w / 512) * Math.ceil(h / 512)};
}

/**
 * Tile rule. `low`: the base cost. `high`: scale the image to fit within 2048 × 2048, then so that
 * its shorter side is 768 px, count the 512 px tiles that cover it, and add the base cost.
 *
 * The guide's examples all start with a shorter side of more than 768 px; this function does not
 * scale a smaller image up, an assumption the guide does not settle.
 */
export function tileImageTokens(
  width: number,
  height: number,
  detail: ImageDetail,
  costs: {base: number; perTile: number} = GPT_4O_TILE_COSTS,
): number {
  checkSize(width, height);
  if (detail === 'low') return costs.base;
  return tileScaling(width, height).tiles * costs.perTile + costs.base;
}

/** Patch rule: the most 32 × 32 px patches an image may take. */
export const PATCH_BUDGET = 1536;
export const PATCH_SIZE = 32;

/** The steps of the patch rule, with the numbers the guide shows in its example. */
export type PatchSteps = {
  /** Patches per side and in all, before any scaling. */
  columns: number;
  rows: number;
  raw: number;
  /** When `raw` exceeds the budget: the shrink factor, and the size after it, in whole pixels. */
  shrink?: number;
  shrunk?: {width: number; height: number};
  /** The size after the second scaling, which makes one side whole patches. */
  fitted?: {width: number; height: number};
  /** The result: patches, at most 1536. */
  patches: number;
};

const cover = (side: number) => Math.ceil(side / PATCH_SIZE);

/**
 * Patch rule: the 32 × 32 px patches that cover the image, at most 1536. A larger image is first
 * scaled down by sqrt(1536 × 32² / (width × height)), its sides cut to whole pixels, and then
 * scaled again so that one side is a whole number of patches (the side that needs the smaller
 * factor; in the guide's example, the width). No side is cut below one pixel.
 */
export function patchSteps(width: number, height: number): PatchSteps {
  checkSize(width, height);
  const columns = cover(width);
  const rows = cover(height);
  const raw = columns * rows;
  if (raw <= PATCH_BUDGET) return {columns, rows, raw, patches: raw};
  const shrink = Math.sqrt((PATCH_BUDGET * PATCH_SIZE * PATCH_SIZE) / (width * height));
  // A side is never scaled below one pixel: the guide does not say what happens to so thin an image,
  // and zero pixels would make it cost nothing.
  const w1 = Math.max(1, Math.floor(width * shrink));
  const h1 = Math.max(1, Math.floor(height * shrink));
  // Fit one side to whole patches; the other side follows the same factor, in whole pixels.
  const fitW = Math.max(1, Math.floor(w1 / PATCH_SIZE)) * PATCH_SIZE;
  const fitH = Math.max(1, Math.floor(h1 / PATCH_SIZE)) * PATCH_SIZE;
  const [w2, h2] =
    fitW * h1 <= fitH * w1
      ? [fitW, Math.max(1, Math.floor((h1 * fitW) / w1))]
      : [Math.max(1, Math.floor((w1 * fitH) / h1)), fitH];
  return {
    columns,
    rows,
    raw,
    shrink,
    shrunk: {width: w1, height: h1},
    fitted: {width: w2, height: h2},
    patches: Math.min(PATCH_BUDGET, cover(w2) * cover(h2)),
  };
}

/**
 * The patches of an image. The guide then multiplies them by a factor per model (1.62 for
 * gpt-4.1-mini, 2.46 for gpt-4.1-nano) and does not say how the product is rounded, so this
 * function returns the patches.
 */
export function imagePatches(width: number, height: number): number {
  return patchSteps(width, height).patches;
}

function checkSize(width: number, height: number): void {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new RangeError(`an image of ${width} × ${height} pixels`);
  }
}

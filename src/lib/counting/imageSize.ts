/**
 * The width and height of an image sent inline as a data URL (`data:image/png;base64,…`), read
 * from its header as the image recipe's Java reads a file's: PNG, GIF, JPEG and WebP, the formats
 * OpenAI accepts. An image given by an http(s) URL has no size the page can read.
 */
export type ImageSize = {width: number; height: number};

/** Enough of a JPEG for its size: the frame header comes after the metadata, which is rarely longer. */
const HEADER_BYTES = 256 * 1024;

function headerBytes(url: string): Uint8Array | null {
  const match = /^data:image\/[\w.+-]+;base64,/i.exec(url);
  if (!match) return null;
  // Whole groups of 4 base64 characters only, so that a cut never falls inside one.
  const data = url.slice(match[0].length, match[0].length + (HEADER_BYTES / 3) * 4).replace(/\s/g, '');
  try {
    const binary = atob(data.slice(0, data.length - (data.length % 4)));
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

const ascii = (b: DataView, i: number, n: number) =>
  String.fromCharCode(...Array.from({length: n}, (_, k) => b.getUint8(i + k)));

function pngSize(b: DataView): ImageSize | null {
  if (b.byteLength < 24 || b.getUint8(0) !== 0x89 || ascii(b, 1, 3) !== 'PNG' || ascii(b, 12, 4) !== 'IHDR')
    return null;
  return {width: b.getUint32(16), height: b.getUint32(20)};
}

function gifSize(b: DataView): ImageSize | null {
  if (b.byteLength < 10 || ascii(b, 0, 3) !== 'GIF') return null;
  return {width: b.getUint16(6, true), height: b.getUint16(8, true)};
}

function jpegSize(b: DataView): ImageSize | null {
  if (b.byteLength < 4 || b.getUint16(0) !== 0xffd8) return null;
  let i = 2;
  while (i + 9 < b.byteLength) {
    if (b.getUint8(i) !== 0xff) return null;
    const marker = b.getUint8(i + 1);
    // Start-of-frame markers hold the size; C4 (Huffman tables), C8 and CC are not frames.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
      return {width: b.getUint16(i + 7), height: b.getUint16(i + 5)};
    i += 2 + b.getUint16(i + 2);
  }
  return null;
}

function webpSize(b: DataView): ImageSize | null {
  if (b.byteLength < 30 || ascii(b, 0, 4) !== 'RIFF' || ascii(b, 8, 4) !== 'WEBP') return null;
  const chunk = ascii(b, 12, 4);
  if (chunk === 'VP8 ') return {width: b.getUint16(26, true) & 0x3fff, height: b.getUint16(28, true) & 0x3fff};
  if (chunk === 'VP8L') {
    const bits = b.getUint32(21, true);
    return {width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1};
  }
  const u24 = (i: number) => b.getUint16(i, true) + (b.getUint8(i + 2) << 16);
  if (chunk === 'VP8X') return {width: u24(24) + 1, height: u24(27) + 1};
  return null;
}

/** The size of a data URL's image, or null when it is not a data URL of a PNG, GIF, JPEG or WebP. */
export function imageSizeOfDataUrl(url: string): ImageSize | null {
  const bytes = headerBytes(url);
  if (!bytes) return null;
  const view = new DataView(bytes.buffer);
  const size = pngSize(view) ?? gifSize(view) ?? jpegSize(view) ?? webpSize(view);
  return size && size.width > 0 && size.height > 0 ? size : null;
}

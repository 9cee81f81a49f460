// JPEG in and out, in pure JavaScript (jpeg-js): runs the same in the Worker, in workerd tests
// and in Node scripts. Decoding asks for typed arrays, so it never needs Node's Buffer, and it
// refuses anything larger than a full-HD frame before allocating pixels for it.
// The decoder and the encoder are imported each from its own file: jpeg-js is CommonJS, which a
// bundler cannot prune, and the pages Worker only encodes (the sample thumbnails; measuring,
// which decodes, runs in the engines Worker).
import decode from "jpeg-js/lib/decoder.js";
import type { RgbaImage } from "./rgba-image";

export { encodeJpeg } from "./jpeg-encode";
export type { RgbaImage } from "./rgba-image";

/** The largest picture decodeJpeg accepts: a 1920×1080 frame (in either orientation). */
export const MAX_JPEG_PIXELS = 1920 * 1080;
export const MAX_JPEG_SIDE = 1920;
/** Larger files are refused unread: a full-HD thumbnail at high quality is well under this. */
export const MAX_JPEG_BYTES = 4 * 1024 * 1024;

const DECODE_OPTIONS = {
  useTArray: true,
  formatAsRGBA: true,
  // Partly corrupt files are refused rather than half drawn.
  tolerantDecoding: false,
  maxResolutionInMP: MAX_JPEG_PIXELS / 1_000_000,
  // RGBA pixels plus the decoder's component planes and tables for one full-HD frame.
  maxMemoryUsageInMB: 64,
} as const;

function isJpegStart(bytes: Uint8Array): boolean {
  // SOI, then the 0xFF of the next marker.
  return bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
}

/**
 * The pixels of a baseline or progressive JPEG, or null when `bytes` is not one (empty, another
 * format, truncated, corrupt, CMYK, more than one frame) or is larger than 1920×1080 pixels.
 * Never throws.
 */
export function decodeJpeg(bytes: Uint8Array): RgbaImage | null {
  if (!(bytes instanceof Uint8Array) || !isJpegStart(bytes) || bytes.length > MAX_JPEG_BYTES) return null;
  try {
    const image = decode(bytes, DECODE_OPTIONS);
    const { width, height, data } = image;
    if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) return null;
    if (width > MAX_JPEG_SIDE || height > MAX_JPEG_SIDE || width * height > MAX_JPEG_PIXELS) return null;
    if (!(data instanceof Uint8Array) || data.length !== width * height * 4) return null;
    return { width, height, data };
  } catch {
    return null;
  }
}

// JPEG in and out, in pure JavaScript (jpeg-js): runs the same in the Worker, in workerd tests
// and in Node scripts. Decoding asks for typed arrays, so it never needs Node's Buffer, and it
// refuses anything larger than a full-HD frame before allocating pixels for it.
import { decode, encode } from "jpeg-js";

/** 8-bit RGBA pixels, row by row, 4 bytes a pixel (the layout of a canvas ImageData). */
export type RgbaImage = { width: number; height: number; data: Uint8Array };

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

/**
 * A baseline JPEG of `image` (alpha ignored) at `quality` 1–100. jpeg-js builds its result with
 * Node's Buffer when it runs as a CommonJS module (as bundled: the Worker's nodejs_compat flag
 * provides Buffer); the bytes are copied into a plain Uint8Array, so callers never see Buffer.
 */
export function encodeJpeg(image: RgbaImage, quality = 80): Uint8Array<ArrayBuffer> {
  const { width, height, data } = image;
  if (
    !Number.isInteger(width) ||
    !Number.isInteger(height) ||
    width < 1 ||
    height < 1 ||
    data.length < width * height * 4
  ) {
    throw new RangeError(`not an RGBA image of ${width}×${height}`);
  }
  const q = Math.min(100, Math.max(1, Math.round(quality)));
  const out: ArrayLike<number> = encode({ width, height, data }, q).data;
  return new Uint8Array(out);
}

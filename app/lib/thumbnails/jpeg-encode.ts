// Encoding a JPEG (jpeg-js's encoder alone: see jpeg.ts for why the two halves are apart).
import encode from "jpeg-js/lib/encoder.js";
import type { RgbaImage } from "./rgba-image";

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

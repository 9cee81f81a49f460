import { describe, expect, it } from "vitest";
import { decodeJpeg, encodeJpeg, type RgbaImage } from "./jpeg";

function gradient(width: number, height: number): RgbaImage {
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      data[i] = Math.round((255 * x) / (width - 1));
      data[i + 1] = Math.round((255 * y) / (height - 1));
      data[i + 2] = 96;
      data[i + 3] = 255;
    }
  }
  return { width, height, data };
}

const PNG_1X1 = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII="),
  (c) => c.charCodeAt(0),
);

/** The byte offset of the first SOF0/SOF2 segment (frame header) in a JPEG. */
function frameHeader(bytes: Uint8Array): number {
  for (let i = 2; i < bytes.length - 1; i++)
    if (bytes[i] === 0xff && (bytes[i + 1] === 0xc0 || bytes[i + 1] === 0xc2)) return i;
  throw new Error("no frame header");
}

describe("encodeJpeg", () => {
  it("returns a plain Uint8Array holding a whole JPEG (SOI … EOI)", () => {
    const bytes = encodeJpeg(gradient(64, 36), 80);
    expect(Object.getPrototypeOf(bytes)).toBe(Uint8Array.prototype);
    expect([bytes[0], bytes[1]]).toEqual([0xff, 0xd8]);
    expect([bytes[bytes.length - 2], bytes[bytes.length - 1]]).toEqual([0xff, 0xd9]);
  });

  it("refuses a malformed image", () => {
    expect(() => encodeJpeg({ width: 4, height: 4, data: new Uint8Array(10) })).toThrow(RangeError);
    expect(() => encodeJpeg({ width: 0, height: 4, data: new Uint8Array(0) })).toThrow(RangeError);
  });

  it("runs in workerd, where nodejs_compat provides the Buffer jpeg-js's encoder builds its result with", () => {
    // Recorded for whoever drops nodejs_compat: decoding never needs Buffer, encoding does.
    expect(typeof (globalThis as { Buffer?: unknown }).Buffer).toBe("function");
  });
});

describe("decodeJpeg", () => {
  it("round-trips an encoded image closely", () => {
    const image = gradient(64, 36);
    const decoded = decodeJpeg(encodeJpeg(image, 90))!;
    expect(decoded).not.toBeNull();
    expect(decoded.width).toBe(64);
    expect(decoded.height).toBe(36);
    expect(decoded.data).toBeInstanceOf(Uint8Array);
    expect(decoded.data.length).toBe(64 * 36 * 4);
    let error = 0;
    for (let i = 0; i < image.data.length; i++) error += Math.abs(image.data[i]! - decoded.data[i]!);
    expect(error / image.data.length).toBeLessThan(3);
    for (let i = 3; i < decoded.data.length; i += 4) expect(decoded.data[i]).toBe(255);
  });

  it("decodes a 1×1 picture", () => {
    const one = decodeJpeg(encodeJpeg({ width: 1, height: 1, data: Uint8Array.of(200, 10, 10, 255) }, 95));
    expect(one?.width).toBe(1);
    expect(one?.height).toBe(1);
  });

  it("answers null, never throws, for what is not a decodable JPEG", () => {
    const good = encodeJpeg(gradient(32, 18), 80);
    expect(decodeJpeg(new Uint8Array(0))).toBeNull();
    expect(decodeJpeg(PNG_1X1)).toBeNull();
    expect(decodeJpeg(Uint8Array.of(0xff, 0xd8))).toBeNull();
    for (const cut of [3, 20, 100, Math.floor(good.length / 2), good.length - 1])
      expect(decodeJpeg(good.subarray(0, cut)), `cut at ${cut}`).toBeNull();
    // A JPEG start followed by garbage.
    const garbage = new Uint8Array(500).map((_, i) => (i * 131 + 7) & 255);
    garbage.set([0xff, 0xd8, 0xff, 0xe0]);
    expect(decodeJpeg(garbage)).toBeNull();
    expect(decodeJpeg(new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeNull();
    expect(decodeJpeg("not bytes" as unknown as Uint8Array)).toBeNull();
    expect(decodeJpeg(null as unknown as Uint8Array)).toBeNull();
  });

  it("refuses pictures larger than 1920×1080 before allocating their pixels", () => {
    const bytes = encodeJpeg(gradient(32, 18), 80).slice();
    const sof = frameHeader(bytes);
    // SOF: marker, length (2), precision (1), height (2), width (2).
    const claim = (width: number, height: number) => {
      const copy = bytes.slice();
      copy[sof + 5] = height >> 8;
      copy[sof + 6] = height & 255;
      copy[sof + 7] = width >> 8;
      copy[sof + 8] = width & 255;
      return copy;
    };
    expect(decodeJpeg(claim(4000, 3000))).toBeNull();
    expect(decodeJpeg(claim(2000, 1100))).toBeNull();
    // A tall strip within the pixel budget but past the longest side.
    expect(decodeJpeg(claim(100, 4000))).toBeNull();
  });
});

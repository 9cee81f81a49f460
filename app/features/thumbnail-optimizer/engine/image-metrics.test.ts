import { describe, expect, it } from "vitest";
import { decodeJpeg, encodeJpeg, type RgbaImage } from "~/lib/thumbnails/jpeg";
import { renderSampleThumbnail } from "~/lib/thumbnails/sample-thumbnail";
import {
  NUMERIC_METRICS,
  type ThumbnailMetrics,
  distinctiveness,
  downsample,
  imageMetrics,
  paletteDistance,
} from "./image-metrics";

type Rgb = [number, number, number];

/** A width×height image whose pixel (x, y) is colour(x, y). */
function image(width: number, height: number, colour: (x: number, y: number) => Rgb): RgbaImage {
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [r, g, b] = colour(x, y);
      data.set([r, g, b, 255], (y * width + x) * 4);
    }
  }
  return { width, height, data };
}

const solid = (width: number, height: number, rgb: Rgb) => image(width, height, () => rgb);
const BLACK: Rgb = [0, 0, 0];
const WHITE: Rgb = [255, 255, 255];

describe("imageMetrics on hand-made images", () => {
  it("a uniform grey: mid brightness, and no contrast, colour, edges or text", () => {
    const m = imageMetrics(solid(8, 8, [128, 128, 128]));
    expect(m.brightness).toBeCloseTo((100 * 128) / 255, 10);
    expect(m.contrast).toBe(0);
    expect(m.colourfulness).toBe(0);
    expect(m.edgeDensity).toBe(0);
    expect(m.textDensity).toBe(0);
    expect(m.dominantColours).toEqual([{ hex: "#808080", share: 1 }]);
  });

  it("black is brightness 0 and white is 100", () => {
    expect(imageMetrics(solid(8, 8, BLACK)).brightness).toBe(0);
    expect(imageMetrics(solid(8, 8, WHITE)).brightness).toBeCloseTo(100, 10);
    expect(imageMetrics(solid(8, 8, WHITE)).dominantColours).toEqual([{ hex: "#ffffff", share: 1 }]);
  });

  it("half black, half white: contrast exactly 50, one vertical edge line", () => {
    // Luma is 0 or 255 in equal parts: mean 127.5, standard deviation 127.5, i.e. 50 on the 0–100 scale.
    const m = imageMetrics(image(8, 8, (x) => (x < 4 ? BLACK : WHITE)));
    expect(m.brightness).toBeCloseTo(50, 10);
    expect(m.contrast).toBeCloseTo(50, 10);
    expect(m.colourfulness).toBe(0);
    // Sobel marks the two pixel columns either side of the step (3 and 4) in every row: 16 of 64.
    expect(m.edgeDensity).toBe(25);
    // On a 32-wide picture the same line is 2 columns of 32.
    expect(imageMetrics(image(32, 18, (x) => (x < 16 ? BLACK : WHITE))).edgeDensity).toBe(6.25);
    // A horizontal step is an edge too.
    expect(imageMetrics(image(32, 18, (_x, y) => (y < 9 ? BLACK : WHITE))).edgeDensity).toBeCloseTo((100 * 2) / 18, 10);
    expect(m.dominantColours).toEqual([
      { hex: "#000000", share: 0.5 },
      { hex: "#ffffff", share: 0.5 },
    ]);
    // A step too small to matter (10 luma levels) is no edge.
    expect(imageMetrics(image(8, 8, (x) => (x < 4 ? [100, 100, 100] : [110, 110, 110]))).edgeDensity).toBe(0);
  });

  it("colourfulness follows Hasler & Süsstrunk's formula", () => {
    // Pure red: rg = 255 − 0 = 255 and yb = (255 + 0) / 2 − 0 = 127.5 at every pixel, so both
    // spreads are 0 and M = 0.3 · √(255² + 127.5²) ≈ 85.53.
    expect(imageMetrics(solid(8, 8, [255, 0, 0])).colourfulness).toBeCloseTo(
      0.3 * Math.sqrt(255 ** 2 + 127.5 ** 2),
      10,
    );
    // Half red, half blue: rg is 255 or 0 (mean 127.5, sd 127.5), yb is 127.5 or −255 (mean
    // −63.75, sd 191.25): M = √(127.5² + 191.25²) + 0.3 · √(127.5² + 63.75²) ≈ 272.62.
    const m = imageMetrics(image(8, 8, (x) => (x < 4 ? [255, 0, 0] : [0, 0, 255])));
    expect(m.colourfulness).toBeCloseTo(Math.hypot(127.5, 191.25) + 0.3 * Math.hypot(127.5, 63.75), 10);
    expect(m.colourfulness).toBeCloseTo(272.62, 1);
  });

  it("sees big blocky text, and not one bold shape", () => {
    // Black "letters" 14 px wide, 4 px apart, 40 px tall, on white: three lines of them.
    const text = image(320, 180, (x, y) => {
      const line = Math.floor((y - 20) / 50);
      const inLine = line >= 0 && line < 3 && (y - 20) % 50 < 40;
      const inLetter = x >= 20 && x < 300 && (x - 20) % 18 < 14;
      const counter = (y - 20) % 50 >= 16 && (y - 20) % 50 < 24 && (x - 20) % 18 >= 4;
      return inLine && inLetter && !counter ? BLACK : WHITE;
    });
    const shape = image(320, 180, (x, y) => (Math.hypot(x - 160, y - 90) < 70 ? BLACK : WHITE));
    const textMetrics = imageMetrics(text);
    expect(textMetrics.textDensity).toBeGreaterThan(40);
    expect(imageMetrics(shape).textDensity).toBe(0);
    expect(imageMetrics(shape).edgeDensity).toBeGreaterThan(0);
    expect(textMetrics.edgeDensity).toBeGreaterThan(imageMetrics(shape).edgeDensity);
  });

  it("merges near colours into at most three, largest first, deterministically", () => {
    // Four bands: two near reds (merged), a green, a blue, and a thin grey strip.
    const bands = image(40, 10, (x) =>
      x < 10
        ? [250, 10, 10]
        : x < 20
          ? [235, 20, 15]
          : x < 28
            ? [10, 200, 10]
            : x < 36
              ? [10, 10, 220]
              : [128, 128, 128],
    );
    const colours = imageMetrics(bands).dominantColours;
    expect(colours).toHaveLength(3);
    expect(colours[0]!.share).toBeCloseTo(0.5, 10);
    expect(colours[0]!.hex).toBe("#f30f0d");
    expect(colours.map((c) => c.share)).toEqual([...colours.map((c) => c.share)].sort((a, b) => b - a));
    expect(imageMetrics(bands).dominantColours).toEqual(colours);
  });

  it("averages large images down to 320 px wide first", () => {
    const small = downsample(solid(640, 360, [10, 200, 30]));
    expect([small.width, small.height]).toEqual([320, 180]);
    expect(imageMetrics(solid(640, 360, [10, 200, 30]))).toEqual(imageMetrics(solid(320, 180, [10, 200, 30])));
    const big = imageMetrics(image(1280, 720, (x) => (x < 640 ? BLACK : WHITE)));
    expect(big.contrast).toBeCloseTo(50, 10);
    // The step stays 2 pixels wide at the working width: 2 of 320 columns.
    expect(big.edgeDensity).toBeCloseTo(0.625, 10);
    expect(downsample(solid(100, 50, BLACK)).width).toBe(100);
  });

  it("refuses a malformed image", () => {
    expect(() => imageMetrics({ width: 8, height: 8, data: new Uint8Array(10) })).toThrow(RangeError);
    expect(() => imageMetrics({ width: 0, height: 0, data: new Uint8Array(0) })).toThrow(RangeError);
  });
});

describe("imageMetrics through a JPEG round trip", () => {
  it("measures a decoded thumbnail close to its original pixels", () => {
    for (const id of ["dQw4w9WgXcQ", "a-_B0c9Zz8A", "ZZtop123_-Q"]) {
      const original = renderSampleThumbnail(id);
      const decoded = decodeJpeg(encodeJpeg(original, 76))!;
      const a = imageMetrics(original);
      const b = imageMetrics(decoded);
      expect(Math.abs(a.brightness - b.brightness), id).toBeLessThan(1);
      expect(Math.abs(a.contrast - b.contrast), id).toBeLessThan(1);
      expect(Math.abs(a.colourfulness - b.colourfulness), id).toBeLessThan(0.06 * a.colourfulness + 2);
      expect(Math.abs(a.edgeDensity - b.edgeDensity), id).toBeLessThan(2);
      expect(Math.abs(a.textDensity - b.textDensity), id).toBeLessThan(4);
      expect(b.dominantColours[0]!.share).toBeGreaterThan(0);
    }
  });
});

describe("distinctiveness", () => {
  const base: ThumbnailMetrics = {
    brightness: 50,
    contrast: 25,
    colourfulness: 40,
    edgeDensity: 6,
    textDensity: 5,
    dominantColours: [
      { hex: "#204060", share: 0.6 },
      { hex: "#f0f0f0", share: 0.2 },
    ],
  };
  const rivals: ThumbnailMetrics[] = [
    { ...base, brightness: 48, contrast: 24 },
    { ...base, brightness: 52, colourfulness: 44 },
    { ...base, edgeDensity: 7, textDensity: 4 },
    { ...base, brightness: 55, contrast: 27, dominantColours: [{ hex: "#254565", share: 0.7 }] },
    { ...base, brightness: 45, colourfulness: 36 },
  ];

  it("needs at least 3 rivals", () => {
    expect(distinctiveness(base, [])).toBeNull();
    expect(distinctiveness(base, rivals.slice(0, 2))).toBeNull();
    expect(distinctiveness(base, rivals.slice(0, 3))).not.toBeNull();
  });

  it("is 0 for a thumbnail just like all its rivals", () => {
    expect(distinctiveness(base, [base, base, base])).toBe(0);
  });

  it("is larger for an outlier, and stays within 0–100", () => {
    const typical = distinctiveness(base, rivals)!;
    const outlier: ThumbnailMetrics = {
      brightness: 90,
      contrast: 45,
      colourfulness: 110,
      edgeDensity: 15,
      textDensity: 25,
      dominantColours: [{ hex: "#ffe000", share: 0.7 }],
    };
    const far = distinctiveness(outlier, rivals)!;
    expect(typical).toBeLessThan(30);
    expect(far).toBeGreaterThan(typical + 30);
    expect(far).toBeLessThanOrEqual(100);
    // Only a colour apart: still more distinctive than a copy of the field.
    const recoloured = distinctiveness({ ...base, dominantColours: [{ hex: "#ff2000", share: 0.8 }] }, rivals)!;
    expect(recoloured).toBeGreaterThan(typical);
    // One spread on one of the six terms: z = 1/6.
    const oneSpread = distinctiveness({ ...base, brightness: base.brightness + 4 }, [base, base, base]);
    expect(oneSpread).toBeCloseTo((100 * (1 / 6)) / (1 + 1 / 6), 1);
  });

  it("lists the numeric metrics it compares", () => {
    expect(NUMERIC_METRICS).toEqual(["brightness", "contrast", "colourfulness", "edgeDensity", "textDensity"]);
  });

  it("measures palettes symmetrically, 0 for the same colours", () => {
    expect(paletteDistance(base.dominantColours, base.dominantColours)).toBe(0);
    const bw = paletteDistance([{ hex: "#000000", share: 1 }], [{ hex: "#ffffff", share: 1 }]);
    expect(bw).toBeCloseTo(100, 10);
    expect(paletteDistance(rivals[3]!.dominantColours, base.dominantColours)).toBeCloseTo(
      paletteDistance(base.dominantColours, rivals[3]!.dominantColours)!,
      12,
    );
    expect(paletteDistance([], base.dominantColours)).toBeNull();
  });
});

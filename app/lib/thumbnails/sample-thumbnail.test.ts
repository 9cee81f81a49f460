import { afterEach, describe, expect, it, vi } from "vitest";
import { imageMetrics, type ThumbnailMetrics } from "~/features/thumbnail-optimizer/engine/image-metrics";
import { decodeJpeg } from "./jpeg";
import {
  SAMPLE_THUMBNAIL_CTR_EFFECTS,
  SAMPLE_THUMBNAIL_PATH,
  type SampleThumbnailStyle,
  renderSampleThumbnail,
  sampleThumbnailCtrMultiplier,
  sampleThumbnailJpeg,
  sampleThumbnailStyle,
  sampleThumbnailUrl,
} from "./sample-thumbnail";

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/** `n` distinct YouTube-shaped ids from a fixed LCG (test data, not the sample generator). */
function ids(n: number, seed = 1): string[] {
  let s = seed >>> 0;
  const next = () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 4294967296;
  };
  const out = new Set<string>();
  while (out.size < n) {
    let id = "";
    for (let i = 0; i < 10; i++) id += ALPHABET[Math.floor(next() * 64)];
    out.add(id + "AEIMQUYcgkosw048"[Math.floor(next() * 16)]);
  }
  return [...out];
}

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

afterEach(() => {
  vi.restoreAllMocks();
});

describe("sample thumbnail addresses", () => {
  it("are /sample-thumbnails/<id>.jpg, and the pattern captures the id", () => {
    expect(sampleThumbnailUrl("dQw4w9WgXcQ")).toBe("/sample-thumbnails/dQw4w9WgXcQ.jpg");
    expect(SAMPLE_THUMBNAIL_PATH.exec("/sample-thumbnails/a-_B0c9Zz8A.jpg")?.[1]).toBe("a-_B0c9Zz8A");
    for (const bad of [
      "/sample-thumbnails/abc.jpg",
      "/sample-thumbnails/0.svg",
      "/sample-thumbnails/dQw4w9WgXcQ.svg",
      "/sample-thumbnails/../x.jpg",
      "/sample-thumbnails/dQw4w9WgXc/.jpg",
      "/sample-thumbnails/dQw4w9WgXcQQ.jpg",
      "/sample-thumbnails/dQw4w9WgXcQ.jpg/x",
      "https://evil.example/sample-thumbnails/dQw4w9WgXcQ.jpg",
    ]) {
      expect(SAMPLE_THUMBNAIL_PATH.test(bad), bad).toBe(false);
    }
  });
});

describe("sampleThumbnailStyle", () => {
  it("is a pure function of the id and never draws Math.random", () => {
    const random = vi.spyOn(Math, "random");
    for (const id of ids(20)) expect(sampleThumbnailStyle(id)).toEqual(sampleThumbnailStyle(id));
    renderSampleThumbnail("dQw4w9WgXcQ");
    expect(random).not.toHaveBeenCalled();
  });

  it("spreads over every value of every parameter", () => {
    const styles = ids(400).map(sampleThumbnailStyle);
    const share = (pred: (s: SampleThumbnailStyle) => boolean) => styles.filter(pred).length / styles.length;
    expect(share((s) => s.lightness === "dark")).toBeGreaterThan(0.2);
    expect(share((s) => s.lightness === "mid")).toBeGreaterThan(0.3);
    expect(share((s) => s.lightness === "bright")).toBeGreaterThan(0.2);
    expect(share((s) => s.saturation === "vivid")).toBeGreaterThan(0.4);
    expect(share((s) => s.saturation === "vivid")).toBeLessThan(0.6);
    expect(share((s) => s.subject)).toBeGreaterThan(0.45);
    expect(share((s) => s.subject)).toBeLessThan(0.65);
    for (const bars of [0, 1, 2, 3])
      expect(
        share((s) => s.textBars === bars),
        `${bars} bars`,
      ).toBeGreaterThan(0.12);
    expect(share((s) => s.border)).toBeGreaterThan(0.15);
    expect(new Set(styles.map((s) => Math.floor(s.hue / 30))).size).toBe(12);
    for (const s of styles) {
      expect(s.hue).toBeGreaterThanOrEqual(0);
      expect(s.hue).toBeLessThan(360);
    }
  });
});

describe("sampleThumbnailCtrMultiplier", () => {
  const base: SampleThumbnailStyle = {
    hue: 0,
    lightness: "mid",
    saturation: "muted",
    subject: false,
    subjectShape: "circle",
    subjectSide: "left",
    textBars: 0,
    border: false,
    detailSeed: 0,
  };

  it("multiplies the documented effects, and nothing else moves it", () => {
    expect(sampleThumbnailCtrMultiplier(base)).toBe(1);
    expect(sampleThumbnailCtrMultiplier({ ...base, lightness: "bright" })).toBeCloseTo(
      SAMPLE_THUMBNAIL_CTR_EFFECTS.bright,
      12,
    );
    expect(sampleThumbnailCtrMultiplier({ ...base, lightness: "dark" })).toBeCloseTo(
      SAMPLE_THUMBNAIL_CTR_EFFECTS.dark,
      12,
    );
    expect(sampleThumbnailCtrMultiplier({ ...base, saturation: "vivid" })).toBeCloseTo(
      SAMPLE_THUMBNAIL_CTR_EFFECTS.vivid,
      12,
    );
    expect(sampleThumbnailCtrMultiplier({ ...base, textBars: 1 })).toBe(1);
    expect(sampleThumbnailCtrMultiplier({ ...base, textBars: 2 })).toBeCloseTo(
      SAMPLE_THUMBNAIL_CTR_EFFECTS.bigText,
      12,
    );
    expect(sampleThumbnailCtrMultiplier({ ...base, textBars: 3 })).toBeCloseTo(
      SAMPLE_THUMBNAIL_CTR_EFFECTS.bigText,
      12,
    );
    expect(sampleThumbnailCtrMultiplier({ ...base, subject: true })).toBeCloseTo(
      SAMPLE_THUMBNAIL_CTR_EFFECTS.subject,
      12,
    );
    expect(sampleThumbnailCtrMultiplier({ ...base, border: true, hue: 200, subjectSide: "right", detailSeed: 9 })).toBe(
      1,
    );
  });

  it("stays modest: between 0.85 and 1.25 for every style", () => {
    let lo = Infinity;
    let hi = -Infinity;
    for (const lightness of ["dark", "mid", "bright"] as const) {
      for (const saturation of ["muted", "vivid"] as const) {
        for (const subject of [false, true]) {
          for (const textBars of [0, 1, 2, 3] as const) {
            const m = sampleThumbnailCtrMultiplier({ ...base, lightness, saturation, subject, textBars });
            lo = Math.min(lo, m);
            hi = Math.max(hi, m);
          }
        }
      }
    }
    expect(lo).toBeGreaterThanOrEqual(0.85);
    expect(hi).toBeLessThanOrEqual(1.25);
    expect(hi / lo).toBeGreaterThan(1.25);
  });
});

describe("renderSampleThumbnail and sampleThumbnailJpeg", () => {
  it("draws 320×180 opaque pixels", () => {
    const image = renderSampleThumbnail("dQw4w9WgXcQ");
    expect(image.width).toBe(320);
    expect(image.height).toBe(180);
    expect(image.data.length).toBe(320 * 180 * 4);
    let translucent = 0;
    for (let i = 3; i < image.data.length; i += 4) if (image.data[i] !== 255) translucent++;
    expect(translucent).toBe(0);
  });

  it("gives the same bytes for the same id and different pictures for different ids", () => {
    const [a, b] = ids(2, 7) as [string, string];
    const first = sampleThumbnailJpeg(a);
    expect(sampleThumbnailJpeg(a)).toEqual(first);
    expect(sampleThumbnailJpeg(b)).not.toEqual(first);
    const pictures = new Set(
      ids(30, 8).map((id) => Array.from(renderSampleThumbnail(id).data.subarray(0, 320 * 4 * 90)).join(",")),
    );
    expect(pictures.size).toBe(30);
  });

  it("serves small JPEGs that decode back to 320×180", () => {
    const sizes = ids(40, 11).map((id) => {
      const bytes = sampleThumbnailJpeg(id);
      const decoded = decodeJpeg(bytes);
      expect(decoded?.width).toBe(320);
      expect(decoded?.height).toBe(180);
      return bytes.length;
    });
    sizes.sort((a, b) => a - b);
    expect(sizes[sizes.length - 1]).toBeLessThan(16 * 1024);
    expect(sizes[Math.floor(sizes.length / 2)]).toBeLessThan(10 * 1024);
  });
});

describe("measured by imageMetrics", () => {
  const rows: { style: SampleThumbnailStyle; m: ThumbnailMetrics }[] = ids(200, 3).map((id) => ({
    style: sampleThumbnailStyle(id),
    m: imageMetrics(renderSampleThumbnail(id)),
  }));
  const of = (
    pred: (s: SampleThumbnailStyle) => boolean,
    metric: "brightness" | "contrast" | "colourfulness" | "textDensity",
  ) => rows.filter((r) => pred(r.style)).map((r) => r.m[metric]);

  it("spreads widely over brightness and colourfulness", () => {
    const brightness = rows.map((r) => r.m.brightness);
    const colourfulness = rows.map((r) => r.m.colourfulness);
    expect(Math.min(...brightness)).toBeLessThan(20);
    expect(Math.max(...brightness)).toBeGreaterThan(80);
    expect(Math.min(...colourfulness)).toBeLessThan(15);
    expect(Math.max(...colourfulness)).toBeGreaterThan(100);
    // Not just a few extremes: the middle half is broad too.
    const iqr = (xs: number[]) => {
      const s = [...xs].sort((a, b) => a - b);
      return s[Math.floor(s.length * 0.75)]! - s[Math.floor(s.length * 0.25)]!;
    };
    expect(iqr(brightness)).toBeGreaterThan(20);
    expect(iqr(colourfulness)).toBeGreaterThan(30);
  });

  it("tracks the style: brighter, more colourful, more text where the style says so", () => {
    const dark = mean(of((s) => s.lightness === "dark", "brightness"));
    const mid = mean(of((s) => s.lightness === "mid", "brightness"));
    const bright = mean(of((s) => s.lightness === "bright", "brightness"));
    expect(mid).toBeGreaterThan(dark + 10);
    expect(bright).toBeGreaterThan(mid + 10);
    expect(mean(of((s) => s.saturation === "vivid", "colourfulness"))).toBeGreaterThan(
      1.5 * mean(of((s) => s.saturation === "muted", "colourfulness")),
    );
    const noText = mean(of((s) => s.textBars === 0, "textDensity"));
    const bigText = mean(of((s) => s.textBars >= 2, "textDensity"));
    expect(noText).toBeLessThan(1.5);
    expect(bigText).toBeGreaterThan(6);
    expect(mean(of((s) => s.textBars === 3, "textDensity"))).toBeGreaterThan(
      mean(of((s) => s.textBars === 1, "textDensity")),
    );
    expect(mean(of((s) => s.subject, "contrast"))).toBeGreaterThan(mean(of((s) => !s.subject, "contrast")));
  });
});

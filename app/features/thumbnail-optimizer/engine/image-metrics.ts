// What a thumbnail looks like, in numbers: brightness, contrast, colourfulness, how busy it is
// (edges), how much of it carries big overlaid text (an estimate), and its main colours. Pure
// functions of the pixels: no DOM, no canvas, the same in the Worker, in tests and in Node.
//
// Images wider than 320 pixels (YouTube's mqdefault width) are first averaged down to 320, so
// the edge and text measures, which depend on scale, compare like with like.
import type { RgbaImage } from "~/lib/thumbnails/jpeg";
import { median } from "~/lib/stats";

export type ThumbnailMetrics = {
  /** Mean luma (Rec. 601: 0.299 R + 0.587 G + 0.114 B), 0 (black) to 100 (white). */
  brightness: number;
  /** RMS contrast: the standard deviation of luma, 0–100 (a luma spread of 255 is 100). */
  contrast: number;
  /**
   * Hasler & Süsstrunk's (2003) colourfulness M = σ_rgyb + 0.3·μ_rgyb on the opponent channels
   * rg = R − G and yb = ½(R + G) − B (0–255 RGB). 0 for any grey image; their scale reads about
   * 15 "slightly", 33 "moderately", 45 "averagely", 59 "quite", 82 "highly", 109 "extremely" colourful.
   */
  colourfulness: number;
  /** Percentage of pixels whose Sobel gradient magnitude on luma exceeds EDGE_THRESHOLD. */
  edgeDensity: number;
  /**
   * An estimate of the share of the picture (percent) covered by big overlaid text: the area of
   * 16-pixel tiles around which strong, high-contrast edges cross each row many times (the
   * strokes of letters) and cross the columns too (their tops, bottoms and counters). Bold shapes,
   * gradients and photos mostly score 0; dense fine textures can be mistaken for text.
   */
  textDensity: number;
  /** Up to 3 main colours, largest share first; shares of the whole picture, 0–1. */
  dominantColours: { hex: string; share: number }[];
};

/** Metric names used as features. */
export const NUMERIC_METRICS = ["brightness", "contrast", "colourfulness", "edgeDensity", "textDensity"] as const;
export type NumericMetric = (typeof NUMERIC_METRICS)[number];

/** Widest image measured as is; wider ones are box-averaged down to this width first. */
export const WORKING_WIDTH = 320;
/**
 * Sobel magnitude (on 0–255 luma) that counts as an edge: a step of 25 luma levels (about 10%
 * of the range) between neighbours gives 4 × 25 = 100. JPEG noise and smooth gradients stay far below.
 */
export const EDGE_THRESHOLD = 100;
/** A "strong" edge for the text estimate: a step of 50 luma levels. */
export const STRONG_EDGE_THRESHOLD = 200;
/** Text tiles: 16 pixels square, judged on a 32-pixel window centred on them. */
const TEXT_TILE = 16;
const TEXT_MARGIN = 8;
/** Letters: on average at least this many separate strong edges along each row of the window… */
const TEXT_ROW_CROSSINGS = 2.5;
/** …and at least this many down each column… */
const TEXT_COLUMN_CROSSINGS = 0.5;
/** …with dark and light in the window at least this far apart (luma levels). */
const TEXT_LUMA_RANGE = 96;
/** Colours within this RGB distance of a colour group's centre join the group. */
const COLOUR_MERGE_DISTANCE = 40;

type Working = { width: number; height: number; data: Uint8Array | Uint8ClampedArray };

function checkImage(image: RgbaImage) {
  const { width, height, data } = image;
  if (
    !Number.isInteger(width) ||
    !Number.isInteger(height) ||
    width < 1 ||
    height < 1 ||
    !data ||
    data.length < width * height * 4
  ) {
    throw new RangeError(`not an RGBA image of ${width}×${height}`);
  }
}

/** Box-average down to WORKING_WIDTH pixels wide (height in proportion); narrower images as they are. */
export function downsample(image: RgbaImage, maxWidth = WORKING_WIDTH): Working {
  checkImage(image);
  const { width, height, data } = image;
  if (width <= maxWidth) return image;
  const w = maxWidth;
  const h = Math.max(1, Math.round((height * maxWidth) / width));
  const out = new Uint8Array(w * h * 4);
  const fx = width / w;
  const fy = height / h;
  for (let y = 0; y < h; y++) {
    const y0 = Math.floor(y * fy);
    const y1 = Math.max(y0 + 1, Math.min(height, Math.floor((y + 1) * fy)));
    for (let x = 0; x < w; x++) {
      const x0 = Math.floor(x * fx);
      const x1 = Math.max(x0 + 1, Math.min(width, Math.floor((x + 1) * fx)));
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let sy = y0; sy < y1; sy++) {
        let i = (sy * width + x0) * 4;
        for (let sx = x0; sx < x1; sx++, i += 4) {
          r += data[i]!;
          g += data[i + 1]!;
          b += data[i + 2]!;
          a += data[i + 3]!;
        }
      }
      const n = (y1 - y0) * (x1 - x0);
      const o = (y * w + x) * 4;
      out[o] = Math.round(r / n);
      out[o + 1] = Math.round(g / n);
      out[o + 2] = Math.round(b / n);
      out[o + 3] = Math.round(a / n);
    }
  }
  return { width: w, height: h, data: out };
}

/** Rec. 601 luma of every pixel, 0–255. Alpha is ignored (thumbnails are opaque). */
function lumaPlane(img: Working): Float64Array {
  const n = img.width * img.height;
  const luma = new Float64Array(n);
  const d = img.data;
  for (let p = 0, i = 0; p < n; p++, i += 4) luma[p] = 0.299 * d[i]! + 0.587 * d[i + 1]! + 0.114 * d[i + 2]!;
  return luma;
}

/** Sobel gradient magnitude of every pixel, edges replicated at the border. */
function sobelMagnitude(luma: Float64Array, width: number, height: number): Float64Array {
  const mag = new Float64Array(width * height);
  for (let y = 0; y < height; y++) {
    const up = (y > 0 ? y - 1 : 0) * width;
    const row = y * width;
    const down = (y < height - 1 ? y + 1 : y) * width;
    for (let x = 0; x < width; x++) {
      const l = x > 0 ? x - 1 : 0;
      const r = x < width - 1 ? x + 1 : x;
      const gx =
        luma[up + r]! + 2 * luma[row + r]! + luma[down + r]! - luma[up + l]! - 2 * luma[row + l]! - luma[down + l]!;
      const gy =
        luma[down + l]! + 2 * luma[down + x]! + luma[down + r]! - luma[up + l]! - 2 * luma[up + x]! - luma[up + r]!;
      mag[row + x] = Math.hypot(gx, gy);
    }
  }
  return mag;
}

/** Percentage of the picture in text-like tiles (see ThumbnailMetrics.textDensity). */
function textArea(luma: Float64Array, mag: Float64Array, width: number, height: number): number {
  const strong = new Uint8Array(width * height);
  for (let p = 0; p < strong.length; p++) strong[p] = mag[p]! > STRONG_EDGE_THRESHOLD ? 1 : 0;
  let textPixels = 0;
  for (let ty = 0; ty < height; ty += TEXT_TILE) {
    for (let tx = 0; tx < width; tx += TEXT_TILE) {
      const x0 = Math.max(0, tx - TEXT_MARGIN);
      const x1 = Math.min(width, tx + TEXT_TILE + TEXT_MARGIN);
      const y0 = Math.max(0, ty - TEXT_MARGIN);
      const y1 = Math.min(height, ty + TEXT_TILE + TEXT_MARGIN);
      let lo = 255;
      let hi = 0;
      let rowRuns = 0;
      for (let y = y0; y < y1; y++) {
        let previous = 0;
        for (let x = x0; x < x1; x++) {
          const p = y * width + x;
          const v = luma[p]!;
          if (v < lo) lo = v;
          if (v > hi) hi = v;
          const s = strong[p]!;
          if (s && !previous) rowRuns++;
          previous = s;
        }
      }
      if (hi - lo < TEXT_LUMA_RANGE || rowRuns / (y1 - y0) < TEXT_ROW_CROSSINGS) continue;
      let columnRuns = 0;
      for (let x = x0; x < x1; x++) {
        let previous = 0;
        for (let y = y0; y < y1; y++) {
          const s = strong[y * width + x]!;
          if (s && !previous) columnRuns++;
          previous = s;
        }
      }
      if (columnRuns / (x1 - x0) < TEXT_COLUMN_CROSSINGS) continue;
      textPixels += (Math.min(width, tx + TEXT_TILE) - tx) * (Math.min(height, ty + TEXT_TILE) - ty);
    }
  }
  return (100 * textPixels) / (width * height);
}

const hex2 = (v: number) =>
  Math.round(Math.min(255, Math.max(0, v)))
    .toString(16)
    .padStart(2, "0");

/**
 * Main colours: a 4-bit-per-channel histogram (4,096 bins), then, from the fullest bin down,
 * each bin joins the first group whose centre lies within COLOUR_MERGE_DISTANCE of its mean
 * colour or starts a new group. Ties go to the lower bin, so the result is deterministic.
 */
function dominantColours(img: Working): { hex: string; share: number }[] {
  const count = new Uint32Array(4096);
  const sums = new Float64Array(4096 * 3);
  const d = img.data;
  const n = img.width * img.height;
  for (let p = 0, i = 0; p < n; p++, i += 4) {
    const r = d[i]!;
    const g = d[i + 1]!;
    const b = d[i + 2]!;
    const bin = ((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4);
    count[bin] = count[bin]! + 1;
    sums[bin * 3] = sums[bin * 3]! + r;
    sums[bin * 3 + 1] = sums[bin * 3 + 1]! + g;
    sums[bin * 3 + 2] = sums[bin * 3 + 2]! + b;
  }
  const bins: number[] = [];
  for (let bin = 0; bin < 4096; bin++) if (count[bin]! > 0) bins.push(bin);
  bins.sort((a, b) => count[b]! - count[a]! || a - b);
  const groups: { r: number; g: number; b: number; n: number }[] = [];
  for (const bin of bins) {
    const c = count[bin]!;
    const r = sums[bin * 3]! / c;
    const g = sums[bin * 3 + 1]! / c;
    const b = sums[bin * 3 + 2]! / c;
    const group = groups.find((q) => Math.hypot(q.r - r, q.g - g, q.b - b) <= COLOUR_MERGE_DISTANCE);
    if (group) {
      const total = group.n + c;
      group.r = (group.r * group.n + r * c) / total;
      group.g = (group.g * group.n + g * c) / total;
      group.b = (group.b * group.n + b * c) / total;
      group.n = total;
    } else {
      groups.push({ r, g, b, n: c });
    }
  }
  return groups
    .map((q, order) => ({ q, order }))
    .sort((a, b) => b.q.n - a.q.n || a.order - b.order)
    .slice(0, 3)
    .map(({ q }) => ({ hex: `#${hex2(q.r)}${hex2(q.g)}${hex2(q.b)}`, share: q.n / n }));
}

/** Every metric of one thumbnail (see ThumbnailMetrics). Throws RangeError on a malformed image. */
export function imageMetrics(image: RgbaImage): ThumbnailMetrics {
  const img = downsample(image);
  const { width, height, data } = img;
  const n = width * height;
  const luma = lumaPlane(img);

  // Two passes (means, then squared deviations): exact zeros for flat images, no cancellation.
  let sumY = 0;
  let sumRg = 0;
  let sumYb = 0;
  for (let p = 0, i = 0; p < n; p++, i += 4) {
    const r = data[i]!;
    const g = data[i + 1]!;
    sumY += luma[p]!;
    sumRg += r - g;
    sumYb += 0.5 * (r + g) - data[i + 2]!;
  }
  const meanY = sumY / n;
  const meanRg = sumRg / n;
  const meanYb = sumYb / n;
  let varY = 0;
  let varRg = 0;
  let varYb = 0;
  for (let p = 0, i = 0; p < n; p++, i += 4) {
    const r = data[i]!;
    const g = data[i + 1]!;
    const dy = luma[p]! - meanY;
    const drg = r - g - meanRg;
    const dyb = 0.5 * (r + g) - data[i + 2]! - meanYb;
    varY += dy * dy;
    varRg += drg * drg;
    varYb += dyb * dyb;
  }
  varY /= n;
  varRg /= n;
  varYb /= n;

  const mag = sobelMagnitude(luma, width, height);
  let edges = 0;
  for (let p = 0; p < n; p++) if (mag[p]! > EDGE_THRESHOLD) edges++;

  return {
    brightness: (100 * meanY) / 255,
    contrast: (100 * Math.sqrt(varY)) / 255,
    colourfulness: Math.sqrt(varRg + varYb) + 0.3 * Math.hypot(meanRg, meanYb),
    edgeDensity: (100 * edges) / n,
    textDensity: textArea(luma, mag, width, height),
    dominantColours: dominantColours(img),
  };
}

// ---- distinctiveness ---------------------------------------------------------------------------

/** The smallest spread each metric is measured against, so a tight field of rivals does not turn
 * a small difference into a huge one (in the metric's own units). */
const SPREAD_FLOOR: Record<NumericMetric | "colour", number> = {
  brightness: 4,
  contrast: 3,
  colourfulness: 4,
  edgeDensity: 1.5,
  textDensity: 2,
  colour: 5,
};
/** One metric can add at most this many spreads to the mean: a single wild value cannot decide. */
const MAX_SPREADS = 10;
/** The MAD of a normal sample times this estimates its standard deviation. */
const MAD_TO_SD = 1.4826;

function robustSpread(values: readonly number[], centre: number, floor: number): number {
  const mad = median(values.map((v) => Math.abs(v - centre))) ?? 0;
  return Math.max(MAD_TO_SD * mad, floor);
}

const MAX_RGB_DISTANCE = Math.sqrt(3) * 255;

function rgbOf(hex: string): [number, number, number] {
  const v = Number.parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

/** Share-weighted mean distance from each colour of `a` to the nearest colour of `b`, 0–100. */
function paletteReach(a: ThumbnailMetrics["dominantColours"], b: ThumbnailMetrics["dominantColours"]): number {
  let weighted = 0;
  let weight = 0;
  const bs = b.map((c) => rgbOf(c.hex));
  for (const c of a) {
    const [r, g, bl] = rgbOf(c.hex);
    const nearest = Math.min(...bs.map(([r2, g2, b2]) => Math.hypot(r - r2, g - g2, bl - b2)));
    weighted += c.share * nearest;
    weight += c.share;
  }
  return weight > 0 ? (100 * weighted) / weight / MAX_RGB_DISTANCE : 0;
}

/** How far apart two palettes are, 0 (same colours) to 100 (black against white), symmetric. */
export function paletteDistance(
  a: ThumbnailMetrics["dominantColours"],
  b: ThumbnailMetrics["dominantColours"],
): number | null {
  if (a.length === 0 || b.length === 0) return null;
  return (paletteReach(a, b) + paletteReach(b, a)) / 2;
}

/**
 * How far `own` stands apart from the thumbnails it competes with, 0–100; null with fewer than
 * 3 rivals.
 *
 * For each numeric metric: |own − median(rivals)| in robust spreads, a spread being the rivals'
 * median absolute deviation × 1.4826 (a standard deviation for normal data) but never less than
 * the metric's floor (SPREAD_FLOOR). For colour: own's median palette distance to the rivals,
 * minus the rivals' typical (median) palette distance to one another, in the same kind of spread
 * of those rival-to-rival distances; only a palette further away than usual counts. Each term is
 * capped at 10 spreads; z is the mean of the six terms (five without palettes). Reported as
 * 100·z / (1 + z): 0 when own sits at the rivals' medians, 50 at one spread on average, 75 at three.
 */
export function distinctiveness(own: ThumbnailMetrics, rivals: readonly ThumbnailMetrics[]): number | null {
  if (rivals.length < 3) return null;
  const terms: number[] = [];
  for (const metric of NUMERIC_METRICS) {
    const values = rivals.map((r) => r[metric]);
    const centre = median(values) ?? 0;
    const spread = robustSpread(values, centre, SPREAD_FLOOR[metric]);
    terms.push(Math.min(MAX_SPREADS, Math.abs(own[metric] - centre) / spread));
  }

  const ownDistances = rivals
    .map((r) => paletteDistance(own.dominantColours, r.dominantColours))
    .filter((d): d is number => d !== null);
  if (ownDistances.length >= 3) {
    const typical = rivals
      .map((r, i) => {
        const ds = rivals
          .flatMap((other, j) => (j === i ? [] : [paletteDistance(r.dominantColours, other.dominantColours)]))
          .filter((d): d is number => d !== null);
        return median(ds);
      })
      .filter((d): d is number => d !== null);
    if (typical.length >= 3) {
      const centre = median(typical)!;
      const spread = robustSpread(typical, centre, SPREAD_FLOOR.colour);
      terms.push(Math.min(MAX_SPREADS, Math.max(0, median(ownDistances)! - centre) / spread));
    }
  }

  const z = terms.reduce((a, b) => a + b, 0) / terms.length;
  return Math.round((1000 * z) / (1 + z)) / 10;
}

// Thumbnails for the sample world's videos. Sample videos do not exist on YouTube, so the app
// draws their pictures itself: a gradient background, maybe a bold "subject" shape, maybe thick
// blocky bars standing in for the big words real thumbnails carry, maybe a frame. Everything is
// derived from a hash of the video id alone (never Math.random, never the sample generator's
// random stream), so a video keeps its picture and the generator's numbers stay put.
//
// The style also moves the sample channel's click-through rate a little (see
// sampleThumbnailCtrMultiplier), so the thumbnail optimizer has real, modest effects to find.
import type { RgbaImage } from "./jpeg";
import { encodeJpeg } from "./jpeg-encode";

export const SAMPLE_THUMBNAIL_WIDTH = 320;
export const SAMPLE_THUMBNAIL_HEIGHT = 180;
/** JPEG quality of the served files: about 4–15 KB each (7 KB typical). */
export const SAMPLE_THUMBNAIL_QUALITY = 76;

export { SAMPLE_THUMBNAIL_PATH, sampleThumbnailUrl } from "./paths";

export type SampleLightness = "dark" | "mid" | "bright";
export type SampleSaturation = "muted" | "vivid";

export type SampleThumbnailStyle = {
  /** Background hue, 0–359 degrees. */
  hue: number;
  /** Overall lightness of the background: dark (30%), mid (40%), bright (30%). */
  lightness: SampleLightness;
  /** Muted (greyish) or vivid colours, half and half. */
  saturation: SampleSaturation;
  /** A large high-contrast shape (55% of videos), on one side. */
  subject: boolean;
  subjectShape: "circle" | "square" | "person";
  subjectSide: "left" | "right";
  /** Thick blocky bars standing in for big overlaid words: 0 (20%), 1 (30%), 2 (30%), 3 (20%). */
  textBars: 0 | 1 | 2 | 3;
  /** A bright frame around the picture (25%). */
  border: boolean;
  /** Seeds the small details (bar lengths, letter shapes) that no effect depends on. */
  detailSeed: number;
};

/** 32-bit FNV-1a of the id's UTF-16 code units. */
function hashId(id: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) {
    h ^= id.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** mulberry32: a small deterministic stream of floats in [0, 1) from a 32-bit seed. */
function stream(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The style of a sample video's thumbnail: a pure function of its id. */
export function sampleThumbnailStyle(videoId: string): SampleThumbnailStyle {
  const next = stream(hashId(videoId));
  const hue = Math.floor(next() * 360);
  const l = next();
  const lightness: SampleLightness = l < 0.3 ? "dark" : l < 0.7 ? "mid" : "bright";
  const saturation: SampleSaturation = next() < 0.5 ? "vivid" : "muted";
  const subject = next() < 0.55;
  const k = next();
  const subjectShape = k < 0.35 ? "circle" : k < 0.65 ? "square" : "person";
  const subjectSide = next() < 0.5 ? "left" : "right";
  const t = next();
  const textBars = t < 0.2 ? 0 : t < 0.5 ? 1 : t < 0.8 ? 2 : 3;
  const border = next() < 0.25;
  const detailSeed = Math.floor(next() * 4294967296) >>> 0;
  return { hue, lightness, saturation, subject, subjectShape, subjectSide, textBars, border, detailSeed };
}

/**
 * The sample channel's click-through effects of a thumbnail style, multiplied together:
 * bright ×1.07, dark ×0.92 (mid ×1), vivid ×1.05 (muted ×1), two or more text bars ×1.04,
 * a subject ×1.06; a frame and the hue have no effect. Overall between 0.92 and about 1.24.
 */
export const SAMPLE_THUMBNAIL_CTR_EFFECTS = {
  bright: 1.07,
  dark: 0.92,
  vivid: 1.05,
  bigText: 1.04,
  subject: 1.06,
} as const;

export function sampleThumbnailCtrMultiplier(style: SampleThumbnailStyle): number {
  const e = SAMPLE_THUMBNAIL_CTR_EFFECTS;
  return (
    (style.lightness === "bright" ? e.bright : style.lightness === "dark" ? e.dark : 1) *
    (style.saturation === "vivid" ? e.vivid : 1) *
    (style.textBars >= 2 ? e.bigText : 1) *
    (style.subject ? e.subject : 1)
  );
}

// ---- drawing ----------------------------------------------------------------------------------

type Rgb = readonly [number, number, number];

/** HSL (h in degrees, s and l in 0–1) to 0–255 RGB. */
function hsl(h: number, s: number, l: number): Rgb {
  const hue = (((h % 360) + 360) % 360) / 360;
  if (s === 0) return [l * 255, l * 255, l * 255];
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const channel = (t0: number) => {
    const t = t0 < 0 ? t0 + 1 : t0 > 1 ? t0 - 1 : t0;
    if (t < 1 / 6) return p + (q - p) * 6 * t;
    if (t < 1 / 2) return q;
    if (t < 2 / 3) return p + (q - p) * (2 / 3 - t) * 6;
    return p;
  };
  return [channel(hue + 1 / 3) * 255, channel(hue) * 255, channel(hue - 1 / 3) * 255];
}

class Canvas {
  readonly data: Uint8Array;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.data = new Uint8Array(width * height * 4);
  }

  /** Blend `colour` into one pixel with coverage `a` (0–1). */
  blend(x: number, y: number, colour: Rgb, a: number) {
    if (a <= 0 || x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const i = (y * this.width + x) * 4;
    const d = this.data;
    const k = Math.min(1, a);
    d[i] = Math.round((d[i] as number) * (1 - k) + colour[0] * k);
    d[i + 1] = Math.round((d[i + 1] as number) * (1 - k) + colour[1] * k);
    d[i + 2] = Math.round((d[i + 2] as number) * (1 - k) + colour[2] * k);
    d[i + 3] = 255;
  }

  rect(x0: number, y0: number, w: number, h: number, colour: Rgb) {
    const xa = Math.max(0, Math.round(x0));
    const ya = Math.max(0, Math.round(y0));
    const xb = Math.min(this.width, Math.round(x0 + w));
    const yb = Math.min(this.height, Math.round(y0 + h));
    for (let y = ya; y < yb; y++) for (let x = xa; x < xb; x++) this.blend(x, y, colour, 1);
  }

  /** A filled disc with anti-aliased edges. */
  disc(cx: number, cy: number, r: number, colour: Rgb) {
    const ya = Math.max(0, Math.floor(cy - r - 1));
    const yb = Math.min(this.height - 1, Math.ceil(cy + r + 1));
    const xa = Math.max(0, Math.floor(cx - r - 1));
    const xb = Math.min(this.width - 1, Math.ceil(cx + r + 1));
    for (let y = ya; y <= yb; y++) {
      for (let x = xa; x <= xb; x++) {
        const d = Math.hypot(x + 0.5 - cx, y + 0.5 - cy);
        this.blend(x, y, colour, r - d + 0.5);
      }
    }
  }

  /** A filled axis-aligned ellipse, edges anti-aliased along the radial distance. */
  ellipse(cx: number, cy: number, rx: number, ry: number, colour: Rgb) {
    const ya = Math.max(0, Math.floor(cy - ry - 1));
    const yb = Math.min(this.height - 1, Math.ceil(cy + ry + 1));
    const xa = Math.max(0, Math.floor(cx - rx - 1));
    const xb = Math.min(this.width - 1, Math.ceil(cx + rx + 1));
    const r = Math.min(rx, ry);
    for (let y = ya; y <= yb; y++) {
      for (let x = xa; x <= xb; x++) {
        const d = Math.hypot((x + 0.5 - cx) / rx, (y + 0.5 - cy) / ry);
        this.blend(x, y, colour, (1 - d) * r + 0.5);
      }
    }
  }

  /** A filled rounded square centred on (cx, cy), half-side `r`, corner radius `k`. */
  roundedSquare(cx: number, cy: number, r: number, k: number, colour: Rgb) {
    const ya = Math.max(0, Math.floor(cy - r - 1));
    const yb = Math.min(this.height - 1, Math.ceil(cy + r + 1));
    const xa = Math.max(0, Math.floor(cx - r - 1));
    const xb = Math.min(this.width - 1, Math.ceil(cx + r + 1));
    for (let y = ya; y <= yb; y++) {
      for (let x = xa; x <= xb; x++) {
        // Signed distance to a rounded box.
        const qx = Math.abs(x + 0.5 - cx) - (r - k);
        const qy = Math.abs(y + 0.5 - cy) - (r - k);
        const outside = Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - k;
        this.blend(x, y, colour, 0.5 - outside);
      }
    }
  }

  /** A filled triangle pointing right (a "play" mark), anti-aliased by 4× supersampling. */
  playMark(cx: number, cy: number, size: number, colour: Rgb) {
    const x0 = cx - size * 0.4;
    const x1 = cx + size * 0.6;
    const half = size * 0.55;
    for (let y = Math.floor(cy - half); y <= Math.ceil(cy + half); y++) {
      for (let x = Math.floor(x0); x <= Math.ceil(x1); x++) {
        let inside = 0;
        for (let sy = 0; sy < 2; sy++) {
          for (let sx = 0; sx < 2; sx++) {
            const px = x + 0.25 + sx * 0.5;
            const py = y + 0.25 + sy * 0.5;
            const t = (px - x0) / (x1 - x0);
            if (t >= 0 && t <= 1 && Math.abs(py - cy) <= half * (1 - t)) inside++;
          }
        }
        this.blend(x, y, colour, inside / 4);
      }
    }
  }
}

const WHITE: Rgb = [255, 255, 255];
const NEAR_BLACK: Rgb = [18, 18, 22];
const YELLOW: Rgb = [255, 222, 60];
const RED: Rgb = [214, 32, 40];

/** Background lightness at the top-left and bottom-right of the gradient, by level. */
const BACKGROUND_L: Record<SampleLightness, readonly [number, number]> = {
  dark: [0.2, 0.08],
  mid: [0.55, 0.38],
  bright: [0.92, 0.76],
};
const BACKGROUND_S: Record<SampleSaturation, number> = { muted: 0.12, vivid: 0.85 };

/** Text bars line up with JPEG's 8-pixel blocks: flat blocks cost next to nothing to store. */
const BLOCK = 8;
const TEXT_STROKE = 4;
const TEXT_HEIGHT = 32;
/** From the top of one bar to the top of the next: the bar, its outline and a block of gap. */
const TEXT_PITCH = TEXT_HEIGHT + 2 * TEXT_STROKE + BLOCK;

const snap = (v: number) => Math.round(v / BLOCK) * BLOCK;

/**
 * One line of blocky "letters" (blocks, some with a counter cut in) on an outline-coloured band
 * whose outer box starts at (x, y) and spans `length` pixels.
 */
function drawTextBar(canvas: Canvas, x: number, y: number, length: number, fill: Rgb, stroke: Rgb, next: () => number) {
  canvas.rect(x, y, length, TEXT_HEIGHT + 2 * TEXT_STROKE, stroke);
  const top = y + TEXT_STROKE;
  const end = x + length - TEXT_STROKE;
  let cx = x + TEXT_STROKE;
  while (cx < end - 6) {
    const w = Math.min(end - cx, 11 + Math.floor(next() * 9));
    canvas.rect(cx, top, w, TEXT_HEIGHT, fill);
    const kind = next();
    if (kind < 0.3 && w >= 10) {
      // A horizontal counter, as in E, B or H.
      canvas.rect(cx + 3, top + Math.round(TEXT_HEIGHT * 0.38), w - 3, Math.round(TEXT_HEIGHT * 0.22), stroke);
    } else if (kind < 0.55 && w >= 10) {
      // A vertical counter from the top or the bottom, as in n or u.
      const fromTop = next() < 0.5;
      const h = Math.round(TEXT_HEIGHT * 0.55);
      canvas.rect(cx + Math.round(w / 2) - 2, fromTop ? top + TEXT_HEIGHT - h : top, 4, h, stroke);
    }
    // A word space now and then, otherwise the gap between two letters.
    cx += w + (next() < 0.22 ? 12 : 4);
  }
}

/** The picture of a sample video, 320×180 RGBA. */
export function renderSampleThumbnail(videoId: string): RgbaImage {
  const style = sampleThumbnailStyle(videoId);
  const next = stream(style.detailSeed);
  const W = SAMPLE_THUMBNAIL_WIDTH;
  const H = SAMPLE_THUMBNAIL_HEIGHT;
  const canvas = new Canvas(W, H);
  const sat = BACKGROUND_S[style.saturation];
  const [l0, l1] = BACKGROUND_L[style.lightness];
  const hueShift = 20 + next() * 30;
  const subjectX = style.subjectSide === "left" ? 82 : W - 82;
  const subjectY = 92;

  // Background: a diagonal gradient whose hue drifts a little (colours looked up from a table of
  // 512 steps), with a soft glow towards white behind the subject.
  const steps = 512;
  const ramp = new Float64Array(steps * 3);
  for (let k = 0; k < steps; k++) {
    const t = k / (steps - 1);
    const [r, g, b] = hsl(style.hue + hueShift * t, sat, l0 + (l1 - l0) * t);
    ramp[k * 3] = r;
    ramp[k * 3 + 1] = g;
    ramp[k * 3 + 2] = b;
  }
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const k = Math.round((0.35 * (x / W) + 0.65 * (y / H)) * (steps - 1)) * 3;
      const glow = style.subject ? 0.12 * Math.max(0, 1 - Math.hypot(x - subjectX, y - subjectY) / 120) : 0;
      const i = (y * W + x) * 4;
      canvas.data[i] = Math.round(ramp[k]! + (255 - ramp[k]!) * glow);
      canvas.data[i + 1] = Math.round(ramp[k + 1]! + (255 - ramp[k + 1]!) * glow);
      canvas.data[i + 2] = Math.round(ramp[k + 2]! + (255 - ramp[k + 2]!) * glow);
      canvas.data[i + 3] = 255;
    }
  }

  const darkBackground = style.lightness !== "bright";
  if (style.subject) {
    // High contrast against the background: light on dark and mid, dark on bright; the
    // complementary hue, as vivid as the style.
    const body = hsl(style.hue + 180, style.saturation === "vivid" ? 0.8 : 0.1, darkBackground ? 0.86 : 0.2);
    const ring = darkBackground ? NEAR_BLACK : WHITE;
    const radius = 50 + Math.floor(next() * 12);
    const mark = hsl(style.hue, style.saturation === "vivid" ? 0.85 : 0.15, darkBackground ? 0.3 : 0.8);
    if (style.subjectShape === "person") {
      // A head-and-shoulders silhouette with a white (or black) cut-out outline, as creators do.
      const headY = 62 + Math.floor(next() * 10);
      const head = 30 + Math.floor(next() * 6);
      const neck = Math.round(head * 0.45);
      canvas.ellipse(subjectX, H + 20, radius * 1.25 + 5, 95 + 5, ring);
      canvas.rect(subjectX - neck - 5, headY, 2 * neck + 10, 60, ring);
      canvas.disc(subjectX, headY, head + 5, ring);
      canvas.ellipse(subjectX, H + 20, radius * 1.25, 95, body);
      canvas.rect(subjectX - neck, headY, 2 * neck, 60, body);
      canvas.disc(subjectX, headY, head, body);
    } else if (style.subjectShape === "circle") {
      canvas.disc(subjectX, subjectY, radius + 5, ring);
      canvas.disc(subjectX, subjectY, radius, body);
      canvas.playMark(subjectX, subjectY, radius * 0.7, mark);
    } else {
      canvas.roundedSquare(subjectX, subjectY, radius + 5, 16, ring);
      canvas.roundedSquare(subjectX, subjectY, radius, 12, body);
      canvas.playMark(subjectX, subjectY, radius * 0.7, mark);
    }
  }

  if (style.textBars > 0) {
    const fill = darkBackground ? (next() < 0.5 ? WHITE : YELLOW) : next() < 0.6 ? NEAR_BLACK : RED;
    const stroke = darkBackground ? NEAR_BLACK : WHITE;
    // Opposite the subject; without one, anywhere from the left.
    const left = style.subject ? (style.subjectSide === "left" ? 168 : 16) : snap(16 + next() * 32);
    const maxLength = style.subject ? 136 : 216;
    const block = style.textBars * TEXT_PITCH - BLOCK;
    const top = Math.max(BLOCK, Math.min(H - BLOCK - block, snap((H - block) / 2 + (next() - 0.5) * 24)));
    for (let bar = 0; bar < style.textBars; bar++) {
      const length = snap(maxLength * (0.55 + 0.45 * next()));
      drawTextBar(canvas, left, top + bar * TEXT_PITCH, length, fill, stroke, next);
    }
  }

  if (style.border) {
    const colour = next() < 0.5 ? YELLOW : darkBackground ? WHITE : RED;
    // 8 pixels: whole JPEG blocks, so the frame costs almost nothing to store.
    const b = 8;
    canvas.rect(0, 0, W, b, colour);
    canvas.rect(0, H - b, W, b, colour);
    canvas.rect(0, 0, b, H, colour);
    canvas.rect(W - b, 0, b, H, colour);
  }

  return { width: W, height: H, data: canvas.data };
}

/** The served file: the rendered picture as a JPEG. */
export function sampleThumbnailJpeg(videoId: string): Uint8Array<ArrayBuffer> {
  return encodeJpeg(renderSampleThumbnail(videoId), SAMPLE_THUMBNAIL_QUALITY);
}

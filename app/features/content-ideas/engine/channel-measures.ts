// Measures of the own channel that several parts of an idea use: how each upload did against
// uploads of a comparable age, and the gap before each upload.
import { median } from "~/lib/stats";
import type { OwnVideo } from "./types";

const DAY_MS = 86_400_000;
/** A video younger than this has not shown how it performs. */
export const SETTLED_DAYS = 7;
/** Peers an upload is compared with: the uploads published nearest in time to it (so of a comparable age). */
export const AGE_PEERS = 10;
/** Fewest settled long-form uploads before relative views mean anything. */
export const MIN_SETTLED = 5;

const ms = (iso: string) => Date.parse(iso);

/** Settled long-form uploads, oldest first. */
export function settledLongForm(videos: readonly OwnVideo[], nowMs: number): OwnVideo[] {
  return videos
    .filter(
      (v) => !v.isShort && Number.isFinite(ms(v.publishedAt)) && nowMs - ms(v.publishedAt) >= SETTLED_DAYS * DAY_MS,
    )
    .sort((a, b) => ms(a.publishedAt) - ms(b.publishedAt) || a.id.localeCompare(b.id));
}

/**
 * Each settled long-form upload's views ÷ the median views of the AGE_PEERS uploads published
 * nearest to it (itself excluded). Lifetime views grow with age; peers of a similar age cancel
 * that out, so 2.0 means "twice what this channel's uploads of that age usually have".
 */
export function relativeViews(videos: readonly OwnVideo[], nowMs: number): Map<string, number> {
  const settled = settledLongForm(videos, nowMs);
  const out = new Map<string, number>();
  if (settled.length < MIN_SETTLED) return out;
  settled.forEach((video, i) => {
    const peers: number[] = [];
    let lo = i - 1;
    let hi = i + 1;
    while (peers.length < AGE_PEERS && (lo >= 0 || hi < settled.length)) {
      const gapLo = lo >= 0 ? ms(video.publishedAt) - ms(settled[lo]!.publishedAt) : Infinity;
      const gapHi = hi < settled.length ? ms(settled[hi]!.publishedAt) - ms(video.publishedAt) : Infinity;
      if (gapLo <= gapHi) peers.push(settled[lo--]!.views);
      else peers.push(settled[hi++]!.views);
    }
    const typical = median(peers);
    if (typical && typical > 0) out.set(video.id, video.views / typical);
  });
  return out;
}

/**
 * Days since the previous long-form upload, per long-form upload (the first has none). Shorts in
 * between are left out: they take a fraction of the work and would hide how long a video took.
 */
export function longFormGaps(videos: readonly OwnVideo[]): Map<string, number> {
  const sorted = videos
    .filter((v) => !v.isShort && Number.isFinite(ms(v.publishedAt)))
    .sort((a, b) => ms(a.publishedAt) - ms(b.publishedAt) || a.id.localeCompare(b.id));
  const gaps = new Map<string, number>();
  for (let i = 1; i < sorted.length; i++) {
    gaps.set(sorted[i]!.id, (ms(sorted[i]!.publishedAt) - ms(sorted[i - 1]!.publishedAt)) / DAY_MS);
  }
  return gaps;
}

/** "14:05" or "1:02:03". */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${rest}` : `${m}:${rest}`;
}

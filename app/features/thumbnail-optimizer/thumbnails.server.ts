// Thumbnails measured from the image itself: fetched from YouTube's image host (or, for the
// sample world, rendered by our own generator), decoded in the Worker and measured once per
// address. Results (or the failure to get one) are kept in `thumbnail_metrics`, so each Analyze
// only fetches what is new, and never more than a Worker's subrequest budget allows.
import { eq, sql } from "drizzle-orm";
import type { Db } from "~/lib/db/client.server";
import { chunkForParams } from "~/lib/db/batch";
import { yieldToRequests } from "~/lib/yield-to-requests";
import { thumbnailMetrics } from "./store-tables";
import { workspaceDb } from "~/lib/db/workspace-db.server";
import { decodeJpeg } from "~/lib/thumbnails/jpeg";
import { SAMPLE_THUMBNAIL_PATH, renderSampleThumbnail } from "~/lib/thumbnails/sample-thumbnail";
import { imageMetrics, type ThumbnailMetrics } from "./engine/image-metrics";

/** Remote thumbnails fetched per Analyze: well inside a Worker's 50 subrequests on the free plan. */
export const REMOTE_FETCHES_PER_RUN = 40;
/**
 * Sample thumbnails rendered and measured per Analyze. Each costs ~12 ms of CPU, so a first
 * Analyze of the sample channel stays around a second; the rest are measured by later ones.
 */
export const LOCAL_RENDERS_PER_RUN = 80;

/** What one Analyze may still spend on new measurements; shared by every call in the run. */
export type MeasureBudget = { remote: number; local: number };
export const newMeasureBudget = (): MeasureBudget => ({ remote: REMOTE_FETCHES_PER_RUN, local: LOCAL_RENDERS_PER_RUN });
/** Thumbnails are small (mqdefault is ~10-30 KB); anything far larger is not one. */
const MAX_IMAGE_BYTES = 600 * 1024;
const FETCH_TIMEOUT_MS = 5_000;
const YOUTUBE_IMAGE_HOST = "i.ytimg.com";

export type ThumbnailSource = {
  /** The JPEG's bytes, or null when it cannot be had. */
  fetchImage(url: string): Promise<Uint8Array | null>;
  /** False offline (the YouTube fake): only sample thumbnails can be measured then. */
  remote: boolean;
};

/** An image's bytes from `url`, or null when it does not come, fails, or is over `maxBytes`. */
export async function fetchYouTubeImage(url: string, maxBytes = MAX_IMAGE_BYTES): Promise<Uint8Array | null> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    if (!response.ok) return null;
    const declared = Number(response.headers.get("content-length") ?? "0");
    if (declared > maxBytes) return null;
    const bytes = new Uint8Array(await response.arrayBuffer());
    return bytes.byteLength <= maxBytes ? bytes : null;
  } catch {
    return null;
  }
}

export function thumbnailSource(options: { offline: boolean }): ThumbnailSource {
  return { fetchImage: (url) => fetchYouTubeImage(url), remote: !options.offline };
}

/**
 * The address to measure: the sample world's own images as they are; YouTube's at the 320×180
 * "mqdefault" size whatever size was stored (every video has one, and it decodes quickly).
 */
export function measurableUrl(videoId: string, stored: string | null): { url: string; remote: boolean } | null {
  if (stored && SAMPLE_THUMBNAIL_PATH.test(stored)) return { url: stored, remote: false };
  if (!stored) return null;
  try {
    const parsed = new URL(stored);
    if (parsed.protocol !== "https:" || parsed.hostname !== YOUTUBE_IMAGE_HOST) return null;
  } catch {
    return null;
  }
  return /^[A-Za-z0-9_-]{11}$/.test(videoId)
    ? { url: `https://${YOUTUBE_IMAGE_HOST}/vi/${videoId}/mqdefault.jpg`, remote: true }
    : null;
}

async function measure(url: string, remote: boolean, source: ThumbnailSource): Promise<ThumbnailMetrics | null> {
  if (!remote) {
    // The sample world's image is measured from the pixels our renderer draws, the ones the app
    // serves JPEG-encoded: encoding and decoding them again would triple the CPU for nothing.
    const id = SAMPLE_THUMBNAIL_PATH.exec(url)?.[1];
    return id ? imageMetrics(renderSampleThumbnail(id)) : null;
  }
  const bytes = await source.fetchImage(url);
  const image = bytes ? decodeJpeg(bytes) : null;
  return image ? imageMetrics(image) : null;
}

export type MeasuredThumbnails = {
  metrics: Map<string, ThumbnailMetrics>;
  /** Videos whose thumbnail could not be measured this time (budget, offline, or failure). */
  pending: number;
  failed: number;
};

/**
 * Metrics for the given videos' thumbnails: stored ones reused, new ones measured while the run's
 * budget lasts (the rest are counted as pending) and stored in one batch.
 */
export async function thumbnailMetricsFor(
  db: Db,
  teamChannelId: string,
  videos: readonly { id: string; thumbnailUrl: string | null }[],
  source: ThumbnailSource,
  budget: MeasureBudget,
  now: Date,
): Promise<MeasuredThumbnails> {
  const metrics = new Map<string, ThumbnailMetrics>();
  const stored = new Map<string, { url: string; metrics: ThumbnailMetrics | null }>();
  // One workspace holds a few hundred measured thumbnails at most (the newest own and rival
  // videos), so they are read whole rather than by a list of ids.
  const wanted = new Set(videos.map((v) => v.id));
  const store = workspaceDb(db, teamChannelId);
  const rows = await store.select().from(thumbnailMetrics).where(eq(thumbnailMetrics.teamChannelId, teamChannelId));
  for (const row of rows) {
    if (wanted.has(row.videoId))
      stored.set(row.videoId, { url: row.url, metrics: row.metrics as ThumbnailMetrics | null });
  }

  const fresh: (typeof thumbnailMetrics.$inferInsert)[] = [];
  let pending = 0;
  let failed = 0;
  for (const video of videos) {
    const target = measurableUrl(video.id, video.thumbnailUrl);
    if (!target) continue;
    const known = stored.get(video.id);
    if (known && known.url === target.url) {
      if (known.metrics) metrics.set(video.id, known.metrics);
      else failed++;
      continue;
    }
    const left = target.remote ? (source.remote ? budget.remote : 0) : budget.local;
    if (left <= 0) {
      pending++;
      continue;
    }
    if (target.remote) budget.remote--;
    else budget.local--;
    // Decoding a thumbnail is CPU work: other requests go first (the demo showcase measures the
    // sample's thumbnails in the background of a fresh server's first pages).
    await yieldToRequests();
    const measured = await measure(target.url, target.remote, source);
    if (measured) metrics.set(video.id, measured);
    else failed++;
    fresh.push({ teamChannelId, videoId: video.id, url: target.url, metrics: measured, measuredAt: now });
  }

  if (fresh.length > 0) {
    const upserts = chunkForParams(fresh, 5).map((rows) =>
      store
        .insert(thumbnailMetrics)
        .values(rows)
        .onConflictDoUpdate({
          target: [thumbnailMetrics.teamChannelId, thumbnailMetrics.videoId],
          set: { url: sql`excluded.url`, metrics: sql`excluded.metrics`, measuredAt: sql`excluded.measured_at` },
        }),
    );
    await store.batch(upserts as [(typeof upserts)[0], ...typeof upserts]);
  }
  return { metrics, pending, failed };
}

// Views at 7 days: how a video's first week went, the outcome several tools compare uploads by
// (optimizer, dashboard timing and momentum, visibility score). Read from the view snapshots the
// sync records: the snapshot nearest to 7 days after publication, within 5 to 9 days. A video
// without such a snapshot has no value (never an estimate).
import { and, eq, gte, sql } from "drizzle-orm";
import type { Db } from "~/lib/db/client.server";
import { inVideos, publishedOf, snapshotPlace, videosJson } from "./snapshots.server";
import { videoStats, videos } from "./tables";

const DAY_MS = 24 * 60 * 60 * 1000;
export const SEVEN_DAYS_WINDOW = { from: 5 * DAY_MS, to: 9 * DAY_MS };

/** Views at 7 days of one channel's videos published since `since`, by video id. */
export async function viewsAtSevenDays(
  db: Db,
  workspaceId: string,
  channelId: string,
  since: Date,
): Promise<Map<string, number>> {
  // Two control-D1 reads at once (the videos, and whose snapshots), then one store read.
  const [uploads, place] = await Promise.all([
    db
      .select({ id: videos.id, publishedAt: videos.publishedAt })
      .from(videos)
      .where(and(eq(videos.workspaceId, workspaceId), eq(videos.channelId, channelId), gte(videos.publishedAt, since))),
    snapshotPlace(db, workspaceId),
  ]);
  if (uploads.length === 0) return new Map();
  const json = videosJson(uploads);
  const published = publishedOf(json);
  const snaps = await place.db
    .select({ videoId: videoStats.videoId, capturedAt: videoStats.capturedAt, views: videoStats.viewCount })
    .from(videoStats)
    .where(
      and(
        eq(videoStats.workspaceId, place.workspaceId),
        inVideos(json),
        sql`${videoStats.capturedAt} between ${published} + ${SEVEN_DAYS_WINDOW.from} and ${published} + ${SEVEN_DAYS_WINDOW.to}`,
      ),
    );
  const publishedAt = new Map(uploads.map((v) => [v.id, v.publishedAt.getTime()]));
  const nearest = new Map<string, { gap: number; views: number }>();
  for (const s of snaps) {
    const gap = Math.abs(s.capturedAt.getTime() - (publishedAt.get(s.videoId) ?? 0) - 7 * DAY_MS);
    const known = nearest.get(s.videoId);
    if (!known || gap < known.gap) nearest.set(s.videoId, { gap, views: s.views });
  }
  return new Map([...nearest].map(([id, v]) => [id, v.views]));
}

// Views at 7 days: how a video's first week went, the outcome several tools compare uploads by
// (optimizer, dashboard timing and momentum, visibility score). Read from the view snapshots the
// sync records: the snapshot nearest to 7 days after publication, within 5 to 9 days. A video
// without such a snapshot has no value (never an estimate).
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "~/lib/db/client.server";
import { withChannelData, snapshotOfVideo } from "./data-place.server";
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
  // Joined on the videos' rows (never a list of ids: D1 binds at most 100 parameters).
  const snaps = await withChannelData(db, workspaceId, ({ db: source, dataOf }) =>
    source
      .select({
        videoId: videoStats.videoId,
        capturedAt: videoStats.capturedAt,
        views: videoStats.viewCount,
        publishedAt: videos.publishedAt,
      })
      .from(videoStats)
      .innerJoin(videos, snapshotOfVideo(workspaceId))
      .where(
        and(
          eq(videoStats.workspaceId, dataOf),
          eq(videos.channelId, channelId),
          sql`${videos.publishedAt} >= ${since.getTime()}`,
          sql`${videoStats.capturedAt} between ${videos.publishedAt} + ${SEVEN_DAYS_WINDOW.from} and ${videos.publishedAt} + ${SEVEN_DAYS_WINDOW.to}`,
        ),
      ),
  );
  const nearest = new Map<string, { gap: number; views: number }>();
  for (const s of snaps) {
    const gap = Math.abs(s.capturedAt.getTime() - s.publishedAt.getTime() - 7 * DAY_MS);
    const known = nearest.get(s.videoId);
    if (!known || gap < known.gap) nearest.set(s.videoId, { gap, views: s.views });
  }
  return new Map([...nearest].map(([id, v]) => [id, v.views]));
}

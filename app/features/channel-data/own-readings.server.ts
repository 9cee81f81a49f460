// Readings of a workspace's own uploads from its creator's YouTube Analytics grant. They are
// Authorised Data (docs/youtube-compliance.md): kept in that workspace's store only, marked with
// their source, never written to the channel's public store nor copied to another workspace, and
// deleted when the grant ends, the counters they set going back to what public readings say.
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { batchInChunks, chunkForParams } from "~/lib/db/batch";
import type { Db } from "~/lib/db/client.server";
import { workspaceDb } from "~/lib/db/workspace-db.server";
import { publicStore, publicStoreName } from "./public-channels.server";
import { storeChannelData } from "./store-writes.server";
import { videoStats, videos } from "./tables";
import type { VideoStatsSnapshot } from "./types";

/**
 * Stores Analytics readings in the workspace's own store: their snapshots (source "analytics") and
 * the counters on the videos' rows where the reading is the newest. Writing them twice changes nothing.
 */
export async function saveOwnReadings(db: Db, teamChannelId: string, readings: readonly VideoStatsSnapshot[]) {
  if (readings.length === 0) return;
  const store = workspaceDb(db, teamChannelId);
  await storeChannelData(db, teamChannelId, {
    snapshots: readings.map((r) => ({ ...r, source: "analytics" as const })),
  });
  await batchInChunks(
    store,
    readings.map((r) => {
      const at = new Date(r.capturedAt);
      return store
        .update(videos)
        .set({ viewCount: r.viewCount, likeCount: r.likeCount, commentCount: r.commentCount, statsUpdatedAt: at })
        .where(
          and(
            eq(videos.teamChannelId, teamChannelId),
            eq(videos.id, r.videoYoutubeId),
            sql`coalesce(${videos.statsUpdatedAt}, 0) <= ${at.getTime()}`,
          ),
        );
    }),
  );
}

/**
 * Deletes every Analytics reading the workspace holds and sets the counters of the videos they
 * touched back to the newest public reading: the public store's row (videos.list), or a newer
 * public snapshot the workspace holds (the feed). Returns the readings deleted.
 */
export async function forgetOwnReadings(db: Db, teamChannelId: string): Promise<number> {
  const store = workspaceDb(db, teamChannelId);
  const deleted = await store
    .delete(videoStats)
    .where(and(eq(videoStats.teamChannelId, teamChannelId), eq(videoStats.source, "analytics")))
    .returning({ videoId: videoStats.videoId });
  const touched = [...new Set(deleted.map((r) => r.videoId))];
  for (const list of chunkForParams(touched, 2)) {
    const held = await store
      .select({ id: videos.id, channelId: videos.channelId })
      .from(videos)
      .where(and(eq(videos.teamChannelId, teamChannelId), inArray(videos.id, list)));
    const byChannel = new Map<string, string[]>();
    for (const v of held) byChannel.set(v.channelId, [...(byChannel.get(v.channelId) ?? []), v.id]);
    for (const [channelId, ids] of byChannel) await restorePublicCounters(db, teamChannelId, channelId, ids);
  }
  return deleted.length;
}

async function restorePublicCounters(db: Db, teamChannelId: string, channelId: string, ids: readonly string[]) {
  const store = workspaceDb(db, teamChannelId);
  const name = publicStoreName(channelId);
  const [publicRows, snapshots] = await Promise.all([
    publicStore(db, channelId)
      .select({
        id: videos.id,
        viewCount: videos.viewCount,
        likeCount: videos.likeCount,
        commentCount: videos.commentCount,
        statsUpdatedAt: videos.statsUpdatedAt,
      })
      .from(videos)
      .where(and(eq(videos.teamChannelId, name), inArray(videos.id, ids))),
    store
      .select()
      .from(videoStats)
      .where(and(eq(videoStats.teamChannelId, teamChannelId), inArray(videoStats.videoId, ids)))
      .orderBy(desc(videoStats.capturedAt)),
  ]);
  const newestSnapshot = new Map<string, (typeof snapshots)[number]>();
  for (const s of snapshots) if (!newestSnapshot.has(s.videoId)) newestSnapshot.set(s.videoId, s);
  const publicById = new Map(publicRows.map((r) => [r.id, r]));
  const updates = ids.flatMap((id) => {
    const row = publicById.get(id);
    const snapshot = newestSnapshot.get(id);
    const snapshotNewer = snapshot && (!row?.statsUpdatedAt || snapshot.capturedAt > row.statsUpdatedAt);
    if (!row && !snapshot) return [];
    const counters = snapshotNewer
      ? {
          viewCount: snapshot.viewCount,
          likeCount: snapshot.likeCount ?? row?.likeCount ?? null,
          commentCount: snapshot.commentCount ?? row?.commentCount ?? null,
          statsUpdatedAt: snapshot.capturedAt,
        }
      : {
          viewCount: row!.viewCount,
          likeCount: row!.likeCount,
          commentCount: row!.commentCount,
          statsUpdatedAt: row!.statsUpdatedAt,
        };
    return [
      store
        .update(videos)
        .set(counters)
        .where(and(eq(videos.teamChannelId, teamChannelId), eq(videos.id, id))),
    ];
  });
  await batchInChunks(store, updates);
}

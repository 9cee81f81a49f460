// A channel's stored uploads as every other feature reads them: one row mapper for the `videos`
// table (`StoredUpload`) and one query with the few filters the tools use, so a column change is
// made here once instead of in each tool's own select and mapper. Every read runs where the
// reading workspace's videos are (`withChannelData`): a creator's store, or a demo's own copy in
// the control D1; the channel's role is read beside them (the store's `channels`).
import { and, asc, count, desc, eq, gte, inArray, type SQL } from "drizzle-orm";
import { chunkForParams } from "~/lib/db/batch";
import type { Db } from "~/lib/db/client.server";
import { withChannelData } from "./data-place.server";
import { storeChannels as channels } from "./store-tables";
import { videoAnalytics, videos } from "./tables";

/** A stored upload; the counts are the latest statistics snapshot (kept on the row). */
export type StoredUpload = {
  id: string;
  channelId: string;
  title: string;
  description: string;
  /** Always an array (a malformed stored value reads as no tags). */
  tags: string[];
  publishedAt: Date;
  durationSeconds: number;
  categoryId: string | null;
  thumbnailUrl: string | null;
  isShort: boolean;
  viewCount: number;
  likeCount: number | null;
  commentCount: number | null;
  statsUpdatedAt: Date | null;
};

export type UploadsQuery = {
  /** At most this many (the newest, or the oldest with order "oldest"). */
  limit?: number;
  /** Published at or after. */
  since?: Date;
  longFormOnly?: boolean;
  /** Default "newest" first. */
  order?: "newest" | "oldest";
};

/** A video on its channel's row, and the reading workspace's own channel's videos. */
const onChannel = and(eq(channels.teamChannelId, videos.teamChannelId), eq(channels.id, videos.channelId));
const ownOf = (teamChannelId: string) => and(eq(videos.teamChannelId, teamChannelId), eq(channels.role, "own"));

/** The one mapper from a `videos` row. */
export function toStoredUpload(row: typeof videos.$inferSelect): StoredUpload {
  return {
    id: row.id,
    channelId: row.channelId,
    title: row.title,
    description: row.description,
    tags: Array.isArray(row.tags) ? row.tags : [],
    publishedAt: row.publishedAt,
    durationSeconds: row.durationSeconds,
    categoryId: row.categoryId,
    thumbnailUrl: row.thumbnailUrl,
    isShort: row.isShort,
    viewCount: row.viewCount,
    likeCount: row.likeCount,
    commentCount: row.commentCount,
    statsUpdatedAt: row.statsUpdatedAt,
  };
}

/** The channel's uploads stored in the workspace, by publication time. */
export async function uploadsOf(
  db: Db,
  teamChannelId: string,
  channelId: string,
  query: UploadsQuery = {},
): Promise<StoredUpload[]> {
  const filters: SQL[] = [eq(videos.teamChannelId, teamChannelId), eq(videos.channelId, channelId)];
  if (query.since) filters.push(gte(videos.publishedAt, query.since));
  if (query.longFormOnly) filters.push(eq(videos.isShort, false));
  const rows = await withChannelData(db, teamChannelId, ({ db: place }) => {
    const ordered = place
      .select()
      .from(videos)
      .where(and(...filters))
      .orderBy(query.order === "oldest" ? asc(videos.publishedAt) : desc(videos.publishedAt));
    return query.limit === undefined ? ordered : ordered.limit(query.limit);
  });
  return rows.map(toStoredUpload);
}

/** One upload of the channel by id; null when the channel has no such stored upload. */
export async function uploadOf(
  db: Db,
  teamChannelId: string,
  channelId: string,
  videoId: string,
): Promise<StoredUpload | null> {
  const row = await withChannelData(db, teamChannelId, ({ db: place }) =>
    place
      .select()
      .from(videos)
      .where(and(eq(videos.teamChannelId, teamChannelId), eq(videos.channelId, channelId), eq(videos.id, videoId)))
      .get(),
  );
  return row ? toStoredUpload(row) : null;
}

/** How many uploads of the workspace's own channel are stored (0 before a channel is connected). */
export async function ownUploadCount(db: Db, teamChannelId: string): Promise<number> {
  const row = await withChannelData(db, teamChannelId, ({ db: place }) =>
    place.select({ n: count() }).from(videos).innerJoin(channels, onChannel).where(ownOf(teamChannelId)).get(),
  );
  return row?.n ?? 0;
}

/** Titles of the own channel's uploads, newest first (the assistant recognises a named video by them). */
export async function ownUploadTitles(db: Db, teamChannelId: string, limit: number): Promise<string[]> {
  const rows = await withChannelData(db, teamChannelId, ({ db: place }) =>
    place
      .select({ title: videos.title })
      .from(videos)
      .innerJoin(channels, onChannel)
      .where(ownOf(teamChannelId))
      .orderBy(desc(videos.publishedAt))
      .limit(limit),
  );
  return rows.map((r) => r.title);
}

/** Studio's impressions and click-through rate of an upload (null: not in the import, or no import). */
export type UploadWithCtr = StoredUpload & { impressions: number | null; ctr: number | null };

/** The Thumbnail Optimizer's sample: the channel's uploads (newest first) with their Studio impressions and CTR. */
export async function uploadsWithCtr(
  db: Db,
  teamChannelId: string,
  channelId: string,
  query: { limit: number; longFormOnly?: boolean },
): Promise<UploadWithCtr[]> {
  const filters: SQL[] = [eq(videos.teamChannelId, teamChannelId), eq(videos.channelId, channelId)];
  if (query.longFormOnly) filters.push(eq(videos.isShort, false));
  // Studio's figures beside the videos (a demo's own copy, in the control D1): all of the
  // workspace's rows (a few hundred), not a list of ids past the bound parameters.
  const [rows, ctrRows] = await withChannelData(db, teamChannelId, ({ db: place }) =>
    Promise.all([
      place
        .select()
        .from(videos)
        .where(and(...filters))
        .orderBy(desc(videos.publishedAt))
        .limit(query.limit),
      place
        .select({
          videoId: videoAnalytics.videoId,
          impressions: videoAnalytics.impressions,
          ctr: videoAnalytics.impressionsCtr,
        })
        .from(videoAnalytics)
        .where(eq(videoAnalytics.teamChannelId, teamChannelId)),
    ]),
  );
  const ctrOf = new Map(ctrRows.map((r) => [r.videoId, r]));
  return rows.map((video) => {
    const ctr = ctrOf.get(video.id);
    return { ...toStoredUpload(video), impressions: ctr?.impressions ?? null, ctr: ctr?.ctr ?? null };
  });
}

/** The workspace's tracked competitors' uploads, newest first. */
export async function competitorUploads(
  db: Db,
  teamChannelId: string,
  query: { limit: number; longFormOnly?: boolean },
): Promise<StoredUpload[]> {
  const filters: SQL[] = [eq(videos.teamChannelId, teamChannelId), eq(channels.role, "competitor")];
  if (query.longFormOnly) filters.push(eq(videos.isShort, false));
  const rows = await withChannelData(db, teamChannelId, ({ db: place }) =>
    place
      .select({ video: videos })
      .from(videos)
      .innerJoin(channels, onChannel)
      .where(and(...filters))
      .orderBy(desc(videos.publishedAt))
      .limit(query.limit),
  );
  return rows.map((r) => toStoredUpload(r.video));
}

/** Whether the workspace stores this video (of any of its channels). */
export async function hasStoredVideo(db: Db, teamChannelId: string, videoId: string): Promise<boolean> {
  const row = await withChannelData(db, teamChannelId, ({ db: place }) =>
    place
      .select({ id: videos.id })
      .from(videos)
      .where(and(eq(videos.teamChannelId, teamChannelId), eq(videos.id, videoId)))
      .get(),
  );
  return row !== undefined;
}

/** The own channel's newest uploads as choices (id and title). */
export async function ownUploadChoices(
  db: Db,
  teamChannelId: string,
  limit: number,
): Promise<{ id: string; title: string; isShort: boolean }[]> {
  return withChannelData(db, teamChannelId, ({ db: place }) =>
    place
      .select({ id: videos.id, title: videos.title, isShort: videos.isShort })
      .from(videos)
      .innerJoin(channels, onChannel)
      .where(ownOf(teamChannelId))
      .orderBy(desc(videos.publishedAt))
      .limit(limit),
  );
}

/** One upload of the workspace's own channel by id; null when it is not the own channel's. */
export async function ownUpload(db: Db, teamChannelId: string, videoId: string): Promise<StoredUpload | null> {
  const row = await withChannelData(db, teamChannelId, ({ db: place }) =>
    place
      .select({ video: videos })
      .from(videos)
      .innerJoin(channels, onChannel)
      .where(and(ownOf(teamChannelId), eq(videos.id, videoId)))
      .get(),
  );
  return row ? toStoredUpload(row.video) : null;
}

/**
 * Uploads' thumbnails and latest view counts by video id, for the given ids the workspace stores
 * (an id it does not store is left out). The Series Planner reads its entries from its store and
 * their uploads' facts here (a few dozen ids, usually), in lists a statement can bind.
 */
export async function uploadFacts(
  db: Db,
  teamChannelId: string,
  videoIds: readonly string[],
): Promise<Map<string, { thumbnailUrl: string | null; views: number }>> {
  const facts = new Map<string, { thumbnailUrl: string | null; views: number }>();
  const lists = chunkForParams([...new Set(videoIds)], 2);
  if (lists.length === 0) return facts;
  // Two parameters per id: each list stays within the 100 bound parameters with the workspace id too.
  const results = await withChannelData(db, teamChannelId, ({ db: place }) =>
    Promise.all(
      lists.map((list) =>
        place
          .select({ id: videos.id, thumbnailUrl: videos.thumbnailUrl, views: videos.viewCount })
          .from(videos)
          .where(and(eq(videos.teamChannelId, teamChannelId), inArray(videos.id, list))),
      ),
    ),
  );
  for (const rows of results)
    for (const row of rows) facts.set(row.id, { thumbnailUrl: row.thumbnailUrl, views: row.views });
  return facts;
}

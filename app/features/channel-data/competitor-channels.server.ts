// The workspace's competitor channel rows as Competitor Monitor reads and changes them: listed
// with their upload count and newest sync job, the stored channels an add is checked against,
// the Active/Paused toggle and the active ones a refresh queues. Only rows with role 'competitor'
// of the given workspace are ever changed.
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "~/lib/db/client.server";
import { withChannelData } from "./data-place.server";
import { summariseJob, type SyncSummary } from "./overview.server";
import { channels, syncJobs, videos } from "./tables";

const competitorOf = (teamChannelId: string, channelId: string) =>
  and(eq(channels.teamChannelId, teamChannelId), eq(channels.id, channelId), eq(channels.role, "competitor"));

export type CompetitorChannel = {
  id: string;
  title: string;
  handle: string | null;
  subscriberCount: number | null;
  isActive: boolean;
  isSample: boolean;
  lastSyncedAt: Date | null;
  /** Uploads stored for it. */
  videoCount: number;
  /** Its newest sync job; null before any. */
  sync: SyncSummary | null;
};

/** The competitors in the order they were added (then by title). */
export async function competitorChannels(db: Db, teamChannelId: string): Promise<CompetitorChannel[]> {
  const rows = await db
    .select()
    .from(channels)
    .where(and(eq(channels.teamChannelId, teamChannelId), eq(channels.role, "competitor")))
    .orderBy(asc(channels.createdAt), asc(channels.title));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [counts, jobs] = await Promise.all([
    withChannelData(db, teamChannelId, ({ db: place }) =>
      place
        .select({ channelId: videos.channelId, n: sql<number>`count(*)` })
        .from(videos)
        .where(and(eq(videos.teamChannelId, teamChannelId), inArray(videos.channelId, ids)))
        .groupBy(videos.channelId),
    ),
    // The newest job per channel.
    db
      .select()
      .from(syncJobs)
      .where(
        and(
          eq(syncJobs.teamChannelId, teamChannelId),
          inArray(syncJobs.channelId, ids),
          sql`${syncJobs.createdAt} = (SELECT max(j.created_at) FROM sync_jobs j WHERE j.workspace_id = ${syncJobs.teamChannelId} AND j.channel_id = ${syncJobs.channelId})`,
        ),
      )
      .orderBy(desc(syncJobs.createdAt)),
  ]);
  const countBy = new Map(counts.map((c) => [c.channelId, Number(c.n)]));
  const jobBy = new Map<string, SyncSummary>();
  for (const job of jobs) if (!jobBy.has(job.channelId)) jobBy.set(job.channelId, summariseJob(job));
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    handle: r.handle,
    subscriberCount: r.subscriberCount,
    isActive: r.isActive,
    isSample: r.isSample,
    lastSyncedAt: r.lastSyncedAt,
    videoCount: countBy.get(r.id) ?? 0,
    sync: jobBy.get(r.id) ?? null,
  }));
}

/** Every channel stored in the workspace (own and competitors), for an add's duplicate checks. */
export function storedChannelsOf(
  db: Db,
  teamChannelId: string,
): Promise<{ id: string; role: "own" | "competitor"; title: string; handle: string | null }[]> {
  return db
    .select({ id: channels.id, role: channels.role, title: channels.title, handle: channels.handle })
    .from(channels)
    .where(eq(channels.teamChannelId, teamChannelId));
}

/** The competitor's title; null when the workspace tracks no such competitor. */
export async function competitorTitle(db: Db, teamChannelId: string, channelId: string): Promise<string | null> {
  const row = await db
    .select({ title: channels.title })
    .from(channels)
    .where(competitorOf(teamChannelId, channelId))
    .get();
  return row?.title ?? null;
}

/** Sets a competitor Active or Paused; returns its title, or null when the workspace tracks no such competitor. */
export async function setCompetitorActiveFlag(
  db: Db,
  teamChannelId: string,
  channelId: string,
  active: boolean,
): Promise<string | null> {
  const [updated] = await db
    .update(channels)
    .set({ isActive: active })
    .where(competitorOf(teamChannelId, channelId))
    .returning({ title: channels.title });
  return updated?.title ?? null;
}

/** The active competitors' ids, oldest added first (what a refresh queues). */
export async function activeCompetitorIds(db: Db, teamChannelId: string): Promise<string[]> {
  const rows = await db
    .select({ id: channels.id })
    .from(channels)
    .where(and(eq(channels.teamChannelId, teamChannelId), eq(channels.role, "competitor"), eq(channels.isActive, true)))
    .orderBy(asc(channels.createdAt));
  return rows.map((r) => r.id);
}

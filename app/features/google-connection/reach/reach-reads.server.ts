// What other features read of the reach report: each video's impressions and CTR per day, and
// their totals, from the workspace's store (google-connection/store-tables.ts videoReachDays).
import { and, eq, gte, inArray, lte } from "drizzle-orm";
import type { Db } from "~/lib/db/client.server";
import { workspaceDb } from "~/lib/db/workspace-db.server";
import { videoReachDays } from "../store-tables";

export type VideoReachDay = { videoId: string; date: string; impressions: number; ctr: number };

/** Days of reach between two dates (inclusive), optionally for some videos only, oldest first. */
export async function reachDays(
  db: Db,
  teamChannelId: string,
  options: { from: string; to: string; videoIds?: readonly string[] },
): Promise<VideoReachDay[]> {
  if (options.videoIds && options.videoIds.length === 0) return [];
  const t = videoReachDays;
  return workspaceDb(db, teamChannelId)
    .select({ videoId: t.videoId, date: t.date, impressions: t.impressions, ctr: t.ctr })
    .from(t)
    .where(
      and(
        eq(t.teamChannelId, teamChannelId),
        gte(t.date, options.from),
        lte(t.date, options.to),
        options.videoIds ? inArray(t.videoId, [...options.videoIds]) : undefined,
      ),
    )
    .orderBy(t.date, t.videoId);
}

/**
 * The dates between two dates (inclusive) the store holds the report for, oldest first. A day is
 * written whole, so a video without a row on one of them had no impressions that day.
 */
export async function reachDates(db: Db, teamChannelId: string, options: { from: string; to: string }) {
  const t = videoReachDays;
  const rows = await workspaceDb(db, teamChannelId)
    .selectDistinct({ date: t.date })
    .from(t)
    .where(and(eq(t.teamChannelId, teamChannelId), gte(t.date, options.from), lte(t.date, options.to)))
    .orderBy(t.date);
  return rows.map((r) => r.date);
}

export type VideoReachTotal = { videoId: string; impressions: number; clicks: number; ctr: number; days: number };

/** Each video's impressions and clicks summed over the stored days (CTR = clicks ÷ impressions). */
export async function reachTotals(db: Db, teamChannelId: string): Promise<Map<string, VideoReachTotal>> {
  const rows = await reachDays(db, teamChannelId, { from: "0000-01-01", to: "9999-12-31" });
  const totals = new Map<string, VideoReachTotal>();
  for (const r of rows) {
    const t = totals.get(r.videoId) ?? { videoId: r.videoId, impressions: 0, clicks: 0, ctr: 0, days: 0 };
    t.impressions += r.impressions;
    t.clicks += r.impressions * r.ctr;
    t.days += 1;
    t.ctr = t.impressions > 0 ? t.clicks / t.impressions : 0;
    totals.set(r.videoId, t);
  }
  return totals;
}

// The optimizer's thumbnail measurements as the Series Planner reads them (its consistency check
// compares a series' thumbnails). The stored metrics JSON is validated here, by its owner.
import { and, eq, isNotNull } from "drizzle-orm";
import type { Db } from "~/lib/db/client.server";
import { thumbnailMetrics } from "./store-tables";
import { workspaceDb } from "~/lib/db/workspace-db.server";

export type ThumbnailMeasures = { brightness: number; colourfulness: number; textDensity: number };

const isMetric = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);

/** Measured thumbnails by video id (rows whose image could not be decoded, or with a malformed metric, are left out). */
export async function thumbnailMeasuresForSeries(
  db: Db,
  teamChannelId: string,
): Promise<Map<string, ThumbnailMeasures>> {
  const rows = await workspaceDb(db, teamChannelId)
    .select({ videoId: thumbnailMetrics.videoId, metrics: thumbnailMetrics.metrics })
    .from(thumbnailMetrics)
    .where(and(eq(thumbnailMetrics.teamChannelId, teamChannelId), isNotNull(thumbnailMetrics.metrics)));
  const out = new Map<string, ThumbnailMeasures>();
  for (const r of rows) {
    const m = r.metrics as Record<string, unknown> | null;
    if (m && isMetric(m.brightness) && isMetric(m.colourfulness) && isMetric(m.textDensity)) {
      out.set(r.videoId, { brightness: m.brightness, colourfulness: m.colourfulness, textDensity: m.textDensity });
    }
  }
  return out;
}

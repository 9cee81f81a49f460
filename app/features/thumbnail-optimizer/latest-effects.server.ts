// The optimizer's newest measured effects, for the features that build on them (Content Ideas
// writes titles that follow what works on the channel). The stored run's JSON is read and
// validated here, by its owner, so a change to what a run stores changes this read with it
// instead of breaking a reader elsewhere silently. A run whose effects do not parse reads as none.
import { desc, eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "~/lib/db/client.server";
import type { MeasuredEffect } from "./engine/effects";
import { optimizerRuns } from "./store-tables";
import { workspaceDb } from "~/lib/db/workspace-db.server";

export type LatestEffects = {
  outcome: "studio" | "views" | "relative";
  videosAnalyzed: number;
  effects: MeasuredEffect[];
};

const measuredEffect = z.object({
  feature: z.string(),
  kind: z.enum(["boolean", "numeric"]),
  withCount: z.number(),
  withoutCount: z.number(),
  threshold: z.number().nullable(),
  effect: z.number(),
  low: z.number(),
  high: z.number(),
  significant: z.boolean(),
}) satisfies z.ZodType<MeasuredEffect>;

/** The workspace's newest run's effects (unknown keys dropped); null without a run or when its JSON does not parse. */
export async function latestEffects(db: Db, teamChannelId: string): Promise<LatestEffects | null> {
  const run = await workspaceDb(db, teamChannelId)
    .select({
      outcome: optimizerRuns.outcome,
      videosAnalyzed: optimizerRuns.videosAnalyzed,
      effects: optimizerRuns.effects,
    })
    .from(optimizerRuns)
    .where(eq(optimizerRuns.teamChannelId, teamChannelId))
    .orderBy(desc(optimizerRuns.createdAt))
    .limit(1)
    .get();
  if (!run) return null;
  const effects = z.array(measuredEffect).safeParse(run.effects);
  return effects.success ? { outcome: run.outcome, videosAnalyzed: run.videosAnalyzed, effects: effects.data } : null;
}

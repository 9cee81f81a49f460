// Google backfills that stopped advancing, for the job watchdog (housekeeping,
// docs/decisions/008): listed, claimed before their step is re-sent, or checked still stuck
// before they are failed; each by the progress time read (a sync that advanced is left alone).
import { and, asc, eq, inArray, lt } from "drizzle-orm";
import type { Db } from "~/lib/db/client.server";
import { googleConnections } from "../tables";

export type StuckGoogleSync = { teamChannelId: string; resends: number; progress: unknown; updatedAt: Date };

const unchanged = (c: StuckGoogleSync) =>
  and(
    eq(googleConnections.teamChannelId, c.teamChannelId),
    eq(googleConnections.updatedAt, c.updatedAt),
    inArray(googleConnections.syncState, ["queued", "running"]),
  );

/** Queued or running Google syncs last advanced before `before`, the longest-stuck first. */
export function stuckGoogleSyncs(db: Db, before: Date, limit: number): Promise<StuckGoogleSync[]> {
  return db
    .select({
      teamChannelId: googleConnections.teamChannelId,
      resends: googleConnections.syncResends,
      progress: googleConnections.syncProgress,
      updatedAt: googleConnections.updatedAt,
    })
    .from(googleConnections)
    .where(and(inArray(googleConnections.syncState, ["queued", "running"]), lt(googleConnections.updatedAt, before)))
    .orderBy(asc(googleConnections.updatedAt))
    .limit(limit);
}

/** Counts one more re-send; false when the sync advanced (or was claimed) since it was read. */
export async function claimStuckGoogleSync(db: Db, c: StuckGoogleSync, now: Date): Promise<boolean> {
  return (
    (
      await db
        .update(googleConnections)
        .set({ syncResends: c.resends + 1, updatedAt: now })
        .where(unchanged(c))
        .returning({ id: googleConnections.teamChannelId })
    ).length > 0
  );
}

/** Whether the sync is still exactly as read (not advanced, not claimed, not ended). */
export async function isStillStuck(db: Db, c: StuckGoogleSync): Promise<boolean> {
  return (
    (await db.select({ id: googleConnections.teamChannelId }).from(googleConnections).where(unchanged(c)).get()) !==
    undefined
  );
}

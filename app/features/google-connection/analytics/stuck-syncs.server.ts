// Google backfills that stopped advancing, for the job watchdog (housekeeping, docs/decisions/008):
// listed, claimed before their step is re-sent, or checked still stuck before they are failed
// (~/lib/db/stuck-jobs). A connection is one workspace's: its key is the workspace.
import type { Db } from "~/lib/db/client.server";
import { stuckJobs } from "~/lib/db/stuck-jobs";
import { googleConnections } from "../tables";

const syncs = stuckJobs({ table: googleConnections, id: "teamChannelId", state: "syncState", resends: "syncResends" });

/** Queued or running Google syncs last advanced before `before`, the longest-stuck first. */
export const stuckGoogleSyncs = (db: Db, before: Date, limit: number) =>
  syncs.list(db, before, limit, {
    teamChannelId: googleConnections.teamChannelId,
    progress: googleConnections.syncProgress,
  });

export type StuckGoogleSync = Awaited<ReturnType<typeof stuckGoogleSyncs>>[number];

/** Counts one more re-send; false when the sync advanced (or was claimed) since it was read. */
export const claimStuckGoogleSync = syncs.claim;

/** Whether the sync is still exactly as read (not advanced, not claimed, not ended). */
export const isStillStuck = syncs.isUnchanged;

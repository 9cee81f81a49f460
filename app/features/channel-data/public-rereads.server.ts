// Public channels read again from nothing (`public_channel_rereads`): the channel's public store
// and every follower's copy of it are emptied, and the public record is kept with its reads marked
// undone, so each follower's next refresh starts the channel again (sync.server.ts's feed step)
// and copies it whole. Used once for every public channel whose store may hold YouTube Analytics
// readings from before they were kept in the grant holder's store only (migration 0058).
import { eq, sql } from "drizzle-orm";
import type { Db } from "~/lib/db/client.server";
import { destroyWorkspaceStore } from "~/lib/db/workspace-db.server";
import { publicStoreName } from "./public-channels.server";
import { deleteChannelCopy } from "./retention.server";
import { channels, publicChannelRereads, publicChannels, publicVideoRemovals, syncJobs } from "./tables";

/** Channels emptied per hourly run: each is one store emptied and one per follower. */
const REREADS_PER_RUN = 50;

/**
 * Empties the listed public channels (a run's share) and marks them to be read again; a channel
 * whose sync is under way waits for the next run, so no job writes into a store being emptied.
 * Returns the channels emptied.
 */
export async function rereadListedPublicChannels(db: Db, limit = REREADS_PER_RUN): Promise<number> {
  const listed = await db
    .select({ id: publicChannelRereads.channelId })
    .from(publicChannelRereads)
    .where(
      sql`NOT EXISTS (SELECT 1 FROM ${syncJobs} j WHERE j.channel_id = ${publicChannelRereads.channelId} AND j.status IN ('queued', 'running'))`,
    )
    .limit(limit);
  for (const { id } of listed) {
    const followers = await db
      .select({ teamChannelId: channels.teamChannelId })
      .from(channels)
      .where(eq(channels.id, id));
    for (const { teamChannelId } of followers) await deleteChannelCopy(db, teamChannelId, id);
    await destroyWorkspaceStore(db, publicStoreName(id));
    await db.batch([
      db.update(channels).set({ lastSyncedAt: null }).where(eq(channels.id, id)),
      db
        .update(publicChannels)
        .set({ startedAt: null, refreshedAt: null, refreshClaimedAt: null, olderUploadsToken: null })
        .where(eq(publicChannels.id, id)),
      db.delete(publicVideoRemovals).where(eq(publicVideoRemovals.channelId, id)),
      db.delete(publicChannelRereads).where(eq(publicChannelRereads.channelId, id)),
    ]);
  }
  return listed.length;
}

// Workspaces' stores deleted after their workspaces (decision 012). The hourly cron reads the
// control database's pending rows (written by a trigger whenever a workspace goes, whatever
// deleted it) and sends one queue message per workspace; the queue's consumer empties that one
// store and stamps the row. No job opens every store: each message names one.
import { and, asc, eq, isNull } from "drizzle-orm";
import { z } from "zod";
import { workspaces } from "~/lib/auth/tables";
import type { Db } from "~/lib/db/client.server";
import { storeDeletions } from "~/lib/db/tables";
import { destroyWorkspaceStore } from "~/lib/db/workspace-db.server";

export const storeDeletionMessage = z.object({
  kind: z.literal("store-deletion"),
  teamChannelId: z.string().min(1).max(100),
});
export type StoreDeletionMessage = z.infer<typeof storeDeletionMessage>;

/** Messages sent a run: a Queue takes 100 a sendBatch; the rest wait for the next hour. */
const DELETIONS_PER_RUN = 500;
const MESSAGES_PER_SEND = 100;

/** Queues the deletion of every store whose workspace has gone and whose store has not (up to a run's share). */
export async function queueStoreDeletions(db: Db, queue: Queue): Promise<number> {
  const pending = await db
    .select({ teamChannelId: storeDeletions.teamChannelId })
    .from(storeDeletions)
    .where(isNull(storeDeletions.storeDeletedAt))
    .orderBy(asc(storeDeletions.deletedAt))
    .limit(DELETIONS_PER_RUN);
  for (let i = 0; i < pending.length; i += MESSAGES_PER_SEND) {
    const messages = pending.slice(i, i + MESSAGES_PER_SEND).map(({ teamChannelId }) => ({
      body: { kind: "store-deletion", teamChannelId } satisfies StoreDeletionMessage,
    }));
    await queue.sendBatch(messages);
  }
  return pending.length;
}

/**
 * The consumer's step: empties the store of a workspace that is gone, then stamps its row. A
 * workspace that exists again under that id (a demo base remade in its week) is not touched: its
 * store is live.
 */
export async function deleteStoreOf(db: Db, teamChannelId: string, now = new Date()): Promise<boolean> {
  const row = await db
    .select({ teamChannelId: storeDeletions.teamChannelId })
    .from(storeDeletions)
    .where(and(eq(storeDeletions.teamChannelId, teamChannelId), isNull(storeDeletions.storeDeletedAt)))
    .get();
  if (!row) return false;
  const live = await workspaceExists(db, teamChannelId);
  if (!live) await destroyWorkspaceStore(db, teamChannelId);
  await db.update(storeDeletions).set({ storeDeletedAt: now }).where(eq(storeDeletions.teamChannelId, teamChannelId));
  return !live;
}

async function workspaceExists(db: Db, teamChannelId: string): Promise<boolean> {
  return (
    (await db.select({ id: workspaces.id }).from(workspaces).where(eq(workspaces.id, teamChannelId)).get()) !==
    undefined
  );
}

// Forgetting stored scores: a comment removed elsewhere takes its score with it in the same batch.
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { ChannelDataDb } from "~/features/channel-data/index.server";
import { commentScores } from "./tables";

/**
 * For Competitor Monitor's Remove (composed at the route): deletes the stored scores of the
 * comments `commentIds` selects, as one statement of the caller's batch (in the control D1 or in
 * the workspace's store, wherever the comments are).
 */
export function forgetCommentScores(db: ChannelDataDb, teamChannelId: string, commentIds: SQL): BatchItem<"sqlite"> {
  return db
    .delete(commentScores)
    .where(and(eq(commentScores.teamChannelId, teamChannelId), sql`${commentScores.commentId} IN (${commentIds})`));
}

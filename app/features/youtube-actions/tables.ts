// YouTube actions' tables: every write Vidwise made on a creator's channel (its units, for the
// write budget and the admin's quota section) and the comments it holds for review as spam.
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt } from "~/lib/db/columns";
import { teamChannelIdColumn, users } from "~/lib/auth/tables";

/**
 * One row per write sent to YouTube (decision 006's write budget): the Pacific-time day it counts
 * in, the team that pays and the units. No cascade from the team: a deleted workspace's writes still
 * spent that day's allowance, and rows carry no personal data once the actor's account is gone.
 */
export const youtubeWrites = sqliteTable(
  "youtube_writes",
  {
    id: text("id").primaryKey(),
    day: text("day").notNull(),
    teamId: text("team_id").notNull(),
    teamChannelId: text("workspace_id").notNull(),
    method: text("method", {
      enum: ["videos.update", "thumbnails.set", "comments.setModerationStatus", "comments.insert"],
    }).notNull(),
    units: integer("units").notNull(),
    actorUserId: text("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    // "sent" once YouTube accepted it; "failed" when it refused or could not be reached (the units
    // are kept: Google counts a refused call too).
    outcome: text("outcome", { enum: ["reserved", "sent", "failed"] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("youtube_writes_day_idx").on(t.day, t.teamId)],
);

/** A comment Vidwise held for review on YouTube as spam, until it is released (published) again. */
export const heldComments = sqliteTable(
  "held_comments",
  {
    teamChannelId: teamChannelIdColumn(),
    commentId: text("comment_id").notNull(),
    videoId: text("video_id").notNull(),
    // The comment's first words, so the list says which comment it is without another read.
    excerpt: text("excerpt").notNull(),
    heldBy: text("held_by").references(() => users.id, { onDelete: "set null" }),
    heldAt: integer("held_at", { mode: "timestamp_ms" }).notNull(),
    releasedAt: integer("released_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    primaryKey({ columns: [t.teamChannelId, t.commentId] }),
    index("held_comments_held_idx").on(t.teamChannelId, t.heldAt),
  ],
);

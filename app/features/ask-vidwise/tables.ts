// Ask Vidwise's control-database table: the question ledger (per person, for the rate limit).
// Conversations and their messages live in each workspace's own store (store-tables.ts).
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "~/lib/auth/tables";

/**
 * Every question asked of Ask Vidwise, kept 24 hours: the assistant's per-user rate limit counts
 * these, so deleting a conversation (which deletes its messages) does not hand the budget back.
 */
export const askQuestions = sqliteTable(
  "ask_questions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    askedAt: integer("asked_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("ask_questions_user_idx").on(t.userId, t.askedAt)],
);

// The feedback form's table.
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt } from "~/lib/db/columns";
import { users, teamChannelIdColumn } from "~/lib/auth/tables";

export const feedback = sqliteTable(
  "feedback",
  {
    id: text("id").primaryKey(),
    teamChannelId: teamChannelIdColumn(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    category: text("category", { enum: ["feature", "youtube", "improvement", "bug"] }).notNull(),
    message: text("message").notNull(),
    platform: text("platform").notNull(),
    primaryTopic: text("primary_topic").notNull(),
    isDemo: integer("is_demo", { mode: "boolean" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("feedback_created_idx").on(t.createdAt)],
);

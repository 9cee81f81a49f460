// Ask Vidwise's tables: conversations, their messages and the question ledger.
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt } from "~/lib/db/columns";
import { users, workspaceIdColumn } from "~/lib/auth/tables";

// ---------------------------------------------------------------------------------------------
// Ask Vidwise (docs/ask-vidwise.md): conversations per user, answered from the workspace's tools.

export const conversations = sqliteTable(
  "conversations",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    workspaceId: workspaceIdColumn(),
    // The first question, shortened: the conversation's name in the list.
    title: text("title").notNull(),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("conversations_user_idx").on(t.userId, t.updatedAt)],
);

export const conversationMessages = sqliteTable(
  "conversation_messages",
  {
    id: text("id").primaryKey(),
    conversationId: text("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    role: text("role", { enum: ["user", "assistant"] }).notNull(),
    content: text("content").notNull(),
    // Assistant answers: [{ tool, href, figures }] — where each number came from.
    sources: text("sources", { mode: "json" })
      .$type<unknown[]>()
      .notNull()
      .default(sql`'[]'`),
    // Which answerer wrote it: "deterministic" or the Workers AI model id.
    answerer: text("answerer"),
    createdAt: createdAt(),
  },
  (t) => [index("conversation_messages_conversation_idx").on(t.conversationId, t.createdAt)],
);

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

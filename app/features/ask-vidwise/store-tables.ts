// Ask Vidwise's conversations and their messages (docs/ask-vidwise.md), per person, in each
// workspace's own store (decision 012), reached through workspaceDb(); their schema there is
// app/lib/db/workspace-store/migrations.ts (version 2), kept in step with these definitions. No
// foreign keys to the control database: a person's conversations in a workspace they leave by
// deleting their account are deleted by forgetConversationsOf; the rest go with the store.
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, storeWorkspaceId } from "~/lib/db/columns";

export const conversations = sqliteTable(
  "conversations",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").notNull(),
    teamChannelId: storeWorkspaceId(),
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
    conversationId: text("conversation_id").notNull(),
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

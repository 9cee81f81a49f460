// The conversation a demo starts with: a question asked of the real assistant on the week's
// demo base (features/demo-showcase), copied from the base's store into the demo's own store, to
// the demo's user. Each copy gets its own ids (the visitor may delete or continue it): the first
// 23 characters of the demo's fresh workspace id (a random UUID) in front of the last 12 of the
// base's id. The result is still UUID-shaped (conversationIdSchema), unique per demo, and the same
// mapping on both tables keeps every message with its conversation. The question ledger
// (ask_questions) is not copied: the visitor's daily allowance starts whole.
import { eq, inArray } from "drizzle-orm";
import type { Db } from "~/lib/db/client.server";
import { batchInChunks } from "~/lib/db/batch";
import { rowsPerStatement } from "~/lib/db/raw-batch";
import { workspaceDb } from "~/lib/db/workspace-db.server";
import { conversationMessages, conversations } from "./store-tables";

/** Copies `from`'s conversations and messages to user `userId` of workspace `to`; returns how many conversations. */
export async function copyConversations(db: Db, from: string, to: string, userId: string): Promise<number> {
  const source = workspaceDb(db, from);
  const chats = await source.select().from(conversations).where(eq(conversations.teamChannelId, from));
  if (chats.length === 0) return 0;
  const messages = await source
    .select()
    .from(conversationMessages)
    .where(
      inArray(
        conversationMessages.conversationId,
        chats.map((c) => c.id),
      ),
    );
  const mapped = (id: string) => to.slice(0, 23) + id.slice(23);
  const target = workspaceDb(db, to);
  const chatCopies = chats.map((c) => ({ ...c, id: mapped(c.id), userId, teamChannelId: to }));
  const messageCopies = messages.map((m) => ({ ...m, id: mapped(m.id), conversationId: mapped(m.conversationId) }));
  // One batch: the conversations and their messages land together or not at all.
  await batchInChunks(
    target,
    [
      ...rowsPerStatement(conversations, chatCopies).map((chunk) => target.insert(conversations).values(chunk)),
      ...rowsPerStatement(conversationMessages, messageCopies).map((chunk) =>
        target.insert(conversationMessages).values(chunk),
      ),
    ],
    Number.MAX_SAFE_INTEGER,
  );
  return chats.length;
}

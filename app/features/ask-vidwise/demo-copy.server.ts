// The conversation a demo starts with: a question asked of the real assistant on the week's
// demo base (features/demo-showcase), copied from the base's store into the demo's own store, to
// the demo's user. Each copy gets its own ids (the visitor may delete or continue it): the first
// 23 characters of the demo's fresh workspace id (a random UUID) in front of the last 12 of the
// base's id. The result is still UUID-shaped (conversationIdSchema), unique per demo, and the same
// mapping on both tables keeps every message with its conversation. The question ledger
// (ask_questions) is not copied: the visitor's daily allowance starts whole.
import { eq, inArray } from "drizzle-orm";
import type { Db } from "~/lib/db/client.server";
import { workspaceDb } from "~/lib/db/workspace-db.server";
import { conversationMessages, conversations } from "./store-tables";

/** Rows a statement (under 100 bound parameters: 7 columns a message) and statements a store call. */
const ROWS_PER_STATEMENT = 10;

/** Copies `from`'s conversations and messages to user `userId` of workspace `to`; returns how many conversations. */
export async function copyConversations(db: Db, from: string, to: string, userId: string): Promise<number> {
  const source = workspaceDb(db, from);
  const chats = await source.select().from(conversations).where(eq(conversations.workspaceId, from));
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
  const statements = [];
  for (let i = 0; i < chats.length; i += ROWS_PER_STATEMENT)
    statements.push(
      target
        .insert(conversations)
        .values(
          chats.slice(i, i + ROWS_PER_STATEMENT).map((c) => ({ ...c, id: mapped(c.id), userId, workspaceId: to })),
        ),
    );
  for (let i = 0; i < messages.length; i += ROWS_PER_STATEMENT)
    statements.push(
      target
        .insert(conversationMessages)
        .values(
          messages
            .slice(i, i + ROWS_PER_STATEMENT)
            .map((m) => ({ ...m, id: mapped(m.id), conversationId: mapped(m.conversationId) })),
        ),
    );
  await target.batch(statements as [(typeof statements)[number], ...typeof statements]);
  return chats.length;
}

// The conversation a demo starts with: a question asked of the real assistant on the week's
// demo base (features/demo-showcase), copied to the demo's user. Conversation and message ids
// are global keys, so each copy gets its own: the first 23 characters of the demo's fresh
// workspace id (a random UUID) in front of the last 12 of the base's id. The result is still
// UUID-shaped (conversationIdSchema), unique per demo, and the same mapping on both tables keeps
// every message with its conversation. The question ledger (ask_questions) is not copied: the
// visitor's daily allowance starts whole.
import { type RawStatement, rawSql } from "~/lib/db/raw-batch";

/** Copies `from`'s conversations and messages to user `userId` of workspace `to`. */
export function conversationsCopy(from: string, to: string, userId: string): RawStatement[] {
  return [
    rawSql(
      `INSERT INTO conversations (id, user_id, workspace_id, title, created_at, updated_at)
       SELECT substr(?, 1, 23) || substr(id, 24), ?, ?, title, created_at, updated_at FROM conversations WHERE workspace_id = ?`,
      to,
      userId,
      to,
      from,
    ),
    rawSql(
      `INSERT INTO conversation_messages (id, conversation_id, role, content, sources, answerer, created_at)
       SELECT substr(?, 1, 23) || substr(m.id, 24), substr(?, 1, 23) || substr(m.conversation_id, 24), m.role, m.content, m.sources, m.answerer, m.created_at
       FROM conversation_messages m JOIN conversations c ON c.id = m.conversation_id WHERE c.workspace_id = ?`,
      to,
      to,
      from,
    ),
  ];
}

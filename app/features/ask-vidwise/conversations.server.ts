// Ask Vidwise's conversations, per user (docs/ask-vidwise.md "Conversations and limits"), in the
// workspace's own store (workspaceDb, decision 012). Every query names the owner (user and
// workspace): another user's conversation id reads as not found.
// A question and its answer are written together in one batch, with the trimming that keeps a
// user's history bounded (MAX_CONVERSATIONS_PER_USER, MAX_MESSAGES_PER_CONVERSATION).
import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "~/lib/db/client.server";
import { workspaceDb } from "~/lib/db/workspace-db.server";
import { ownUploadCount } from "~/features/channel-data/index.server";
import { conversationMessages, conversations } from "./store-tables";
import { MAX_CONVERSATIONS_PER_USER, MAX_MESSAGES_PER_CONVERSATION, TITLE_CHARACTERS } from "./limits";
import type { AnswerSource } from "./types";

export type Owner = { id: string; teamChannelId: string };

export type ConversationSummary = { id: string; title: string; updatedAt: Date };

export type StoredMessage = {
  id: string;
  role: "user" | "assistant";
  content: string;
  sources: AnswerSource[];
  /** "deterministic", a model id, or "error" for the apology stored when answering failed. */
  answerer: string | null;
  createdAt: Date;
};

/** The answerer recorded for an apology: shown in the thread, never fed back to a model. */
export const FAILED_ANSWERER = "error";

const owned = (owner: Owner) =>
  and(eq(conversations.userId, owner.id), eq(conversations.teamChannelId, owner.teamChannelId));

/** The user's conversations, most recently used first. */
export async function listConversations(db: Db, owner: Owner): Promise<ConversationSummary[]> {
  return workspaceDb(db, owner.teamChannelId)
    .select({ id: conversations.id, title: conversations.title, updatedAt: conversations.updatedAt })
    .from(conversations)
    .where(owned(owner))
    .orderBy(desc(conversations.updatedAt), desc(conversations.createdAt))
    .limit(MAX_CONVERSATIONS_PER_USER);
}

/** Whether this conversation is the user's. */
export async function ownsConversation(db: Db, owner: Owner, id: string): Promise<boolean> {
  const row = await workspaceDb(db, owner.teamChannelId)
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(owned(owner), eq(conversations.id, id)))
    .get();
  return row !== undefined;
}

/** One of the user's conversations with its messages in order; null for anyone else's or none. */
export async function openConversation(
  db: Db,
  owner: Owner,
  id: string,
): Promise<{ conversation: ConversationSummary; messages: StoredMessage[] } | null> {
  const store = workspaceDb(db, owner.teamChannelId);
  const conversation = await store
    .select({ id: conversations.id, title: conversations.title, updatedAt: conversations.updatedAt })
    .from(conversations)
    .where(and(owned(owner), eq(conversations.id, id)))
    .get();
  if (!conversation) return null;
  const rows = await store
    .select()
    .from(conversationMessages)
    .where(eq(conversationMessages.conversationId, id))
    .orderBy(asc(conversationMessages.createdAt), desc(conversationMessages.role));
  return { conversation, messages: rows.map(toMessage) };
}

/** The last `limit` questions and answers of a conversation (failed answers left out), oldest first. */
export async function recentMessages(db: Db, owner: Owner, id: string, limit: number): Promise<StoredMessage[]> {
  if (!(await ownsConversation(db, owner, id))) return [];
  const rows = await workspaceDb(db, owner.teamChannelId)
    .select()
    .from(conversationMessages)
    .where(
      and(
        eq(conversationMessages.conversationId, id),
        sql`coalesce(${conversationMessages.answerer}, '') <> ${FAILED_ANSWERER}`,
      ),
    )
    .orderBy(desc(conversationMessages.createdAt), asc(conversationMessages.role))
    .limit(limit);
  return rows.map(toMessage).reverse();
}

/** The user's questions asked after `since` (every conversation they still have). */
/** A conversation's name: its first question on one line, cut at a word near TITLE_CHARACTERS. */
export function titleFor(question: string): string {
  const line = question.replace(/\s+/g, " ").trim();
  const chars = [...line];
  if (chars.length <= TITLE_CHARACTERS) return line;
  const cut = chars.slice(0, TITLE_CHARACTERS - 1).join("");
  const space = cut.lastIndexOf(" ");
  return `${(space > TITLE_CHARACTERS / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export type Exchange = {
  /** An existing conversation of this user (checked by the caller), or a new id to create. */
  conversationId: string;
  isNew: boolean;
  question: string;
  askedAt: Date;
  answer: { content: string; sources: AnswerSource[]; answerer: string };
  answeredAt: Date;
};

/**
 * Stores a question and its answer in one batch: the conversation is created (first question) or
 * touched, both messages are inserted, and the oldest messages and conversations past the caps go.
 */
export async function appendExchange(db: Db, owner: Owner, exchange: Exchange): Promise<void> {
  const { conversationId: id, askedAt } = exchange;
  // The answer sorts after its question even when both land in the same millisecond.
  const answeredAt = new Date(Math.max(exchange.answeredAt.getTime(), askedAt.getTime() + 1));
  const store = workspaceDb(db, owner.teamChannelId);
  const conversationWrite = exchange.isNew
    ? store.insert(conversations).values({
        id,
        userId: owner.id,
        teamChannelId: owner.teamChannelId,
        title: titleFor(exchange.question),
        createdAt: askedAt,
        updatedAt: answeredAt,
      })
    : store
        .update(conversations)
        .set({ updatedAt: answeredAt })
        .where(and(owned(owner), eq(conversations.id, id)));
  const keptConversations = sql`select c.id from ${conversations} c where c.user_id = ${owner.id} order by c.updated_at desc, c.created_at desc limit ${MAX_CONVERSATIONS_PER_USER}`;
  await store.batch([
    conversationWrite,
    store.insert(conversationMessages).values([
      {
        id: crypto.randomUUID(),
        conversationId: id,
        role: "user",
        content: exchange.question,
        sources: [],
        answerer: null,
        createdAt: askedAt,
      },
      {
        id: crypto.randomUUID(),
        conversationId: id,
        role: "assistant",
        content: exchange.answer.content,
        sources: exchange.answer.sources,
        answerer: exchange.answer.answerer,
        createdAt: answeredAt,
      },
    ]),
    // Oldest messages of this conversation past its cap.
    store
      .delete(conversationMessages)
      .where(
        and(
          eq(conversationMessages.conversationId, id),
          sql`${conversationMessages.id} not in (select m.id from ${conversationMessages} m where m.conversation_id = ${id} order by m.created_at desc limit ${MAX_MESSAGES_PER_CONVERSATION})`,
        ),
      ),
    // Least recently used conversations past the per-user cap (messages first, then the rows).
    store
      .delete(conversationMessages)
      .where(
        sql`${conversationMessages.conversationId} in (select c.id from ${conversations} c where c.user_id = ${owner.id}) and ${conversationMessages.conversationId} not in (${keptConversations})`,
      ),
    store
      .delete(conversations)
      .where(and(eq(conversations.userId, owner.id), sql`${conversations.id} not in (${keptConversations})`)),
  ]);
}

/** Deletes one of the user's conversations and its messages; false when it is not theirs. */
export async function deleteConversation(db: Db, owner: Owner, id: string): Promise<boolean> {
  if (!(await ownsConversation(db, owner, id))) return false;
  const store = workspaceDb(db, owner.teamChannelId);
  await store.batch([
    store.delete(conversationMessages).where(eq(conversationMessages.conversationId, id)),
    store.delete(conversations).where(and(owned(owner), eq(conversations.id, id))),
  ]);
  return true;
}

/**
 * Deletes a person's conversations in a workspace that is not theirs (they deleted their account
 * while a member there): in the control database their user row's cascade did this; a store is
 * reached only by name. Their own workspace's store goes whole with the workspace.
 */
export async function forgetConversationsOf(db: Db, teamChannelId: string, userId: string): Promise<void> {
  const store = workspaceDb(db, teamChannelId);
  const theirs = sql`(select c.id from ${conversations} c where c.user_id = ${userId})`;
  await store.batch([
    store.delete(conversationMessages).where(sql`${conversationMessages.conversationId} in ${theirs}`),
    store.delete(conversations).where(eq(conversations.userId, userId)),
  ]);
}

function toMessage(row: typeof conversationMessages.$inferSelect): StoredMessage {
  return {
    id: row.id,
    role: row.role,
    content: row.content,
    sources: Array.isArray(row.sources) ? (row.sources as AnswerSource[]) : [],
    answerer: row.answerer,
    createdAt: row.createdAt,
  };
}

export type AskStats = {
  /** Answers given (apologies not counted), over the conversations the user still has. */
  questionsAnswered: number;
  /** Different tools those answers drew their figures from. */
  sourcesUsed: number;
  /** The workspace's own-channel videos the tools read. */
  channelVideos: number;
  lastAnswer: Date | null;
};

/** The page's stats row, computed from the stored answers and the workspace's videos. */
export async function askStats(db: Db, owner: Owner): Promise<AskStats> {
  const store = workspaceDb(db, owner.teamChannelId);
  const [answers, sources, library] = await Promise.all([
    store
      .select({ n: count(), last: sql<number | null>`max(${conversationMessages.createdAt})` })
      .from(conversationMessages)
      .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
      .where(
        and(
          owned(owner),
          eq(conversationMessages.role, "assistant"),
          sql`coalesce(${conversationMessages.answerer}, '') <> ${FAILED_ANSWERER}`,
        ),
      ),
    // Values (one row of one column): the same shape from D1 and from a store.
    store.values<[number]>(sql`select count(distinct json_extract(s.value, '$.tool')) as n
      from ${conversationMessages} m join ${conversations} c on c.id = m.conversation_id, json_each(m.sources) s
      where c.user_id = ${owner.id} and c.workspace_id = ${owner.teamChannelId} and m.role = 'assistant'`),
    ownUploadCount(db, owner.teamChannelId),
  ]);
  const last = answers[0]?.last;
  return {
    questionsAnswered: answers[0]?.n ?? 0,
    sourcesUsed: Number(sources[0]?.[0] ?? 0),
    channelVideos: library,
    lastAnswer: last == null ? null : new Date(last),
  };
}

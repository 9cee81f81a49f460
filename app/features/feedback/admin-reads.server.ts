// The feedback as /admin reads it: counted, paged and exported newest first, optionally matching
// a search in the email or the message. The admin pages and streams; the rows stay feedback's.
import { and, count, desc, eq, lt, or, type SQL } from "drizzle-orm";
import type { Db } from "~/lib/db/client.server";
import { containsText } from "~/lib/db/text-search";
import { feedback } from "./tables";

export type FeedbackEntry = Pick<
  typeof feedback.$inferSelect,
  "id" | "email" | "category" | "message" | "platform" | "primaryTopic" | "isDemo" | "createdAt"
>;

/** Newest first; `offset` for a page, or `after` (the last row of the previous chunk) for an export. */
export type FeedbackSlice = { limit: number; offset?: number; after?: Pick<FeedbackEntry, "id" | "createdAt"> | null };

const matching = (q: string): SQL | undefined =>
  q ? or(containsText(feedback.email, q), containsText(feedback.message, q)) : undefined;

const entryColumns = {
  id: feedback.id,
  email: feedback.email,
  category: feedback.category,
  message: feedback.message,
  platform: feedback.platform,
  primaryTopic: feedback.primaryTopic,
  isDemo: feedback.isDemo,
  createdAt: feedback.createdAt,
};

/** How much feedback matches the search ("" = all). */
export async function feedbackCountForAdmin(db: Db, q = ""): Promise<number> {
  return (await db.select({ n: count() }).from(feedback).where(matching(q)).get())?.n ?? 0;
}

/** Matching feedback, newest first (ties by id, so keyset paging neither skips nor repeats). */
export async function feedbackForAdmin(db: Db, q: string, slice: FeedbackSlice): Promise<FeedbackEntry[]> {
  const after = slice.after;
  const query = db
    .select(entryColumns)
    .from(feedback)
    .where(
      and(
        matching(q),
        after
          ? or(
              lt(feedback.createdAt, after.createdAt),
              and(eq(feedback.createdAt, after.createdAt), lt(feedback.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .limit(slice.limit);
  return slice.offset === undefined ? query : query.offset(slice.offset);
}

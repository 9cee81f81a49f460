// The waitlist as /admin reads it: counted, paged and exported newest first (by id), optionally
// matching a search in the email.
import { and, count, desc, lt, type SQL } from "drizzle-orm";
import type { Db } from "~/lib/db/client.server";
import { containsText } from "~/lib/db/text-search";
import { waitlistEmails } from "./tables";

export type WaitlistEntry = typeof waitlistEmails.$inferSelect;

/** Newest first; `offset` for a page, or `afterId` (the last row of the previous chunk) for an export. */
export type WaitlistSlice = { limit: number; offset?: number; afterId?: number | null };

const matching = (q: string): SQL | undefined => (q ? containsText(waitlistEmails.email, q) : undefined);

/** How many waitlist emails match the search ("" = all). */
export async function waitlistCountForAdmin(db: Db, q = ""): Promise<number> {
  return (await db.select({ n: count() }).from(waitlistEmails).where(matching(q)).get())?.n ?? 0;
}

/** Matching waitlist emails, newest first. */
export async function waitlistForAdmin(db: Db, q: string, slice: WaitlistSlice): Promise<WaitlistEntry[]> {
  const afterId = slice.afterId;
  const query = db
    .select({
      id: waitlistEmails.id,
      email: waitlistEmails.email,
      source: waitlistEmails.source,
      createdAt: waitlistEmails.createdAt,
    })
    .from(waitlistEmails)
    .where(and(matching(q), afterId != null ? lt(waitlistEmails.id, afterId) : undefined))
    .orderBy(desc(waitlistEmails.id))
    .limit(slice.limit);
  return slice.offset === undefined ? query : query.offset(slice.offset);
}

// Joining the waitlist: one service for the page's form action and for POST /api/waitlist.
import type { Db } from "~/lib/db/client.server";
import { AppError } from "~/lib/errors";
import { waitlistEmails } from "./tables";
import { isAllowed } from "~/lib/rate-limit.server";
import { firstIssue } from "~/lib/validation";
import { WAITLIST_MESSAGES } from "./messages";
import { waitlistSchema } from "./schema";

/**
 * Adds the address to the waitlist. A refusal (too many attempts, an address the schema refuses,
 * one already on the list) is an AppError; a store that fails is an "unavailable" one answered
 * with 500, worded as the spec words it, at the page and at /api alike.
 */
export async function joinWaitlist(
  deps: { db: Db; limiter: RateLimit | undefined; clientKey: string },
  raw: unknown,
): Promise<void> {
  // Every attempt counts toward the limit, valid or not: that is what a flood looks like.
  if (!(await isAllowed(deps.limiter, `waitlist:${deps.clientKey}`))) {
    throw new AppError("rate-limited", WAITLIST_MESSAGES.rateLimited);
  }
  const parsed = waitlistSchema.safeParse(raw);
  if (!parsed.success) {
    const invalid = parsed.error.issues.some((issue) => issue.path[0] === "email");
    throw new AppError("invalid-input", invalid ? WAITLIST_MESSAGES.invalid : firstIssue(parsed.error));
  }
  const { email, source, website } = parsed.data;
  // A filled honeypot gets the answer a person would, so the bot learns nothing; nothing is stored.
  if (website) return;

  let inserted: { id: number }[];

  try {
    // ON CONFLICT keeps concurrent joins of one address to one row without an error path.
    inserted = await deps.db
      .insert(waitlistEmails)
      .values({ email, source })
      .onConflictDoNothing({ target: waitlistEmails.email })
      .returning({ id: waitlistEmails.id });
  } catch (error) {
    // Logged here with its cause: the door logs only the words it answered with.
    throw new AppError("unavailable", WAITLIST_MESSAGES.failed, { status: 500, cause: error });
  }
  if (inserted.length === 0) throw new AppError("conflict", WAITLIST_MESSAGES.duplicate);
}

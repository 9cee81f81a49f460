// Joining the waitlist: one service for the page's form action and for POST /api/waitlist.
import type { Db } from "~/lib/db/client.server";
import { waitlistEmails } from "./tables";
import { isAllowed } from "~/lib/rate-limit.server";
import { firstIssue } from "~/lib/validation";
import { WAITLIST_MESSAGES } from "./messages";
import { waitlistSchema } from "./schema";
import { log } from "~/lib/log.server";

export type JoinResult = { ok: true; status: 201 } | { ok: false; status: 400 | 409 | 429 | 500; error: string };

export async function joinWaitlist(
  deps: { db: Db; limiter: RateLimit | undefined; clientKey: string },
  raw: unknown,
): Promise<JoinResult> {
  // Every attempt counts toward the limit, valid or not: that is what a flood looks like.
  if (!(await isAllowed(deps.limiter, `waitlist:${deps.clientKey}`))) {
    return { ok: false, status: 429, error: WAITLIST_MESSAGES.rateLimited };
  }
  const parsed = waitlistSchema.safeParse(raw);
  if (!parsed.success) {
    const invalid = parsed.error.issues.some((issue) => issue.path[0] === "email");
    return { ok: false, status: 400, error: invalid ? WAITLIST_MESSAGES.invalid : firstIssue(parsed.error) };
  }
  const { email, source, website } = parsed.data;
  // A filled honeypot gets the answer a person would, so the bot learns nothing; nothing is stored.
  if (website) return { ok: true, status: 201 };

  try {
    // ON CONFLICT keeps concurrent joins of one address to one row without an error path.
    const inserted = await deps.db
      .insert(waitlistEmails)
      .values({ email, source })
      .onConflictDoNothing({ target: waitlistEmails.email })
      .returning({ id: waitlistEmails.id });
    if (inserted.length === 0) return { ok: false, status: 409, error: WAITLIST_MESSAGES.duplicate };
    return { ok: true, status: 201 };
  } catch (error) {
    log.error("waitlist.insert-failed", { error });
    return { ok: false, status: 500, error: WAITLIST_MESSAGES.failed };
  }
}

// The assistant's per-user rate limit (docs/ask-vidwise.md "Conversations and limits"). Each
// question is recorded in `ask_questions` before it is answered, in the same statement that
// checks the limits, so parallel requests cannot slip past them together, and deleting a
// conversation (its messages) does not hand the budget back. Rows older than a day are pruned.
import { and, count, eq, gt, lt, min, sql } from "drizzle-orm";
import type { Db } from "~/lib/db/client.server";
import { AppError } from "~/lib/errors";
import { rateLimitMessage } from "./messages";
import { askQuestions } from "./tables";

export type QuestionLimit = { which: "window" | "day"; ms: number; max: number };

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/**
 * Records one question for `userId` at `now` unless a limit is reached; throws "rate-limited" (429)
 * if so, saying which limit and when a question can be asked again.
 */
export async function recordQuestion(
  db: Db,
  userId: string,
  now: Date,
  limits: readonly QuestionLimit[],
): Promise<void> {
  const at = now.getTime();
  const under = limits.map(
    (l) =>
      sql`(SELECT count(*) FROM ${askQuestions} WHERE ${askQuestions.userId} = ${userId} AND ${askQuestions.askedAt} > ${at - l.ms}) < ${l.max}`,
  );
  const inserted = await db.all<{ id: number }>(sql`
    INSERT INTO ${askQuestions} (user_id, asked_at)
    SELECT ${userId}, ${at} WHERE ${sql.join(under, sql` AND `)}
    RETURNING id`);
  await db
    .delete(askQuestions)
    .where(and(eq(askQuestions.userId, userId), lt(askQuestions.askedAt, new Date(at - DAY_MS))));
  if (inserted.length > 0) return;
  for (const limit of limits) {
    const row = await db
      .select({ n: count(), oldest: min(askQuestions.askedAt) })
      .from(askQuestions)
      .where(and(eq(askQuestions.userId, userId), gt(askQuestions.askedAt, new Date(at - limit.ms))))
      .get();
    if ((row?.n ?? 0) >= limit.max) throw limitReached(limit, minutesUntil(row?.oldest ?? null, limit.ms, now));
  }
  // Another request took the last slot between the two reads: the shortest limit is the one.
  throw limitReached(limits[0]!, 1);
}

function limitReached(limit: QuestionLimit, retryMinutes: number): AppError {
  return new AppError("rate-limited", rateLimitMessage(limit.which, retryMinutes, limit.max));
}

/** Minutes until the oldest question in the window leaves it (a slot frees up). */
function minutesUntil(oldest: Date | null, windowMs: number, now: Date): number {
  if (!oldest) return 1;
  return Math.max(1, Math.ceil((oldest.getTime() + windowMs - now.getTime()) / MINUTE_MS));
}

// The assistant's per-user rate limit (docs/ask-vidwise.md "Conversations and limits"). Each
// question is recorded in `ask_questions` before it is answered, in the same statement that
// checks the limits, so parallel requests cannot slip past them together, and deleting a
// conversation (its messages) does not hand the budget back. Rows older than a day are pruned.
import { and, count, eq, gt, lt, min, sql } from "drizzle-orm";
import type { Db } from "~/lib/db/client.server";
import { askQuestions } from "./tables";

export type QuestionLimit = { which: "window" | "day"; ms: number; max: number };

export type LedgerOutcome =
  { ok: true } | { ok: false; which: QuestionLimit["which"]; ms: number; oldest: Date | null };

const DAY_MS = 24 * 60 * 60 * 1000;

/** Records one question for `userId` at `now` unless a limit is reached; says which one if so. */
export async function recordQuestion(
  db: Db,
  userId: string,
  now: Date,
  limits: readonly QuestionLimit[],
): Promise<LedgerOutcome> {
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
  if (inserted.length > 0) return { ok: true };
  for (const limit of limits) {
    const row = await db
      .select({ n: count(), oldest: min(askQuestions.askedAt) })
      .from(askQuestions)
      .where(and(eq(askQuestions.userId, userId), gt(askQuestions.askedAt, new Date(at - limit.ms))))
      .get();
    if ((row?.n ?? 0) >= limit.max) return { ok: false, which: limit.which, ms: limit.ms, oldest: row?.oldest ?? null };
  }
  // Another request took the last slot between the two reads: the shortest limit is the one.
  return { ok: false, which: limits[0]!.which, ms: limits[0]!.ms, oldest: null };
}

// Spam held for review on YouTube in bulk, with undo. Holding never rejects or deletes: YouTube
// keeps a held comment in the creator's "Held for review" list, where it can be approved, and
// Release here publishes it again. Every comment held is recorded, so the page lists them and a
// comment released (the creator's own judgement) is never held again by a later bulk hold.
import { and, count, desc, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "~/lib/db/client.server";
import { AppError } from "~/lib/errors";
import { YOUTUBE_ACTION_MESSAGES } from "./messages";
import { heldComments } from "./tables";
import { MAX_IDS_PER_CALL, writeToYouTube } from "./write.server";

/** How many characters of a held comment the list shows. */
const EXCERPT_CHARS = 160;

const ROWS_A_STATEMENT = 14;

/** How many held comments the page lists (the count says how many there are in all). */
export const HELD_LISTED = 100;

type Who = { teamId: string; teamChannelId: string; actorUserId: string };

export type HoldOutcome = {
  /** Comments held by this action. */
  held: number;
  /** Spam comments not held because a write was refused (the budget spent): the message says why. */
  notHeld: number;
  /** Comments deleted on YouTube since Vidwise read them: forgotten, not held. */
  gone: number;
  message: string | null;
};

/**
 * What a hold needs when YouTube answers that a comment of a batch cannot be found (deleted by
 * its author, or with the author's account, since Vidwise read it): which of the batch's ids
 * YouTube still shows, and a way to forget the others.
 */
export type DeletedCommentCheck = {
  stillOnYouTube(ids: readonly string[]): Promise<readonly string[]>;
  forget(ids: readonly string[]): Promise<void>;
};

function batches<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += MAX_IDS_PER_CALL) out.push(items.slice(i, i + MAX_IDS_PER_CALL));
  return out;
}

/**
 * Holds `spam` (the comments the detector reads as spam, comment-sentiment's spamToHold) for review
 * on YouTube, 50 ids a call, skipping any held before or released by the creator. YouTube refuses
 * a whole call when one of its comments is gone: then `check` (one read) says which are still
 * there, the others are forgotten and the call is made again without them; when it cannot tell,
 * that batch is left and the next one tried. Any other refusal stops the hold; what was held
 * until then stays held and recorded.
 */
export async function holdSpam(
  env: Env,
  db: Db,
  who: Who,
  spam: readonly { id: string; videoId: string; text: string }[],
  check: DeletedCommentCheck | null = null,
): Promise<HoldOutcome> {
  const known = new Set<string>();
  for (const ids of batches(spam.map((c) => c.id))) {
    const rows = await db
      .select({ id: heldComments.commentId })
      .from(heldComments)
      .where(and(eq(heldComments.teamChannelId, who.teamChannelId), inArray(heldComments.commentId, ids)))
      .all();
    for (const row of rows) known.add(row.id);
  }
  const fresh = [...new Map(spam.filter((c) => !known.has(c.id)).map((c) => [c.id, c])).values()];
  /** The call for `batch`: null once YouTube holds it, else YouTube's or the budget's refusal. */
  const hold = async (batch: readonly { id: string }[]): Promise<AppError | null> => {
    try {
      await writeToYouTube(env, db, {
        ...who,
        call: { method: "comments.setModerationStatus", ids: batch.map((c) => c.id), status: "heldForReview" },
      });
      return null;
    } catch (error) {
      if (error instanceof AppError) return error;
      throw error;
    }
  };
  let held = 0;
  let gone = 0;
  let leftBecause: AppError | null = null;
  for (const whole of batches(fresh)) {
    let batch = whole;
    let refusal = await hold(batch);
    if (refusal?.code === "not-found" && check) {
      const present = new Set(await check.stillOnYouTube(batch.map((c) => c.id)).catch(() => []));
      const missing = batch.filter((c) => !present.has(c.id));
      // An answer naming none of them says nothing of which one is gone.
      if (present.size > 0 && missing.length > 0) {
        await check.forget(missing.map((c) => c.id));
        gone += missing.length;
        batch = batch.filter((c) => present.has(c.id));
        refusal = await hold(batch);
      }
    }
    if (refusal?.code === "not-found") {
      leftBecause = new AppError("not-found", YOUTUBE_ACTION_MESSAGES.commentGoneUnknown);
      continue;
    }
    if (refusal) {
      // Nothing done yet: the refusal is the answer. Some done: say what was and why the rest was not.
      if (held === 0 && gone === 0 && !leftBecause) throw refusal;
      return { held, notHeld: fresh.length - held - gone, gone, message: refusal.message };
    }
    await recordHeld(db, who, batch);
    held += batch.length;
  }
  if (held === 0 && gone === 0 && leftBecause) throw leftBecause;
  return { held, notHeld: fresh.length - held - gone, gone, message: leftBecause?.message ?? null };
}

async function recordHeld(db: Db, who: Who, batch: readonly { id: string; videoId: string; text: string }[]) {
  const now = new Date();
  const rows = batch.map((c) => ({
    teamChannelId: who.teamChannelId,
    commentId: c.id,
    videoId: c.videoId,
    excerpt: c.text.replace(/\s+/g, " ").trim().slice(0, EXCERPT_CHARS),
    heldBy: who.actorUserId,
    heldAt: now,
  }));
  // D1 binds at most 100 values a statement: 7 columns a row, so 14 rows an insert, in one batch.
  const inserts = [];
  for (let i = 0; i < rows.length; i += ROWS_A_STATEMENT)
    inserts.push(
      db
        .insert(heldComments)
        .values(rows.slice(i, i + ROWS_A_STATEMENT))
        .onConflictDoNothing(),
    );
  await db.batch(inserts as [(typeof inserts)[number], ...(typeof inserts)[number][]]);
}

/** Publishes comments Vidwise held back on YouTube (at most 50 a call, the API's limit). */
export async function releaseHeld(env: Env, db: Db, who: Who, ids: readonly string[]): Promise<{ released: number }> {
  const wanted = [...new Set(ids)];
  const rows = await db
    .select({ id: heldComments.commentId })
    .from(heldComments)
    .where(
      and(
        eq(heldComments.teamChannelId, who.teamChannelId),
        inArray(heldComments.commentId, wanted),
        isNull(heldComments.releasedAt),
      ),
    )
    .all();
  const heldIds = new Set(rows.map((r) => r.id));
  const missing = wanted.filter((id) => !heldIds.has(id));
  if (missing.length > 0)
    throw new AppError(
      "not-found",
      `Vidwise did not hold ${missing.length === 1 ? `comment ${missing[0]}` : `${missing.length} of these comments`} for this channel, or it was released already: nothing was changed.`,
    );
  await writeToYouTube(env, db, {
    ...who,
    call: { method: "comments.setModerationStatus", ids: wanted, status: "published" },
  });
  await db
    .update(heldComments)
    .set({ releasedAt: new Date() })
    .where(and(eq(heldComments.teamChannelId, who.teamChannelId), inArray(heldComments.commentId, wanted)));
  return { released: wanted.length };
}

export type HeldComment = { id: string; videoId: string; excerpt: string; heldAt: string };

/** The comments Vidwise holds for review now, newest first, and how many in all. */
export async function heldNow(db: Db, teamChannelId: string): Promise<{ total: number; comments: HeldComment[] }> {
  const where = and(eq(heldComments.teamChannelId, teamChannelId), isNull(heldComments.releasedAt));
  const [rows, total] = await Promise.all([
    db
      .select({
        id: heldComments.commentId,
        videoId: heldComments.videoId,
        excerpt: heldComments.excerpt,
        heldAt: heldComments.heldAt,
      })
      .from(heldComments)
      .where(where)
      .orderBy(desc(heldComments.heldAt), heldComments.commentId)
      .limit(HELD_LISTED)
      .all(),
    db.select({ n: count() }).from(heldComments).where(where).get(),
  ]);
  return { total: total?.n ?? 0, comments: rows.map((r) => ({ ...r, heldAt: r.heldAt.toISOString() })) };
}

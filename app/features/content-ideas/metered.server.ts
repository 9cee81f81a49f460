// Generate New Ideas, from the page or POST /api/ideas/generate: one analysis run, metered here.
// One rule for both: a batch with no evidence analysed nothing, so it gives the run back (as do
// the errors: no channel, past the day's manual batches, a failure).
import { type Viewer, meteredFor } from "~/features/billing/index.server";
import type { Db } from "~/lib/db/client.server";
import type { CommentQueue } from "./evidence.server";
import { generateBatch } from "./ideas.engines.server";

/** `commentQueue` null: waiting comments are not scored first (the batch says they are waiting). */
export function generateIdeaBatch(
  db: Db,
  viewer: Viewer,
  now: Date,
  commentQueue: CommentQueue | null,
): Promise<Awaited<ReturnType<typeof generateBatch>>> {
  return meteredFor(
    db,
    viewer,
    "content-ideas",
    () =>
      generateBatch(db, viewer.teamChannelId, now, {
        source: "manual",
        isDemo: viewer.isDemo,
        commentQueue: commentQueue ?? undefined,
      }),
    (outcome) => outcome.batch !== null,
  );
}

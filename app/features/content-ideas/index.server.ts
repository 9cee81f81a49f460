// Content Ideas' public entry (composer): what the assistant and the watchdog read.
export { failStuckIdeaAttempts, IDEA_BATCH_STOPPED_ERROR, ideasPage } from "./ideas.server";

// Generate New Ideas, from the page or POST /api/ideas/generate: one analysis run, metered here.
// One rule for both: a batch with no evidence analysed nothing, so it gives the run back (as do
// the errors: no channel, past the day's manual batches, a failure).
import { type Viewer, meteredFor } from "~/features/billing/index.server";
import type { Db } from "~/lib/db/client.server";
import type { CommentQueue } from "./evidence.server";
import { generateBatch } from "./ideas.server";

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

/** Idea batches one workspace may generate by hand a day (public pages quote it). */
export { MANUAL_BATCHES_PER_DAY } from "./messages";
export { copyIdeaBatches } from "./demo-copy.server";

// What the pages and Workers (the edges) import of this feature.
export { dismissIdea, ideaForSeries, weeklyBatchFailure, writeWeeklyBatches } from "./ideas.server";
// The engines Worker's side of a batch (workers/engines/calls.ts).
export { generateBatch } from "./ideas.server";
export { ideasForm, generateBodySchema } from "./schema";

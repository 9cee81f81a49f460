// A rewrite, from the page or POST /api/description/rewrite: one analysis run, metered here;
// it joins the workspace's list. A failure gives the run back.
import { type Viewer, meteredFor } from "~/features/billing/index.server";
import { recordOnce } from "~/features/track-record/index.server";
import type { Db } from "~/lib/db/client.server";
import { log } from "~/lib/log.server";
import { type RewriteInput, rewriteForWorkspace, saveRewrite } from "./rewriter.engines.server";

export function rewriteDescription(
  db: Db,
  viewer: Viewer,
  input: RewriteInput,
  now: Date,
): Promise<Awaited<ReturnType<typeof saveRewrite>>> {
  return meteredFor(db, viewer, "description-rewriter", async () => {
    const run = await saveRewrite(
      db,
      viewer.teamChannelId,
      await rewriteForWorkspace(db, viewer.teamChannelId, input, now),
      now,
    );
    // The track record keeps each rewrite with its date: a stored video's confirmed on
    // that upload at once; a typed title's matched like a forecast to the upload it becomes.
    await recordOnce(db, viewer.teamChannelId, [
      {
        kind: "description",
        title: run.originalTitle,
        topic: run.targetKeywords.slice(0, 3).join(", "),
        source: "Description Rewriter",
        madeAt: now,
        videoId: run.videoId,
      },
    ]).catch((error: unknown) => log.error("track-record.record-failed", { tool: "description-rewriter", error }));
    return run;
  });
}

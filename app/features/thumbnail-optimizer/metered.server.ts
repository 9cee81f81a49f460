// The Analyze button's use-case: one analysis run, metered here (a free account has one).
import { type Metered, type Viewer, meteredFor } from "~/features/billing/index.server";
import { recordOnce } from "~/features/track-record/index.server";
import type { Db } from "~/lib/db/client.server";
import { log } from "~/lib/log.server";
import { type OptimizerRun, analyzeChannel, saveRun } from "./optimizer.engines.server";
import type { ThumbnailSource } from "./thumbnails.server";

export function analyzeThumbnails(
  db: Db,
  viewer: Viewer,
  source: ThumbnailSource,
  now: Date,
): Promise<Metered<OptimizerRun>> {
  return meteredFor(db, viewer, "thumbnail-optimizer", async () => {
    const run = await saveRun(db, viewer.workspaceId, await analyzeChannel(db, viewer.workspaceId, source, now), now);
    // The track record keeps each title suggestion with its date and upload (issue 42): the title
    // it would replace is its topic, so whether it was taken can be read from the upload later.
    await recordOnce(
      db,
      viewer.workspaceId,
      run.suggestions
        .filter((s) => s.type === "title")
        .map((s) => ({
          kind: "title" as const,
          title: s.suggested,
          topic: s.current,
          source: "Thumbnail & Title Optimizer",
          madeAt: now,
          videoId: s.videoId,
        })),
    ).catch((error: unknown) => log.error("track-record.record-failed", { tool: "thumbnail-optimizer", error }));
    return run;
  });
}

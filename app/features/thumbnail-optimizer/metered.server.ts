// The Analyze button's use-case: one analysis run, metered here (a free account has one).
import { type Viewer, meteredFor } from "~/features/billing/index.server";
import { recordOnce } from "~/features/track-record/index.server";
import type { Db } from "~/lib/db/client.server";
import { log } from "~/lib/log.server";
import { type OptimizerRun, analyzeChannel, saveRun } from "./optimizer.engines.server";
import type { ThumbnailSource } from "./thumbnails.server";

export function analyzeThumbnails(db: Db, viewer: Viewer, source: ThumbnailSource, now: Date): Promise<OptimizerRun> {
  return meteredFor(db, viewer, "thumbnail-optimizer", async () => {
    const run = await saveRun(
      db,
      viewer.teamChannelId,
      await analyzeChannel(db, viewer.teamChannelId, source, now),
      now,
    );
    // The track record keeps each title suggestion with its date and upload: the title
    // it would replace is its topic, so whether it was taken can be read from the upload later.
    await recordOnce(
      db,
      viewer.teamChannelId,
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

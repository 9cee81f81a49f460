// Production swap: in the pages Worker's build every import of optimizer.server.ts below resolves to its
// `.remote.server.ts` twin beside it, which runs the engine in the engines Worker
// (scripts/engine-twins.ts, docs/tools.md, decision 005); tests and `npm run dev` run them in place.
// Thumbnail Optimizer's public entry (insight engine).
export { optimizerPage } from "./optimizer.server";
// What Content Ideas builds titles from (docs/decisions/009-feature-tiers.md).
export { type LatestEffects, latestEffects } from "./latest-effects.server";
export { type ThumbnailMeasures, thumbnailMeasuresForSeries } from "./thumbnail-reads.server";

// The Analyze button's use-case: one analysis run, metered here (a free account has one).
import { type Viewer, meteredFor } from "~/features/billing/index.server";
import { recordOnce } from "~/features/track-record/index.server";
import type { Db } from "~/lib/db/client.server";
import { log } from "~/lib/log.server";
import { type OptimizerRun, analyzeChannel, saveRun } from "./optimizer.server";
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

export { copyOptimizerResults } from "./demo-copy.server";
export { createTest } from "./ab-tests.server";
export { thumbnailSource } from "./thumbnails.server";

// What the pages and Workers (the edges) import of this feature.
export {
  deleteTest,
  listTests,
  readFromStudio,
  recordResults,
  testForResults,
  testVideoChoices,
} from "./ab-tests.server";
export { analyzeChannel } from "./optimizer.server";
export { parseCreateTest, parseResults } from "./ab-tests-form";
export { optimizerForm } from "./schema";
export { AB_TEST_SIGNED_OUT_ERROR, abTestBodySchema } from "./ab-test-schema";

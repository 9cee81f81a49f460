// Thumbnail Optimizer's public entry (insight engine).
export { optimizerPage } from "./optimizer.engines.server";
// What Content Ideas builds titles from (docs/decisions/009-feature-tiers.md).
export { type LatestEffects, latestEffects } from "./latest-effects.server";
export { type ThumbnailMeasures, thumbnailMeasuresForSeries } from "./thumbnail-reads.server";
export { analyzeThumbnails } from "./metered.server";

export { copyOptimizerResults } from "./demo-copy.server";
export { createTest } from "./ab-tests.engines.server";
export { thumbnailSource } from "./thumbnails.server";

// What the pages and Workers (the edges) import of this feature.
export {
  deleteTest,
  evaluateVariants,
  listTests,
  readFromStudio,
  recordResults,
  testForResults,
  testVideoChoices,
} from "./ab-tests.engines.server";
export { analyzeChannel } from "./optimizer.engines.server";
export { parseCreateTest, parseResults } from "./ab-tests-form";
export { optimizerForm } from "./schema";
export { AB_TEST_SIGNED_OUT_ERROR, abTestBodySchema } from "./ab-test-schema";
// Tests run on YouTube itself: started and applied from /api and the page, stepped by the hourly cron.
export {
  applyVariant,
  runDueYouTubeTests,
  startYouTubeTest,
  testEstimate,
  type TestEstimate,
  type YouTubeTestInput,
} from "./youtube-tests.server";
export { readThumbnailUploads } from "./youtube-test-images.server";

// The pages Worker's scoring.server.ts in production: scoring runs in the engines Worker, which
// queues a large run's batches on its own SYNC_QUEUE binding (scripts/engine-twins.ts,
// docs/decisions/005-worker-size.md). The runs' reads and bookkeeping stay here.
import { callEngine } from "~/lib/engines/call-engine.server";
import type * as local from "./scoring.engines.server";

export {
  activeRun,
  ANALYSIS_FAILED_MESSAGE,
  type AnalyzeOutcome,
  analysisRunProgress,
  BATCH_SIZE,
  countUnscored,
  ENGINE_VERSION,
  failAnalysis,
  INLINE_LIMIT,
  lastRunFailure,
  type SentimentMessage,
} from "./scoring.engines.server";

export const startAnalysis: typeof local.startAnalysis = (_db, _queue, ...args) =>
  callEngine("comment-sentiment.startAnalysis", args);

export const runAnalysisBatch: typeof local.runAnalysisBatch = (_db, _queue, ...args) =>
  callEngine("comment-sentiment.runAnalysisBatch", args);

export const scoreAllNow: typeof local.scoreAllNow = (_db, ...args) =>
  callEngine("comment-sentiment.scoreAllNow", args);

export const scoreAllNowYielding: typeof local.scoreAllNowYielding = (_db, ...args) =>
  callEngine("comment-sentiment.scoreAllNowYielding", args);

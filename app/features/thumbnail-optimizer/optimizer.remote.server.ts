// The pages Worker's optimizer.server.ts in production: measuring thumbnails (fetching and
// decoding each JPEG) and fitting the effects run in the engines Worker (scripts/engine-twins.ts,
// docs/decisions/005-worker-size.md). Saving and reading runs stay here.
import { callEngine } from "~/lib/engines/call-engine.server";
import type * as local from "./optimizer.engines.server";

export {
  type AnalyzeResult,
  type OptimizerRun,
  type OptimizerStats,
  optimizerPage,
  type Outcome,
  saveRun,
  type StoredSuggestion,
} from "./optimizer.engines.server";

/** The source's fetcher cannot cross to the engines Worker: it builds the same source from `remote`. */
export const analyzeChannel: typeof local.analyzeChannel = (_db, teamChannelId, source, now) =>
  callEngine("thumbnail-optimizer.analyzeChannel", [teamChannelId, source.remote, now]);

// Public surface of the RPM Booster engine.
export {
  analyzeRpm,
  rpmHistory,
  HISTORY_WINDOWS,
  NICHE_NOTE,
  MISSING_ALL,
  MISSING_DAILY,
  MISSING_PER_VIDEO,
  MISSING_RECENT_VIEWS,
  GEOGRAPHY_NOT_MEASURED,
} from "./analyze";
export type {
  RpmAnalysis,
  RpmCategory,
  RpmDifficulty,
  RpmInput,
  RpmPriority,
  RpmRecommendation,
  RpmResult,
  RpmTrend,
  RpmWindow,
} from "./types";
export { videoRpmRows, type LengthGroup, type VideoRpmRow } from "./per-video";

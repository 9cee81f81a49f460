// Public surface of the competitor monitor engine.
export { analyzeCompetitorVideos } from "./analyze";
export { formatDuration } from "./differences";
export type { BaselineMethod, CompetitorAnalysis, CompetitorInput, CompetitorStats, CompetitorVideo } from "./types";

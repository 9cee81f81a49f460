// RPM Booster's public entry (insight engine).
export { analyzeWorkspace } from "./rpm.engines.server";
export { runRpmAnalysis } from "./metered.server";
export { copyRpmAnalyses } from "./demo-copy.server";

// What the pages and Workers (the edges) import of this feature.
export { rpmPage, videoRpmCsv, revenueSource, rpmStats } from "./rpm.engines.server";
export { parseAnalyzeForm } from "./schema";

// The pages Worker's market-analysis.server.ts in production: the analysis runs in the engines
// Worker (scripts/engine-twins.ts, docs/decisions/005-worker-size.md).
import { callEngine } from "~/lib/engines/call-engine.server";
import type * as local from "./market-analysis.engines.server";

export const analyzeSearchVideos: typeof local.analyzeSearchVideos = (input) =>
  callEngine("content-analyzer.analyzeSearchVideos", [input]);

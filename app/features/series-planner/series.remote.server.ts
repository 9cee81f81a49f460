// The pages Worker's series.server.ts in production: Analyze Library (series detection, topic
// clusters and every series' measures, 13 KB gzipped of the pages Worker) runs in the engines
// Worker (scripts/engine-twins.ts, docs/decisions/005-worker-size.md). The page's reads and the
// edits are plain D1 reads and writes and stay here.
import { callEngine } from "~/lib/engines/call-engine.server";
import type * as local from "./series.engines.server";

export * from "./series.engines.server";

export const analyzeLibrary: typeof local.analyzeLibrary = (_db, ...args) =>
  callEngine("series-planner.analyzeLibrary", args);

// The pages Worker's rpm.server.ts in production: the RPM analysis and the per-video RPM CSV (the
// revenue drivers engine, 8 KB gzipped of the pages Worker) run in the engines Worker
// (scripts/engine-twins.ts, docs/decisions/005-worker-size.md). The page's list of stored runs and
// saving one are plain D1 reads and writes and stay here.
import { callEngine } from "~/lib/engines/call-engine.server";
import type * as local from "./rpm.engines.server";

export * from "./rpm.engines.server";

export const analyzeWorkspace: typeof local.analyzeWorkspace = (_db, ...args) =>
  callEngine("rpm-booster.analyzeWorkspace", args);

export const videoRpmCsv: typeof local.videoRpmCsv = (_db, ...args) => callEngine("rpm-booster.videoRpmCsv", args);

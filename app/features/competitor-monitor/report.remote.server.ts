// The pages Worker's report.server.ts in production: the analysis runs in the engines Worker
// (scripts/engine-twins.ts, docs/decisions/005-worker-size.md).
import { callEngine } from "~/lib/engines/call-engine.server";
import type * as local from "./report.engines.server";

export { type CompetitorReport, REPORT_UPLOADS_PER_CHANNEL } from "./report.engines.server";

export const competitorReport: typeof local.competitorReport = (_db, ...args) =>
  callEngine("competitor-monitor.competitorReport", args);

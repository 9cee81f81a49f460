// The pages Worker's report.server.ts in production: the report and the per-comment export read
// the sentiment engine, so they run in the engines Worker (scripts/engine-twins.ts,
// docs/decisions/005-worker-size.md). The per-video CSV is plain formatting and stays here.
import { callEngine } from "~/lib/engines/call-engine.server";
import type * as local from "./report.engines.server";

export { recordsCsv, type SentimentRecord } from "./report.engines.server";

export const sentimentReport: typeof local.sentimentReport = (_db, ...args) =>
  callEngine("comment-sentiment.sentimentReport", args);

export const commentScoresCsv: typeof local.commentScoresCsv = (_db, ...args) =>
  callEngine("comment-sentiment.commentScoresCsv", args);

// Production swap: in the pages Worker's build every import of scoring.server.ts, batch.server.ts and report.server.ts below resolves to its
// `.remote.server.ts` twin beside it, which runs the engine in the engines Worker
// (scripts/engine-twins.ts, docs/tools.md, decision 005); tests and `npm run dev` run them in place.
// Comment Sentiment's public entry: the use-cases the page, /api and the assistant all call.
// Audience Demand Insights (Pro and up) are the viewers' requests and questions: each use-case
// leaves them out itself for a viewer without the plan and says so in `locked`.
import { type Locked, type Viewer, locked, meteredFor } from "~/features/billing/index.server";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { ChannelDataDb } from "~/features/channel-data/index.server";
import type { Db } from "~/lib/db/client.server";
import { withoutDemandInsights } from "./demand-insights";
import type { Period } from "./periods";
import { commentScoresCsv, recordsCsv, sentimentReport } from "./report.server";
import { type AnalyzeOutcome, startAnalysis } from "./scoring.server";
import { commentScores } from "./tables";

const LOCKED_REPORT = () =>
  locked("audience-demand", ["records[].requests", "records[].questions", "overall.requests"]);

type Report = Awaited<ReturnType<typeof sentimentReport>>;

/** The workspace's report for a period as the viewer's plan shows it (page, CSV, assistant). */
export async function sentimentView(
  db: Db,
  viewer: Viewer,
  period: Period,
  now = new Date(),
): Promise<Report & { demandLocked: boolean; locked: Locked[] }> {
  const report = await sentimentReport(db, viewer.teamChannelId, period, now);
  if (viewer.can("audience-demand")) return { ...report, demandLocked: false, locked: [] };
  return {
    ...report,
    records: report.records.map((r) => ({
      ...r,
      requests: [],
      questions: [],
      actionableInsights: withoutDemandInsights(r.actionableInsights),
    })),
    overall: report.overall && {
      ...report.overall,
      requests: [],
      insights: withoutDemandInsights(report.overall.insights),
    },
    demandLocked: true,
    locked: [LOCKED_REPORT()],
  };
}

/** The per-video CSV of a period as the page shows it; the requests column only with the plan. */
export async function sentimentRecordsCsvFor(
  db: Db,
  viewer: Viewer,
  period: Period,
  now = new Date(),
): Promise<string> {
  const view = await sentimentView(db, viewer, period, now);
  return recordsCsv(view.records, { audienceDemand: !view.demandLocked });
}

/** The per-comment CSV of a period; the request and question columns only with the plan. */
export function commentScoresCsvFor(db: Db, viewer: Viewer, period: Period, now = new Date()): Promise<string> {
  return commentScoresCsv(db, viewer.teamChannelId, period, { audienceDemand: viewer.can("audience-demand") }, now);
}

export { analyzeCommentBatch, type BatchComment, type CommentBatchAnalysis } from "./batch.server";

/**
 * Analyze on the page: scores the workspace's new comments. It costs an analysis only when there
 * was something to score: an analysis already running, or no new comment, costs nothing.
 */
export function analyzeWorkspaceComments(db: Db, viewer: Viewer, queue: Queue): Promise<AnalyzeOutcome> {
  return meteredFor(
    db,
    viewer,
    "comment-sentiment",
    () => startAnalysis(db, queue, viewer.teamChannelId),
    (o) => o.mode === "queued" || (o.mode === "inline" && o.scored > 0),
  );
}

/**
 * For Competitor Monitor's Remove (composed at the route): deletes the stored scores of the
 * comments `commentIds` selects, as one statement of the caller's batch (in the control D1 or in
 * the workspace's store, wherever the comments are).
 */
export function forgetCommentScores(db: ChannelDataDb, teamChannelId: string, commentIds: SQL): BatchItem<"sqlite"> {
  return db
    .delete(commentScores)
    .where(and(eq(commentScores.teamChannelId, teamChannelId), sql`${commentScores.commentId} IN (${commentIds})`));
}

// What the composers, the assistant and the watchdog read (docs/decisions/009-feature-tiers.md).
export {
  monthlySentimentForDashboard,
  requestsForIdeas,
  requestsForSeries,
  type ScoredRequest,
  type VideoRequest,
} from "./score-reads.server";
export { sentimentReport } from "./report.server";
export { claimStuckRun, failStuckRun, type StuckRun, stuckRuns } from "./stuck-runs.server";
export {
  activeRun,
  analysisRunProgress,
  ANALYSIS_FAILED_MESSAGE,
  countUnscored,
  failAnalysis,
  scoreAllNow,
  startAnalysis,
} from "./scoring.server";

// What the pages and Workers (the edges) import of this feature.
export { lastRunFailure, runAnalysisBatch } from "./scoring.server";
export { commentScoresCsv } from "./report.server";
export { analyzeRequestSchema } from "./api-schema";
export { sentimentForm } from "./schema";

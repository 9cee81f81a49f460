// Comment Sentiment's use-cases as the viewer's plan allows: the report and its CSVs with Audience
// Demand Insights left out without the plan, and Analyze metered here.
import { type Locked, type Viewer, locked, meteredFor } from "~/features/billing/index.server";
import type { Db } from "~/lib/db/client.server";
import { withoutDemandInsights } from "./demand-insights";
import type { Period } from "./periods";
import { commentScoresCsv, recordsCsv, sentimentReport } from "./report.engines.server";
import { type AnalyzeOutcome, startAnalysis } from "./scoring.engines.server";

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

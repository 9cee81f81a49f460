// What a result looks like without a Pro feature: the parts that deliver it are taken out before
// the result leaves the server (pages and /api alike), and the rest is unchanged. Pure.
import type { MarketResult } from "~/features/content-analyzer/result";
import { lockedText } from "./entitlements";

/**
 * Content Gap Analysis (Pro and up) in the Content Analyzer is the low-competition gem (strong
 * demand, few videos) and each topic's opportunity summary. Without it the gem is withheld and
 * each summary says which plan shows it; clusters, views and engagement stay.
 */
export function withoutContentGaps(result: MarketResult): MarketResult {
  const locked = lockedText("content-gaps").title;
  const insights = result.youtubeInsights;
  return {
    ...result,
    youtubeInsights: {
      ...insights,
      lowCompetitionGem: null,
      noPickReasons: { ...insights.noPickReasons, lowCompetitionGem: `${locked}.` },
      clusters: insights.clusters.map((cluster) => ({ ...cluster, opportunitySummary: `${locked}.` })),
    },
  };
}

type DemandRecord = { requests: unknown[]; questions: unknown[]; actionableInsights: string[] };
type DemandReport = { records: DemandRecord[]; overall: { requests: unknown[]; insights: string[] } | null };

/**
 * The insights written from viewers' requests and questions ("3 viewers asked for a part 2",
 * "4 questions are about...") carry the same demand: they go with them.
 */
const DEMAND_INSIGHT = /\basked (for|questions)\b|\bquestions? (is|are) about\b/;

/**
 * Audience Demand Insights (Pro and up) in Comment Sentiment are the viewers' requests and
 * questions. Without them the lists are empty and the insights made from them are left out;
 * sentiment, themes and the rest stay.
 */
export function withoutAudienceDemand<R extends DemandReport>(report: R): R {
  const keep = (insights: string[]) => insights.filter((text) => !DEMAND_INSIGHT.test(text));
  return {
    ...report,
    records: report.records.map((r) => ({ ...r, requests: [], questions: [], actionableInsights: keep(r.actionableInsights) })),
    overall: report.overall && { ...report.overall, requests: [], insights: keep(report.overall.insights) },
  };
}

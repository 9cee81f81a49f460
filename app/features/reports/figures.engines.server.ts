// Reads a workspace's channel figures for a period through the lower tiers' public entries
// (channel data's uploads and daily rows, Comment Sentiment's report as the plan shows it) and
// hands them to the pure engine (engine/figures.ts).
import type { Viewer } from "~/features/billing/index.server";
import { channelDaysForDashboard, ownChannelOf, uploadsOf } from "~/features/channel-data/index.server";
import { sentimentView } from "~/features/comment-sentiment/index.server";
import type { Db } from "~/lib/db/client.server";
import {
  BASELINE_UPLOADS,
  type ReportFigures,
  type SentimentFacts,
  type UploadFact,
  computeFigures,
  periodBounds,
} from "./engine/figures";
import { round1 } from "~/lib/stats";

type SentimentPeriod = Parameters<typeof sentimentView>[2];

/** Comment Sentiment's periods are 7, 30 and 90 days: the report's 28 days reads its 30. */
function sentimentPeriodFor(days: number): { period: SentimentPeriod; days: number } {
  if (days <= 7) return { period: "7d", days: 7 };
  if (days <= 30) return { period: "30d", days: 30 };
  return { period: "90d", days: 90 };
}

const toFact = (u: {
  id: string;
  title: string;
  publishedAt: Date;
  viewCount: number;
  isShort: boolean;
}): UploadFact => ({
  id: u.id,
  title: u.title,
  publishedAt: u.publishedAt,
  viewCount: u.viewCount,
  isShort: u.isShort,
});

/**
 * Comment Sentiment's figures for the period ending at `end` (the report's end, today's local
 * midnight), and how many viewers' comments are stored for those dates: with none, the report says
 * so instead of asking for an analysis that has nothing to read.
 */
async function sentimentFacts(
  db: Db,
  viewer: Viewer,
  days: number,
  end: Date,
): Promise<{ facts: SentimentFacts | null; periodComments: number }> {
  const { period, days: sentimentDays } = sentimentPeriodFor(days);
  const view = await sentimentView(db, viewer, period, end);
  if (view.stats.totalCommentsAnalyzed === 0) return { facts: null, periodComments: view.periodComments };
  const facts: SentimentFacts = {
    commentsAnalyzed: view.stats.totalCommentsAnalyzed,
    avgScore: view.stats.avgSentimentScore === null ? null : round1(view.stats.avgSentimentScore),
    breakdown: view.overall?.breakdown ?? null,
    requests: (view.overall?.requests ?? []).map((r) => ({ topic: r.topic, count: r.count })),
    demandLocked: view.demandLocked,
    days: sentimentDays,
  };
  return { facts, periodComments: view.periodComments };
}

/**
 * The figures of the workspace's own channel over the `days` whole days before today in `zone`
 * (engine/figures.ts periodBounds), as `viewer`'s plan shows them.
 */
export async function channelFigures(
  db: Db,
  viewer: Viewer,
  days: number,
  now: Date,
  zone = "UTC",
): Promise<ReportFigures> {
  const teamChannelId = viewer.teamChannelId;
  const channel = await ownChannelOf(db, teamChannelId);
  if (!channel)
    return computeFigures({
      days,
      now,
      channel: null,
      periodUploads: [],
      baselineUploads: [],
      channelDays: [],
      sentiment: null,
      zone,
    });
  const bounds = periodBounds(now, days, zone);
  const since = bounds.start;
  const [recent, older, channelDays, sentiment] = await Promise.all([
    uploadsOf(db, teamChannelId, channel.id, { since }),
    // The newest uploads before the period: enough of them that BASELINE_UPLOADS remain.
    uploadsOf(db, teamChannelId, channel.id, { limit: BASELINE_UPLOADS + 200 }),
    channelDaysForDashboard(db, teamChannelId),
    sentimentFacts(db, viewer, days, bounds.end),
  ]);
  const periodUploads = recent.filter((u) => u.publishedAt < bounds.end).map(toFact);
  const baselineUploads = older
    .filter((u) => u.publishedAt.getTime() < since.getTime())
    .slice(0, BASELINE_UPLOADS)
    .map(toFact);
  return computeFigures({
    days,
    now,
    zone,
    channel,
    periodUploads,
    baselineUploads,
    channelDays,
    sentiment: sentiment.facts,
    periodComments: sentiment.periodComments,
  });
}

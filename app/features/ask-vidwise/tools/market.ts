// Market-side tools: competitor outliers (Competitor Monitor), a stored Content Analyzer search
// the workspace ran for a topic (never a live search: the assistant spends no YouTube quota), and
// trends.
import { DEFAULT_TOPIC } from "~/features/account/index";
import { competitorReport } from "~/features/competitor-monitor/index.server";
import { searchesOf, tidyQuery } from "~/features/market-data/index.server";
import { trendsForUser } from "~/features/trends/index.server";
import { teamOwnerOf } from "~/lib/auth/workspace-owner.server";
import { nounFor } from "~/lib/format";
import { median } from "~/lib/stats";
import { viewerFormatSettings } from "~/lib/viewer-format";
import { quoteData } from "../engine/quote";
import type { AskTool, Figure } from "../types";
import { askerDate, fig, figOf, found, missing, perAsk, textArg } from "./result";
import { toolSpec } from "../tool-specs";

export const competitorOutliersTool: AskTool = {
  ...toolSpec("competitor-outliers"),
  async run(ctx) {
    const href = "/competitor-monitor";
    const report = await competitorReport(
      ctx.db,
      ctx.user.teamChannelId,
      ctx.now,
      viewerFormatSettings({ timeZone: ctx.user.timeZone }).timeZone,
    );
    if (report.activeChannels === 0)
      return missing(
        "competitor-outliers",
        href,
        `You follow no competitor yet: add channels on Competitor Monitor (${href}).`,
      );
    const outliers = report.videos.filter((v) => v.outlierScore !== null);
    const top = outliers[0];
    const figures: Record<string, Figure> = {
      competitors: report.activeChannels,
      videosTracked: report.stats.totalVideosTracked,
      avgViewsPerVideo: Math.round(report.stats.avgViewsPerVideo),
      topPerformingChannel: report.stats.topPerformingChannel,
    };
    const facts = [
      `You follow ${figOf(report.activeChannels, "competitor")} with ${fig(report.stats.totalVideosTracked)} recent ${nounFor(report.stats.totalVideosTracked, "upload")} tracked (${figOf(figures.avgViewsPerVideo as number, "view")} per video on average).`,
    ];
    if (top) {
      Object.assign(figures, {
        topOutlier: top.title,
        topOutlierChannel: top.channel,
        topOutlierScore: top.outlierScore,
        topOutlierViews: top.viewCount,
      });
      // What the median is of (the channel's uploads at the same age, or their views today) is
      // Competitor Monitor's to say, in the sentence after this one.
      facts.push(
        `The strongest outlier is ${quoteData(top.title)} by ${quoteData(top.channel, 60)}: ${figOf(top.viewCount, "view")}, ${fig(top.outlierScore)}× that channel's median.`,
      );
      if (top.whyItWorks) {
        figures.whyItWorks = top.whyItWorks;
        facts.push(top.whyItWorks);
      }
    } else facts.push("None of their uploads has a baseline yet to call it an outlier.");
    return found("competitor-outliers", href, figures, facts);
  },
};

export const marketAnalysisTool: AskTool = {
  ...toolSpec("market-analysis"),
  async run(ctx, args) {
    const href = "/youtube-tool";
    const topic = tidyQuery(textArg(args, "topic", 100) ?? ctx.user.primaryTopic);
    const key = topic.toLowerCase();
    // Only this workspace's own searches: the cache behind them is shared, who searched what is not.
    const searches = await searchesOf(ctx.db, ctx.user.teamChannelId);
    const search =
      searches.find((s) => s.query.toLowerCase() === key) ??
      searches.find(
        (s) => s.query.toLowerCase().includes(key) || (key.includes(s.query.toLowerCase()) && s.query.length >= 4),
      );
    if (!search || search.videos.length === 0)
      return missing(
        "market-analysis",
        href,
        `No stored market analysis for ${quoteData(topic, 60)}: analyse it in the Content Analyzer (${href}), then ask again.`,
      );
    const views = search.videos.map((v) => v.viewCount);
    const top = [...search.videos].sort((a, b) => b.viewCount - a.viewCount)[0]!;
    const figures: Record<string, Figure> = {
      query: search.query,
      analyzedOn: askerDate(search.analyzedAt, ctx.user.timeZone),
      videosAnalyzed: search.videos.length,
      totalViews: views.reduce((a, b) => a + b, 0),
      medianViews: median(views),
      topVideo: top.title,
      topVideoViews: top.viewCount,
    };
    return found("market-analysis", href, figures, [
      `The Content Analyzer search for ${quoteData(search.query, 60)} (${figures.analyzedOn}) found ${figOf(search.videos.length, "video")} with ${figOf(figures.totalViews as number, "view")} in total (median ${fig(figures.medianViews)}).`,
      `The most watched is ${quoteData(top.title)} with ${figOf(top.viewCount, "view")}.`,
    ]);
  },
};

/**
 * The workspace's topic: its owner's setting, which the tools follow (as the dashboard and Account
 * Settings show it), whether it was chosen (not the default), and whether it is measured (the
 * owner confirmed their address). The asker's own topic only for a workspace without an owner.
 */
const workspaceTopic = perAsk(async (ctx) => {
  const owner = await teamOwnerOf(ctx.db, ctx.user.teamId);
  const topic = owner?.primaryTopic ?? ctx.user.primaryTopic;
  return { topic, chosen: topic.trim() !== "" && topic !== DEFAULT_TOPIC, confirmed: owner?.emailVerified ?? true };
});

/** Why nothing is measured yet, from what is true of the topic now: set it only while it is not. */
function noTrendsYet(t: { topic: string; chosen: boolean; confirmed: boolean }, href: string): string {
  const follow = `follow keywords on the trends page (${href})`;
  if (!t.chosen)
    return `No trend measurements yet for your topic or keywords: set your primary topic in Account Settings (/account) or ${follow}; they are measured every 6 hours.`;
  const topic = quoteData(t.topic, 60);
  if (!t.confirmed)
    return `No trend measurements yet for ${topic}: it is measured every 6 hours once the owner's email address is confirmed; you can also ${follow}.`;
  return `No trend measurements yet for ${topic}: it is measured every 6 hours, so its first points come with one of the next runs; you can also ${follow}.`;
}

export const trendsTool: AskTool = {
  ...toolSpec("trends"),
  async run(ctx, args) {
    const href = "/youtube";
    const topic = await workspaceTopic(ctx);
    const records = await trendsForUser(
      ctx.db,
      { teamChannelId: ctx.user.teamChannelId, primaryTopic: topic.topic },
      ctx.now,
    );
    const wanted = textArg(args, "keyword", 80)?.toLowerCase();
    // Asked about one keyword: what is missing is that keyword's measurements.
    if (records.length === 0 && wanted)
      return missing(
        "trends",
        href,
        `No trend measurements for ${quoteData(wanted, 60)} yet: follow it as a keyword on the trends page (${href}); keywords are measured every few hours.`,
      );
    if (records.length === 0) return missing("trends", href, noTrendsYet(topic, href));
    const order = { spiking: 0, rising: 1, steady: 2, declining: 3 } as const;
    const sorted = [...records].sort(
      (a, b) => order[a.trend_signal] - order[b.trend_signal] || (b.trend_velocity ?? 0) - (a.trend_velocity ?? 0),
    );
    const named = wanted
      ? records.find((r) => r.keyword === wanted || r.keyword.includes(wanted) || wanted.includes(r.keyword))
      : undefined;
    // Asked about a keyword that is not measured: say so, rather than answer with the others.
    if (wanted && !named)
      return missing(
        "trends",
        href,
        `${quoteData(wanted, 60)} is not among the keywords measured for you: follow it on the trends page (${href}) and it is measured every few hours (ask "Which keywords are rising?" for the ones measured now).`,
      );
    const shown = named ? [named, ...sorted.filter((r) => r !== named)].slice(0, 3) : sorted.slice(0, 3);
    const rising = records.filter((r) => r.trend_signal === "rising" || r.trend_signal === "spiking");
    const figures: Record<string, Figure> = { keywordsMeasured: records.length, risingKeywords: rising.length };
    const lines = shown.map((r, i) => {
      figures[`keyword${i + 1}`] = r.keyword;
      figures[`keyword${i + 1}Signal`] = r.trend_signal;
      figures[`keyword${i + 1}Velocity`] = r.velocity_text;
      figures[`keyword${i + 1}PeakMonth`] = r.seasonal_peak_month;
      return (
        `${quoteData(r.keyword, 60)} is ${r.trend_signal} (${r.velocity_text})` +
        (r.seasonal_peak_month ? `, peaking in ${r.seasonal_peak_month}` : "")
      );
    });
    return found("trends", href, figures, [
      `Of ${figOf(records.length, "keyword")} measured, ${fig(rising.length)} ${rising.length === 1 ? "is" : "are"} rising or spiking.`,
      `${lines.join("; ")}.`,
    ]);
  },
};

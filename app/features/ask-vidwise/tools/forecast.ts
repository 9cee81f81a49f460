// Forecaster tools: the latest uploads against the channel's norm, and a pre-publication
// forecast for a proposed title ("what if I titled it …"), both from the forecaster's service;
// the title forecast is an analysis, metered by the forecaster's use-case.
import {
  forecastTitle,
  type LatestUpload,
  latestUploadsFor,
  nextUploadNormFor,
} from "~/features/video-forecast/index.server";
import { titleForTopic, type TopicTitle } from "~/features/content-ideas/index.server";
import { DEFAULT_TOPIC } from "~/features/account/index";
import { mayNot } from "~/lib/auth/roles";
import { isAppError } from "~/lib/errors";
import { viewerOfAsk } from "../plan-gate.server";
import { quoteData } from "../engine/quote";
import type { AskContext, AskTool, Figure, ToolResult } from "../types";
import { NO_CHANNEL, fig, figOf, found, missing, perAsk, textArg } from "./result";
import { toolSpec } from "../tool-specs";

const HREF = "/video-forecast";

export const latestUploads = perAsk((ctx) => latestUploadsFor(ctx.db, ctx.user.teamChannelId, ctx.now));

export const latestUploadsTool: AskTool = {
  ...toolSpec("latest-uploads"),
  async run(ctx, args) {
    if (args.focus === "next") return nextUpload(ctx);
    const latest = await latestUploads(ctx);
    if (latest.length === 0)
      return missing("latest-uploads", HREF, `No upload in the last weeks to track. ${NO_CHANNEL}`);
    const named = textArg(args, "videoTitle", 200);
    const chosen = named ? latest.find((v) => v.title.toLowerCase() === named.toLowerCase()) : undefined;
    // "Why did my last video under-perform?" when it did not: say so, then explain the most
    // recent upload that is behind the norm (if any).
    const first = chosen ?? latest[0]!;
    const underFocus = args.focus === "behind" && !chosen && first.status !== "behind";
    const bestFocus = args.focus === "best" && !chosen && latest.length > 1;
    const video = underFocus
      ? (latest.find((v) => v.status === "behind") ?? first)
      : bestFocus
        ? furthestAhead(latest)
        : first;
    const ratio = video.norm ? Math.round((video.expected / video.norm) * 100) : null;
    const behind = latest.filter((v) => v.status === "behind").length;
    const ahead = latest.filter((v) => v.status === "ahead").length;
    // Its age counted as every page counts ages ("17d ago", "17 days old"): whole days rounded
    // down, or whole hours (at least 1) under a day, so the answer never says "17.6 days".
    const hours = Math.floor(Math.max(0, video.ageHours));
    const inHours = hours < 24;
    const age = inHours ? Math.max(1, hours) : Math.floor(hours / 24);
    const figures: Record<string, Figure> = {
      videoTitle: video.title,
      [inHours ? "ageHours" : "ageDays"]: age,
      views: video.views,
      expected28d: video.expected,
      low28d: video.low,
      high28d: video.high,
      norm28d: video.norm,
      percentOfNorm: ratio,
      status: video.status,
      recentUploads: latest.length,
      behindCount: behind,
      aheadCount: ahead,
    };
    const facts: string[] = [];
    if (named && !chosen) {
      figures.namedVideo = named;
      facts.push(
        `${quoteData(named)} is not among the ${figOf(latest.length, "recent upload")} the forecaster tracks, so here is your latest instead.`,
      );
    }
    if (underFocus && first.norm) {
      const firstRatio = Math.round((first.expected / first.norm) * 100);
      Object.assign(figures, { latestTitle: first.title, latestPercentOfNorm: firstRatio, latestStatus: first.status });
      facts.push(
        `Your latest upload ${quoteData(first.title)} is not under-performing: it is tracking at ${fig(firstRatio)}% of your norm (${first.status ?? "not rated"}).`,
      );
    }
    if (!underFocus || video !== first || video.norm === null) {
      facts.push(
        (underFocus && video !== first
          ? `The most recent upload behind the norm, ${quoteData(video.title)},`
          : bestFocus
            ? `Of your recent uploads, the one doing best against your norm is ${quoteData(video.title)}: it`
            : quoteData(video.title)) +
          ` has ${figOf(video.views, "view")} after ${figOf(age, inHours ? "hour" : "day")} and is projected to reach ${figOf(video.expected, "view")} at 28 days (range ${fig(video.low)}–${fig(video.high)}).`,
      );
      if (video.norm !== null && ratio !== null)
        facts.push(
          `Your norm is ${figOf(video.norm, "view")} at 28 days, so it is tracking at ${fig(ratio)}% of it (${video.status ?? "not rated"}).`,
        );
      else if (args.focus === "behind")
        // No norm: fewer than a handful of the channel's uploads have reached 28 days.
        facts.push(
          "Too few of your uploads have reached 28 days to set your norm, so I can't tell yet whether it is under-performing.",
        );
    }
    if (args.focus === "behind" && video.status === "behind") {
      // Both sides of the comparison are the same age (28 days); what the numbers cannot say, said plainly.
      if (video.norm !== null && video.high >= video.norm)
        facts.push("Its range still reaches your norm, so it may yet catch up: it is too early to call it a flop.");
      facts.push(
        "Views alone cannot tell why: YouTube Studio's click-through rate and retention for the video would show whether fewer people clicked or fewer kept watching.",
      );
    }
    facts.push(
      `Of your ${figOf(latest.length, "recent upload")}, ${fig(ahead)} ${ahead === 1 ? "is" : "are"} ahead of the norm and ${fig(behind)} behind.`,
    );
    return found("latest-uploads", HREF, figures, facts);
  },
};

/**
 * "How many views will my next video get?": before its title is known, the norm of the format the
 * channel last published, and how widely its uploads spread around it. A title's own figure is the
 * forecaster's, which spends an analysis, so the answer says where to get one.
 */
async function nextUpload(ctx: AskContext): Promise<ToolResult> {
  const read = await nextUploadNormFor(ctx.db, ctx.user.teamChannelId, ctx.now);
  if (!read) return missing("latest-uploads", HREF, NO_CHANNEL);
  const { norm } = read;
  if (!norm)
    return missing(
      "latest-uploads",
      HREF,
      "None of your uploads can be read at 28 days yet, so there is no norm to set a next upload against.",
    );
  const format = norm.format === "short" ? "Short" : "long-form upload";
  const figures: Record<string, Figure> = {
    norm28d: norm.views,
    normUploads: norm.uploads,
  };
  const facts = [
    `Before its title is known, your next ${format}'s best guess is your norm: ${figOf(norm.views, "view")} at 28 days, the median of your last ${figOf(norm.uploads, norm.format === "short" ? "Short" : "long-form upload")}.`,
  ];
  if (norm.low !== null && norm.high !== null) {
    Object.assign(figures, { spreadLow28d: norm.low, spreadHigh28d: norm.high });
    facts.push(
      `Leaving out the highest and lowest tenth, they reached between ${fig(norm.low)} and ${fig(norm.high)} views at 28 days.`,
    );
  }
  facts.push(
    "Its title and topic move that figure: Video Forecast forecasts a title you have in mind against your past uploads and the market, as does asking “What if I titled it …?” here.",
  );
  return found("latest-uploads", HREF, figures, facts);
}

/**
 * The recent upload furthest ahead of its norm at 28 days (projected against the norm of its own
 * format); without a norm, the one projected to the most views. Ages differ, so views so far would
 * favour the oldest.
 */
function furthestAhead(latest: readonly LatestUpload[]): LatestUpload {
  const score = (v: LatestUpload) => (v.norm ? v.expected / v.norm : Number.NEGATIVE_INFINITY);
  return latest.reduce((best, v) =>
    score(v) > score(best) || (score(v) === score(best) && v.expected > best.expected) ? v : best,
  );
}

function caveatsOf(reasoning: string): string[] {
  return (
    reasoning
      // Not after "e.g." or "i.e.": the sentence goes on.
      .split(/(?<!\b(?:e\.g|i\.e)\.)(?<=[.!?])\s+/)
      .map((sentence) => sentence.trim())
      .filter((sentence) => sentence !== "" && !/\d/.test(sentence))
  );
}

/** What a written title rests on: the channel's measured title patterns, or why it is plain. */
function patternsSentence(written: TopicTitle): string {
  if (written.patterns.length > 0)
    return `It follows the title patterns measured on your channel in the Thumbnail & Title Optimizer (/thumbnail-optimizer): ${written.patterns.join(", ")}.`;
  if (!written.measured)
    return "Your channel's title patterns are not measured yet, so it is plain: run Analyze in the Thumbnail & Title Optimizer (/thumbnail-optimizer) and written titles follow what works on your channel.";
  return "No title pattern measured on your channel is clear of zero yet, so it is plain.";
}

export const titleForecastTool: AskTool = {
  ...toolSpec("title-forecast"),
  async run(ctx, args) {
    const given = textArg(args, "title", 150);
    const askedTopic = textArg(args, "topic", 80);
    if (!given && !askedTopic)
      return missing(
        "title-forecast",
        HREF,
        "A title forecast needs the proposed title: give one, or forecast it on Video Forecast.",
      );
    // A title names its own topic when neither the question nor the account names one: the
    // account's default ("content creation") would match the title against nothing of the channel's.
    const topic = askedTopic ?? (given && ctx.user.primaryTopic === DEFAULT_TOPIC ? given : ctx.user.primaryTopic);
    // An analysis spends the workspace's allowance: a viewer may not, here as on the forecaster's
    // page and POST /api/forecast/video (a viewer reaches the tools over MCP, not the chat).
    const refusal = mayNot(ctx.user.role, "analyze");
    if (refusal) return missing("title-forecast", HREF, refusal);
    try {
      // Only a topic: a title written for it as Content Ideas writes one, then forecast like any other.
      const written = given ? null : await titleForTopic(ctx.db, ctx.user.teamChannelId, topic, ctx.now);
      const title = written ? written.title : given!;
      // One meter for every door: a forecast asked of the assistant or over MCP counts like one
      // from Video Forecast, against the workspace's plan and allowance (a free one has one analysis).
      const { forecast } = await forecastTitle(ctx.db, await viewerOfAsk(ctx), { title, topic }, ctx.now, {
        spendFree: !ctx.connectedApp,
      });
      const p = forecast.predictedViews;
      const figures: Record<string, Figure> = {
        title,
        topic,
        expectedViews: p.expected,
        minViews: p.min,
        maxViews: p.max,
        successProbability: forecast.successProbability,
        titleScore: forecast.titleScore,
      };
      const facts = [
        `A video titled ${quoteData(title)}${topic === title ? "" : ` on ${quoteData(topic, 60)}`} is forecast at ${figOf(p.expected, "view")} at 28 days (80% range ${fig(p.min)}–${fig(p.max)}).`,
      ];
      if (written) {
        figures.writtenFor = topic;
        facts.unshift(`No title was given, so here is one written for ${quoteData(topic, 60)}: ${quoteData(title)}.`);
        facts.push(patternsSentence(written));
      }
      // A chance is the median's 50% by definition (said so), one measured on the channel's own
      // backtest, or the title's topic record and recent run as calibrated on real channels;
      // none is given otherwise.
      if (forecast.successProbability !== null)
        facts.push(
          forecast.probabilityCheck?.isMedian
            ? `It is your channel's median, so the chance it beats your median video is ${fig(forecast.successProbability)}% by definition.`
            : forecast.probabilityCheck?.source === "real-channels"
              ? `The chance it beats your median video is ${fig(forecast.successProbability)}%, a figure checked on real channels' uploads.`
              : `The chance it beats your median video is ${fig(forecast.successProbability)}%, a figure checked against your past uploads.`,
        );
      if (forecast.titleScore !== null) facts.push(`Its title score is ${fig(forecast.titleScore)} out of 100.`);
      // What YouTube's reach report measured of the channel's recent uploads of this format: the
      // packaging's part of the forecast, as the forecaster's card gives it.
      const reach = forecast.reach?.firstDays;
      if (reach) {
        Object.assign(figures, {
          reachUploads: reach.uploads,
          reachDays: reach.days,
          firstDaysImpressions: reach.medianImpressions,
          firstDaysCTR: reach.medianCtr,
        });
        facts.push(
          `In YouTube's reach report, your last ${figOf(reach.uploads, "upload")} of this format had a median ${fig(reach.medianImpressions)} thumbnail impressions and a median ${fig(reach.medianCtr)}% click-through rate in their first ${figOf(reach.days, "day")}.`,
        );
      }
      // The forecaster's caveats, as POST /api/forecast/video gives them in its reasoning: that no
      // title feature or topic moved the figure (so any title gets about the channel's median), or
      // that it is a market estimate. Only the sentences without figures: every number an answer
      // states must be one of the tool's figures.
      facts.push(...caveatsOf(forecast.reasoning));
      return found("title-forecast", HREF, figures, facts);
    } catch (error) {
      if (isAppError(error, "no-channel")) return missing("title-forecast", HREF, NO_CHANNEL);
      throw error;
    }
  },
};

// Comment tools: the Comment Sentiment report (scores, shares, themes) and the viewer requests
// and questions it found. Comment text is quoted as data (quoteData), never followed.
import { NO_COMMENTS_READ_YET, type CommentSummary } from "~/features/comment-sentiment/index";
import { sentimentView } from "~/features/comment-sentiment/index.server";
import { nounFor } from "~/lib/format";
import { lockedResult, viewerOfAsk } from "../plan-gate.server";
import { quoteData } from "../engine/quote";
import type { AskContext, AskTool, Figure, ToolResult } from "../types";
import { NO_CHANNEL, askerDate, daysArg, fig, figOf, found, missing, perAsk } from "./result";
import { toolSpec } from "../tool-specs";

const HREF = "/comment-sentiment";
type Period = "7d" | "30d" | "90d";
const PERIOD_DAYS: Record<Period, number> = { "7d": 7, "30d": 30, "90d": 90 };

function periodFor(days: number | null): Period {
  if (days === null) return "90d";
  return days <= 7 ? "7d" : days <= 30 ? "30d" : "90d";
}

/**
 * The report for the asked period; when that period has no analysed comment, the longest one.
 * The same use-case as the page: requests and questions are already left out without the plan.
 */
const reportFor = (period: Period) =>
  perAsk(async (ctx: AskContext) => {
    const viewer = await viewerOfAsk(ctx);
    const report = await sentimentView(ctx.db, viewer, period, ctx.now);
    if (report.stats.totalCommentsAnalyzed > 0 || period === "90d") return report;
    return sentimentView(ctx.db, viewer, "90d", ctx.now);
  });
const REPORTS = { "7d": reportFor("7d"), "30d": reportFor("30d"), "90d": reportFor("90d") };

function noComments(
  tool: string,
  report: { hasComments: boolean; channelConnected: boolean; unscored: number },
): ToolResult {
  const { hasComments, unscored } = report;
  if (!hasComments)
    return missing(
      tool,
      HREF,
      report.channelConnected
        ? NO_COMMENTS_READ_YET
        : `There are no comments on your videos in Vidwise yet. ${NO_CHANNEL} Comments sync with your uploads.`,
    );
  if (unscored > 0)
    return missing(
      tool,
      HREF,
      `${figOf(unscored, "comment")} ${unscored === 1 ? "has" : "have"} not been analysed yet: open Comment Sentiment (${HREF}) to analyse ${unscored === 1 ? "it" : "them"}.`,
      { commentsNotAnalysed: unscored },
    );
  return missing(
    tool,
    HREF,
    `No analysed comments in the last 90 days: new comments are analysed on Comment Sentiment (${HREF}).`,
  );
}

/**
 * What viewers complain about, first: the complaint kinds Comment Sentiment counted (audio, length,
 * ads…), then the most prominent negative comments as written; or that it found none.
 */
function complaintFacts(
  overall: Pick<CommentSummary, "complaints" | "topNegative">,
  figures: Record<string, Figure>,
): string[] {
  const facts: string[] = [];
  const kinds = overall.complaints.slice(0, 3);
  figures.complaintKinds = overall.complaints.length;
  kinds.forEach((k, i) => {
    figures[`complaint${i + 1}`] = k.topic;
    figures[`complaint${i + 1}Count`] = k.count;
  });
  if (kinds.length > 0)
    facts.push(
      `What viewers complain about: ${kinds.map((k) => `${k.topic} (${figOf(k.count, "comment")})`).join(", ")}.`,
    );
  const worst = overall.topNegative.slice(0, 2);
  figures.negativeCommentsQuoted = worst.length;
  if (worst.length > 0)
    facts.push(
      `The most prominent negative ${worst.length === 1 ? "comment is" : "comments are"} ${worst.map((t) => quoteData(t, 120)).join(" and ")}.`,
    );
  if (kinds.length === 0 && worst.length === 0)
    facts.push("No analysed comment was read as a complaint or as negative.");
  return facts;
}

export const commentSentimentTool: AskTool = {
  ...toolSpec("comment-sentiment"),
  async run(ctx, args) {
    const asked = periodFor(daysArg(args));
    const report = await REPORTS[asked](ctx);
    const { stats, overall } = report;
    if (!overall || stats.totalCommentsAnalyzed === 0) return noComments("comment-sentiment", report);
    const days = PERIOD_DAYS[report.period as Period];
    const figures: Record<string, Figure> = {
      askedDays: PERIOD_DAYS[asked],
      periodDays: days,
      commentsAnalyzed: stats.totalCommentsAnalyzed,
      avgSentimentScore: stats.avgSentimentScore,
      positiveShare: overall.breakdown.positive,
      neutralShare: overall.breakdown.neutral,
      negativeShare: overall.breakdown.negative,
      topTheme: overall.themes[0]?.phrase ?? null,
      mostPositiveVideo: stats.mostPositiveVideo,
      mostPositiveScore: stats.mostPositiveScore,
    };
    const facts: string[] = [];
    // "What do viewers think of my latest video?": the newest video with scored comments first.
    const latest =
      args.focus === "latest"
        ? [...report.records]
            .filter((r) => r.scoredComments > 0)
            .sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt))[0]
        : undefined;
    if (latest) {
      Object.assign(figures, {
        latestVideo: latest.videoTitle,
        latestVideoPublished: askerDate(latest.publishedAt, ctx.user.timeZone),
        latestVideoScored: latest.scoredComments,
        latestVideoPositiveShare: latest.sentimentBreakdown.positive,
        latestVideoNeutralShare: latest.sentimentBreakdown.neutral,
        latestVideoNegativeShare: latest.sentimentBreakdown.negative,
        latestVideoScore: latest.sentimentScore,
      });
      facts.push(
        `On ${quoteData(latest.videoTitle)} (published ${figures.latestVideoPublished}), your newest video with analysed comments, ${figOf(latest.scoredComments, "comment")} ${latest.scoredComments === 1 ? "was" : "were"} scored: ${fig(latest.sentimentBreakdown.positive)}% positive, ${fig(latest.sentimentBreakdown.neutral)}% neutral and ${fig(latest.sentimentBreakdown.negative)}% negative` +
          (latest.sentimentScore !== null ? `, a sentiment score of ${fig(latest.sentimentScore)} out of 10.` : "."),
      );
      const best = latest.topPositiveComments[0];
      const worst = latest.topNegativeComments[0];
      if (best && worst)
        facts.push(`Its most positive comment is ${quoteData(best, 120)}; its most negative ${quoteData(worst, 120)}.`);
      else if (best ?? worst)
        facts.push(`Its most ${best ? "positive" : "negative"} comment is ${quoteData((best ?? worst)!, 120)}.`);
    }
    if (args.focus === "complaints") facts.push(...complaintFacts(overall, figures));
    if (args.focus === "most-commented") {
      // The records come most comments first (report.engines.server.ts).
      const top = report.records[0];
      if (top) {
        Object.assign(figures, {
          mostCommentedVideo: top.videoTitle,
          mostCommentedCount: top.totalComments,
          mostCommentedSpam: top.spamCount,
        });
        facts.push(
          `${quoteData(top.videoTitle)} drew the most comments Vidwise read over the last ${figOf(days, "day")}: ${figOf(top.totalComments, "comment")}` +
            (top.spamCount > 0 ? `, ${fig(top.spamCount)} of them spam.` : "."),
        );
      }
    }
    facts.push(
      (report.period !== asked
        ? `No comment in the last ${figOf(PERIOD_DAYS[asked], "day")} has been analysed, so this covers a longer period. `
        : "") +
        `Over the last ${figOf(days, "day")}, ${figOf(stats.totalCommentsAnalyzed, "comment")} ${stats.totalCommentsAnalyzed === 1 ? "was" : "were"} analysed` +
        (stats.avgSentimentScore !== null
          ? ` with an average sentiment score of ${fig(stats.avgSentimentScore)} out of 10.`
          : "."),
      `${fig(overall.breakdown.positive)}% were positive, ${fig(overall.breakdown.neutral)}% neutral and ${fig(overall.breakdown.negative)}% negative.`,
    );
    if (overall.themes.length > 0)
      facts.push(
        `Common themes: ${overall.themes
          .slice(0, 3)
          .map((t) => quoteData(t.phrase, 40))
          .join(", ")}.`,
      );
    if (stats.mostPositiveVideo && stats.mostPositiveScore !== null)
      facts.push(
        `The most positive video is ${quoteData(stats.mostPositiveVideo)} (score ${fig(stats.mostPositiveScore)}).`,
      );
    return found("comment-sentiment", HREF, figures, facts);
  },
};

export const viewerRequestsTool: AskTool = {
  ...toolSpec("viewer-requests"),
  async run(ctx, args) {
    const report = await REPORTS[periodFor(daysArg(args))](ctx);
    if (report.demandLocked) return lockedResult("viewer-requests", "audience-demand");
    if (!report.overall || report.stats.totalCommentsAnalyzed === 0) return noComments("viewer-requests", report);
    const requests = report.overall.requests;
    const questions = report.records
      .flatMap((r) => r.questions.map((q) => ({ ...q, video: r.videoTitle })))
      .sort((a, b) => b.likeCount - a.likeCount || a.text.localeCompare(b.text));
    if (requests.length === 0 && questions.length === 0)
      return found(
        "viewer-requests",
        HREF,
        { commentsAnalyzed: report.stats.totalCommentsAnalyzed, requestTopics: 0 },
        [
          report.stats.totalCommentsAnalyzed === 1
            ? `Your ${figOf(1, "analysed comment")} neither asks for a video nor asks a question.`
            : `None of the ${figOf(report.stats.totalCommentsAnalyzed, "analysed comment")} asks for a video or asks a question.`,
        ],
      );
    const top = requests[0];
    const figures: Record<string, string | number | null> = {
      commentsAnalyzed: report.stats.totalCommentsAnalyzed,
      requestTopics: requests.length,
      topRequest: top?.topic ?? null,
      topRequestCount: top?.count ?? null,
      questionsFound: questions.length,
      topQuestionLikes: questions[0]?.likeCount ?? null,
    };
    const facts: string[] = [];
    if (top) {
      facts.push(
        `Across ${fig(report.stats.totalCommentsAnalyzed)} analysed ${nounFor(report.stats.totalCommentsAnalyzed, "comment")}, the most requested topic is ${quoteData(top.topic, 60)} (${figOf(top.count, "request")}).`,
      );
      const more = requests.slice(1, 4);
      more.forEach((r, i) => {
        figures[`request${i + 2}`] = r.topic;
        figures[`request${i + 2}Count`] = r.count;
      });
      if (more.length > 0)
        facts.push(`Also requested: ${more.map((r) => `${quoteData(r.topic, 60)} (${fig(r.count)})`).join(", ")}.`);
      if (top.examples[0]) facts.push(`For example, a viewer wrote ${quoteData(top.examples[0])}.`);
    }
    if (questions[0])
      facts.push(
        `The most liked question (${figOf(questions[0].likeCount, "like")}) is ${quoteData(questions[0].text)} on ${quoteData(questions[0].video, 80)}.`,
      );
    return found("viewer-requests", HREF, figures, facts);
  },
};

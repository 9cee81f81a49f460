// Planning tools: the Content Ideas latest batch, how the channel's own topics do, the Series
// Planner's series, and the Description Rewriter's audit. Stored results only: asking never writes
// a batch or a run.
import { channelTopics, ideasPage, ownUploadsOnTopic } from "~/features/content-ideas/index.server";
import { descriptionAudit } from "~/features/description-rewriter/index.server";
import { listSeries } from "~/features/series-planner/index.server";
import { quoteData } from "../engine/quote";
import type { AskContext, AskTool, Figure, ToolResult } from "../types";
import { NO_CHANNEL, askerDate, fig, figOf, found, missing, textArg } from "./result";
import { toolSpec } from "../tool-specs";
import { round1 } from "~/lib/stats";

const NO_UPLOADS_READ =
  "No upload of yours has been read yet: your uploads are read when your channel syncs (Account Settings, /account).";

export const contentIdeasTool: AskTool = {
  ...toolSpec("content-ideas"),
  async run(ctx) {
    const href = "/content-ideas";
    const page = await ideasPage(ctx.db, ctx.user.teamChannelId, ctx.now);
    if (!page.hasChannel) return missing("content-ideas", href, NO_CHANNEL);
    if (!page.batch || page.ideas.length === 0)
      return missing(
        "content-ideas",
        href,
        `No idea batch yet: generate one on Content Ideas (${href}); it reads your uploads, trends and market searches.`,
      );
    // In the batch's order, as the page lists them: follow-ups to the channel's own uploads come
    // after ideas with outside evidence whatever their score (they only fill the batch).
    const ideas = page.ideas;
    const figures: Record<string, Figure> = {
      ideasInBatch: ideas.length,
      batchDate: askerDate(page.batch.createdAt, ctx.user.timeZone),
    };
    const lines = ideas.slice(0, 3).map((idea, i) => {
      figures[`idea${i + 1}`] = idea.title;
      figures[`idea${i + 1}TrendScore`] = idea.trendScore;
      figures[`idea${i + 1}Difficulty`] = idea.difficulty;
      figures[`idea${i + 1}EstimatedViews`] = idea.estimatedViews;
      return `${quoteData(idea.title)} (trend score ${fig(idea.trendScore)}, ${idea.difficulty}, ${idea.estimatedViews} views at 28 days)`;
    });
    // The first idea's reasoning holds the tool's own counts ("33 viewers asked…", "best 11.1×"):
    // listed as a figure, so every number it carries into the answer traces to this tool.
    if (ideas[0]!.reasoning) figures.idea1Reasoning = ideas[0]!.reasoning;
    // Said once when the estimated views are the channel's typical range, not each idea's own.
    if (page.forecastNote) figures.ideasForecastNote = page.forecastNote;
    return found(
      "content-ideas",
      href,
      figures,
      [
        `Your latest idea batch (${figures.batchDate}) has ${figOf(ideas.length, "idea")}, in its order: ${lines.join("; ")}.`,
        page.forecastNote ?? "",
        ideas[0]!.reasoning ? `Why the first: ${ideas[0]!.reasoning}` : "",
      ].filter(Boolean),
    );
  },
};

export const channelTopicsTool: AskTool = {
  ...toolSpec("channel-topics"),
  async run(ctx, args) {
    const href = "/content-ideas";
    const asked = textArg(args, "topic", 80);
    if (asked) return uploadsOnTopic(ctx, asked, href);
    const topics = await channelTopics(ctx.db, ctx.user.teamChannelId, ctx.now);
    if (!topics) return missing("channel-topics", href, NO_CHANNEL);
    const { standings } = topics;
    if (topics.uploads === 0) return missing("channel-topics", href, NO_UPLOADS_READ);
    if (topics.measured === 0)
      return missing(
        "channel-topics",
        href,
        `Your uploads are not measured yet: topics are compared once ${fig(topics.minSettled)} of your long-form uploads are a week old or more, each against your uploads of a similar age (you have ${figOf(topics.uploads, "upload")}).`,
        { uploadsRead: topics.uploads, minSettledUploads: topics.minSettled },
      );
    if (standings.length === 0)
      return missing(
        "channel-topics",
        href,
        `No topic of yours has ${fig(topics.minUploads)} measured uploads yet, so topics cannot be compared: of your ${figOf(topics.uploads, "upload")}, ${fig(topics.measured)} ${topics.measured === 1 ? "is" : "are"} long-form and a week old or more (measured against your uploads of a similar age), but no ${fig(topics.minUploads)} of them share a topic.`,
        { uploadsRead: topics.uploads, uploadsMeasured: topics.measured, minTopicUploads: topics.minUploads },
      );
    const best = standings[0]!;
    const top = best.videos[0]!;
    const figures: Record<string, Figure> = {
      minTopicUploads: topics.minUploads,
      topicsMeasured: standings.length,
      uploadsMeasured: topics.measured,
      bestTopic: best.label,
      bestTopicUploads: best.videos.length,
      bestTopicRatio: round1(best.medianRatio),
      bestTopicTopUpload: top.video.title,
      bestTopicTopUploadViews: top.video.views,
      bestTopicTopUploadRatio: round1(top.ratio),
    };
    const facts = [
      `${
        standings.length === 1
          ? `${quoteData(best.label)} is your only topic with ${fig(topics.minUploads)} or more uploads measured against your uploads of a similar age`
          : `Of your ${figOf(standings.length, "topic")} with ${fig(topics.minUploads)} or more uploads measured against your uploads of a similar age, ${quoteData(best.label)} does best`
      }: its ${figOf(best.videos.length, "upload")} get a median ${fig(figures.bestTopicRatio)}× the views of your uploads of a similar age; the best of them, ${quoteData(top.video.title)}, has ${figOf(top.video.views, "view")} (${fig(figures.bestTopicTopUploadRatio)}×).`,
    ];
    if (standings.length > 1) {
      const rest = standings.slice(1, 3).map((s, i) => {
        figures[`topic${i + 2}`] = s.label;
        figures[`topic${i + 2}Ratio`] = round1(s.medianRatio);
        figures[`topic${i + 2}Uploads`] = s.videos.length;
        return `${quoteData(s.label)} ${fig(round1(s.medianRatio))}× (${figOf(s.videos.length, "upload")})`;
      });
      facts.push(`Next: ${rest.join("; ")}.`);
    }
    if (standings.length > 3) {
      const worst = standings[standings.length - 1]!;
      Object.assign(figures, { weakestTopic: worst.label, weakestTopicRatio: round1(worst.medianRatio) });
      facts.push(`Weakest: ${quoteData(worst.label)} at ${fig(round1(worst.medianRatio))}×.`);
    }
    return found("channel-topics", href, figures, facts);
  },
};

/** Uploads named in an answer about one topic: the newest few, which say how it did lately. */
const UPLOADS_ON_TOPIC = 3;

/**
 * "Should I do another Fenty review?": how the channel's own uploads on the topic did, each against
 * its uploads of a similar age, before what the market says of it.
 */
async function uploadsOnTopic(ctx: AskContext, topic: string, href: string): Promise<ToolResult> {
  const read = await ownUploadsOnTopic(ctx.db, ctx.user.teamChannelId, topic, ctx.now);
  if (!read) return missing("channel-topics", href, NO_CHANNEL);
  if (read.read === 0) return missing("channel-topics", href, NO_UPLOADS_READ);
  const { uploads } = read;
  const figures: Record<string, Figure> = { topic, uploadsOnTopic: uploads.length, uploadsRead: read.read };
  if (uploads.length === 0)
    return found("channel-topics", href, figures, [
      `None of your ${figOf(read.read, "upload")} Vidwise has read is on ${quoteData(topic, 60)}: it would be new to your channel.`,
    ]);
  const lines = uploads.slice(0, UPLOADS_ON_TOPIC).map((u, i) => {
    const n = i + 1;
    figures[`upload${n}`] = u.title;
    figures[`upload${n}Views`] = u.views;
    if (u.ratio === null)
      return `${quoteData(u.title)} (${figOf(u.views, "view")}, too new or too few uploads to measure)`;
    figures[`upload${n}Ratio`] = round1(u.ratio);
    return `${quoteData(u.title)} (${figOf(u.views, "view")}, ${fig(round1(u.ratio))}× your uploads of a similar age)`;
  });
  if (uploads.length > UPLOADS_ON_TOPIC) figures.uploadsListed = UPLOADS_ON_TOPIC;
  return found("channel-topics", href, figures, [
    `${uploads.length === 1 ? "One" : fig(uploads.length)} of your uploads ${uploads.length === 1 ? "is" : "are"} on ${quoteData(topic, 60)}${uploads.length > UPLOADS_ON_TOPIC ? `, the newest ${fig(UPLOADS_ON_TOPIC)}` : ""}: ${lines.join("; ")}.`,
  ]);
}

export const seriesTool: AskTool = {
  ...toolSpec("series"),
  async run(ctx) {
    const href = "/series-planner";
    const { series, channelId } = await listSeries(ctx.db, ctx.user.teamChannelId, ctx.now);
    if (!channelId && series.length === 0) return missing("series", href, NO_CHANNEL);
    if (series.length === 0)
      return missing(
        "series",
        href,
        `No series yet: analyse your library on the Series Planner (${href}) to find the series in your uploads.`,
      );
    const withViews = series
      .map((s) => ({ s, views: s.videos.reduce((sum, v) => sum + (v.views ?? 0), 0) }))
      .sort((a, b) => b.views - a.views);
    const best = withViews[0]!;
    const planned = series.reduce((n, s) => n + s.videos.filter((v) => v.videoId === null).length, 0);
    const published = series.reduce((n, s) => n + s.videos.filter((v) => v.videoId !== null).length, 0);
    const figures: Record<string, Figure> = {
      totalSeries: series.length,
      publishedVideos: published,
      plannedVideos: planned,
      bestSeries: best.s.title,
      bestSeriesViews: best.views,
      bestSeriesVideos: best.s.videos.length,
      // A series found among uploads has nothing planned, so no completion to report.
      ...(best.s.completionPercentage === null ? {} : { bestSeriesCompletion: best.s.completionPercentage }),
    };
    const completion =
      best.s.completionPercentage === null
        ? "nothing planned in it yet"
        : `${fig(best.s.completionPercentage)}% complete`;
    return found("series", href, figures, [
      `You have ${fig(series.length)} series with ${fig(published)} published and ${figOf(planned, "planned video")}.`,
      `The most watched is ${quoteData(best.s.title)}: ${figOf(best.s.videos.length, "video")}, ${figOf(best.views, "view")}, ${completion}.`,
    ]);
  },
};

export const descriptionAuditTool: AskTool = {
  ...toolSpec("description-audit"),
  async run(ctx, args) {
    const href = "/description-rewriter";
    const audit = await descriptionAudit(ctx.db, ctx.user.teamChannelId, ctx.now);
    if (!audit) return missing("description-audit", href, NO_CHANNEL);
    if (audit.videosScored === 0)
      return missing("description-audit", href, "Your channel has no long-form upload to audit yet.");
    const named = textArg(args, "videoTitle", 200);
    const namedRow = named ? audit.rows.find((r) => r.title.toLowerCase() === named.toLowerCase()) : undefined;
    const figures: Record<string, Figure> = {
      videosScored: audit.videosScored,
      medianScore: audit.medianScore,
      auditRows: audit.rows.length,
    };
    const facts = [
      `${figOf(audit.videosScored, "description")} ${audit.videosScored === 1 ? "was" : "were"} scored` +
        (audit.medianScore !== null ? `, median SEO score ${fig(audit.medianScore)} out of 100.` : "."),
    ];
    if (named && !namedRow)
      facts.push(
        `The description of ${quoteData(named)} is not among the ${fig(audit.rows.length)} ${audit.rows.length === 1 ? "video" : "videos"} where a weak description puts the most views at stake.`,
      );
    const row = namedRow ?? audit.rows[0]!;
    Object.assign(figures, {
      videoTitle: row.title,
      seoScore: row.seoScore,
      views: row.views,
      failingChecks: row.failing.length,
      failing: row.failing.slice(0, 3).join(", "),
    });
    facts.push(
      (namedRow ? "" : "The description to fix first: ") +
        `${quoteData(row.title)} (${figOf(row.views, "view")}) scores ${fig(row.seoScore)}` +
        (row.failing.length > 0
          ? `, failing ${figOf(row.failing.length, "check")}: ${figures.failing}.`
          : " and passes every check."),
    );
    return found("description-audit", href, figures, facts);
  },
};

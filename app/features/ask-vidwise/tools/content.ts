// Planning tools: the Content Ideas latest batch, the Series Planner's series, and the
// Description Rewriter's audit. Stored results only: asking never writes a batch or a run.
import { ideasPage } from "~/features/content-ideas/index.server";
import { descriptionAudit } from "~/features/description-rewriter/index.server";
import { listSeries } from "~/features/series-planner/index.server";
import { quoteData } from "../engine/quote";
import type { AskTool, Figure } from "../types";
import { NO_CHANNEL, askerDate, fig, figOf, found, missing, textArg } from "./result";
import { toolSpec } from "../tool-specs";

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

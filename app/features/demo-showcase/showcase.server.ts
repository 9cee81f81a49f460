// The demo's first screen of every tool: each tool's real run on the week's demo base, made once
// and copied into every demo started on that base.
//
// Method: when a week's demo base is prepared (the hourly cron, or the first demo ever on a fresh
// deployment), the base, a whole sample channel moved to that week, is asked to run each tool
// through the same use-case its page calls, as a demo viewer of the base: Comment Sentiment's
// scoring of every comment, done before the tools that read viewers' requests (its scores stay on
// the base beside the comments, which every demo reads there); the
// thumbnail and title optimizer; an idea batch (its titles following the patterns the optimizer measured); the
// series analysis; a forecast of each of the batch's three first ideas; the description rewrite of the video the audit puts first; an A/B test of that
// optimizer's first title suggestion against the title it would replace (set up, no results:
// nobody ran it on YouTube, so no numbers are typed in for it); the RPM analysis; and the first
// suggested question asked of the assistant. Every result is the engine's, on the sample's data;
// nothing here writes a figure.
//
// Guarantee: a demo's results are its own rows, copied at its start (deleting an idea, a series
// or a conversation in one demo leaves every other demo's untouched), already in the demo's week
// (computed on the base, whose times are the demo's), and within the 1,000 rows a demo start may
// write (the results add 141 rows to the 731 of the channel and the account: 872 on sample-v3,
// measured by demo-cost.test.ts). Why copied and not read from
// the base like the comments: every one of these is something a visitor edits, deletes or adds
// to, and the readers of these tables do not follow data_workspace_id; the comments are never
// changed by a visitor. The runs are not counted against anyone: the demo runs unlimited
// (billing's spendAnalysis) and the assistant's question ledger is not copied, so a visitor runs
// each tool again with the allowance whole.
import { isAppError } from "~/lib/errors";
import { SUGGESTED_QUESTIONS, askVidwise, copyConversations } from "~/features/ask-vidwise/index.server";
import { claimShowcaseUser } from "~/features/auth/index.server";
import { scoreAllNowYielding } from "~/features/comment-sentiment/index.server";
import { viewerFor } from "~/features/billing/index.server";
import {
  type DemoBase,
  completeDemoBase,
  copySampleStatements,
  isFakeYouTube,
} from "~/features/channel-data/index.server";
import { copyIdeaBatches, generateIdeaBatch } from "~/features/content-ideas/index.server";
import {
  descriptionAudit,
  ownVideo,
  rewriteDescription,
  copyRewrites,
} from "~/features/description-rewriter/index.server";
import { copyForecasts, forecastVideo, replayForecasts } from "~/features/video-forecast/index.server";
import { copyTrackRecord, recordSuggestions } from "~/features/track-record/index.server";
import { copyRpmAnalyses, runRpmAnalysis } from "~/features/rpm-booster/index.server";
import { analyzeSeriesLibrary, copySeries } from "~/features/series-planner/index.server";
import {
  analyzeThumbnails,
  createTest,
  copyOptimizerResults,
  thumbnailSource,
} from "~/features/thumbnail-optimizer/index.server";
import type { Db } from "~/lib/db/client.server";
import type { RawStatement } from "~/lib/db/raw-batch";
import { log } from "~/lib/log.server";
import { yieldToRequests } from "~/lib/yield-to-requests";

/** Forecasts made on the base: one per idea of the batch, at most this many. */
export const SHOWCASE_FORECASTS = 3;
const MAX_FORECAST_TITLE = 300;
const MAX_FORECAST_TOPIC = 200;
const MAX_AB_NAME = 100;

export type ShowcaseRun = { ran: false } | { ran: true; tools: Record<string, "done" | "empty" | "failed"> };

/**
 * Runs every tool once on `base` unless it has run there already (or is running: the claim is
 * one row, so two preparations at once run the tools once). A tool that fails is logged and
 * leaves its page empty in that week's demos; the others still run.
 */
export async function runShowcase(env: Env, db: Db, base: DemoBase, now: Date): Promise<ShowcaseRun> {
  await completeDemoBase(db, base);
  const userId = await claimShowcaseUser(db, base.id);
  if (!userId) return { ran: false };
  const viewer = viewerFor({ id: userId, teamChannelId: base.id, isDemo: true }, null);
  const tools: Record<string, "done" | "empty" | "failed"> = {};
  const step = async (tool: string, run: () => Promise<boolean>) => {
    try {
      tools[tool] = (await run()) ? "done" : "empty";
    } catch (error) {
      // A run the allowance refused made nothing: the page is empty, nothing failed.
      if (isAppError(error, "plan-limit")) {
        tools[tool] = "empty";
        return;
      }
      log.error("demo-showcase.tool-failed", { tool, error });
      tools[tool] = "failed";
    }
    // Between tools, the isolate answers the requests waiting for it: a run started in the
    // background (warmDemoBase) must not hold a fresh server's first pages until every tool is done.
    await yieldToRequests();
  };

  // The base's comments are every demo's, and so are their scores (a score lives beside its
  // comment, comment-sentiment/scoring.engines.server.ts): scored here once, so Comment Sentiment, the
  // Dashboard's sentiment and the Series Planner's requests open on the sample's comments. All
  // of them now, not as a queued run the way a large Analyze goes: the idea batch and the series
  // analysis below read the viewers' requests from these scores.
  await step("comment-sentiment", async () => (await scoreAllNowYielding(db, base.id, now)) > 0);
  // The optimizer first: the idea batch then writes its titles with the patterns it measured.
  let titleSuggestion: { videoId: string; current: string; suggested: string } | null = null;
  await step("thumbnail-optimizer", async () => {
    const run = await analyzeThumbnails(db, viewer, thumbnailSource({ offline: isFakeYouTube(env) }), now);
    titleSuggestion = run.suggestions.find((s) => s.type === "title" && s.current !== s.suggested) ?? null;
    return run.suggestions.length > 0;
  });
  let ideas: { title: string; topic: string }[] = [];
  await step("content-ideas", async () => {
    // No comment queue, as the weekly batches: the base's comments were all scored above.
    const run = await generateIdeaBatch(db, viewer, now, null);
    ideas = run.batch ? run.batch.ideas : [];
    return ideas.length > 0;
  });
  await step("series-planner", async () => {
    await analyzeSeriesLibrary(db, viewer, now);
    return true;
  });
  await step("video-forecast", async () => {
    let made = 0;
    // Oldest first, so the list (newest first) shows them in the batch's order.
    for (const idea of ideas.slice(0, SHOWCASE_FORECASTS).reverse()) {
      const input = { title: idea.title.slice(0, MAX_FORECAST_TITLE), topic: idea.topic.slice(0, MAX_FORECAST_TOPIC) };
      if (made > 0) await yieldToRequests();
      try {
        await forecastVideo(db, viewer, input, now);
        made += 1;
      } catch (error) {
        if (!isAppError(error, "plan-limit")) throw error;
      }
    }
    return made > 0;
  });
  // The track record's replayed history: the forecaster run a day before each of the
  // sample's newest 24 uploads that are 28+ days old, on its own title, with only the uploads and
  // snapshots known then (forecast.engines.server.ts replayForecasts). The pair is known by construction,
  // so each is kept confirmed; its views at 7 and 28 days are read from the snapshots when the
  // page is read, like any other. Labelled "replayed" wherever it is shown.
  await step("track-record", async () => {
    const replayed = await replayForecasts(db, base.id, now);
    await recordSuggestions(
      db,
      base.id,
      replayed.map((f) => ({
        kind: "forecast" as const,
        origin: "replayed" as const,
        title: f.title,
        low: f.low,
        expected: f.expected,
        high: f.high,
        chance: f.chance,
        source: "Video Forecast, replayed on the sample channel",
        madeAt: new Date(f.madeAt),
        videoId: f.videoId,
      })),
    );
    return replayed.length > 0;
  });
  await step("ab-test", async () => {
    const s = titleSuggestion as { videoId: string; current: string; suggested: string } | null;
    if (!s) return false;
    await createTest(
      db,
      base.id,
      {
        name: `Title of “${s.current}”`.slice(0, MAX_AB_NAME),
        element: "title",
        metric: "ctr",
        videoId: s.videoId,
        variants: [s.current, s.suggested],
      },
      now,
    );
    return true;
  });
  await step("description-rewriter", async () => {
    const first = (await descriptionAudit(db, base.id, now))?.rows[0];
    const video = first ? await ownVideo(db, base.id, first.videoId) : null;
    if (!first || !video || !video.description.trim()) return false;
    await rewriteDescription(
      db,
      viewer,
      { title: video.title, description: video.description, keywords: [], videoId: first.videoId },
      now,
    );
    return true;
  });
  await step("rpm-booster", async () => {
    await runRpmAnalysis(db, viewer, now);
    return true;
  });
  await step("ask-vidwise", async () => {
    const asker = {
      id: userId,
      teamChannelId: base.id,
      teamId: base.id,
      homeTeamId: base.id,
      role: "owner" as const,
      isDemo: true,
      primaryTopic: "content creation",
    };
    // A question refused or not answered leaves the page empty, as an answer that made nothing.
    return askVidwise(env, asker, { message: SUGGESTED_QUESTIONS[0], conversationId: null }, {}, now).then(
      () => true,
      (error: unknown) => {
        if (isAppError(error)) return false;
        throw error;
      },
    );
  });
  log.info("demo-showcase.ran", { base: base.id, tools });
  return { ran: true, tools };
}

/**
 * What a demo started on `base` copies into its own store (decision 012: the workspace-owned
 * tables that have moved out of the control database), after demoStatements are written.
 */
export async function copyDemoStores(
  db: Db,
  base: DemoBase | null,
  teamChannelId: string,
  userId: string,
): Promise<void> {
  if (!base) return;
  await Promise.all([
    copyTrackRecord(db, base.id, teamChannelId),
    copyConversations(db, base.id, teamChannelId, userId),
    copyRewrites(db, base.id, teamChannelId),
    copyRpmAnalyses(db, base.id, teamChannelId),
    copyForecasts(db, base.id, teamChannelId),
    copyOptimizerResults(db, base.id, teamChannelId),
    copyIdeaBatches(db, base.id, teamChannelId),
    copySeries(db, base.id, teamChannelId),
  ]);
}

/**
 * Everything a demo started on `base` writes to the control database: the sample channel
 * (channel-data). Nothing when there is no base (no template seeded). Each tool's results from the
 * base (the ledger, the conversation, the forecasts, the optimizer's run and A/B test, the idea
 * batch, the series, the rewrite and the RPM analysis) go to its store: copyDemoStores.
 */
export function demoStatements(base: DemoBase | null, teamChannelId: string): RawStatement[] {
  if (!base) return [];
  return copySampleStatements(teamChannelId, base);
}

// Every call the engines Worker answers, by name: what the twins (`*.remote.server.ts`) forward
// from the pages Worker (scripts/engine-twins.ts, docs/decisions/005-worker-size.md). Each takes
// the call's arguments as the twin sent them, without the Db (the engines Worker opens its own on
// the same D1) and with a viewer as plain data. tests/architecture checks that every name a twin
// sends is here.
import { viewerFromData, type ViewerData } from "~/features/billing/index.server";
import { analyzeCommentBatch } from "~/features/comment-sentiment/index.server";
import type { CommentInput } from "~/features/comment-sentiment/index";
import { commentScoresCsv, sentimentReport, spamToHold } from "~/features/comment-sentiment/index.server";
import {
  runAnalysisBatch,
  scoreAllNow,
  scoreAllNowYielding,
  startAnalysis,
} from "~/features/comment-sentiment/index.server";
import {
  forecastForWorkspace,
  forecastFromHistory,
  forecastPage,
  latestUploadsFor,
  nextUploadNormFor,
  replayForecasts,
  trajectoryForecasts,
} from "~/features/video-forecast/index.server";
import { analyzeLibrary } from "~/features/series-planner/index.server";
import {
  type AskContext,
  answerDeterministically,
  askModel,
  runAskTool,
  runTool,
  sourcesInWords,
} from "~/features/ask-vidwise/index.server";
import type { HistoryMessage } from "~/features/ask-vidwise/index.server";
import { analyzeSearchVideos, suggestionsFor } from "~/features/content-analyzer/index.server";
import { generateBatch, writeWeeklyBatches } from "~/features/content-ideas/index.server";
import { dashboardFor, portfolioFor } from "~/features/dashboard/index.server";
import { descriptionAudit, rewriteForWorkspace } from "~/features/description-rewriter/index.server";
import { analyzeWorkspace, videoRpmCsv } from "~/features/rpm-booster/index.server";
import {
  analyzeChannel,
  evaluateVariants,
  listTests,
  readFromStudio,
  recordResults,
} from "~/features/thumbnail-optimizer/index.server";
import { thumbnailSource } from "~/features/thumbnail-optimizer/index.server";
import { importStudioFile } from "~/features/channel-data/index.server";
import { parseReachCsv } from "~/features/google-connection/index.server";
import { competitorReport } from "~/features/competitor-monitor/index.server";
import { channelFigures } from "~/features/reports/index.server";
import { decideMatch, trackRecordCsv, trackRecordFor, trackRecordLine } from "~/features/track-record/index.server";
import { type Db, getDb } from "~/lib/db/client.server";
import { sampleThumbnailFile } from "~/lib/thumbnails/sample-thumbnail-file.engines.server";

type EngineCall = (env: Env, args: unknown[]) => Promise<unknown>;

/** A use-case whose first parameter is the Db: called with the engines Worker's own. */
const withDb =
  <A extends unknown[], R>(fn: (db: Db, ...args: A) => Promise<R>): EngineCall =>
  (env, args) =>
    fn(getDb(env), ...(args as A));

export const engineCalls: Record<string, EngineCall> = {
  // The context as the twin sent it, without env and Db: this Worker's own are put back.
  "ask-vidwise.answerDeterministically": (env, [context, question]) =>
    answerDeterministically(
      { ...(context as Omit<AskContext, "env" | "db">), env, db: getDb(env) },
      question as string,
    ),
  // The model's first turn runs on this Worker's own AI binding (workers/engines/wrangler.toml).
  "ask-vidwise.askModel": (env, [context, question, history, streamed]) =>
    askModel(
      { ...(context as Omit<AskContext, "env" | "db">), env, db: getDb(env) },
      question as string,
      history as HistoryMessage[],
      streamed as boolean,
    ),
  "ask-vidwise.sourcesInWords": (_env, [lists]) => sourcesInWords(lists as Parameters<typeof sourcesInWords>[0]),
  "ask-vidwise.runTool": (env, [context, name, args]) =>
    runTool(
      { ...(context as Omit<AskContext, "env" | "db">), env, db: getDb(env) },
      name as string,
      args as Record<string, unknown>,
    ),
  "ask-vidwise.runAskTool": (env, [context, name, args]) =>
    runAskTool(
      { ...(context as Omit<AskContext, "env" | "db">), env, db: getDb(env) },
      name as string,
      args as Record<string, unknown>,
    ),
  // A manual batch scores waiting comments first through this Worker's own binding of the queue.
  "content-ideas.generateBatch": (env, [teamChannelId, now, options]) => {
    const { scoreComments, ...rest } = options as {
      source: "manual" | "cron";
      isDemo: boolean;
      scoreComments: boolean;
    };
    return generateBatch(getDb(env), teamChannelId as string, now as Date, {
      ...rest,
      commentQueue: scoreComments ? env.SYNC_QUEUE : undefined,
    });
  },
  "content-ideas.writeWeeklyBatches": withDb(writeWeeklyBatches),
  "competitor-monitor.competitorReport": withDb(competitorReport),
  "reports.channelFigures": (env, [viewer, ...rest]) =>
    channelFigures(getDb(env), viewerFromData(viewer as ViewerData), ...(rest as [number, Date, string?])),
  "channel-data.importStudioFile": withDb(importStudioFile),
  "google-connection.parseReachCsv": (_env, args) => parseReachCsv(...(args as Parameters<typeof parseReachCsv>)),
  "content-analyzer.analyzeSearchVideos": (_env, [input]) =>
    analyzeSearchVideos(input as Parameters<typeof analyzeSearchVideos>[0]),
  "content-analyzer.suggestionsFor": withDb(suggestionsFor),
  "comment-sentiment.analyzeCommentBatch": (env, [viewer, comments]) =>
    analyzeCommentBatch(getDb(env), viewerFromData(viewer as ViewerData), comments as CommentInput[]),
  "comment-sentiment.sentimentReport": withDb(sentimentReport),
  "comment-sentiment.commentScoresCsv": withDb(commentScoresCsv),
  "comment-sentiment.spamToHold": withDb(spamToHold),
  // The run's next batches go on this Worker's own binding of the same queue.
  "comment-sentiment.startAnalysis": (env, args) =>
    startAnalysis(getDb(env), env.SYNC_QUEUE, ...(args as [string, Date?])),
  "comment-sentiment.scoreAllNow": withDb(scoreAllNow),
  "comment-sentiment.scoreAllNowYielding": withDb(scoreAllNowYielding),
  "comment-sentiment.runAnalysisBatch": (env, args) =>
    runAnalysisBatch(getDb(env), env.SYNC_QUEUE, ...(args as [string, Date?])),
  "video-forecast.trajectoryForecasts": withDb(trajectoryForecasts),
  "video-forecast.forecastFromHistory": withDb(forecastFromHistory),
  "video-forecast.forecastForWorkspace": withDb(forecastForWorkspace),
  "video-forecast.forecastPage": withDb(forecastPage),
  "video-forecast.latestUploadsFor": withDb(latestUploadsFor),
  "video-forecast.nextUploadNormFor": withDb(nextUploadNormFor),
  "video-forecast.replayForecasts": withDb(replayForecasts),
  "series-planner.analyzeLibrary": withDb(analyzeLibrary),
  "dashboard.dashboardFor": withDb(dashboardFor),
  "dashboard.portfolioFor": withDb(portfolioFor),
  "description-rewriter.rewriteForWorkspace": withDb(rewriteForWorkspace),
  "description-rewriter.descriptionAudit": withDb(descriptionAudit),
  "rpm-booster.analyzeWorkspace": withDb(analyzeWorkspace),
  "rpm-booster.videoRpmCsv": withDb(videoRpmCsv),
  "track-record.trackRecordFor": withDb(trackRecordFor),
  "track-record.trackRecordCsv": withDb(trackRecordCsv),
  "track-record.trackRecordLine": withDb(trackRecordLine),
  "track-record.decideMatch": withDb(decideMatch),
  "thumbnail-optimizer.listTests": withDb(listTests),
  "thumbnail-optimizer.recordResults": withDb(recordResults),
  "thumbnail-optimizer.readFromStudio": withDb(readFromStudio),
  "thumbnail-optimizer.evaluateVariants": (_env, [variants]) =>
    evaluateVariants(variants as Parameters<typeof evaluateVariants>[0]),
  "thumbnail-optimizer.analyzeChannel": (env, [teamChannelId, remote, now]) =>
    analyzeChannel(getDb(env), teamChannelId as string, thumbnailSource({ offline: !remote }), now as Date),
  "thumbnails.sampleThumbnailFile": (_env, [videoId]) => sampleThumbnailFile(videoId as string),
};

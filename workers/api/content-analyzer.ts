import { Hono } from "hono/tiny";
import { analyzerFailure, analyzeRequestSchema } from "~/features/content-analyzer/index.server";
import { analyzeMarket } from "~/features/content-analyzer/index.server";
import { DEMO_ANALYZER_ERROR, SIGNED_OUT_ERROR } from "~/features/content-analyzer/index";
import { lockedForApi, viewerOf } from "~/features/billing/index.server";
import { getDb } from "~/lib/db/client.server";
import { clientHash } from "~/lib/rate-limit.server";
import type { ApiEnv } from "../app-env";
import { apiError } from "./errors";
import { isAppError } from "~/lib/errors";
import { requireConfirmedEmail, requireRealUser, requireUser } from "./session";
import { jsonBody } from "./validate";

/** A query is at most 200 characters once tidied; room for generous white space around it. */
export const MAX_INSIGHTS_BYTES = 16 * 1024;

export const contentAnalyzer = new Hono<ApiEnv>();

// POST /api/youtube-insights (spec §7 "Content analysis"): JSON { query } in,
// { success: true, youtubeVideos, youtubeInsights } or { success: false, error } out.
// Spec §6: the demo reads no live market data.
contentAnalyzer.post(
  "/youtube-insights",
  requireUser(SIGNED_OUT_ERROR),
  requireRealUser(DEMO_ANALYZER_ERROR),
  requireConfirmedEmail(),
  jsonBody(analyzeRequestSchema, { maxBytes: MAX_INSIGHTS_BYTES }),
  async (c) => {
    try {
      const db = getDb(c.env);
      // Metered by the use-case (402 past a free account's one analysis). Content Gap Analysis
      // is Pro and up: the gem and opportunity summaries withheld, `locked` says why.
      const { result, locked } = await analyzeMarket(c.env, db, await viewerOf(db, c.get("user")), {
        query: c.req.valid("json"),
        client: await clientHash(c.req.raw),
      });
      return c.json({
        ...(locked.length > 0 ? { locked: lockedForApi(locked) } : {}),
        success: true,
        youtubeVideos: result.youtubeVideos,
        youtubeInsights: result.youtubeInsights,
        analyzedAt: result.analyzedAt,
        cached: result.cached,
      });
    } catch (error) {
      if (isAppError(error)) throw error; // a refusal: answered by apiOnError
      const failure = analyzerFailure(error, { requestId: c.get("requestId") });
      return apiError(c, failure.status, failure.error);
    }
  },
);

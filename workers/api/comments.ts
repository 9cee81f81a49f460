import { Hono } from "hono";
import { analyzeRequestSchema } from "~/features/comment-sentiment/api-schema";
import { analyzeComments } from "~/features/comment-sentiment/engine/summary";
import { ensureSentimentLexicon } from "~/features/comment-sentiment/lexicon.server";
import { MAX_COMMENTS, MAX_COMMENT_LENGTH } from "~/features/comment-sentiment/limits";
import { getDb } from "~/lib/db/client.server";
import { featureLockedError } from "~/features/billing/entitlements";
import { hasFeature } from "~/features/billing/entitlements.server";
import type { ApiEnv } from "../app-env";
import { meterAnalysis } from "./entitlements";
import { requireUser } from "./session";
import { jsonBody, messageWithPath } from "./validate";

// The largest list the schema accepts, written as plain JSON, with room for ids and dates.
export const MAX_ANALYZE_BYTES = MAX_COMMENTS * (MAX_COMMENT_LENGTH + 1_000);

export const comments = new Hono<ApiEnv>();

/**
 * Audience Demand Insights (Pro and up) are the viewers' requests and questions: without the
 * plan they are left out (empty lists, per-comment flags null) and `locked` says why.
 */
function withoutAudienceDemand(result: ReturnType<typeof analyzeComments>) {
  return {
    comments: result.comments.map((comment) => ({ ...comment, question: null, request: null })),
    summary: { ...result.summary, requests: [], questions: [], questionThemes: [] },
    locked: [{ feature: "Audience Demand Insights", fields: ["summary.requests", "summary.questions", "summary.questionThemes", "comments[].request", "comments[].question"], message: featureLockedError("audience-demand") }],
  };
}

// POST /api/comments/analyze: any comments (a competitor's, a pasted export), scored and
// summarised; nothing is stored. Demo users may use it: it reads no live data.
comments.post(
  "/comments/analyze",
  requireUser(),
  jsonBody(analyzeRequestSchema, { maxBytes: MAX_ANALYZE_BYTES, describe: messageWithPath }),
  meterAnalysis("comment-sentiment"),
  async (c) => {
    const db = getDb(c.env);
    await ensureSentimentLexicon(db);
    const result = analyzeComments(c.req.valid("json").comments);
    if (await hasFeature(db, c.get("user"), "audience-demand")) return c.json(result);
    return c.json(withoutAudienceDemand(result));
  },
);

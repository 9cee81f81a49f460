import { Hono } from "hono/tiny";
import { estimatesIn } from "~/lib/figure-source";
import { analyzeRequestSchema } from "~/features/comment-sentiment/index.server";
import { analyzeCommentBatch } from "~/features/comment-sentiment/index.server";
import { MAX_COMMENTS, MAX_COMMENT_LENGTH } from "~/features/comment-sentiment/index";
import { getDb } from "~/lib/db/client.server";
import { lockedForApi, viewerOf } from "~/features/billing/index.server";
import type { ApiEnv } from "../app-env";
import { requireUser } from "./session";
import { jsonBody, messageWithPath } from "./validate";

// The largest list the schema accepts, written as plain JSON, with room for ids and dates.
export const MAX_ANALYZE_BYTES = MAX_COMMENTS * (MAX_COMMENT_LENGTH + 1_000);

export const commentSentiment = new Hono<ApiEnv>();

// POST /api/comments/analyze: any comments (a competitor's, a pasted export), scored and
// summarised; nothing is stored. Demo users may use it: it reads no live data.
commentSentiment.post(
  "/comments/analyze",
  requireUser(),
  jsonBody(analyzeRequestSchema, { maxBytes: MAX_ANALYZE_BYTES, describe: messageWithPath }),
  async (c) => {
    const db = getDb(c.env);
    // One analysis run, metered by the use-case (402 past a free account's one analysis).
    // Audience Demand Insights (Pro and up): without the plan the requests and questions are
    // left out (empty lists, per-comment flags null) and `locked` says why.
    const {
      comments: results,
      summary,
      locked,
    } = await analyzeCommentBatch(db, await viewerOf(db, c.get("user")), c.req.valid("json").comments);
    // Every sentiment, spam and language reading, and the summary, is Vidwise's; the comments are the caller's.
    const estimates = estimatesIn(
      "comments[].sentiment",
      "comments[].spam",
      "comments[].language",
      "comments[].question",
      "comments[].request",
      "summary",
    );
    return c.json(
      locked.length > 0
        ? { comments: results, summary, locked: lockedForApi(locked), estimates }
        : { comments: results, summary, estimates },
    );
  },
);

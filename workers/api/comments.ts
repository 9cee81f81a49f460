import { Hono } from "hono";
import { analyzeRequestSchema } from "~/features/comment-sentiment/api-schema";
import { analyzeComments } from "~/features/comment-sentiment/engine/summary";
import { ensureSentimentLexicon } from "~/features/comment-sentiment/lexicon.server";
import { MAX_COMMENTS, MAX_COMMENT_LENGTH } from "~/features/comment-sentiment/limits";
import { getDb } from "~/lib/db/client.server";
import type { ApiEnv } from "../app-env";
import { requireUser } from "./session";
import { jsonBody, messageWithPath } from "./validate";

// The largest list the schema accepts, written as plain JSON, with room for ids and dates.
export const MAX_ANALYZE_BYTES = MAX_COMMENTS * (MAX_COMMENT_LENGTH + 1_000);

export const comments = new Hono<ApiEnv>();

// POST /api/comments/analyze: any comments (a competitor's, a pasted export), scored and
// summarised; nothing is stored. Demo users may use it: it reads no live data.
comments.post(
  "/comments/analyze",
  requireUser(),
  jsonBody(analyzeRequestSchema, { maxBytes: MAX_ANALYZE_BYTES, describe: messageWithPath }),
  async (c) => {
    await ensureSentimentLexicon(getDb(c.env));
    return c.json(analyzeComments(c.req.valid("json").comments));
  },
);

import { Hono } from "hono/tiny";
import { rewriteDescription } from "~/features/description-rewriter/index.server";
import { viewerOf } from "~/features/billing/index.server";
import { REWRITE_SIGNED_OUT_ERROR } from "~/features/description-rewriter/index";
import { rewriteBodySchema } from "~/features/description-rewriter/index.server";
import { getDb } from "~/lib/db/client.server";
import type { ApiEnv } from "../app-env";
import { requireUser } from "./session";
import { jsonBody, messageWithPath } from "./validate";

/** A 5,000-character description is at most ~20 KB of UTF-8; JSON escaping can double it. */
export const MAX_REWRITE_BYTES = 64 * 1024;

export const descriptionRewriter = new Hono<ApiEnv>();

// POST /api/description/rewrite: a title and description (and optional keywords) → the spec's
// Rewrite result, measured against the checklist before and after. The rewrite joins the
// workspace's list on the Description Rewriter page, like one made there.
descriptionRewriter.post(
  "/description/rewrite",
  requireUser(REWRITE_SIGNED_OUT_ERROR),
  jsonBody(rewriteBodySchema, { maxBytes: MAX_REWRITE_BYTES, describe: messageWithPath }),
  async (c) => {
    const user = c.get("user");
    const body = c.req.valid("json");
    const db = getDb(c.env);
    const now = new Date();
    // One analysis run, metered by the use-case: 402 past a free account's one analysis.
    return c.json(await rewriteDescription(db, await viewerOf(db, user, now), body, now));
  },
);

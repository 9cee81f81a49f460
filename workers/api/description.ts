import { Hono } from "hono";
import { rewriteForWorkspace, saveRewrite } from "~/features/description-rewriter/rewriter.server";
import { REWRITE_SIGNED_OUT_ERROR } from "~/features/description-rewriter/messages";
import { rewriteBodySchema } from "~/features/description-rewriter/schema";
import { getDb } from "~/lib/db/client.server";
import type { ApiEnv } from "../app-env";
import { meterAnalysis } from "./entitlements";
import { requireUser } from "./session";
import { jsonBody, messageWithPath } from "./validate";

/** A 5,000-character description is at most ~20 KB of UTF-8; JSON escaping can double it. */
export const MAX_REWRITE_BYTES = 64 * 1024;

export const description = new Hono<ApiEnv>();

// POST /api/description/rewrite: a title and description (and optional keywords) → the spec's
// Rewrite result, measured against the checklist before and after. The rewrite joins the
// workspace's list on the Description Rewriter page, like one made there.
description.post(
  "/description/rewrite",
  requireUser(REWRITE_SIGNED_OUT_ERROR),
  jsonBody(rewriteBodySchema, { maxBytes: MAX_REWRITE_BYTES, describe: messageWithPath }),
  meterAnalysis("description-rewriter"),
  async (c) => {
    const user = c.get("user");
    const body = c.req.valid("json");
    const db = getDb(c.env);
    const now = new Date();
    const result = await rewriteForWorkspace(db, user.workspaceId, body, now);
    return c.json(await saveRewrite(db, user.workspaceId, result, now));
  },
);

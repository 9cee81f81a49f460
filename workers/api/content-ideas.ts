import { Hono } from "hono/tiny";
import { estimatesIn } from "~/lib/figure-source";
import { ideasPage } from "~/features/content-ideas/index.server";
import { isAppError } from "~/lib/errors";
import { generateIdeaBatch } from "~/features/content-ideas/index.server";
import { viewerOf } from "~/features/billing/index.server";
import {
  GENERATE_BODY_ERROR,
  GENERATE_FAILED_ERROR,
  NO_EVIDENCE_MESSAGE,
  SIGNED_OUT_ERROR,
} from "~/features/content-ideas/index";
import { generateBodySchema } from "~/features/content-ideas/index.server";
import { getDb } from "~/lib/db/client.server";
import type { ApiEnv } from "../app-env";
import { apiError } from "./errors";
import { requireUser } from "./session";
import { jsonBody } from "./validate";
import { log } from "~/lib/log.server";

/** The body is empty or "{}": anything past a few bytes is not a valid request. */
// An idea's scores, demand, forecast and estimated views are computed by Vidwise.
const IDEA_ESTIMATES = estimatesIn(
  "ideas[].trendScore",
  "ideas[].score",
  "ideas[].demand",
  "ideas[].freshness",
  "ideas[].difficulty",
  "ideas[].forecast",
  "ideas[].estimatedViews",
);

export const MAX_GENERATE_BYTES = 1024;

export const contentIdeas = new Hono<ApiEnv>();

// GET /api/ideas: the newest batch's ideas (spec §3 "Content idea" fields plus their evidence;
// dismissed topics left out) and the stats tiles' figures.
contentIdeas.get("/ideas", requireUser(SIGNED_OUT_ERROR), async (c) => {
  const user = c.get("user");
  const page = await ideasPage(getDb(c.env), user.teamChannelId, new Date());
  return c.json({
    ideas: page.ideas,
    stats: page.stats,
    missing: page.batch?.analyzed.missing ?? [],
    estimates: IDEA_ESTIMATES,
  });
});

// POST /api/ideas/generate: a new batch now, like Generate New Ideas on the page. No body (or {}):
// ideas come from the workspace's data. 404 without a channel, 429 past 20 manual batches a day,
// 402 past a free account's one analysis (metered by the use-case, like the page: a batch with no
// evidence gives it back).
contentIdeas.post(
  "/ideas/generate",
  requireUser(SIGNED_OUT_ERROR),
  jsonBody(generateBodySchema, { maxBytes: MAX_GENERATE_BYTES, emptyIs: {}, describe: () => GENERATE_BODY_ERROR }),
  async (c) => {
    const user = c.get("user");
    const db = getDb(c.env);
    const now = new Date();
    try {
      const outcome = await generateIdeaBatch(db, await viewerOf(db, user, now), now, c.env.SYNC_QUEUE);
      const page = await ideasPage(db, user.teamChannelId, now);
      if (!outcome.batch)
        return c.json({
          ideas: page.ideas,
          stats: page.stats,
          missing: outcome.missing,
          message: NO_EVIDENCE_MESSAGE,
          estimates: IDEA_ESTIMATES,
        });
      return c.json({ ideas: page.ideas, stats: page.stats, missing: outcome.missing, estimates: IDEA_ESTIMATES });
    } catch (error) {
      if (isAppError(error)) throw error; // a refusal: answered by apiOnError
      log.error("api.failed", { requestId: c.get("requestId"), path: c.req.path, error });
      return apiError(c, 500, GENERATE_FAILED_ERROR);
    }
  },
);

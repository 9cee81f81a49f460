import { Hono } from "hono/tiny";
import { trendsForUser } from "~/features/trends/index.server";
import { getDb } from "~/lib/db/client.server";
import type { ApiEnv } from "../app-env";
import { apiError } from "./errors";
import { requireRealUser, requireUser } from "./session";
import { log } from "~/lib/log.server";

// Spec §8, word for word.
export const TRENDS_SIGNED_OUT_ERROR = "No valid session found";
export const TRENDS_FAILED_ERROR = "Failed to fetch trend data";
export const TRENDS_DEMO_ERROR = "Please sign up for a real account to see live trends.";

export const trends = new Hono<ApiEnv>();

// GET /api/trends: the trend panel's data, the signed-in user's primary topic and tracked
// keywords (spec §7). Guards first, then one read.
trends.get("/trends", requireUser(TRENDS_SIGNED_OUT_ERROR), requireRealUser(TRENDS_DEMO_ERROR), async (c) => {
  try {
    return c.json({ success: true, trends: await trendsForUser(getDb(c.env), c.get("user")) });
  } catch (error) {
    log.error("api.failed", { requestId: c.get("requestId"), path: c.req.path, error });
    return apiError(c, 500, TRENDS_FAILED_ERROR);
  }
});

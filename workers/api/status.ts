import { type Context, Hono } from "hono";
import { type SourceStatus, studioImportStatus, youtubeDataApiStatus } from "~/features/account/api-status.server";
import { getDb } from "~/lib/db/client.server";
import type { ApiEnv } from "../app-env";
import { apiError } from "./errors";

// GET /api/youtube-insights/status and GET /api/youtube-analytics/status: the account page's API
// Status card polls these; any 200 means "connected". Public: they say whether a service answers,
// nothing about any account.
export const status = new Hono<ApiEnv>();

/** 200 with the status when the service answers; else 503 in the shared error shape, the status fields kept. */
function answer(c: Context, result: SourceStatus) {
  return result.ok ? c.json(result) : apiError(c, 503, result.detail, result);
}

status.get("/youtube-insights/status", async (c) => answer(c, await youtubeDataApiStatus(c.env, getDb(c.env))));

status.get("/youtube-analytics/status", async (c) => answer(c, await studioImportStatus(getDb(c.env))));

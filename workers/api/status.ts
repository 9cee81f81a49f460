import { type Context, Hono } from "hono";
import { type SourceStatus, youtubeDataApiStatus } from "~/features/account/api-status.server";
import { type GoogleAnalyticsStatus, googleAnalyticsStatus } from "~/features/google-connection/analytics/status.server";
import { getDb } from "~/lib/db/client.server";
import type { ApiEnv } from "../app-env";
import { apiError } from "./errors";

// GET /api/youtube-insights/status and GET /api/youtube-analytics/status: the account page's API
// Status card polls these; any 200 means "connected". The Data API check is public and says
// nothing about any account. The Analytics one describes the Google connection: signed out, only
// whether this server can connect; signed in, the caller's own workspace's connection and sync
// progress (never a token), so it is not cached.
export const status = new Hono<ApiEnv>();

/** 200 with the status when the service answers; else 503 in the shared error shape, the status fields kept. */
function answer(c: Context, result: SourceStatus | GoogleAnalyticsStatus) {
  return result.ok ? c.json(result) : apiError(c, 503, result.detail, result);
}

status.get("/youtube-insights/status", async (c) => answer(c, await youtubeDataApiStatus(c.env, getDb(c.env))));

status.get("/youtube-analytics/status", async (c) => {
  c.header("cache-control", "private, no-store");
  return answer(c, await googleAnalyticsStatus(c.env, getDb(c.env), c.get("user")?.workspaceId ?? null));
});

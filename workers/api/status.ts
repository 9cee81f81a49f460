import type { Context } from "hono";
import { Hono } from "hono/tiny";
import { type SourceStatus, youtubeDataApiStatus } from "~/features/channel-data/index.server";
import { type GoogleAnalyticsStatus, googleAnalyticsStatus } from "~/features/google-connection/index.server";
import { getDb } from "~/lib/db/client.server";
import { isAllowed } from "~/lib/rate-limit.server";
import type { ApiEnv } from "../app-env";
import { apiError } from "./errors";

// GET /api/youtube-insights/status and GET /api/youtube-analytics/status: the account page's API
// Status card polls these; any 200 means "connected". The Data API check is public and says
// nothing about any account. The Analytics one describes the Google connection: signed out, only
// whether this server can connect; signed in, the caller's own workspace's connection and sync
// progress (never a token), so it is not cached.
// The Data API check is read from D1 (api-status.server.ts): a stranger never makes a YouTube
// call, a signed-in user renews a stale one at most once per STATUS_REFRESH_MINUTES. Both are
// throttled per address (STATUS_LIMITER), since each still reads D1.
export const status = new Hono<ApiEnv>();

export const STATUS_RATE_LIMITED = "Too many status checks from your network. Please wait a minute and try again.";

status.use("/youtube-insights/status", throttled);
status.use("/youtube-analytics/status", throttled);

async function throttled(c: Context<ApiEnv>, next: () => Promise<void>) {
  if (!(await isAllowed(c.env.STATUS_LIMITER, `status:${c.get("ip")}`))) return apiError(c, 429, STATUS_RATE_LIMITED);
  await next();
}

/** 200 with the status when the service answers; else 503 in the shared error shape, the status fields kept. */
function answer(c: Context, result: SourceStatus | GoogleAnalyticsStatus) {
  return result.ok ? c.json(result) : apiError(c, 503, result.detail, result);
}

status.get("/youtube-insights/status", async (c) =>
  answer(c, await youtubeDataApiStatus(c.env, getDb(c.env), c.get("user") ? "signed-in" : "anonymous")),
);

status.get("/youtube-analytics/status", async (c) => {
  c.header("cache-control", "private, no-store");
  return answer(c, await googleAnalyticsStatus(c.env, getDb(c.env), c.get("user")?.teamChannelId ?? null));
});

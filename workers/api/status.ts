import { Hono } from "hono";
import { studioImportStatus, youtubeDataApiStatus } from "~/features/account/api-status.server";
import { getDb } from "~/lib/db/client.server";
import type { AppEnv } from "../app";

// The account page's API Status card polls these; any 200 means "connected".
export const status = new Hono<AppEnv>();

status.get("/youtube-insights/status", async (c) => {
  const result = await youtubeDataApiStatus(c.env, getDb(c.env));
  return c.json(result, result.ok ? 200 : 503);
});

status.get("/youtube-analytics/status", async (c) => {
  const result = await studioImportStatus(getDb(c.env));
  return c.json(result, result.ok ? 200 : 503);
});

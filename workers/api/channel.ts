import { Hono } from "hono/tiny";
import { channelOverview } from "~/features/channel-data/index.server";
import { getDb } from "~/lib/db/client.server";
import type { ApiEnv } from "../app-env";
import { apiError } from "./errors";
import { requireUser } from "./session";

export const NO_CHANNEL_ERROR = "No channel connected. Connect your YouTube channel in Account Settings.";

export const channel = new Hono<ApiEnv>();

// GET /api/channel: the signed-in user's own channel and the state of its sync; only their
// workspace is read. Demo users see their private copy of the sample channel.
channel.get("/channel", requireUser(), async (c) => {
  const overview = await channelOverview(getDb(c.env), c.get("user").teamChannelId);
  if (!overview.channel) return apiError(c, 404, NO_CHANNEL_ERROR);
  return c.json({
    title: overview.channel.title,
    id: overview.channel.id,
    isSample: overview.channel.isSample,
    videoCount: overview.counts.videos,
    commentCount: overview.counts.comments,
    lastSyncedAt: overview.channel.lastSyncedAt,
    sync: overview.sync
      ? {
          status: overview.sync.status,
          stage: overview.sync.stage,
          progress: overview.sync.progress,
          error: overview.sync.error,
        }
      : { status: "none", stage: null, progress: null, error: null },
  });
});

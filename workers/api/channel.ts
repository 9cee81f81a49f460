import { Hono } from "hono";
import { channelOverview } from "~/features/channel-data/overview.server";
import { getDb } from "~/lib/db/client.server";
import { type SignedInEnv, requireSession } from "./session";

export const channel = new Hono<SignedInEnv>();

channel.use("*", requireSession);

// The signed-in user's own channel and the state of its sync; only their workspace is read.
channel.get("/", async (c) => {
  const overview = await channelOverview(getDb(c.env), c.get("user").workspaceId);
  if (!overview.channel) {
    return c.json({ error: "No channel connected. Connect your YouTube channel in Account Settings." }, 404);
  }
  return c.json({
    title: overview.channel.title,
    id: overview.channel.id,
    isSample: overview.channel.isSample,
    videoCount: overview.counts.videos,
    commentCount: overview.counts.comments,
    lastSyncedAt: overview.channel.lastSyncedAt,
    sync: overview.sync
      ? { status: overview.sync.status, stage: overview.sync.stage, progress: overview.sync.progress, error: overview.sync.error }
      : { status: "none", stage: null, progress: null, error: null },
  });
});

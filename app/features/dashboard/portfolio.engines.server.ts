// The dashboard's portfolio view: each channel of the workspace read from its own rows
// (the channel row's workspace id, like every tool), then rolled up by the engine.
import {
  channelDaysForDashboard,
  trafficForDashboard,
  uploadsOf,
  type TeamChannel,
} from "~/features/channel-data/index.server";
import type { Db } from "~/lib/db/client.server";
import { type Portfolio, portfolioOf } from "./engine/portfolio";

const RECENT_DAYS = 28;
const DAY_MS = 86_400_000;

/** The portfolio of the workspace's `channels` (those the person may see); null while there are fewer than two. */
export async function portfolioFor(db: Db, held: readonly TeamChannel[], now: Date): Promise<Portfolio | null> {
  // A paused channel (past what the plan includes) is not read.
  const channels = held.filter((channel) => !channel.paused);
  if (channels.length < 2) return null;
  const since = new Date(now.getTime() - RECENT_DAYS * DAY_MS);
  const inputs = await Promise.all(
    channels.map(async (channel) => {
      const [days, traffic, recent] = await Promise.all([
        channelDaysForDashboard(db, channel.teamChannelId),
        trafficForDashboard(db, channel.teamChannelId),
        uploadsOf(db, channel.teamChannelId, channel.id, { since }),
      ]);
      return {
        id: channel.id,
        title: channel.title,
        subscriberCount: channel.subscriberCount,
        videoCount: channel.videoCount,
        recentUploads: recent.length,
        recentUploadViews: recent.reduce((sum, upload) => sum + upload.viewCount, 0),
        days,
        traffic,
      };
    }),
  );
  return portfolioOf(inputs);
}

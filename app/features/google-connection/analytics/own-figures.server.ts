// A connected creator's own uploads' counters from YouTube Analytics, for the channel's refresh
// (channel-data's sync): views, likes and comments per video come from the Analytics API's own
// quota, so the shared Data API allowance is spent only on what Analytics cannot give.
import { and, eq } from "drizzle-orm";
import type { Db } from "~/lib/db/client.server";
import { isAppError } from "~/lib/errors";
import { type OwnChannelAnalytics, type OwnVideoFigures, ownChannelOf } from "~/features/channel-data/index.server";
import { googleConnections } from "../tables";
import { type AccessToken, accessTokenFor } from "../tokens.server";
import { analyticsClientFor } from "./analytics-for-env.server";
import { type FetchLike, numberOf, textOf } from "./client";
import { FIGURES_IDS_PER_CALL, reports } from "./reports";

/**
 * The Analytics reader for a workspace's own channel, or null unless that workspace itself holds an
 * active Google grant to that very channel and the grant still works (not revoked, not expired,
 * Google configured here): the refresh then reads the Data API as for any channel. Another
 * workspace's grant to the same channel is never used: what it gives is that creator's alone.
 */
export async function ownChannelAnalytics(
  env: Env,
  db: Db,
  teamChannelId: string,
  channelId: string,
  options: { fetch?: FetchLike; tokenFor?: typeof accessTokenFor } = {},
): Promise<OwnChannelAnalytics | null> {
  const connection = await db
    .select({ channelId: googleConnections.channelId })
    .from(googleConnections)
    .where(and(eq(googleConnections.teamChannelId, teamChannelId), eq(googleConnections.status, "active")))
    .get();
  if (connection?.channelId !== channelId) return null;
  // The grant is the workspace's own channel's only while that channel is its own there.
  if ((await ownChannelOf(db, teamChannelId))?.id !== channelId) return null;
  let token: AccessToken;
  try {
    token = await (options.tokenFor ?? accessTokenFor)(env, db, teamChannelId);
  } catch (error) {
    // The grant gives no token (revoked, Google not configured): read as any channel; Google unreachable fails the refresh.
    if (isAppError(error)) return null;
    throw error;
  }
  // The grant is for another channel now (reconnected with a different one): not this channel's.
  if (token.channelId !== channelId) return null;
  const client = analyticsClientFor(env, token.token, options.fetch);
  return {
    async videoFigures(videoIds, now) {
      const endDate = now.toISOString().slice(0, 10);
      const figures: OwnVideoFigures[] = [];
      for (let i = 0; i < videoIds.length; i += FIGURES_IDS_PER_CALL) {
        const rows = await client.query(reports.videoFigures(videoIds.slice(i, i + FIGURES_IDS_PER_CALL), endDate));
        for (const row of rows) {
          const videoId = textOf(row, "video");
          const views = numberOf(row, "views");
          if (!videoId || views === null) continue;
          figures.push({ videoId, views, likes: numberOf(row, "likes"), comments: numberOf(row, "comments") });
        }
      }
      return figures;
    },
  };
}

// Which channel a script or a connected application reads (decision 015): /api (cookie or token)
// and the MCP server ask this one function, so the same token gets the same channel at both doors.
import { inChannel, keepToPlan } from "~/features/channel-data/index.server";
import type { SessionUser } from "~/lib/auth/session.server";
import type { Db } from "~/lib/db/client.server";

/**
 * `user` reading the channel named by its YouTube channel id (`?channel=` on /api, the tool's
 * `channel` argument over MCP) among the acting workspace's channels they may see; without one,
 * the first of those, never the one last chosen on a page, so an answer never depends on a page
 * visited in between. Null: the workspace holds no such channel for them (the same answer whether
 * it exists elsewhere, belongs to a channel they may not see, is paused past the plan, or nowhere).
 */
export async function channelOfCaller<U extends SessionUser>(
  db: Db,
  user: U,
  channelId: string | null | undefined,
): Promise<U | null> {
  const first = { ...user, teamChannelId: user.firstTeamChannelId };
  // The first a member limited to some channels may see can be paused: the first open one then.
  return channelId ? inChannel(db, first, channelId, { remember: false }) : keepToPlan(db, first);
}

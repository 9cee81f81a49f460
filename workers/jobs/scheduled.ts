import { deleteExpiredDemoWorkspaces } from "~/features/auth/accounts.server";
import { getDb } from "~/lib/db/client.server";
import { queueChannelRefreshes } from "./sync";

/** Cron entry point: the hourly schedule in wrangler.toml runs each job here. */
export async function runScheduled(_controller: ScheduledController, env: Env) {
  const removed = await deleteExpiredDemoWorkspaces(getDb(env));
  const refreshed = await queueChannelRefreshes(env);
  console.log(JSON.stringify({ job: "hourly", demoWorkspacesRemoved: removed, channelRefreshesQueued: refreshed }));
}

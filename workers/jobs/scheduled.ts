import { deleteExpiredDemoWorkspaces } from "~/features/auth/accounts.server";
import { getDb } from "~/lib/db/client.server";

/** Cron entry point: each schedule in wrangler.toml maps to its jobs here. */
export async function runScheduled(_controller: ScheduledController, env: Env) {
  const removed = await deleteExpiredDemoWorkspaces(getDb(env));
  console.log(JSON.stringify({ job: "demo-cleanup", removed }));
}

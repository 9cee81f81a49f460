// An AskContext for a test user (the one behind a session cookie, or an email), read from D1:
// what the page and the API build from the session, for tests that call the assistant directly.
import { env } from "cloudflare:test";
import type { AskContext } from "~/features/ask-vidwise/types";
import { readSessionUser } from "~/lib/auth/session.server";
import { getDb } from "~/lib/db/client.server";

type Row = { id: string; workspace_id: string; is_demo: number; time_zone: string | null; primary_topic: string };
const COLUMNS = "SELECT id, workspace_id, is_demo, time_zone, primary_topic FROM users WHERE ";

export async function askContextFor(
  who: { cookie: string } | { email: string },
  now = new Date(),
): Promise<AskContext> {
  const db = getDb(env);
  let row: Row | null;
  if ("email" in who) row = await env.DB.prepare(`${COLUMNS}email = ?`).bind(who.email).first<Row>();
  else {
    const user = await readSessionUser(db, new Request("http://vidwise.test/", { headers: { cookie: who.cookie } }));
    row = user ? await env.DB.prepare(`${COLUMNS}id = ?`).bind(user.id).first<Row>() : null;
  }
  if (!row) throw new Error("no such user");
  return {
    env,
    db,
    user: {
      id: row.id,
      teamChannelId: row.workspace_id,
      // Their own workspace, as its owner: its plan is theirs.
      teamId: row.workspace_id,
      homeTeamId: row.workspace_id,
      role: "owner",
      isDemo: row.is_demo === 1,
      timeZone: row.time_zone,
      primaryTopic: row.primary_topic,
    },
    now,
  };
}

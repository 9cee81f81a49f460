// GET /api/workspace: the acting workspace (issue 41), its own channel(s) from channel data and its
// members. POST /api/workspace/members: invite `{ email, role }` (owners; 201 with the invitation,
// the link mailed). A role that may not is 403 with the words saying which role may.
import { Hono } from "hono/tiny";
import { ownChannelOf } from "~/features/channel-data/index.server";
import { inviteBodySchema, inviteMember, workspaceSummary } from "~/features/team/index.server";
import { getDb } from "~/lib/db/client.server";
import type { ApiEnv } from "../app-env";
import { requireUser } from "./session";
import { jsonBody } from "./validate";

/** An invitation is an address and a role: a few hundred bytes. */
const MAX_INVITE_BYTES = 4 * 1024;

export const workspace = new Hono<ApiEnv>();

workspace.get("/workspace", requireUser(), async (c) => {
  const db = getDb(c.env);
  const user = c.get("user");
  const [summary, own] = await Promise.all([workspaceSummary(db, user), ownChannelOf(db, user.workspaceId)]);
  // One channel per workspace today; a list so several channels (issue 41) change no script.
  const channels = own ? [{ id: own.id, title: own.title, subscriberCount: own.subscriberCount }] : [];
  // The workspace's fields at the top, beside `success`, like the other reads of /api.
  return c.json({ success: true, ...summary, channels });
});

workspace.post(
  "/workspace/members",
  requireUser(),
  jsonBody(inviteBodySchema, { maxBytes: MAX_INVITE_BYTES }),
  async (c) => {
    // Refusals (a role that may not invite, an existing member) are AppErrors: apiOnError answers them.
    const invitation = await inviteMember(
      c.env,
      getDb(c.env),
      c.get("user"),
      c.req.valid("json"),
      new URL(c.req.url).origin,
    );
    return c.json({ success: true, ...invitation }, 201);
  },
);

// GET /api/workspace: the acting workspace, its channels from channel data (the first
// first; each `id` is what every /api read takes as `?channel=`) and, for a signed-in session, its
// name and members. POST /api/workspace/members: invite `{ email, role }` (owners; 201 with the
// invitation, the link mailed). A role that may not is 403 with the words saying which role may.
import { Hono } from "hono/tiny";
import { channelsOfTeam } from "~/features/channel-data/index.server";
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
  // A token reads what its consent text names: the "channel" scope gives the channels' dashboard
  // figures, and no scope gives the team. The members' addresses and the workspace's name (its
  // owner's address) stay with a signed-in session.
  const token = c.get("token");
  const [summary, held] = await Promise.all([
    token ? { id: user.teamId, role: user.role } : workspaceSummary(db, user),
    channelsOfTeam(db, user.teamId, user.teamChannelIds),
  ]);
  // `paused`: past what the plan includes now, kept but not read or refreshed (docs/entitlements.md).
  const channels = held.map(({ id, title, handle, subscriberCount, videoCount, lastSyncedAt, first, paused }) => ({
    id,
    title,
    handle,
    subscriberCount,
    videoCount,
    lastSyncedAt,
    first,
    paused,
  }));
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

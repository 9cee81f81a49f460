// The one way other code gets a Google access token for a workspace (issue 16, in progress: the
// OAuth helper fills this in). Refreshes an expired token; a grant Google refuses marks the
// connection revoked. Tokens never leave the server.
import type { Db } from "~/lib/db/client.server";

export type AccessToken =
  | { ok: true; token: string; channelId: string; includeRevenue: boolean }
  | { ok: false; reason: "not-configured" | "not-connected" | "revoked" };

export async function accessTokenFor(_env: Env, _db: Db, _workspaceId: string): Promise<AccessToken> {
  return { ok: false, reason: "not-connected" };
}

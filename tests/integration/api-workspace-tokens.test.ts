// GET /api/workspace gives a bearer token what its scope's consent text names: the "channel" scope
// covers the channels' dashboard figures, and no scope covers the team, so neither a connected
// application's token nor a personal API token receives the members' addresses or the owner's
// (the workspace's name). A signed-in session keeps the team list.
import { describe, expect, it } from "vitest";
import { get, joinWorkspace, postForm, request, signUp, waitForSyncs, workspaceOf } from "../helpers";
import { connect } from "./mcp-support";

const OWNER = "ws-tokens-owner@example.com";
const MEMBER = "ws-tokens-member@example.com";

type WorkspaceAnswer = { success: boolean; id: string; role: string; name?: string; members?: unknown; channels: [] };

async function personalToken(cookie: string, scopes: string[]): Promise<string> {
  const body = new URLSearchParams({ intent: "api-token-create", name: "team script", days: "30" });
  for (const scope of scopes) body.append("scope", scope);
  const response = await request("POST", "/account", {
    body: body.toString(),
    contentType: "application/x-www-form-urlencoded",
    cookie,
  });
  const token = /vwp_[A-Za-z0-9_-]{43}/.exec(await response.text())?.[0];
  if (!token) throw new Error(`no token: ${response.status}`);
  return token;
}

const withToken = async (token: string) => {
  const response = await request("GET", "/api/workspace", { headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, text: await response.text() };
};

describe("GET /api/workspace with a bearer token", () => {
  it("gives the channels and the token holder's role, never the team's addresses", async () => {
    const owner = await signUp(OWNER);
    const member = await signUp(MEMBER);
    const team = await workspaceOf(OWNER);
    await joinWorkspace(MEMBER, team, "viewer");
    const connected = await postForm(
      "/account",
      { intent: "connect-channel", channel: "@nineteen-sample" },
      { cookie: owner },
    );
    expect(connected.status).toBe(200);
    await waitForSyncs(team);

    // The session: the team as today.
    const session = (await (await get("/api/workspace", { cookie: owner })).json()) as WorkspaceAnswer;
    expect(session.name).toBe(OWNER);
    expect(session.members).toEqual(
      expect.arrayContaining([
        { email: OWNER, role: "owner" },
        { email: MEMBER, role: "viewer" },
      ]),
    );

    const tokens = [
      (await connect(owner, ["channel"], "channel")).access_token,
      await personalToken(owner, ["channel"]),
      // Every scope at once covers no member either.
      await personalToken(owner, ["channel", "comments", "market", "forecasts", "revenue"]),
      (await connect(member, ["channel"], "channel")).access_token,
      await personalToken(member, ["channel"]),
    ];
    for (const token of tokens) {
      const { status, text } = await withToken(token);
      expect(status).toBe(200);
      expect(text).not.toContain(OWNER);
      expect(text).not.toContain(MEMBER);
      const body = JSON.parse(text) as WorkspaceAnswer;
      expect(Object.keys(body).sort()).toEqual(["channels", "id", "role", "success"]);
      expect(body).toMatchObject({ success: true, id: team });
      expect(body.channels).toEqual([expect.objectContaining({ title: expect.any(String), first: true })]);
    }
    expect(JSON.parse((await withToken(tokens[0]!)).text)).toMatchObject({ role: "owner" });
    expect(JSON.parse((await withToken(tokens[3]!)).text)).toMatchObject({ role: "viewer" });
  });
});

// One token, one channel at both doors (decision 015): MCP's tools and /api read the channel named
// (the tool's `channel` argument, `?channel=`) or, without one, the workspace's first channel the
// person may see, never the one last chosen on a page; a channel the workspace does not hold for
// them is the same "not in this workspace" at both.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { WORKSPACE_CHANNEL_MESSAGES } from "~/features/channel-data/index.server";
import { fakeYouTubeWorld } from "~/dev/youtube/fake-world";
import { get, joinWorkspace, postForm, request, signUp, userIdOf, waitForSyncs, workspaceOf } from "../helpers";
import { connect, rpc } from "./mcp-support";

const OWNER = "one-channel-owner@example.com";
const EDITOR = "one-channel-editor@example.com";

const world = fakeYouTubeWorld();
const idOf = (handle: string) => world.competitors.find((d) => d.channel.handle === handle)!.channel.youtubeId;
const NINETEEN = idOf("nineteen-sample");
const ONE = idOf("oneupload-sample");
const ELSEWHERE = idOf("fifty-sample");

type Cadence = {
  verdict: string;
  uploadsLast7: number;
  uploadsLast28: number;
  usualPer28: number | null;
  daysSinceLastUpload: number | null;
};

/** MCP's cadence tool: which channel it read, and the figures. */
async function overMcp(token: string, channel?: string) {
  const { body } = await rpc(token, "tools/call", {
    name: "cadence",
    arguments: channel === undefined ? {} : { channel },
  });
  const result = body!.result!;
  if (result.isError) return { error: result.content![0]!.text };
  const content = result.structuredContent as { channel?: { id: string }; figures: Cadence };
  const { verdict, uploadsLast7, uploadsLast28, usualPer28, daysSinceLastUpload } = content.figures;
  return {
    channel: content.channel?.id,
    cadence: { verdict, uploadsLast7, uploadsLast28, usualPer28, daysSinceLastUpload },
  };
}

/** /api with the same token: the channel GET /api/channel read, and GET /api/dashboard's cadence. */
async function overApi(token: string, channel?: string) {
  const query = channel === undefined ? "" : `?channel=${encodeURIComponent(channel)}`;
  const headers = { authorization: `Bearer ${token}` };
  const [read, dashboard] = await Promise.all([
    request("GET", `/api/channel${query}`, { headers }),
    request("GET", `/api/dashboard${query}`, { headers }),
  ]);
  if (read.status !== 200) {
    expect(dashboard.status).toBe(read.status);
    return { status: read.status, error: ((await read.json()) as { error: string }).error };
  }
  const { verdict, uploadsLast7, uploadsLast28, usualPer28, daysSinceLastUpload } = (
    (await dashboard.json()) as { cadence: Cadence }
  ).cadence;
  return {
    channel: ((await read.json()) as { id: string }).id,
    cadence: { verdict, uploadsLast7, uploadsLast28, usualPer28, daysSinceLastUpload },
  };
}

let owner = "";
let editor = "";

beforeAll(async () => {
  owner = await signUp(OWNER, undefined, { plan: "pro" });
  editor = await signUp(EDITOR);
  const team = await workspaceOf(OWNER);
  const first = await postForm(
    "/account",
    { intent: "connect-channel", channel: "@nineteen-sample" },
    { cookie: owner },
  );
  expect(first.status).toBe(200);
  await waitForSyncs(team);
  const added = await postForm("/account", { intent: "add-channel", channel: "@oneupload-sample" }, { cookie: owner });
  expect(added.status).toBe(200);
  const second = (await env.DB.prepare("SELECT id FROM workspaces WHERE parent_id = ?")
    .bind(team)
    .first<{ id: string }>())!.id;
  await waitForSyncs(second);
  // A manager limited to the second channel.
  await joinWorkspace(EDITOR, team, "manager");
  const limited = await postForm(
    "/account",
    { intent: "team-member-channels", userId: await userIdOf(EDITOR), access: "some", channel: second },
    { cookie: owner },
  );
  expect(limited.status).toBe(200);
}, 60_000);

describe("the channel a token reads", () => {
  it("is the same over MCP and /api, with and without a channel, whatever was chosen on a page", async () => {
    const { access_token } = await connect(owner);
    // The owner last chose the second channel on a page: neither door follows it.
    expect((await get(`/dashboard?channel=${ONE}`, { cookie: owner })).status).toBe(200);

    const firstByDefault = await overMcp(access_token);
    expect(firstByDefault).toEqual(await overApi(access_token));
    expect(firstByDefault.channel).toBe(NINETEEN);
    expect(await overMcp(access_token, NINETEEN)).toEqual(firstByDefault);

    const second = await overMcp(access_token, ONE);
    expect(second).toEqual(await overApi(access_token, ONE));
    expect(second.channel).toBe(ONE);
    // The two channels' figures differ, so equal figures above mean the same channel was read.
    expect(second.cadence).not.toEqual(firstByDefault.cadence);

    for (const elsewhere of [ELSEWHERE, "UCnotinthisworkspace00"]) {
      expect(await overMcp(access_token, elsewhere)).toEqual({ error: WORKSPACE_CHANNEL_MESSAGES.notInWorkspace });
      expect(await overApi(access_token, elsewhere)).toEqual({
        status: 404,
        error: WORKSPACE_CHANNEL_MESSAGES.notInWorkspace,
      });
    }
  });

  it("for a member limited to some channels, is the first of theirs, and any other is not in this workspace", async () => {
    const { access_token } = await connect(editor);
    const theirs = await overMcp(access_token);
    expect(theirs).toEqual(await overApi(access_token));
    expect(theirs.channel).toBe(ONE);
    expect(await overMcp(access_token, NINETEEN)).toEqual({ error: WORKSPACE_CHANNEL_MESSAGES.notInWorkspace });
    expect(await overApi(access_token, NINETEEN)).toEqual({
      status: 404,
      error: WORKSPACE_CHANNEL_MESSAGES.notInWorkspace,
    });
  });

  it("is an argument of every tool over MCP", async () => {
    const { access_token } = await connect(owner);
    const { body } = await rpc(access_token, "tools/list");
    const tools = body!.result!.tools as unknown as { name: string; inputSchema: { properties: object } }[];
    expect(tools.length).toBeGreaterThan(0);
    for (const tool of tools)
      expect(tool.inputSchema.properties, tool.name).toHaveProperty(
        "channel",
        expect.objectContaining({ type: "string" }),
      );
  });
});

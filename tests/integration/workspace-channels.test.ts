// Several channels per workspace: a Pro owner connects a channel and adds a second on
// Account Settings (the offline YouTube fake's small channels); /api reads the first without
// `?channel=` and the one named with it; a page's `?channel=` chooses the channel every page shows
// next; the dashboard rolls both up; a viewer reads both and adds none; a stranger reads neither;
// the plan's channel count holds; removing a channel removes its data and queues its store.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import {
  count,
  get,
  joinWorkspace,
  pageText,
  postForm,
  signUp,
  storeCount,
  waitForSyncs,
  workspaceOf,
} from "../helpers";
import { WORKSPACE_CHANNEL_MESSAGES } from "~/features/channel-data/index.server";
import { fakeYouTubeWorld } from "~/dev/youtube/fake-world";

const OWNER = "channels-owner@example.com";
const VIEWER = "channels-viewer@example.com";
const STRANGER = "channels-stranger@example.com";
const STARTER = "channels-starter@example.com";
const EDITOR = "channels-editor@example.com";

const world = fakeYouTubeWorld();
const idOf = (handle: string) => world.competitors.find((d) => d.channel.handle === handle)!.channel.youtubeId;
const NINETEEN = idOf("nineteen-sample");
const ONE = idOf("oneupload-sample");

type WorkspaceAnswer = { channels: { id: string; title: string; first: boolean }[] };
type ChannelAnswer = { id: string; title: string; videoCount: number };

const json = async <T>(path: string, cookie: string) => {
  const response = await get(path, { cookie });
  return { status: response.status, body: (await response.json()) as T };
};
/** The page's words without tags. */
const words = async (path: string, cookie: string) =>
  (await pageText(await get(path, { cookie }))).replace(/<[^>]+>/g, "");

let owner = "";
let viewer = "";
let stranger = "";
let editor = "";
let team = "";

beforeAll(async () => {
  owner = await signUp(OWNER, undefined, { plan: "pro" });
  viewer = await signUp(VIEWER);
  stranger = await signUp(STRANGER);
  editor = await signUp(EDITOR);
  team = await workspaceOf(OWNER);
  const first = await postForm(
    "/account",
    { intent: "connect-channel", channel: "@nineteen-sample" },
    { cookie: owner },
  );
  expect(first.status).toBe(200);
  await waitForSyncs(team);
}, 60_000);

describe("adding a channel", () => {
  it("Account Settings offers to add another once the first is connected, and adds it into a channel row", async () => {
    const page = await pageText(await get("/account", { cookie: owner }));
    expect(page).toContain("Add another channel");
    expect(page).toContain("1 of 3 your plan includes");

    const added = await postForm(
      "/account",
      { intent: "add-channel", channel: "@oneupload-sample" },
      { cookie: owner },
    );
    expect(added.status).toBe(200);
    expect(await pageText(added)).toContain(WORKSPACE_CHANNEL_MESSAGES.added("One Upload Workshop"));
    const rows = await env.DB.prepare("SELECT id FROM workspaces WHERE parent_id = ?").bind(team).all<{ id: string }>();
    expect(rows.results).toHaveLength(1);
    await waitForSyncs(rows.results[0]!.id);
    // The channel's data lives in its own row, not in the workspace's.
    const videosOf = (ws: string) => storeCount(ws, "SELECT count(*) FROM videos WHERE workspace_id = ?", ws);
    expect(await videosOf(rows.results[0]!.id)).toBe(1);
    expect(await videosOf(team)).toBe(19);
  });

  it("refuses the same channel twice and a link that finds nothing, adding nothing", async () => {
    const again = await postForm(
      "/account",
      { intent: "add-channel", channel: "@oneupload-sample" },
      { cookie: owner },
    );
    expect(again.status).toBe(409);
    expect(await pageText(again)).toContain(WORKSPACE_CHANNEL_MESSAGES.already);
    const unknown = await postForm(
      "/account",
      { intent: "add-channel", channel: "@no-such-channel-anywhere" },
      { cookie: owner },
    );
    expect(unknown.status).toBe(404);
    const blank = await postForm("/account", { intent: "add-channel", channel: "   " }, { cookie: owner });
    expect(blank.status).toBe(400);
    expect(await count("SELECT count(*) AS n FROM workspaces WHERE parent_id = ?", team)).toBe(1);
  });

  it("holds the plan's count: a Starter workspace has one channel", async () => {
    const starter = await signUp(STARTER, undefined, { plan: "starter" });
    const ws = await workspaceOf(STARTER);
    expect(
      (await postForm("/account", { intent: "connect-channel", channel: "@fifty-sample" }, { cookie: starter })).status,
    ).toBe(200);
    await waitForSyncs(ws);
    const refused = await postForm(
      "/account",
      { intent: "add-channel", channel: "@oneupload-sample" },
      { cookie: starter },
    );
    expect(refused.status).toBe(403);
    expect(await pageText(refused)).toContain("Your plan includes 1 channel per workspace.");
    expect(await count("SELECT count(*) AS n FROM workspaces WHERE parent_id = ?", ws)).toBe(0);
  });
});

describe("reading a channel", () => {
  it("GET /api/workspace lists both, the first first", async () => {
    const { body } = await json<WorkspaceAnswer>("/api/workspace", owner);
    expect(body.channels.map((c) => [c.id, c.title, c.first])).toEqual([
      [NINETEEN, "Nineteen Builds", true],
      [ONE, "One Upload Workshop", false],
    ]);
  });

  it("/api reads the first without ?channel= and the one named with it; another id is 404", async () => {
    expect((await json<ChannelAnswer>("/api/channel", owner)).body.title).toBe("Nineteen Builds");
    const second = await json<ChannelAnswer>(`/api/channel?channel=${ONE}`, owner);
    expect(second.status).toBe(200);
    expect(second.body.title).toBe("One Upload Workshop");
    expect(second.body.videoCount).toBe(1);
    const missing = await json<{ success: boolean; error: string }>(
      "/api/channel?channel=UCnotinthisworkspace00",
      owner,
    );
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ success: false, error: WORKSPACE_CHANNEL_MESSAGES.notInWorkspace });
  });

  it("a page's ?channel= chooses the channel every page shows next, and the switcher lists both", async () => {
    // The channel just added is the one shown after adding it.
    expect(await words("/dashboard", owner)).toContain("One Upload Workshop: how the channel is doing");
    const first = await pageText(await get(`/dashboard?channel=${NINETEEN}`, { cookie: owner }));
    expect(first).toMatch(/<select[^>]*name="channel"/);
    expect(first).toContain("Nineteen Builds: how the channel is doing");
    // The switcher without JavaScript: a GET form to the same page.
    const switcher = /<form[^>]*aria-label="Channel switcher"[^>]*>/.exec(first)?.[0] ?? "";
    expect(switcher).toContain('method="get"');
    expect(switcher).toContain('action="/dashboard"');

    expect(await words(`/dashboard?channel=${ONE}`, owner)).toContain("One Upload Workshop: how the channel is doing");
    expect(await words("/dashboard", owner)).toContain("One Upload Workshop: how the channel is doing");
    // /api keeps its contract: the first channel without ?channel=, whatever a page chose.
    expect((await json<ChannelAnswer>("/api/channel", owner)).body.title).toBe("Nineteen Builds");
    // A channel the workspace does not hold changes nothing on a page.
    expect(await words("/dashboard?channel=UCnotinthisworkspace00", owner)).toContain("One Upload Workshop: how");
    await get(`/dashboard?channel=${NINETEEN}`, { cookie: owner });
  });

  it("the dashboard's portfolio has each channel's row and the total of both", async () => {
    const text = await words("/dashboard", owner);
    expect(text).toContain("All channels");
    expect(text).toContain("All 2 channels");
    expect(text).toContain("(0 of 2 channels have daily data");
    const api = (
      await json<{ portfolio: { rows: { title: string; videoCount: number }[]; total: { videoCount: number } } }>(
        "/api/dashboard",
        owner,
      )
    ).body;
    expect(api.portfolio.rows.map((r) => r.title)).toEqual(["Nineteen Builds", "One Upload Workshop"]);
    expect(api.portfolio.total.videoCount).toBe(api.portfolio.rows.reduce((s, r) => s + r.videoCount, 0));
  });
});

describe("members and strangers", () => {
  it("a viewer reads both channels and adds none", async () => {
    await joinWorkspace(VIEWER, team, "viewer");
    expect((await json<WorkspaceAnswer>("/api/workspace", viewer)).body.channels).toHaveLength(2);
    const second = await json<ChannelAnswer>(`/api/channel?channel=${ONE}`, viewer);
    expect(second.status).toBe(200);
    expect(second.body.title).toBe("One Upload Workshop");
    const refused = await postForm("/account", { intent: "add-channel", channel: "@fifty-sample" }, { cookie: viewer });
    expect(refused.status).toBe(403);
    expect(await count("SELECT count(*) AS n FROM workspaces WHERE parent_id = ?", team)).toBe(1);
  });

  it("a stranger reads neither channel", async () => {
    expect((await get(`/api/channel?channel=${ONE}`, { cookie: stranger })).status).toBe(404);
    expect((await get(`/api/channel?channel=${NINETEEN}`, { cookie: stranger })).status).toBe(404);
    expect(await words(`/dashboard?channel=${ONE}`, stranger)).not.toContain("One Upload Workshop");
  });
});

describe("a member limited to some channels", () => {
  const secondRow = async () =>
    (await env.DB.prepare("SELECT id FROM workspaces WHERE parent_id = ?").bind(team).first<{ id: string }>())!.id;

  it("the owner limits a manager to the second channel; the manager sees only that one, everywhere", async () => {
    await joinWorkspace(EDITOR, team, "manager");
    const editorId = (await env.DB.prepare("SELECT id FROM users WHERE email = ?")
      .bind(EDITOR)
      .first<{ id: string }>())!.id;
    const form = await postForm(
      "/account",
      { intent: "team-member-channels", userId: editorId, access: "some", channel: await secondRow() },
      { cookie: owner },
    );
    expect(form.status).toBe(200);
    expect(await pageText(form)).toContain(`${EDITOR} sees 1 channel.`);

    expect((await json<WorkspaceAnswer>("/api/workspace", editor)).body.channels.map((c) => c.id)).toEqual([ONE]);
    // /api's first channel is the first one they may see; the other is not there for them.
    expect((await json<ChannelAnswer>("/api/channel", editor)).body.title).toBe("One Upload Workshop");
    expect((await get(`/api/channel?channel=${NINETEEN}`, { cookie: editor })).status).toBe(404);
    const page = await words(`/dashboard?channel=${NINETEEN}`, editor);
    expect(page).toContain("One Upload Workshop: how the channel is doing");
    expect(page).not.toContain("Nineteen Builds");
  });

  it("refuses an empty list and a channel of another workspace", async () => {
    const editorId = (await env.DB.prepare("SELECT id FROM users WHERE email = ?")
      .bind(EDITOR)
      .first<{ id: string }>())!.id;
    const none = await postForm(
      "/account",
      { intent: "team-member-channels", userId: editorId, access: "some" },
      { cookie: owner },
    );
    expect(none.status).toBe(400);
    expect(await pageText(none)).toContain("Tick at least one channel, or choose every channel.");
    const foreign = await postForm(
      "/account",
      { intent: "team-member-channels", userId: editorId, access: "some", channel: await workspaceOf(STRANGER) },
      { cookie: owner },
    );
    expect(foreign.status).toBe(404);
    // A manager may not change who sees what: that is the owner's.
    const byManager = await postForm(
      "/account",
      { intent: "team-member-channels", userId: editorId, access: "all" },
      { cookie: editor },
    );
    expect(byManager.status).toBe(403);
  });
});

describe("removing a channel", () => {
  it("the first stays; another goes with its data, and its store is queued for deletion", async () => {
    const first = await postForm("/account", { intent: "remove-channel", channelId: NINETEEN }, { cookie: owner });
    expect(first.status).toBe(409);
    const row = (await env.DB.prepare("SELECT id FROM workspaces WHERE parent_id = ?")
      .bind(team)
      .first<{ id: string }>())!;
    await get(`/dashboard?channel=${ONE}`, { cookie: owner });

    const removed = await postForm("/account", { intent: "remove-channel", channelId: ONE }, { cookie: owner });
    expect(removed.status).toBe(200);
    expect(await pageText(removed)).toContain("One Upload Workshop and everything Vidwise kept for it were removed");
    expect(await count("SELECT count(*) AS n FROM workspaces WHERE id = ?", row.id)).toBe(0);
    // Its videos are in its store, whose deletion is on record (the hourly job empties it).
    expect(await count("SELECT count(*) AS n FROM store_deletions WHERE workspace_id = ?", row.id)).toBe(1);
    // The pages fall back to the first channel; the activity log says who removed what.
    expect(await words("/dashboard", owner)).toContain("Nineteen Builds: how the channel is doing");
    expect(
      await count("SELECT count(*) AS n FROM audit_log WHERE workspace_id = ? AND action = 'channel-removed'", team),
    ).toBe(1);
    // The manager who could see only that channel has nothing left there: no longer a member.
    expect(
      await count("SELECT count(*) AS n FROM workspace_members WHERE workspace_id = ? AND role = 'manager'", team),
    ).toBe(0);
    expect((await json<{ id: string }>("/api/workspace", editor)).body.id).not.toBe(team);
  });

  it("deleting the workspace deletes its channel rows by cascade, each store recorded", async () => {
    const added = await postForm("/account", { intent: "add-channel", channel: "@fiftyone-sample" }, { cookie: owner });
    expect(added.status).toBe(200);
    const row = (await env.DB.prepare("SELECT id FROM workspaces WHERE parent_id = ?")
      .bind(team)
      .first<{ id: string }>())!;
    await waitForSyncs(row.id);
    await env.DB.prepare("DELETE FROM workspaces WHERE id = ?").bind(team).run();
    expect(await count("SELECT count(*) AS n FROM workspaces WHERE id = ?", row.id)).toBe(0);
    expect(await count("SELECT count(*) AS n FROM store_deletions WHERE workspace_id IN (?, ?)", team, row.id)).toBe(2);
  });
});

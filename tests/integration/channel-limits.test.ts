// A workspace's channel count holds under racing requests, one channel is held once per workspace,
// and a plan that lapses pauses the channels past what the plan now includes: listed as paused,
// never read (pages, /api), never refreshed, until the plan includes them again.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import {
  count,
  get,
  grantPlan,
  pageText,
  postForm,
  postFormRacing,
  signUp,
  waitForSyncs,
  workspaceOf,
} from "../helpers";
import { fakeYouTubeWorld } from "~/dev/youtube/fake-world";
import { queueChannelRefreshes } from "../../workers/jobs/sync";

const world = fakeYouTubeWorld();
/** Handles the offline YouTube fake answers, beyond the first channel each test connects. */
// Channels other than the one each test connects first.
const HANDLES = world.competitors
  .map((d) => d.channel.handle)
  .filter((h): h is string => !!h && h !== "nineteen-sample");

type WorkspaceAnswer = { channels: { id: string; title: string; first: boolean; paused: boolean }[] };

const workspaceAnswer = async (cookie: string) =>
  (await (await get("/api/workspace", { cookie })).json()) as WorkspaceAnswer;

/** Channel rows and workspace rows holding `channel` as their own, in the workspace `team`. */
const heldTimes = (team: string, channel: string) =>
  count(
    "SELECT count(*) AS n FROM workspaces w JOIN channels c ON c.workspace_id = w.id AND c.role = 'own' WHERE coalesce(w.parent_id, w.id) = ? AND c.id = ?",
    team,
    channel,
  );

async function connectFirst(cookie: string, team: string, handle: string) {
  const connected = await postForm("/account", { intent: "connect-channel", channel: `@${handle}` }, { cookie });
  expect(connected.status).toBe(200);
  await waitForSyncs(team);
}

beforeAll(() => {
  expect(HANDLES.length).toBeGreaterThanOrEqual(6);
});

describe("the plan's channel count under racing requests", () => {
  it("a Pro workspace with one channel, sent five adds at once, holds three", async () => {
    const cookie = await signUp("limits-race-pro@example.com", undefined, { plan: "pro" });
    const team = await workspaceOf("limits-race-pro@example.com");
    await connectFirst(cookie, team, "nineteen-sample");
    const answers = await Promise.all(
      HANDLES.slice(0, 5).map((handle) =>
        postFormRacing("/account", { intent: "add-channel", channel: `@${handle}` }, { cookie }),
      ),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 200, 403, 403, 403]);
    expect((await workspaceAnswer(cookie)).channels).toHaveLength(3);
    expect(await count("SELECT count(*) AS n FROM workspaces WHERE parent_id = ?", team)).toBe(2);
  });

  it("the same channel added three times at once is held once", async () => {
    const cookie = await signUp("limits-race-same@example.com", undefined, { plan: "pro" });
    const team = await workspaceOf("limits-race-same@example.com");
    await connectFirst(cookie, team, "nineteen-sample");
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        postFormRacing("/account", { intent: "add-channel", channel: "@oneupload-sample" }, { cookie }),
      ),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const oneUpload = world.competitors.find((d) => d.channel.handle === "oneupload-sample")?.channel.youtubeId;
    expect(await heldTimes(team, oneUpload ?? "UConeupload")).toBe(1);
    expect(await count("SELECT count(*) AS n FROM workspaces WHERE parent_id = ?", team)).toBe(1);
  });

  it("a Free workspace sent a connect and two adds at once holds one channel", async () => {
    const email = "limits-race-free@example.com";
    const cookie = await signUp(email, undefined, { plan: null });
    const team = await workspaceOf(email);
    const answers = await Promise.all([
      postFormRacing("/account", { intent: "connect-channel", channel: "@nineteen-sample" }, { cookie }),
      postFormRacing("/account", { intent: "add-channel", channel: "@fifty-sample" }, { cookie }),
      postFormRacing("/account", { intent: "add-channel", channel: "@oneupload-sample" }, { cookie }),
    ]);
    // Connecting names the workspace's own channel (it may replace one an add put there a moment
    // before); of the two adds at most one fits Free's one channel.
    expect(answers[0]!.status).toBe(200);
    expect(answers.slice(1).filter((r) => r.status === 403).length).toBeGreaterThanOrEqual(1);
    await waitForSyncs(team);
    expect((await workspaceAnswer(cookie)).channels).toHaveLength(1);
    expect(await count("SELECT count(*) AS n FROM workspaces WHERE parent_id = ?", team)).toBe(0);
  });
});

describe("a plan that lapses", () => {
  const EMAIL = "limits-lapse@example.com";
  let cookie = "";
  let team = "";
  let third = { id: "", teamChannelId: "" };

  beforeAll(async () => {
    cookie = await signUp(EMAIL, undefined, { plan: "pro" });
    team = await workspaceOf(EMAIL);
    await connectFirst(cookie, team, "nineteen-sample");
    for (const handle of ["oneupload-sample", "fifty-sample"]) {
      const added = await postForm("/account", { intent: "add-channel", channel: `@${handle}` }, { cookie });
      expect(added.status).toBe(200);
    }
    const rows = await env.DB.prepare("SELECT id FROM workspaces WHERE parent_id = ? ORDER BY created_at, id")
      .bind(team)
      .all<{ id: string }>();
    for (const row of rows.results) await waitForSyncs(row.id);
    const channels = (await workspaceAnswer(cookie)).channels;
    expect(channels.map((c) => c.paused)).toEqual([false, false, false]);
    // The person last chose the third channel: after the lapse, pages must not keep showing it.
    const shown = await get(`/dashboard?channel=${channels[2]!.id}`, { cookie });
    expect(shown.status).toBe(200);
    third = { id: channels[2]!.id, teamChannelId: rows.results[1]!.id };
    // The plan ends: Stripe's last word is a cancelled subscription.
    await grantPlan(EMAIL, "pro", { status: "canceled" });
  }, 120_000);

  it("lists every channel, those past Free's one marked paused", async () => {
    const channels = (await workspaceAnswer(cookie)).channels;
    expect(channels.map((c) => [c.first, c.paused])).toEqual([
      [true, false],
      [false, true],
      [false, true],
    ]);
  });

  it("serves no paused channel on /api, however it is named", async () => {
    const read = await get(`/api/channel?channel=${third.id}`, { cookie });
    expect(read.status).toBe(404);
    const first = (await (await get("/api/channel", { cookie })).json()) as { title: string };
    expect(first.title).toBe("Nineteen Builds");
  });

  it("pages fall back from the paused channel chosen before to the first, and ?channel= cannot pick it", async () => {
    const page = await pageText(await get("/dashboard", { cookie }));
    expect(page).toContain("Nineteen Builds");
    expect(page).not.toContain("Fifty Fixes");
    const asked = await pageText(await get(`/dashboard?channel=${third.id}`, { cookie }));
    expect(asked).not.toContain("Fifty Fixes");
    const remembered = await env.DB.prepare("SELECT acting_channel_id AS id FROM users WHERE email = ?")
      .bind(EMAIL)
      .first<{ id: string }>();
    expect(remembered?.id).toBe(third.teamChannelId);
  });

  it("Account Settings says which channels are paused and why", async () => {
    const page = (await pageText(await get("/account", { cookie }))).replace(/<[^>]+>/g, "");
    expect(page).toContain("2 channels are paused");
    expect(page).toContain("the workspace's plan includes 1 channel");
    expect(page.match(/Paused/g)?.length).toBeGreaterThanOrEqual(2);
  });

  it("the daily refresh leaves paused channels alone", async () => {
    await env.DB.prepare(
      "DELETE FROM sync_jobs WHERE workspace_id IN (SELECT id FROM workspaces WHERE coalesce(parent_id, id) = ?)",
    )
      .bind(team)
      .run();
    const tomorrow = new Date(Date.now() + 2 * 86_400_000);
    await queueChannelRefreshes(env as unknown as Env, tomorrow);
    const queued = await env.DB.prepare(
      "SELECT workspace_id AS ws FROM sync_jobs WHERE kind = 'refresh' AND workspace_id IN (SELECT id FROM workspaces WHERE coalesce(parent_id, id) = ?)",
    )
      .bind(team)
      .all<{ ws: string }>();
    expect(queued.results.map((r) => r.ws)).toEqual([team]);
  });

  it("a plan with more channels resumes them all", async () => {
    await grantPlan(EMAIL, "pro");
    expect((await workspaceAnswer(cookie)).channels.map((c) => c.paused)).toEqual([false, false, false]);
    expect((await get(`/api/channel?channel=${third.id}`, { cookie })).status).toBe(200);
  });
});

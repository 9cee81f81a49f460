// A real channel on day one gets what the demo shows: connected with Google, each upload's first
// week comes from YouTube Analytics (the connection's per-video days), so Upload Timing, the
// Thumbnail Optimizer and the Live Visibility Score are filled from the import itself, not after
// weeks of snapshots. Without Google, each says what fills it in and when. The channel is synced
// from the offline YouTube fake through the Worker; the Google import runs its queue steps here
// against the offline Analytics fake (the same sample channel), as the queue consumer runs them.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createFakeAnalyticsApi, FAKE_ANALYTICS_BASE_URL } from "~/dev/analytics/fake-analytics";
import { fakeYouTubeWorld } from "~/dev/youtube/fake-world";
import {
  type GoogleSyncMessage,
  runGoogleSyncStep,
  startGoogleBackfill,
} from "~/features/google-connection/analytics/backfill.server";
import { encryptToken, tokenKey } from "~/features/google-connection/crypto.server";
import { MISSING_DAILY_OR_GOOGLE } from "~/features/dashboard/engine/kpis";
import { GOOGLE_NO_IMPRESSIONS, GOOGLE_NO_UNIQUE_VIEWERS } from "~/features/google-connection/messages";
import { googleConnections } from "~/features/google-connection/tables";
import { getDb } from "~/lib/db/client.server";
import { get, postForm, signUp, storeCount, storeRows, workspaceOf } from "../helpers";

const db = getDb(env);
const NOW = new Date();
const world = fakeYouTubeWorld(NOW);
const fake = createFakeAnalyticsApi(world);
const KEY = btoa(String.fromCharCode(...Array.from({ length: 32 }, (_, i) => (i * 29 + 7) % 256)));
const testEnv = { ...env, TOKEN_ENCRYPTION_KEY: KEY, YOUTUBE_ANALYTICS_BASE_URL: FAKE_ANALYTICS_BASE_URL } as Env;
/** How long a test waits for the channel's first sync (the test's own limit is 90 s). */
const SYNC_WAIT_MS = 60_000;
const tokenFor = async () =>
  ({ token: "fake-access-token", channelId: world.own.channel.youtubeId, includeRevenue: false }) as const;

/** A Pro account with the sample channel connected through the account page and synced by the queue. */
async function channelConnected(email: string) {
  const cookie = await signUp(email, undefined, { plan: "pro" });
  const response = await postForm(
    "/account",
    { intent: "connect-channel", channel: `https://www.youtube.com/@${world.own.channel.handle}` },
    { cookie },
  );
  expect(response.status).toBe(200);
  // The queue consumer syncs in the background; on a loaded machine a sync takes tens of seconds,
  // and a test that went on before it ended would read a channel with a handful of uploads.
  for (const deadline = Date.now() + SYNC_WAIT_MS; ;) {
    const body = (await (await get("/api/channel", { cookie })).json()) as { sync?: { status: string } };
    if (body.sync?.status === "done") break;
    if (body.sync?.status === "failed") throw new Error("the channel sync failed");
    if (Date.now() > deadline) throw new Error(`the channel sync did not finish in ${SYNC_WAIT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { cookie, teamChannelId: await workspaceOf(email) };
}

/** Connects Google for the workspace (the row the OAuth callback stores) and runs its whole import. */
async function googleImported(teamChannelId: string) {
  const user = (await env.DB.prepare("SELECT id FROM users WHERE workspace_id = ?")
    .bind(teamChannelId)
    .first<{ id: string }>())!;
  const key = await tokenKey(KEY);
  await db.insert(googleConnections).values({
    teamChannelId,
    userId: user.id,
    channelId: world.own.channel.youtubeId,
    scopes: "https://www.googleapis.com/auth/youtube.readonly https://www.googleapis.com/auth/yt-analytics.readonly",
    includeRevenue: false,
    refreshTokenCiphertext: await encryptToken(key, "fake-refresh-token", "refresh"),
    accessTokenCiphertext: await encryptToken(key, "fake-access-token", "access"),
    accessTokenExpiresAt: new Date(Date.UTC(2099, 0, 1)),
    status: "active",
    syncState: "queued",
    syncProgress: {},
    connectedAt: NOW,
    updatedAt: NOW,
  });
  const messages: GoogleSyncMessage[] = [];
  const queue = { send: async (m: GoogleSyncMessage) => void messages.push(m) };
  expect(await startGoogleBackfill(testEnv, db, teamChannelId, NOW, queue)).toBe(true);
  let steps = 0;
  while (messages.length > 0) {
    if (++steps > 60) throw new Error("the Google import did not finish");
    await runGoogleSyncStep({ env: testEnv, db, queue, fetch: fake, tokenFor }, messages.shift()!);
  }
}

type Dashboard = {
  kpis: { key: string; value: number | null; missing: string | null }[];
  timing: { uploads: number; recommendation: { text: string } };
  visibilityScore: {
    value: number | null;
    partsScored: number;
    basis: string | null;
    parts: { key: string; percentile: number | null; missing: string | null }[];
  };
};

const dashboardOf = async (cookie: string) => (await (await get("/api/dashboard", { cookie })).json()) as Dashboard;

async function analyzed(cookie: string, teamChannelId: string) {
  expect((await postForm("/thumbnail-optimizer", { intent: "analyze" }, { cookie })).status).toBe(200);
  const [row] = await storeRows(
    teamChannelId,
    "SELECT outcome, videos_analyzed, note FROM optimizer_runs WHERE workspace_id = ? ORDER BY created_at DESC LIMIT 1",
    teamChannelId,
  );
  return { outcome: String(row![0]), videosAnalyzed: Number(row![1]), note: row![2] === null ? null : String(row![2]) };
}

describe("a channel connected with Google, on day one", () => {
  it("fills Upload Timing, the Thumbnail Optimizer and the Visibility Score from the YouTube Analytics import", async () => {
    const { cookie, teamChannelId } = await channelConnected("first-weeks-google@example.com");
    // Before the import: the sync's own snapshots give a first week only to uploads it saw at about 7 days old.
    const before = await dashboardOf(cookie);
    expect(before.timing.uploads).toBeLessThan(10);
    const kpi = (d: Dashboard, key: string) => d.kpis.find((k) => k.key === key)!;
    expect(kpi(before, "subscriberGrowth").missing).toBe(MISSING_DAILY_OR_GOOGLE);

    await googleImported(teamChannelId);
    // Each upload's first days are stored as its own rows, from the publication's date on.
    const perVideoDays = await storeCount(
      teamChannelId,
      "SELECT count(*) FROM daily_analytics WHERE workspace_id = ? AND video_id <> '' AND source = 'google'",
      teamChannelId,
    );
    const uploads = await storeCount(
      teamChannelId,
      "SELECT count(*) FROM videos WHERE workspace_id = ?",
      teamChannelId,
    );
    expect(perVideoDays).toBeGreaterThan(uploads * 20);

    const after = await dashboardOf(cookie);
    // Upload timing: every long-form upload of the last two years has its first week.
    expect(after.timing.uploads).toBeGreaterThan(100);
    expect(after.timing.recommendation.text).toMatch(/^(Publish on|No publish time stands out)/);
    // Visibility: net subscribers from the channel days, new videos' first weeks from the per-video
    // days; impressions and CTR are not in the API, and the score says it is from 2 of 4 parts.
    const part = (key: string) => after.visibilityScore.parts.find((p) => p.key === key)!;
    expect(part("subscribers").percentile).not.toBeNull();
    expect(part("newVideoViews").percentile).not.toBeNull();
    expect(part("impressions").missing).toBe(GOOGLE_NO_IMPRESSIONS);
    expect(after.visibilityScore.value).not.toBeNull();
    expect(after.visibilityScore.partsScored).toBe(2);
    // The KPIs: subscriber growth from the import; the two it can never fill say why, not "import
    // Studio's data" as if nothing were connected.
    expect(kpi(after, "subscriberGrowth").value).not.toBeNull();
    expect(kpi(after, "watchTimePerViewer").missing).toBe(GOOGLE_NO_UNIQUE_VIEWERS);
    expect(kpi(after, "viewerFunnel").missing).toBe(GOOGLE_NO_IMPRESSIONS);
    expect(after.visibilityScore.basis).toMatch(
      /^From 2 of 4 parts \(50% of the stated weight\): new videos' views at 7 days, net subscribers\./,
    );
    // The page says the score is partial beside the number.
    const page = await (await get("/dashboard", { cookie })).text();
    expect(page).toContain("partial: <!-- -->2<!-- --> of <!-- -->4<!-- --> parts");
    expect(page).toContain('data-testid="visibility-basis"');

    // The optimizer measures every long-form upload on its first week.
    const run = await analyzed(cookie, teamChannelId);
    expect(run.outcome).toBe("views");
    expect(run.videosAnalyzed).toBeGreaterThan(100);
    expect(run.note ?? "").not.toMatch(/first-week view count/);
  });
});

describe("a channel without Google, on day one", () => {
  it("says what fills Upload Timing and the optimizer in and when, and estimates each upload from its one reading", async () => {
    const { cookie, teamChannelId } = await channelConnected("first-weeks-no-google@example.com");
    const dashboard = await dashboardOf(cookie);
    expect(dashboard.timing.uploads).toBeLessThan(10);
    expect(dashboard.timing.recommendation.text).toMatch(
      /^Not enough uploads to compare publish times yet: \d+ with a first-week view count, \d+ more needed before any weekday can be compared\. Uploads published from today are measured 7 days after they go up, or connect Google in Account Settings to use your history now/,
    );
    // No channel days at all: nothing to score, and each part says what fills it.
    expect(dashboard.visibilityScore.value).toBeNull();
    expect(dashboard.visibilityScore.parts.find((p) => p.key === "newVideoViews")!.missing).toMatch(
      /connect Google in Account Settings to use your history now/,
    );

    // The optimizer compares each upload's views so far with the uploads published nearest to it,
    // says it is an estimate, and says what gives it first weeks.
    const run = await analyzed(cookie, teamChannelId);
    expect(run.outcome).toBe("relative");
    expect(run.videosAnalyzed).toBeGreaterThan(100);
    expect(run.note).toMatch(/an estimate from one reading each/);
    expect(run.note).toMatch(/connect Google in Account Settings to use your history now/);
    const page = await (await get("/thumbnail-optimizer", { cookie })).text();
    expect(page).toContain("views so far against the 10 uploads published nearest to each");
  });
});

// The Google connection's data half: the three-year backfill as queue steps, resume after a
// failed step, revenue refused (403) recorded as unavailable, the daily continuation, a revoked
// grant, and the status endpoint's states. Every Analytics call goes to the offline fake serving
// the sample channel; connections are inserted here with tokens sealed the way the OAuth flow
// seals them.
import {
  createExecutionContext,
  createMessageBatch,
  env,
  getQueueResult,
  waitOnExecutionContext,
} from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { fakeYouTubeWorld } from "~/dev/youtube/fake-world";
import {
  type GoogleSyncMessage,
  RECONNECT_MESSAGE,
  SETTLING_DAYS,
  WINDOW_DAYS,
  addDays,
  DAILY_PER_RUN,
  GOOGLE_STUCK_MESSAGE,
  dailyGoogleSync,
  failGoogleSync,
  runGoogleSyncStep,
  startGoogleBackfill,
  yesterdayOf,
} from "~/features/google-connection/analytics/backfill.server";
import { createFakeAnalyticsApi, FAKE_ANALYTICS_BASE_URL, fakeTrafficSplit } from "~/dev/analytics/fake-analytics";
import { encryptToken, tokenKey } from "~/features/google-connection/crypto.server";
import type { AccessToken } from "~/features/google-connection/tokens.server";
import { NOT_CONNECTED_MESSAGE } from "~/features/google-connection/messages";
import { AppError, isAppError } from "~/lib/errors";
import { getDb } from "~/lib/db/client.server";
import { googleConnections } from "~/features/google-connection/tables";
import { runJobWatchdog } from "~/features/housekeeping/watchdog.server";
import { googleAnalyticsStatus } from "~/features/google-connection/analytics/status.server";
import worker from "../../workers/app";
import { ORIGIN, signUp, storeCount, storeRows, storeRun } from "../helpers";
import type { StoreValue } from "~/lib/db/workspace-store/protocol";

/**
 * The token as the connection stores it. The OAuth helper's accessTokenFor may still be a stub
 * refusing "not-found" (or "unavailable" without the OAuth settings): then the sealed row is read
 * here, as the real one reads it (a far-future expiry needs no refresh), refusing as it refuses.
 */
async function tokenFromRow(testEnv: Env, teamChannelId: string): Promise<AccessToken> {
  const { googleConnections: table } = await import("~/features/google-connection/tables");
  const { getDb: dbOf } = await import("~/lib/db/client.server");
  const crypto = await import("~/features/google-connection/crypto.server");
  const row = await dbOf(testEnv).select().from(table).where(eq(table.teamChannelId, teamChannelId)).get();
  if (!row) throw new AppError("not-found", NOT_CONNECTED_MESSAGE);
  if (row.status === "revoked") throw new AppError("unauthenticated", RECONNECT_MESSAGE);
  const key = await crypto.tokenKey((testEnv as Env & { TOKEN_ENCRYPTION_KEY?: string }).TOKEN_ENCRYPTION_KEY);
  const token = row.accessTokenCiphertext ? await crypto.decryptToken(key, row.accessTokenCiphertext, "access") : null;
  if (!token) throw new AppError("unauthenticated", RECONNECT_MESSAGE);
  return { token, channelId: row.channelId, includeRevenue: row.includeRevenue };
}

vi.mock("~/features/google-connection/tokens.server", async (importOriginal) => {
  const real = await importOriginal<typeof import("~/features/google-connection/tokens.server")>();
  return {
    ...real,
    accessTokenFor: async (testEnv: Env, db: Parameters<typeof real.accessTokenFor>[1], teamChannelId: string) => {
      try {
        return await real.accessTokenFor(testEnv, db, teamChannelId);
      } catch (error) {
        if (!isAppError(error) || error.code === "unauthenticated") throw error;
        return tokenFromRow(testEnv, teamChannelId);
      }
    },
  };
});

const db = getDb(env);
const NOW = new Date();
const world = fakeYouTubeWorld(NOW);
const channelDays = world.own.dailyAnalytics.filter((r) => r.videoYoutubeId === null);
const fake = createFakeAnalyticsApi(world);

const KEY = btoa(String.fromCharCode(...Array.from({ length: 32 }, (_, i) => (i * 37 + 11) % 256)));
const GOOGLE_ENV = {
  TOKEN_ENCRYPTION_KEY: KEY,
  GOOGLE_CLIENT_ID: "test-client",
  GOOGLE_CLIENT_SECRET: "test-secret",
  YOUTUBE_ANALYTICS_BASE_URL: FAKE_ANALYTICS_BASE_URL,
};
const testEnv = { ...env, ...GOOGLE_ENV } as Env;

const tokenFor = (e: Env, _db: unknown, teamChannelId: string) => tokenFromRow(e, teamChannelId);

let accounts = 0;
async function connectedWorkspace(options: { accessToken?: string; includeRevenue?: boolean } = {}) {
  const email = `google-sync-${++accounts}-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const cookie = await signUp(email);
  const user = (await env.DB.prepare("SELECT id, workspace_id FROM users WHERE email = ?")
    .bind(email)
    .first<{ id: string; workspace_id: string }>())!;
  const key = await tokenKey(KEY);
  await db.insert(googleConnections).values({
    teamChannelId: user.workspace_id,
    userId: user.id,
    channelId: world.own.channel.youtubeId,
    scopes: "https://www.googleapis.com/auth/youtube.readonly https://www.googleapis.com/auth/yt-analytics.readonly",
    includeRevenue: options.includeRevenue ?? true,
    refreshTokenCiphertext: await encryptToken(key, "fake-refresh-token", "refresh"),
    accessTokenCiphertext: await encryptToken(key, options.accessToken ?? "fake-access-token", "access"),
    accessTokenExpiresAt: new Date(Date.UTC(2099, 0, 1)),
    status: "active",
    syncState: "queued",
    syncProgress: {},
    connectedAt: NOW,
    updatedAt: NOW,
  });
  return { teamChannelId: user.workspace_id, cookie };
}

function memoryQueue() {
  const messages: GoogleSyncMessage[] = [];
  return { messages, send: async (m: GoogleSyncMessage) => void messages.push(m) };
}

/** Runs queued steps until none is left, as the consumer would (without the retries). */
async function drain(queue: ReturnType<typeof memoryQueue>, fetch = fake) {
  let steps = 0;
  while (queue.messages.length > 0) {
    if (++steps > 100) throw new Error("the sync did not finish");
    await runGoogleSyncStep({ env: testEnv, db, queue, fetch, tokenFor }, queue.messages.shift()!);
  }
  return steps;
}

async function connection(teamChannelId: string) {
  return (await db.select().from(googleConnections).where(eq(googleConnections.teamChannelId, teamChannelId)).get())!;
}

// The analytics tables are in the workspace's own store (decision 012): a count of them is asked
// there, of the workspace named by the first parameter.
const IN_STORE = /daily_analytics|traffic_sources|video_analytics/;
const count = async (sql: string, ...params: unknown[]) =>
  IN_STORE.test(sql)
    ? storeCount(params[0] as string, sql, ...(params as StoreValue[]))
    : ((
        await env.DB.prepare(sql)
          .bind(...params)
          .first<{ n: number }>()
      )?.n ?? 0);

function expectedDays(from: string, to: string) {
  return channelDays.filter((r) => r.date >= from && r.date <= to);
}

type DayRow = {
  date: string;
  views: number | null;
  impressions: number | null;
  impressions_ctr: number | null;
  unique_viewers: number | null;
  estimated_revenue: number | null;
  rpm: number | null;
  source: string;
};
const DAY_COLUMNS = [
  "date",
  "views",
  "impressions",
  "impressions_ctr",
  "unique_viewers",
  "estimated_revenue",
  "rpm",
  "source",
] as const;
async function channelRows(teamChannelId: string): Promise<DayRow[]> {
  const rows = await storeRows(
    teamChannelId,
    `SELECT ${DAY_COLUMNS.join(", ")} FROM daily_analytics WHERE workspace_id = ? AND video_id = '' ORDER BY date`,
    teamChannelId,
  );
  return rows.map((row) => Object.fromEntries(DAY_COLUMNS.map((c, i) => [c, row[i]])) as DayRow);
}

const backfillStart = (now: Date) => addDays(yesterdayOf(now), -3 * 365 + 1);

// Three years of days through the fake in a few steps: seconds alone, more while the whole suite,
// the build and the browser tests' deploy check share two cores.
describe("the Google Analytics backfill", { timeout: 90_000 }, () => {
  it("writes three years of channel days, traffic sources and per-video totals as source 'google', null where the API gives nothing", async () => {
    const { teamChannelId } = await connectedWorkspace();
    const queue = memoryQueue();
    expect(await startGoogleBackfill(testEnv, db, teamChannelId, NOW, queue)).toBe(true);
    const steps = await drain(queue);
    const windows = Math.ceil((3 * 365) / WINDOW_DAYS);
    // The windows, the per-video totals, and one step of uploads' first days (this workspace has none).
    expect(steps).toBe(windows + 2);

    const done = await connection(teamChannelId);
    expect(done.syncState).toBe("done");
    expect(done.syncError).toBeNull();
    expect(done.syncedThrough).toBe(yesterdayOf(NOW));
    expect(done.unavailable).toEqual([]);
    expect(done.syncProgress).toMatchObject({ stepsDone: windows + 2, stepsTotal: windows + 2, videoDaysDone: true });

    const expected = expectedDays(backfillStart(NOW), yesterdayOf(NOW));
    expect(expected.length).toBeGreaterThan(365);
    const rows = await channelRows(teamChannelId);
    expect(rows.map((r) => r.date)).toEqual(expected.map((r) => r.date));
    expect(rows.map((r) => r.views)).toEqual(expected.map((r) => r.views));
    expect(new Set(rows.map((r) => r.source))).toEqual(new Set(["google"]));
    // Not in reports.query: null, never zero.
    for (const r of rows) {
      expect(r.impressions).toBeNull();
      expect(r.impressions_ctr).toBeNull();
      expect(r.unique_viewers).toBeNull();
    }
    const busy = rows.find((r) => (r.views ?? 0) > 100)!;
    const source = expected.find((r) => r.date === busy.date)!;
    expect(busy.estimated_revenue).toBeCloseTo(source.estimatedRevenue!, 2);
    expect(busy.rpm).toBeCloseTo((source.estimatedRevenue! / source.views!) * 1000, 1);

    // Traffic sources: each day's split adds up to the day's views.
    const traffic = await storeRows(
      teamChannelId,
      "SELECT date, sum(views) AS views FROM traffic_sources WHERE workspace_id = ? GROUP BY date ORDER BY date",
      teamChannelId,
    );
    const withViews = expected.filter((r) => (r.views ?? 0) > 0);
    expect(traffic).toEqual(withViews.map((r) => [r.date, r.views]));
    const [related] = await storeRows(
      teamChannelId,
      "SELECT views FROM traffic_sources WHERE workspace_id = ? AND date = ? AND source_type = 'RELATED_VIDEO'",
      teamChannelId,
      busy.date,
    );
    expect(related?.[0]).toBe(
      fakeTrafficSplit(busy.date, busy.views!, 0).find((s) => s.sourceType === "RELATED_VIDEO")!.views,
    );

    // Per-video totals: the top 200 by views (the API's limit), Google's.
    const videos = await storeRows(
      teamChannelId,
      "SELECT video_id, views, source, impressions FROM video_analytics WHERE workspace_id = ? ORDER BY views DESC",
      teamChannelId,
    );
    expect(videos.length).toBe(Math.min(200, world.own.videoAnalytics.length));
    const top = [...world.own.videoAnalytics].sort((a, b) => (b.views ?? 0) - (a.views ?? 0))[0]!;
    expect(videos[0]).toEqual([top.videoYoutubeId, top.views, "google", null]);
    // Nothing of a creator's analytics is written to the control D1 any more.
    for (const table of ["daily_analytics", "traffic_sources", "video_analytics"]) {
      const control = await env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE workspace_id = ?`)
        .bind(teamChannelId)
        .first<{ n: number }>();
      expect(control?.n, table).toBe(0);
    }
  });

  it("resumes after a failed step from the saved progress: complete data and no duplicate rows", async () => {
    const { teamChannelId } = await connectedWorkspace();
    const queue = memoryQueue();
    await startGoogleBackfill(testEnv, db, teamChannelId, NOW, queue);
    // The 5th report call (inside the second window) answers 500 once.
    let calls = 0;
    const flaky = async (request: Request) =>
      ++calls === 5
        ? Response.json({ error: { code: 500, message: "backend error" } }, { status: 500 })
        : fake(request);

    await runGoogleSyncStep({ env: testEnv, db, queue, fetch: flaky, tokenFor }, queue.messages.shift()!);
    const second = queue.messages.shift()!;
    await expect(runGoogleSyncStep({ env: testEnv, db, queue, fetch: flaky, tokenFor }, second)).rejects.toThrow(/500/);
    // What the consumer does before the queue retries: the page shows the failure.
    await failGoogleSync(db, teamChannelId, "A YouTube Analytics sync step failed; it will be retried shortly.");
    const failed = await connection(teamChannelId);
    expect(failed.syncState).toBe("failed");
    expect(failed.syncProgress).toMatchObject({ stepsDone: 1 });
    // The failed step committed nothing: only the first window is in.
    const firstEnd = addDays(backfillStart(NOW), WINDOW_DAYS - 1);
    expect(failed.syncedThrough).toBe(firstEnd);
    expect((await channelRows(teamChannelId)).length).toBe(expectedDays(backfillStart(NOW), firstEnd).length);

    // The retry (the same message) continues; a redelivered earlier message changes nothing.
    queue.messages.push(second);
    await drain(queue, flaky);
    expect(await runGoogleSyncStep({ env: testEnv, db, queue, fetch: flaky, tokenFor }, second)).toBe("stale");
    expect(queue.messages).toEqual([]);

    const done = await connection(teamChannelId);
    expect(done.syncState).toBe("done");
    expect(done.syncError).toBeNull();
    const expected = expectedDays(backfillStart(NOW), yesterdayOf(NOW));
    expect((await channelRows(teamChannelId)).map((r) => r.date)).toEqual(expected.map((r) => r.date));
    expect(
      await count(
        "SELECT count(*) AS n FROM (SELECT date FROM traffic_sources WHERE workspace_id = ? GROUP BY date, source_type HAVING count(*) > 1)",
        teamChannelId,
      ),
    ).toBe(0);

    // Running the whole backfill again (progress forgotten) rewrites the same rows, adding none.
    const before = await count("SELECT count(*) AS n FROM daily_analytics WHERE workspace_id = ?", teamChannelId);
    const trafficBefore = await count(
      "SELECT count(*) AS n FROM traffic_sources WHERE workspace_id = ?",
      teamChannelId,
    );
    await db
      .update(googleConnections)
      .set({ syncProgress: {}, syncedThrough: null })
      .where(eq(googleConnections.teamChannelId, teamChannelId));
    await startGoogleBackfill(testEnv, db, teamChannelId, NOW, queue);
    await drain(queue);
    expect(await count("SELECT count(*) AS n FROM daily_analytics WHERE workspace_id = ?", teamChannelId)).toBe(before);
    expect(await count("SELECT count(*) AS n FROM traffic_sources WHERE workspace_id = ?", teamChannelId)).toBe(
      trafficBefore,
    );
  });

  it("on a reconnect resumes the saved progress, or reads only the days since syncedThrough", async () => {
    const { teamChannelId } = await connectedWorkspace();
    const queue = memoryQueue();
    await startGoogleBackfill(testEnv, db, teamChannelId, NOW, queue);
    const stale = queue.messages.shift()!;
    await runGoogleSyncStep({ env: testEnv, db, queue, fetch: fake, tokenFor }, stale);
    queue.messages.length = 0;
    // Reconnected mid-backfill: the run continues at step 1 under a new run id.
    await startGoogleBackfill(testEnv, db, teamChannelId, NOW, queue);
    expect(queue.messages).toEqual([expect.objectContaining({ step: 1 })]);
    expect(queue.messages[0]!.run).not.toBe(stale.run);
    expect(
      await runGoogleSyncStep({ env: testEnv, db, queue: memoryQueue(), fetch: fake, tokenFor }, { ...stale, step: 1 }),
    ).toBe("stale");
    await drain(queue);
    expect((await connection(teamChannelId)).syncState).toBe("done");

    // Reconnected after a finished backfill: only the settling days are read again.
    const starts: string[] = [];
    const recording = async (request: Request) => {
      starts.push(new URL(request.url).searchParams.get("startDate")!);
      return fake(request);
    };
    await startGoogleBackfill(testEnv, db, teamChannelId, NOW, queue);
    await drain(queue, recording);
    expect(starts[0]).toBe(addDays(yesterdayOf(NOW), -SETTLING_DAYS));
    expect((await connection(teamChannelId)).syncProgress).toMatchObject({ kind: "daily", stepsTotal: 3 });
  });

  it("records revenue as unavailable (not zero) when YouTube refuses the monetary report, and syncs the rest", async () => {
    const { teamChannelId } = await connectedWorkspace({
      accessToken: "fake-no-revenue-access-token",
      includeRevenue: true,
    });
    const queue = memoryQueue();
    await startGoogleBackfill(testEnv, db, teamChannelId, NOW, queue);
    await drain(queue);
    const done = await connection(teamChannelId);
    expect(done.syncState).toBe("done");
    expect(done.unavailable).toEqual(["revenue"]);
    const rows = await channelRows(teamChannelId);
    expect(rows.length).toBe(expectedDays(backfillStart(NOW), yesterdayOf(NOW)).length);
    expect(rows.some((r) => (r.views ?? 0) > 0)).toBe(true);
    expect(rows.every((r) => r.estimated_revenue === null && r.rpm === null)).toBe(true);
    expect(
      await count(
        "SELECT count(*) AS n FROM video_analytics WHERE workspace_id = ? AND (estimated_revenue IS NOT NULL OR rpm IS NOT NULL)",
        teamChannelId,
      ),
    ).toBe(0);
    expect(
      await count("SELECT count(*) AS n FROM video_analytics WHERE workspace_id = ?", teamChannelId),
    ).toBeGreaterThan(0);
  });

  it("leaves a day the creator imported from Studio as it was", async () => {
    const { teamChannelId } = await connectedWorkspace();
    const day = channelDays.at(-10)!.date;
    await storeRun(
      teamChannelId,
      "INSERT INTO daily_analytics (workspace_id, video_id, date, views, impressions, source) VALUES (?, '', ?, 12345, 999, 'studio')",
      teamChannelId,
      day,
    );
    const queue = memoryQueue();
    await startGoogleBackfill(testEnv, db, teamChannelId, NOW, queue);
    await drain(queue);
    const [row] = await storeRows(
      teamChannelId,
      "SELECT views, impressions, source FROM daily_analytics WHERE workspace_id = ? AND video_id = '' AND date = ?",
      teamChannelId,
      day,
    );
    expect(row).toEqual([12345, 999, "studio"]);
  });
});

describe("each upload's first days", () => {
  /** Own uploads of the sample channel placed in the workspace's store, as the channel sync stores them. */
  async function withUploads(teamChannelId: string, ids: readonly string[]) {
    await storeRun(
      teamChannelId,
      "INSERT INTO channels (workspace_id, id, role) VALUES (?, ?, 'own')",
      teamChannelId,
      world.own.channel.youtubeId,
    );
    for (const id of ids) {
      const video = world.own.videos.find((v) => v.youtubeId === id)!;
      await storeRun(
        teamChannelId,
        "INSERT INTO videos (workspace_id, id, channel_id, published_at, title) VALUES (?, ?, ?, ?, ?)",
        teamChannelId,
        id,
        world.own.channel.youtubeId,
        Date.parse(video.publishedAt),
        video.title,
      );
    }
  }
  const daysOf = async (teamChannelId: string, videoId: string) =>
    (
      await storeRows(
        teamChannelId,
        "SELECT date, views, source FROM daily_analytics WHERE workspace_id = ? AND video_id = ? ORDER BY date",
        teamChannelId,
        videoId,
      )
    ).map(([date, views, source]) => ({ date: String(date), views: Number(views), source: String(source) }));
  const ageDays = (id: string) =>
    (NOW.getTime() - Date.parse(world.own.videos.find((v) => v.youtubeId === id)!.publishedAt)) / 86_400_000;

  it("reads each upload's first 28 report days from its publication's date, settled days with 0 where YouTube sends no row", async () => {
    const { teamChannelId } = await connectedWorkspace();
    const old = world.own.videos.filter((v) => ageDays(v.youtubeId) > 90).at(-1)!.youtubeId;
    // Its first month still open, and old enough for a week of days even with the fake world's
    // data ending up to 6 days before today (it moves in whole weeks).
    const young = world.own.videos
      .filter((v) => ageDays(v.youtubeId) > 16 && ageDays(v.youtubeId) < 26)
      .at(-1)!.youtubeId;
    await withUploads(teamChannelId, [old, young]);
    const calls: string[] = [];
    const recording = async (request: Request) => {
      const filters = new URL(request.url).searchParams.get("filters");
      if (filters) calls.push(filters);
      return fake(request);
    };
    const queue = memoryQueue();
    await startGoogleBackfill(testEnv, db, teamChannelId, NOW, queue);
    await drain(queue, recording);
    expect(calls.sort()).toEqual([`video==${old}`, `video==${young}`].sort());

    const oldDays = await daysOf(teamChannelId, old);
    const published = world.own.videos.find((v) => v.youtubeId === old)!.publishedAt.slice(0, 10);
    expect(oldDays.map((d) => d.date)).toEqual(Array.from({ length: 28 }, (_, i) => addDays(published, i)));
    expect(oldDays.every((d) => d.source === "google" && d.views >= 0)).toBe(true);
    // The first week adds up to about the upload's 7-day snapshot (report days end at midnight).
    const weekly = oldDays.slice(0, 7).reduce((sum, d) => sum + d.views, 0);
    const snapshot = world.own.snapshots.find(
      (s) =>
        s.videoYoutubeId === old && Date.parse(s.capturedAt) - Date.parse(`${published}T00:00:00Z`) > 6 * 86_400_000,
    )!;
    expect(weekly).toBeGreaterThan(0);
    expect(weekly).toBeLessThanOrEqual(snapshot.viewCount);
    // A young upload's days run to the newest day YouTube reported, no further.
    const youngDays = await daysOf(teamChannelId, young);
    expect(youngDays.length).toBeGreaterThanOrEqual(7);
    expect(youngDays.at(-1)!.date <= yesterdayOf(NOW)).toBe(true);

    // The next day's run reads again only the upload whose first month is still open.
    calls.length = 0;
    await dailyGoogleSync(testEnv, db, new Date(NOW.getTime() + 86_400_000), queue);
    queue.messages.splice(0, queue.messages.length, ...queue.messages.filter((m) => m.teamChannelId === teamChannelId));
    await drain(queue, recording);
    expect(calls).toEqual([`video==${young}`]);
  });

  it("waits for the channel's first sync to list the uploads, and records a refused report as unavailable", async () => {
    const { teamChannelId } = await connectedWorkspace();
    await withUploads(teamChannelId, [world.own.videos.at(-20)!.youtubeId]);
    // The own channel's first sync, still listing uploads.
    const jobId = crypto.randomUUID();
    await env.DB.prepare(
      "INSERT INTO channels (workspace_id, id, role, title, uploads_playlist_id) VALUES (?, ?, 'own', 'Mine', 'UU1')",
    )
      .bind(teamChannelId, world.own.channel.youtubeId)
      .run();
    await env.DB.prepare(
      "INSERT INTO sync_jobs (id, workspace_id, channel_id, kind, status, cursor, updated_at) VALUES (?, ?, ?, 'full', 'running', ?, ?)",
    )
      .bind(
        jobId,
        teamChannelId,
        world.own.channel.youtubeId,
        JSON.stringify({ stage: "uploads", pageToken: null }),
        Date.now(),
      )
      .run();
    const sent: { message: GoogleSyncMessage; delaySeconds?: number }[] = [];
    const queue = {
      messages: [] as GoogleSyncMessage[],
      send: async (message: GoogleSyncMessage, options?: { delaySeconds?: number }) => {
        sent.push({ message, delaySeconds: options?.delaySeconds });
        queue.messages.push(message);
      },
    };
    await startGoogleBackfill(testEnv, db, teamChannelId, NOW, queue);
    const windows = Math.ceil((3 * 365) / WINDOW_DAYS);
    for (let i = 0; i < windows + 1; i++)
      await runGoogleSyncStep({ env: testEnv, db, queue, fetch: fake, tokenFor }, queue.messages.shift()!);
    const firstDays = queue.messages.shift()!;
    expect(await runGoogleSyncStep({ env: testEnv, db, queue, fetch: fake, tokenFor }, firstDays)).toBe("waiting");
    expect(sent.at(-1)).toEqual({ message: firstDays, delaySeconds: 60 });
    expect((await connection(teamChannelId)).syncState).toBe("running");

    // Listed: the step runs; YouTube refuses the per-video report (400), so it is unavailable, not zero.
    await env.DB.prepare("UPDATE sync_jobs SET status = 'done', cursor = ? WHERE id = ?")
      .bind(JSON.stringify({ stage: "done" }), jobId)
      .run();
    const refusing = async (request: Request) =>
      new URL(request.url).searchParams.get("filters")
        ? Response.json({ error: { code: 400, message: "The query is not supported." } }, { status: 400 })
        : fake(request);
    queue.messages.length = 0;
    expect(await runGoogleSyncStep({ env: testEnv, db, queue, fetch: refusing, tokenFor }, firstDays)).toBe("done");
    const done = await connection(teamChannelId);
    expect(done.syncState).toBe("done");
    expect(done.unavailable).toEqual(["videoDays"]);
    expect(
      await count("SELECT count(*) AS n FROM daily_analytics WHERE workspace_id = ? AND video_id <> ''", teamChannelId),
    ).toBe(0);
  });
});

describe("the daily Google sync", () => {
  it("continues from syncedThrough to yesterday, re-reading the settling days, and skips what is up to date", async () => {
    const { teamChannelId } = await connectedWorkspace();
    const earlier = new Date(NOW.getTime() - 20 * 86_400_000);
    const queue = memoryQueue();
    await startGoogleBackfill(testEnv, db, teamChannelId, earlier, queue);
    await drain(queue);
    expect((await connection(teamChannelId)).syncedThrough).toBe(yesterdayOf(earlier));

    const starts: string[] = [];
    const recording = async (request: Request) => {
      starts.push(new URL(request.url).searchParams.get("startDate")!);
      return fake(request);
    };
    expect(await dailyGoogleSync(testEnv, db, NOW, queue)).toBeGreaterThanOrEqual(1);
    const mine = queue.messages.filter((m) => m.teamChannelId === teamChannelId);
    expect(mine).toHaveLength(1);
    queue.messages.length = 0;
    queue.messages.push(mine[0]!);
    await drain(queue, recording);
    // The first window starts the day after the last synced one.
    expect(starts[0]).toBe(addDays(yesterdayOf(earlier), 1));
    const done = await connection(teamChannelId);
    expect(done.syncState).toBe("done");
    expect(done.syncProgress).toMatchObject({ kind: "daily" });
    expect(done.syncedThrough).toBe(yesterdayOf(NOW));
    expect((await channelRows(teamChannelId)).map((r) => r.date)).toEqual(
      expectedDays(backfillStart(earlier), yesterdayOf(NOW)).map((r) => r.date),
    );

    // Up to date: not queued again today.
    await dailyGoogleSync(testEnv, db, NOW, queue);
    expect(queue.messages.filter((m) => m.teamChannelId === teamChannelId)).toEqual([]);
    // The next day re-reads the settling days too.
    queue.messages.length = 0;
    const tomorrow = new Date(NOW.getTime() + 86_400_000);
    await dailyGoogleSync(testEnv, db, tomorrow, queue);
    const next = queue.messages.find((m) => m.teamChannelId === teamChannelId)!;
    expect((await connection(teamChannelId)).syncProgress).toMatchObject({
      from: addDays(yesterdayOf(tomorrow), -SETTLING_DAYS),
      to: yesterdayOf(tomorrow),
    });
    expect(next.step).toBe(0);
  });

  it("resumes a failed backfill from its saved progress once its retries are over, the watchdog re-sends a stuck one, a running one is left alone", async () => {
    const failed = await connectedWorkspace();
    const stuck = await connectedWorkspace();
    const busy = await connectedWorkspace();
    const queue = memoryQueue();
    for (const { teamChannelId } of [failed, stuck, busy]) {
      await startGoogleBackfill(testEnv, db, teamChannelId, NOW, queue);
      await runGoogleSyncStep(
        { env: testEnv, db, queue, fetch: fake, tokenFor },
        queue.messages.find((m) => m.teamChannelId === teamChannelId)!,
      );
    }
    queue.messages.length = 0;
    await failGoogleSync(db, failed.teamChannelId, "A YouTube Analytics sync step failed; it will be retried shortly.");
    const mine = (ws: string) => queue.messages.filter((m) => m.teamChannelId === ws);
    // Just failed: the queue's own retries of the step are still under way.
    await dailyGoogleSync(testEnv, db, NOW, queue);
    expect(mine(failed.teamChannelId)).toEqual([]);
    const quiet = new Date(NOW.getTime() - 20 * 60_000);
    await db
      .update(googleConnections)
      .set({ updatedAt: quiet })
      .where(eq(googleConnections.teamChannelId, failed.teamChannelId));
    const longAgo = new Date(NOW.getTime() - 7 * 3_600_000);
    await db
      .update(googleConnections)
      .set({ updatedAt: longAgo })
      .where(eq(googleConnections.teamChannelId, stuck.teamChannelId));

    await dailyGoogleSync(testEnv, db, NOW, queue);
    await runJobWatchdog(db, queue, NOW);
    expect(mine(failed.teamChannelId)).toEqual([expect.objectContaining({ step: 1 })]);
    expect(mine(stuck.teamChannelId)).toEqual([expect.objectContaining({ step: 1 })]);
    expect(mine(busy.teamChannelId)).toEqual([]);
    expect((await connection(failed.teamChannelId)).syncProgress).toMatchObject({
      kind: "backfill",
      stepsDone: 1,
      from: backfillStart(NOW),
    });
  });

  it("runs from the daily cron, and a failure there does not stop the cleanup", async () => {
    const { teamChannelId } = await connectedWorkspace();
    await db
      .update(googleConnections)
      .set({ syncState: "done", syncedThrough: addDays(yesterdayOf(NOW), -3) })
      .where(eq(googleConnections.teamChannelId, teamChannelId));
    const { DAILY_CRON } = await import("../../workers/jobs/scheduled");
    const sent: unknown[] = [];
    const cronEnv = { ...testEnv, SYNC_QUEUE: { send: async (m: unknown) => void sent.push(m) } } as unknown as Env;
    const { createScheduledController } = await import("cloudflare:test");
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: DAILY_CRON, scheduledTime: NOW.getTime() }), cronEnv, ctx);
    await waitOnExecutionContext(ctx);
    expect(sent).toContainEqual(expect.objectContaining({ kind: "google-analytics", teamChannelId, step: 0 }));
    expect((await connection(teamChannelId)).syncState).toBe("queued");

    // A queue that refuses: logged, and the cleanup still runs (an expired session is removed).
    await env.DB.prepare(
      "INSERT INTO sessions (id, user_id, expires_at) SELECT 'expired-google-cron', id, 1 FROM users LIMIT 1",
    ).run();
    await db
      .update(googleConnections)
      .set({ syncState: "done" })
      .where(eq(googleConnections.teamChannelId, teamChannelId));
    const errors: unknown[] = [];
    const spy = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => void errors.push(args));
    const brokenEnv = {
      ...testEnv,
      SYNC_QUEUE: { send: async () => Promise.reject(new Error("queue down")) },
    } as unknown as Env;
    const ctx2 = createExecutionContext();
    await worker.scheduled(
      createScheduledController({ cron: DAILY_CRON, scheduledTime: NOW.getTime() }),
      brokenEnv,
      ctx2,
    );
    await waitOnExecutionContext(ctx2);
    spy.mockRestore();
    expect(JSON.stringify(errors)).toContain("google-analytics-daily");
    expect(await count("SELECT count(*) AS n FROM sessions WHERE id = 'expired-google-cron'")).toBe(0);
  });
});

describe("a revoked grant", () => {
  it("fails the sync with a Reconnect reason and writes nothing; the status endpoint says Reconnect", async () => {
    const { teamChannelId, cookie } = await connectedWorkspace();
    const queue = memoryQueue();
    await startGoogleBackfill(testEnv, db, teamChannelId, NOW, queue);
    await db
      .update(googleConnections)
      .set({ status: "revoked" })
      .where(eq(googleConnections.teamChannelId, teamChannelId));
    let calls = 0;
    const counting = async (request: Request) => {
      calls++;
      return fake(request);
    };
    expect(
      await runGoogleSyncStep({ env: testEnv, db, queue, fetch: counting, tokenFor }, queue.messages.shift()!),
    ).toBe("token-refused");
    expect(calls).toBe(0);
    const failed = await connection(teamChannelId);
    expect(failed.syncState).toBe("failed");
    expect(failed.syncError).toBe(RECONNECT_MESSAGE);
    expect(failed.syncError).toContain("Reconnect");
    expect(await count("SELECT count(*) AS n FROM daily_analytics WHERE workspace_id = ?", teamChannelId)).toBe(0);
    expect(await count("SELECT count(*) AS n FROM traffic_sources WHERE workspace_id = ?", teamChannelId)).toBe(0);
    expect(queue.messages).toEqual([]);
    // The daily cron leaves revoked connections alone.
    await dailyGoogleSync(testEnv, db, NOW, queue);
    expect(queue.messages.filter((m) => m.teamChannelId === teamChannelId)).toEqual([]);

    const response = await statusFor(cookie);
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ ok: false, connection: "reconnect", detail: RECONNECT_MESSAGE });
  });
});

async function statusFor(cookie: string | null, overrides: Partial<Env> = {}) {
  const ctx = createExecutionContext();
  const headers: Record<string, string> = cookie ? { cookie } : {};
  const response = await worker.fetch(
    new Request(`${ORIGIN}/api/youtube-analytics/status`, { headers }),
    { ...testEnv, ...overrides },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return response;
}

describe("through the Worker's queue consumer", () => {
  it("runs a Google step from a queue message and queues the next; a failing step is retried, then resumes", async () => {
    const { teamChannelId, cookie } = await connectedWorkspace({ accessToken: "fake-server-error" });
    const sent: GoogleSyncMessage[] = [];
    const queueEnv = {
      ...testEnv,
      SYNC_QUEUE: { send: async (m: GoogleSyncMessage) => void sent.push(m) },
    } as unknown as Env;
    await startGoogleBackfill(queueEnv, db, teamChannelId, NOW);
    const first = sent.shift()!;

    // The fake answers 500 for this token: the consumer marks the sync failed and asks for a retry.
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const batch = createMessageBatch("vidwise-sync", [{ id: "g1", timestamp: new Date(), attempts: 1, body: first }]);
    const ctx = createExecutionContext();
    await worker.queue(batch, queueEnv);
    const result = await getQueueResult(batch, ctx);
    warn.mockRestore();
    expect(result.retryMessages.map((m) => m.msgId)).toEqual(["g1"]);
    expect((await connection(teamChannelId)).syncState).toBe("failed");
    const failedStatus = await statusFor(cookie);
    expect(failedStatus.status).toBe(503);
    expect(await failedStatus.json()).toMatchObject({
      ok: false,
      connection: "connected",
      sync: { state: "failed", stepsDone: 0 },
    });

    // A working token: the retried message runs the step and queues the next one.
    const key = await tokenKey(KEY);
    await db
      .update(googleConnections)
      .set({ accessTokenCiphertext: await encryptToken(key, "fake-access-token", "access") })
      .where(eq(googleConnections.teamChannelId, teamChannelId));
    const retry = createMessageBatch("vidwise-sync", [{ id: "g2", timestamp: new Date(), attempts: 2, body: first }]);
    const ctx2 = createExecutionContext();
    await worker.queue(retry, queueEnv);
    expect((await getQueueResult(retry, ctx2)).explicitAcks).toEqual(["g2"]);
    expect(sent).toEqual([expect.objectContaining({ kind: "google-analytics", teamChannelId, step: 1 })]);
    const running = await connection(teamChannelId);
    expect(running.syncState).toBe("running");
    expect(running.syncedThrough).toBe(addDays(backfillStart(NOW), WINDOW_DAYS - 1));
    expect(
      await count(
        "SELECT count(*) AS n FROM daily_analytics WHERE workspace_id = ? AND source = 'google'",
        teamChannelId,
      ),
    ).toBeGreaterThan(0);

    const status = await statusFor(cookie);
    expect(status.status).toBe(200);
    const body = (await status.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      ok: true,
      configured: true,
      connection: "connected",
      sync: { state: "running", stepsDone: 1 },
    });
    expect(JSON.stringify(body)).not.toContain("fake-access-token");
    expect(JSON.stringify(body)).not.toContain("fake-refresh-token");
    expect(status.headers.get("cache-control")).toContain("no-store");
  });
});

describe("GET /api/youtube-analytics/status", () => {
  it("says not configured, not connected, or connected with the sync's progress and what is unavailable", async () => {
    const unconfigured = await statusFor(null, { GOOGLE_CLIENT_ID: "" } as Partial<Env>);
    expect(unconfigured.status).toBe(200);
    expect(await unconfigured.json()).toMatchObject({
      service: "youtube-analytics-api",
      ok: true,
      configured: false,
      connection: "not-configured",
      detail: "Connect with Google is not configured on this server. YouTube Studio CSV imports keep working.",
    });

    const anonymous = await statusFor(null);
    expect(await anonymous.json()).toMatchObject({
      ok: true,
      configured: true,
      connection: "not-connected",
      sync: null,
    });

    const { teamChannelId, cookie } = await connectedWorkspace({ accessToken: "fake-no-revenue-token" });
    const queue = memoryQueue();
    await startGoogleBackfill(testEnv, db, teamChannelId, NOW, queue);
    const queued = await statusFor(cookie);
    expect(await queued.json()).toMatchObject({
      ok: true,
      connection: "connected",
      sync: { state: "queued", stepsDone: 0, stepsTotal: Math.ceil((3 * 365) / WINDOW_DAYS) + 2 },
    });
    await drain(queue);
    const done = (await (await statusFor(cookie)).json()) as { detail: string; sync: Record<string, unknown> };
    expect(done.sync).toMatchObject({ state: "done", syncedThrough: yesterdayOf(NOW), unavailable: ["revenue"] });
    expect(done.detail).toContain(`Analytics through ${yesterdayOf(NOW)}`);
    expect(done.detail).toContain("revenue");

    // Another account sees its own (absent) connection, never this one's.
    const stranger = await signUp(`google-status-stranger-${crypto.randomUUID().slice(0, 8)}@example.com`);
    expect(await (await statusFor(stranger)).json()).toMatchObject({ connection: "not-connected", sync: null });
  });
});

describe("stuck, unreached and failing syncs", () => {
  const MINUTE = 60_000;

  it("the watchdog sends a stuck step again; past its re-sends the sync fails with a message and backs off", async () => {
    const { teamChannelId } = await connectedWorkspace();
    const lost = memoryQueue();
    await startGoogleBackfill(testEnv, db, teamChannelId, NOW, lost);
    const first = lost.messages[0]!;
    // Its message never arrived: no progress for 20 minutes.
    await db
      .update(googleConnections)
      .set({ updatedAt: new Date(NOW.getTime() - 20 * MINUTE) })
      .where(eq(googleConnections.teamChannelId, teamChannelId));
    const queue = memoryQueue();
    await runJobWatchdog(db, queue, NOW);
    expect(queue.messages.filter((m) => m.teamChannelId === teamChannelId)).toEqual([first]);
    queue.messages.length = 0;
    queue.messages.push(first);
    await drain(queue);
    expect((await connection(teamChannelId)).syncState).toBe("done");

    // Stuck again, its re-sends spent: failed, with the message the Account page shows, and the cron waits an hour.
    await db
      .update(googleConnections)
      .set({ syncState: "running", syncResends: 3, updatedAt: new Date(NOW.getTime() - 20 * MINUTE) })
      .where(eq(googleConnections.teamChannelId, teamChannelId));
    await runJobWatchdog(db, queue, NOW);
    const failed = await connection(teamChannelId);
    expect(failed).toMatchObject({ syncState: "failed", syncError: GOOGLE_STUCK_MESSAGE, syncFailures: 1 });
    expect(failed.nextSyncAt!.getTime()).toBe(NOW.getTime() + 3_600_000);
    expect((await googleAnalyticsStatus(testEnv, db, teamChannelId)).detail).toContain(GOOGLE_STUCK_MESSAGE);
  });

  it("backs off a failing connection: 1 hour after the first failed run, 2 after the second", async () => {
    const { teamChannelId } = await connectedWorkspace();
    await db
      .update(googleConnections)
      .set({ syncState: "done", syncedThrough: addDays(yesterdayOf(NOW), -3) })
      .where(eq(googleConnections.teamChannelId, teamChannelId));
    await failGoogleSync(
      db,
      teamChannelId,
      "The YouTube Analytics sync stopped after repeated errors; the daily sync will try again.",
      { final: true, now: NOW },
    );
    const queue = memoryQueue();
    const queuedAt = async (minutes: number) => {
      queue.messages.length = 0;
      await dailyGoogleSync(testEnv, db, new Date(NOW.getTime() + minutes * MINUTE), queue);
      return queue.messages.some((m) => m.teamChannelId === teamChannelId);
    };
    expect(await queuedAt(30)).toBe(false);
    expect(await queuedAt(61)).toBe(true);

    const again = new Date(NOW.getTime() + 61 * MINUTE);
    await failGoogleSync(
      db,
      teamChannelId,
      "The YouTube Analytics sync stopped after repeated errors; the daily sync will try again.",
      { final: true, now: again },
    );
    expect((await connection(teamChannelId)).nextSyncAt!.getTime()).toBe(again.getTime() + 2 * 3_600_000);
    expect(await queuedAt(61 + 90)).toBe(false);
    expect(await queuedAt(61 + 121)).toBe(true);
  });

  it("reaches the connection past the 200th: up to date ones take no place, the least recently synced go first", async () => {
    // Earlier tests' connections out of the way: only this test's count.
    await env.DB.prepare("UPDATE google_connections SET status = 'revoked'").run();
    const yesterday = yesterdayOf(NOW);
    const ids = Array.from(
      { length: DAILY_PER_RUN + 1 },
      (_, i) => `gc-many-${String(i).padStart(3, "0")}-${crypto.randomUUID().slice(0, 8)}`,
    );
    const statements = ids.flatMap((id) => [
      env.DB.prepare("INSERT INTO workspaces (id, kind) VALUES (?, 'personal')").bind(id),
      env.DB.prepare("INSERT INTO users (id, email, workspace_id) VALUES (?, ?, ?)").bind(id, `${id}@example.com`, id),
      env.DB.prepare(
        `INSERT INTO google_connections (workspace_id, user_id, channel_id, scopes, include_revenue, refresh_token_ciphertext, status, sync_state, sync_progress, synced_through, connected_at, updated_at)
         VALUES (?, ?, 'UCmany', 'x', 0, 'sealed', 'active', 'done', '{}', ?, ?, ?)`,
      ).bind(id, id, yesterday, NOW.getTime(), NOW.getTime()),
    ]);
    await env.DB.batch(statements);
    const last = ids.at(-1)!;
    // The 201st, inserted last, is the one behind.
    await env.DB.prepare("UPDATE google_connections SET synced_through = ? WHERE workspace_id = ?")
      .bind(addDays(yesterday, -2), last)
      .run();
    const queue = memoryQueue();
    expect(await dailyGoogleSync(testEnv, db, NOW, queue)).toBe(1);
    expect(queue.messages.map((m) => m.teamChannelId)).toEqual([last]);

    // All behind, the last one never synced at all: it is in the first page of 200.
    await env.DB.prepare(
      "UPDATE google_connections SET sync_state = 'done', synced_through = ? WHERE workspace_id LIKE 'gc-many-%'",
    )
      .bind(addDays(yesterday, -5))
      .run();
    await env.DB.prepare("UPDATE google_connections SET synced_through = NULL WHERE workspace_id = ?").bind(last).run();
    queue.messages.length = 0;
    expect(await dailyGoogleSync(testEnv, db, NOW, queue)).toBe(DAILY_PER_RUN);
    expect(queue.messages[0]!.teamChannelId).toBe(last);
    // The next run takes the one left.
    queue.messages.length = 0;
    expect(await dailyGoogleSync(testEnv, db, NOW, queue)).toBe(1);
  });
});

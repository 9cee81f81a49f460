import { SELF, createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import {
  writeChartDataCsv,
  writeTableDataCsv,
  writeTotalsCsv,
} from "~/features/channel-data/studio-import/write-studio";
import { FIRST_SYNC_UPLOADS } from "~/features/channel-data/sync.server";
import worker from "../../workers/app";
import { moveControlAnalytics } from "~/features/channel-data/analytics-move.server";
import { getDb } from "~/lib/db/client.server";
import { ORIGIN, pageText, signUp, storeCount, storeRows, storeRun } from "../helpers";
import { sampleWorld } from "../sample";

const own = sampleWorld().own;

function upload(cookie: string, files: { name: string; text: string }[]) {
  const form = new FormData();
  form.set("intent", "import-studio");
  for (const f of files) form.append("files", new File([f.text], f.name, { type: "text/csv" }));
  return SELF.fetch(`${ORIGIN}/account`, {
    method: "POST",
    body: form,
    headers: { cookie, origin: ORIGIN },
    redirect: "manual",
  });
}

async function workspaceOf(email: string) {
  return (await env.DB.prepare("SELECT workspace_id AS ws FROM users WHERE email = ?")
    .bind(email)
    .first<{ ws: string }>())!.ws;
}

// Analytics rows and videos are in the workspace's own store (decision 012); imports in the control D1.
const IN_STORE = new Set(["video_analytics", "daily_analytics", "videos"]);
const count = async (table: string, ws: string, extra = "") =>
  IN_STORE.has(table)
    ? storeCount(ws, `SELECT count(*) FROM ${table} WHERE workspace_id = ? ${extra}`, ws)
    : (await env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE workspace_id = ? ${extra}`)
        .bind(ws)
        .first<{ n: number }>())!.n;

describe("YouTube Studio import", () => {
  it("imports the sample channel's own exports, and importing them again changes nothing", async () => {
    const cookie = await signUp("studio@example.com");
    const ws = await workspaceOf("studio@example.com");
    const files = [
      { name: "Table data.csv", text: writeTableDataCsv(own) },
      { name: "Chart data.csv", text: writeChartDataCsv(own, { scope: "videos" }) },
      { name: "Totals.csv", text: writeTotalsCsv(own) },
    ];
    const first = await upload(cookie, files);
    expect(first.status).toBe(200);
    const page = await pageText(first);
    expect(page).toContain(`${own.videoAnalytics.length.toLocaleString("en-US")} added`);
    expect(await count("video_analytics", ws)).toBe(own.videoAnalytics.length);
    const channelDays = own.dailyAnalytics.filter((d) => d.videoYoutubeId === null).length;
    const videoDays = own.dailyAnalytics.length - channelDays;
    expect(await count("daily_analytics", ws, "AND video_id = ''")).toBe(channelDays);
    expect(await count("daily_analytics", ws, "AND video_id <> ''")).toBe(videoDays);
    // Videos named by the export become known to the workspace, with title and length.
    expect(await count("videos", ws)).toBe(own.videos.length);

    const [stored] = await storeRows(
      ws,
      "SELECT views, rpm FROM video_analytics WHERE workspace_id = ? AND video_id = ?",
      ws,
      own.videoAnalytics[0]!.videoYoutubeId,
    );
    expect(stored?.[0]).toBe(own.videoAnalytics[0]!.views);
    // Nothing of a creator's analytics is written to the control D1 any more.
    const control = await env.DB.prepare("SELECT count(*) AS n FROM video_analytics WHERE workspace_id = ?")
      .bind(ws)
      .first<{ n: number }>();
    expect(control?.n).toBe(0);

    const again = await upload(cookie, files);
    expect(again.status).toBe(200);
    expect(await pageText(again)).toContain("already imported");
    expect(await count("video_analytics", ws)).toBe(own.videoAnalytics.length);
    expect(await count("imports", ws)).toBe(3);
  });

  it("counts changed rows as updated and the rest as unchanged", async () => {
    const cookie = await signUp("update@example.com");
    const ws = await workspaceOf("update@example.com");
    const subset = { ...own, videoAnalytics: own.videoAnalytics.slice(0, 10) };
    await upload(cookie, [{ name: "Table data.csv", text: writeTableDataCsv(subset) }]);
    const changed = {
      ...subset,
      videoAnalytics: subset.videoAnalytics.map((v, i) => (i < 3 ? { ...v, views: (v.views ?? 0) + 1000 } : v)),
    };
    const response = await upload(cookie, [{ name: "Table data.csv", text: writeTableDataCsv(changed) }]);
    const page = await pageText(response);
    expect(page).toContain("0 added, 3 updated, 7 unchanged");
    expect(await count("video_analytics", ws)).toBe(10);
  });

  it("keeps what earlier daily files imported: a views file, then a revenue file, fill one day's row together", async () => {
    const cookie = await signUp("daily-merge@example.com");
    const ws = await workspaceOf("daily-merge@example.com");
    // Studio's Totals.csv carries only the charted metric.
    const views = "Date,Views\n2026-10-01,120\n2026-10-02,150\n";
    const revenue = "Date,Your estimated revenue (USD)\n2026-10-01,1.25\n2026-10-02,2.5\n";
    expect((await upload(cookie, [{ name: "Totals.csv", text: views }])).status).toBe(200);
    const second = await upload(cookie, [{ name: "Totals (1).csv", text: revenue }]);
    expect(await pageText(second)).toContain("0 added, 2 updated, 0 unchanged");
    const [day] = await storeRows(
      ws,
      "SELECT views, estimated_revenue AS revenue FROM daily_analytics WHERE workspace_id = ? AND video_id = '' AND date = '2026-10-02'",
      ws,
    );
    expect(day).toEqual([150, 2.5]);
  });

  it("reads a per-day table named Table data.csv as daily channel data, by its header", async () => {
    const cookie = await signUp("daily-table@example.com");
    const ws = await workspaceOf("daily-table@example.com");
    const response = await upload(cookie, [
      { name: "Table data.csv", text: "Date,Views,Impressions\n2026-10-01,120,3000\n" },
    ]);
    expect(response.status).toBe(200);
    expect(await count("daily_analytics", ws, "AND video_id = ''")).toBe(1);
    expect(await count("video_analytics", ws)).toBe(0);
  });

  it("lists bad rows with row, column and reason, and imports the good ones", async () => {
    const cookie = await signUp("badrows@example.com");
    const ws = await workspaceOf("badrows@example.com");
    const text = [
      "Content,Video title,Views,Watch time (hours)",
      "Total,,300,30",
      "aaaaaaaaaaa,First,100,10",
      "bbbbbbbbbbb,Second,lots,10",
      "not-an-id,Third,100,10",
    ].join("\n");
    const response = await upload(cookie, [{ name: "Table data.csv", text }]);
    expect(response.status).toBe(200);
    const page = await pageText(response);
    expect(page).toMatch(/problems? in rows/);
    expect(page).toContain("Views");
    expect(await count("video_analytics", ws)).toBe(2);
    const [second] = await storeRows(
      ws,
      "SELECT views FROM video_analytics WHERE workspace_id = ? AND video_id = 'bbbbbbbbbbb'",
      ws,
    );
    expect(second?.[0]).toBeNull();
  });

  it.each([
    ["a semicolon-separated file", "Content;Views;Watch time (hours)\naaaaaaaaaaa;100;10\n", /separated by semicolons/],
    ["a file without the Content column", "Video title,Views\nFirst,100\n", /Content/],
    ["something that is not a Studio export", "name,age\nada,36\n", /does not look like a YouTube Studio export/],
  ])("refuses %s with a clear message and writes nothing", async (_label, text, message) => {
    const email = `malformed-${text.length}@example.com`;
    const cookie = await signUp(email);
    const ws = await workspaceOf(email);
    const response = await upload(cookie, [{ name: "export.csv", text }]);
    expect(response.status).toBe(400);
    expect(await pageText(response)).toMatch(message);
    expect(await count("video_analytics", ws)).toBe(0);
  });

  it("refuses a file over 5 MB before reading it", async () => {
    const cookie = await signUp("huge@example.com");
    const ws = await workspaceOf("huge@example.com");
    const big = "Content,Views\n" + "aaaaaaaaaaa,1\n".repeat(400_000);
    const response = await upload(cookie, [{ name: "Table data.csv", text: big }]);
    expect(response.status).toBe(400);
    expect(await pageText(response)).toContain("over the 5.0 MB limit");
    expect(await count("video_analytics", ws)).toBe(0);
  });

  it("asks for a file when none is chosen", async () => {
    const cookie = await signUp("nofile@example.com");
    const response = await upload(cookie, []);
    expect(response.status).toBe(400);
    expect(await pageText(response)).toContain("Choose one or more CSV files exported from YouTube Studio.");
  });

  it("lets a later channel sync take over the videos an import introduced", async () => {
    const cookie = await signUp("import-then-sync@example.com");
    const ws = await workspaceOf("import-then-sync@example.com");
    await upload(cookie, [{ name: "Table data.csv", text: writeTableDataCsv(own) }]);
    await SELF.fetch(`${ORIGIN}/account`, {
      method: "POST",
      body: new URLSearchParams({ intent: "connect-channel", channel: `@${own.channel.handle}` }),
      headers: { cookie, origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" },
    });
    let body: { sync: { status: string; progress: { commentsFetched: number } } } | undefined;
    for (let i = 0; i < 300 && body?.sync.status !== "done"; i++) {
      body = (await (await SELF.fetch(`${ORIGIN}/api/channel`, { headers: { cookie } })).json()) as typeof body;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(body?.sync.status).toBe("done");
    expect(body?.sync.progress.commentsFetched).toBeGreaterThan(0);
    // The first sync reads the newest FIRST_SYNC_UPLOADS uploads; the daily refresh reads the older ones.
    expect(await count("videos", ws, "AND channel_id = ''")).toBe(own.videos.length - FIRST_SYNC_UPLOADS);
    // A day later, as the hourly job sees it: the workspace's copy and the channel's refresh are old.
    await env.DB.prepare("UPDATE channels SET last_synced_at = ? WHERE workspace_id = ?")
      .bind(Date.now() - 25 * 3_600_000, ws)
      .run();
    await env.DB.prepare("UPDATE public_channels SET refreshed_at = ?")
      .bind(Date.now() - 25 * 3_600_000)
      .run();
    const ctx = createExecutionContext();
    worker.scheduled(createScheduledController({ cron: "7 * * * *" }), env, ctx);
    await waitOnExecutionContext(ctx);
    for (let i = 0; i < 300 && (await count("sync_jobs", ws, "AND status IN ('queued', 'running')")) > 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await count("videos", ws, "AND channel_id = ''")).toBe(0);
  });

  it("never writes into another user's workspace", async () => {
    const a = await signUp("owner-a@example.com");
    await signUp("owner-b@example.com");
    await upload(a, [{ name: "Table data.csv", text: writeTableDataCsv(own) }]);
    expect(await count("video_analytics", await workspaceOf("owner-b@example.com"))).toBe(0);
  });
});

describe("analytics written to the control D1 before they lived in stores", () => {
  it("move to the workspace's store in steps, losing none, and a row the store already has is kept", async () => {
    await signUp("analytics-move@example.com");
    const ws = await workspaceOf("analytics-move@example.com");
    const control = (sql: string, ...params: (string | number)[]) =>
      env.DB.prepare(sql)
        .bind(...params)
        .run();
    for (const id of ["aaaaaaaaaaa", "bbbbbbbbbbb", "ccccccccccc"])
      await control(
        "INSERT INTO video_analytics (workspace_id, video_id, views, updated_at) VALUES (?, ?, 10, 0)",
        ws,
        id,
      );
    for (const date of ["2026-10-01", "2026-10-02", "2026-10-03"])
      await control("INSERT INTO daily_analytics (workspace_id, video_id, date, views) VALUES (?, '', ?, 5)", ws, date);
    for (const type of ["RELATED_VIDEO", "YT_SEARCH"])
      await control(
        "INSERT INTO traffic_sources (workspace_id, date, source_type, views) VALUES (?, '2026-10-01', ?, 3)",
        ws,
        type,
      );
    // Written to the store since (a later import): the store's row wins.
    await storeRun(
      ws,
      "INSERT INTO video_analytics (workspace_id, video_id, views, updated_at) VALUES (?, 'bbbbbbbbbbb', 99, 1)",
      ws,
    );
    const db = getDb(env);
    let steps = 0;
    while ((await moveControlAnalytics(db, ws, 2)) > 0) steps++;
    expect(steps).toBe(2);
    for (const table of ["video_analytics", "daily_analytics", "traffic_sources"]) {
      const left = await env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE workspace_id = ?`)
        .bind(ws)
        .first<{ n: number }>();
      expect(left?.n, table).toBe(0);
    }
    expect(await storeRows(ws, "SELECT video_id, views FROM video_analytics ORDER BY video_id")).toEqual([
      ["aaaaaaaaaaa", 10],
      ["bbbbbbbbbbb", 99],
      ["ccccccccccc", 10],
    ]);
    expect(await count("daily_analytics", ws)).toBe(3);
    expect(await storeCount(ws, "SELECT count(*) FROM traffic_sources WHERE workspace_id = ?", ws)).toBe(2);
  });
});

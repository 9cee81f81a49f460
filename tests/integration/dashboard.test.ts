import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { TIME_ZONE_ERROR, TIME_ZONE_SAVED } from "~/features/dashboard/messages";
import { demoCookie, get, pageText, postForm, signUp, storeRun, workspaceOf } from "../helpers";
import { seedSampleTemplate } from "../sample";

beforeAll(async () => {
  await seedSampleTemplate();
});

describe("/dashboard", () => {
  it("shows a demo visitor the full dashboard computed from the sample channel", async () => {
    const cookie = await demoCookie();
    const text = await pageText(await get("/dashboard", { cookie }));
    expect(text).toContain("Welcome back!");
    // The sample channel's totals lead, said to be the sample's.
    expect(text).toMatch(/Subscribers<\/dt><dd[^>]*>\d+(\.\d)?[KM]?<\/dd>/);
    expect(text).toMatch(/From the sample channel's statistics, <time[^>]*>read (just now|[^<]+ ago)<\/time>\./);
    expect(text).toContain("Account-Level KPIs YouTubers Care About");
    expect(text).toContain("Hide KPIs");
    // Three KPIs measured from the sample's Studio rows; suggested reach says what supplies it.
    expect(text).toMatch(/data-testid="kpi-subscriberGrowth"[\s\S]*?\d+\.\d{2}%/);
    expect(text).toMatch(/data-testid="kpi-watchTimePerViewer"[\s\S]*?\d+\.\d min/);
    expect(text).toMatch(/data-testid="kpi-viewerFunnel"[\s\S]*?\d+\.\d{2} per 1,000/);
    expect(text).toMatch(/data-testid="kpi-suggestedReach"[\s\S]*?traffic-source data/);
    expect(text).toMatch(/Live Visibility Score[\s\S]*?\d+<\/span><span[^>]*> \/ 100/);
    expect(text).toContain("Optimal upload timing");
    // The large type holds the short answer only; the sentence explaining it follows in normal type.
    const slot = /data-testid="timing-slot"[^>]*>([^<]*)</.exec(text)?.[1] ?? "";
    expect(slot).toMatch(/^(\w+days(, \d\d:00–\d\d:00)?|\d\d:00–\d\d:00|Any time: none stands out)$/);
    expect(text).toMatch(/data-testid="timing-recommendation"[^>]*>(Publish on|No publish time|Not enough uploads)/);
    expect(text).toContain("Burnout analysis");
    expect(text).toContain("Wojcicki");
    expect(text).toContain("Pro tip: momentum beats vanity metrics");
    // The sample channel and its Studio rows are there; only the topic is the user's to set.
    expect(text).toContain("2 of 3 done.");
  });

  it("shows a new user the getting-started steps and no made-up numbers", async () => {
    const cookie = await signUp("dashboard-new@example.com");
    const text = await pageText(await get("/dashboard", { cookie }));
    expect(text).toContain("Getting started");
    expect(text).toContain("0 of 3 done.");
    expect(text).toContain("Connect your channel");
    expect(text).toContain("Not measured yet.");
    expect(text).not.toMatch(/\d+\.\d{2}%/);
    expect(text).not.toContain("Live Visibility Score");
  });

  it("saves a chosen time zone without JavaScript and uses it for the heatmap", async () => {
    const cookie = await demoCookie();
    const response = await postForm("/dashboard", { intent: "time-zone", timeZone: "Asia/Tokyo" }, { cookie });
    expect(response.status).toBe(200);
    const text = await pageText(response);
    expect(text).toContain(TIME_ZONE_SAVED);
    expect(text).toMatch(/by publish weekday and time \(Asia\/Tokyo\)/);
  });

  it.each([
    ["not a zone", "Mars/Olympus_Mons"],
    ["blank", "  "],
    ["an injection", "UTC'); drop table users;--"],
  ])("refuses %s with a clear message", async (_label, timeZone) => {
    const cookie = await demoCookie();
    const response = await postForm("/dashboard", { intent: "time-zone", timeZone }, { cookie });
    expect(response.status).toBe(400);
    expect(await pageText(response)).toContain(TIME_ZONE_ERROR);
    const row = await env.DB.prepare(
      "select count(*) as n from users where time_zone is not null and time_zone not like '%/%' and time_zone != 'UTC'",
    ).first<{ n: number }>();
    expect(row!.n).toBe(0);
  });
});

describe("time zone in Account Settings", () => {
  it("is chosen there without JavaScript and used by the dashboard", async () => {
    const cookie = await signUp("tz-settings@example.com");
    const response = await postForm("/account", { intent: "time-zone", timeZone: "Europe/Lisbon" }, { cookie });
    expect(response.status).toBe(200);
    expect(await pageText(response)).toContain(TIME_ZONE_SAVED);
    const api = (await (await get("/api/dashboard", { cookie })).json()) as { timing: { timeZone: string } };
    expect(api.timing.timeZone).toBe("Europe/Lisbon");
    const refused = await postForm("/account", { intent: "time-zone", timeZone: "Europe/Nowhere" }, { cookie });
    expect(refused.status).toBe(400);
    expect(await pageText(refused)).toContain(TIME_ZONE_ERROR);
  });
});

describe("the channel's headline figures", () => {
  const ownChannel = (ws: string, lastSyncedAt: number | null) =>
    env.DB.prepare(
      "INSERT INTO channels (workspace_id, id, role, title, uploads_playlist_id, subscriber_count, view_count, video_count, last_synced_at) VALUES (?, ?, 'own', 'Headline Channel', 'UUheadline', 12345, 6789012, 40, ?)",
    )
      .bind(ws, `UCheadline${ws.slice(0, 8)}`, lastSyncedAt)
      .run();

  it("leads with subscribers and total views from the stored statistics, saying where from and when", async () => {
    const email = "dashboard-totals@example.com";
    const cookie = await signUp(email);
    await ownChannel(await workspaceOf(email), Date.now() - 3 * 3_600_000 - 60_000);
    const text = await pageText(await get("/dashboard", { cookie }));
    const totals = /<section aria-labelledby="channel-totals">([\s\S]*?)<\/section>/.exec(text)?.[1] ?? "";
    expect(totals).toContain('<h2 id="channel-totals" class="sr-only">Channel totals</h2>');
    expect(totals).toMatch(/Subscribers<\/dt><dd[^>]*>12\.3K<\/dd><dd[^>]*>12,345</);
    expect(totals).toMatch(/Total views<\/dt><dd[^>]*>6\.8M<\/dd><dd[^>]*>6,789,012</);
    expect(totals).toMatch(/From YouTube's channel statistics, <time[^>]*>read 3h ago<\/time>\./);
    // First on the page after the greeting, as YouTube Studio leads with them.
    expect(text.indexOf("channel-totals")).toBeLessThan(text.indexOf("Account-Level KPIs"));
  });

  it("shows none for a channel YouTube has not been read for (known from a Studio import only)", async () => {
    const email = "dashboard-totals-unread@example.com";
    const cookie = await signUp(email);
    await ownChannel(await workspaceOf(email), null);
    const text = await pageText(await get("/dashboard", { cookie }));
    expect(text).toContain("Welcome back!");
    expect(text).not.toContain("channel-totals");
  });
});

describe("where the KPIs come from", () => {
  it("names the Google connection when its rows are the data, and both sources when Studio rows are there too", async () => {
    const email = "dashboard-google@example.com";
    const cookie = await signUp(email);
    const ws = await workspaceOf(email);
    // The workspace's analytics are in its own store, where an import or the backfill writes them.
    const insert = (date: string, source: string) =>
      storeRun(
        ws,
        "INSERT INTO daily_analytics (workspace_id, video_id, date, views, subscribers_gained, subscribers_lost, source) VALUES (?, '', ?, 100, 2, 1, ?)",
        ws,
        date,
        source,
      );
    const days = Array.from({ length: 30 }, (_, i) => new Date(Date.UTC(2026, 9, 1 + i)).toISOString().slice(0, 10));
    for (const d of days) await insert(d, "google");
    expect(await pageText(await get("/dashboard", { cookie }))).toContain(
      "28 days to Oct 30, 2026, from YouTube Analytics (your Google connection).",
    );
    await insert("2026-09-30", "studio");
    expect(await pageText(await get("/dashboard", { cookie }))).toContain(
      "and YouTube Analytics (your Google connection) (a day imported from Studio keeps Studio's figures)",
    );
  });
});

import { describe, expect, it } from "vitest";
import { fakeYouTubeWorld } from "~/dev/youtube/fake-world";
import { createFakeAnalyticsApi, FAKE_ANALYTICS_ORIGIN } from "~/dev/analytics/fake-analytics";
import { parseReachCsv } from "./reach-parse.engines.server";
import { REACH_REPORT_TYPE, ReportingApiError, createReportingClient } from "./reporting-client";
import { reportDay, reportsToRead } from "./reach-sync.server";

const NOW = new Date();
const world = fakeYouTubeWorld(NOW);
const BASE = `${FAKE_ANALYTICS_ORIGIN}/v1`;

describe("the reach report's CSV", () => {
  it("sums a video's day over the report's splits, CTR weighted by impressions", async () => {
    const csv = [
      "date,channel_id,video_id,live_or_on_demand,subscribed_status,country_code,video_thumbnail_impressions,video_thumbnail_impressions_ctr",
      "20261101,UC1,vid_a,on_demand,subscribed,US,1000,0.1",
      "20261101,UC1,vid_a,on_demand,unsubscribed,GB,3000,0.02",
      "20261101,UC1,vid_b,on_demand,subscribed,US,500,0.05",
      "20261101,UC1,vid_c,on_demand,subscribed,US,0,0",
      "20261101,UC1,vid_d,on_demand,subscribed,US,abc,0.05",
    ].join("\r\n");
    const rows = await parseReachCsv(csv);
    expect(rows).toHaveLength(2);
    const a = rows.find((r) => r.videoId === "vid_a")!;
    expect(a).toMatchObject({ date: "2026-11-01", impressions: 4000 });
    // (1000 × 0.1 + 3000 × 0.02) ÷ 4000 = 160 clicks ÷ 4000
    expect(a.ctr).toBeCloseTo(0.04, 10);
  });

  it("gives no rows, never zeros, for a file without the reach columns", async () => {
    expect(await parseReachCsv("date,channel_id,video_id,views\n20261101,UC1,vid_a,10\n")).toEqual([]);
  });

  it("dates a report by its own day whether it starts at midnight Pacific or UTC", () => {
    expect(reportDay({ startTime: "2026-11-01T07:00:00Z" })).toBe("2026-11-01");
    expect(reportDay({ startTime: "2026-11-01T08:00:00Z" })).toBe("2026-11-01");
    expect(reportDay({ startTime: "2026-11-01T00:00:00Z" })).toBe("2026-11-01");
  });
});

describe("the Reporting client against the offline fake", () => {
  it("creates the reach job once, lists 30 days of history before it, and downloads a day's rows", async () => {
    const fake = createFakeAnalyticsApi(world);
    const seen: Request[] = [];
    const client = createReportingClient({
      accessToken: "fake-access-1",
      baseUrl: BASE,
      fetch: async (r) => (seen.push(r), fake(r)),
    });
    expect(await client.listJobs()).toEqual([]);
    const job = await client.createJob(REACH_REPORT_TYPE, "Vidwise reach");
    expect(job.reportTypeId).toBe(REACH_REPORT_TYPE);
    // Google keeps one job per report type: a second is refused.
    await expect(client.createJob(REACH_REPORT_TYPE, "again")).rejects.toMatchObject({ status: 409 });
    expect((await client.listJobs()).map((j) => j.id)).toEqual([job.id]);

    const reports = await client.listReports(job.id);
    const days = reports.map(reportDay).sort();
    const yesterday = new Date(NOW.getTime() - 86_400_000).toISOString().slice(0, 10);
    const monthAgo = new Date(NOW.getTime() - 30 * 86_400_000).toISOString().slice(0, 10);
    expect(days.length).toBeGreaterThan(20);
    expect(days[0]! >= monthAgo).toBe(true);
    expect(days.at(-1)! <= yesterday).toBe(true);

    const newest = reports.find((r) => reportDay(r) === days.at(-1))!;
    const rows = await parseReachCsv(await client.download(newest));
    const expected = world.own.dailyAnalytics.filter(
      (r) => r.date === days.at(-1) && r.videoYoutubeId !== null && (r.impressions ?? 0) > 0,
    );
    expect(rows.map((r) => r.videoId).sort()).toEqual(expected.map((r) => r.videoYoutubeId).sort());
    const first = expected[0]!;
    const row = rows.find((r) => r.videoId === first.videoYoutubeId)!;
    expect(row.impressions).toBe(first.impressions);
    expect(row.ctr).toBeCloseTo(first.impressionsCtr! / 100, 4);
    // The token goes only in the Authorization header.
    expect(seen.every((r) => !r.url.includes("fake-access-1"))).toBe(true);
    expect(seen.every((r) => r.headers.get("authorization") === "Bearer fake-access-1")).toBe(true);
  });

  it("refuses to send the token to a download address off the Reporting API's origin", async () => {
    const client = createReportingClient({ accessToken: "t", baseUrl: BASE, fetch: createFakeAnalyticsApi(world) });
    await expect(
      client.download({
        id: "r",
        startTime: "2026-11-01T00:00:00Z",
        createTime: "2026-11-02T06:00:00Z",
        downloadUrl: "https://elsewhere.example/x.csv",
      }),
    ).rejects.toBeInstanceOf(ReportingApiError);
  });

  it("says Google refused, and that retrying cannot help, for a token without the scope", async () => {
    const refusing = async () =>
      Response.json({ error: { code: 403, message: "insufficient scopes" } }, { status: 403 });
    const client = createReportingClient({ accessToken: "t", baseUrl: BASE, fetch: refusing });
    const error = await client.listJobs().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ReportingApiError);
    expect((error as ReportingApiError).refused).toBe(true);
    expect((error as ReportingApiError).message).toContain("insufficient scopes");
  });
});

describe("which listed reports a run reads", () => {
  const report = (day: string, createTime: string, id = `${day}@${createTime}`) => ({
    id,
    startTime: `${day}T07:00:00Z`,
    createTime,
    downloadUrl: `https://youtubereporting.googleapis.com/v1/media/${id}`,
  });
  const all = () => true;

  it("reads a day's newest copy only, oldest createTime first, and moves the cursor past all it listed", () => {
    const listed = [
      report("2026-11-02", "2026-11-03T09:00:00Z"),
      report("2026-11-01", "2026-11-02T09:00:00Z"),
      // Google's restatement of 1 November: same day, later createTime.
      report("2026-11-01", "2026-11-04T10:00:00.123456Z"),
    ];
    const plan = reportsToRead(listed, all, 10);
    expect(plan.read.map((p) => [p.day, p.report.createTime])).toEqual([
      ["2026-11-02", "2026-11-03T09:00:00Z"],
      ["2026-11-01", "2026-11-04T10:00:00.123456Z"],
    ]);
    // Google's own string, unchanged, for createdAfter.
    expect(plan.cursor).toBe("2026-11-04T10:00:00.123456Z");
  });

  it("stops between two createTimes when it cannot read all, so the cursor leaves nothing unread behind it", () => {
    const listed = [
      report("2026-11-01", "2026-11-05T00:00:00Z"),
      report("2026-11-02", "2026-11-05T00:00:00Z"),
      report("2026-11-03", "2026-11-06T00:00:00Z"),
      report("2026-11-04", "2026-11-06T00:00:00Z"),
    ];
    // A limit of 3 would split the second group: only the first is read, the cursor at its time.
    const plan = reportsToRead(listed, all, 3);
    expect(plan.read.map((p) => p.day)).toEqual(["2026-11-01", "2026-11-02"]);
    expect(plan.cursor).toBe("2026-11-05T00:00:00Z");
    // A group made at one instant larger than the limit is read whole rather than never.
    const whole = reportsToRead(listed.slice(0, 2), all, 1);
    expect(whole.read).toHaveLength(2);
  });

  it("reads nothing that is not new, but still moves the cursor past it", () => {
    const listed = [report("2026-11-01", "2026-11-02T09:00:00Z")];
    const plan = reportsToRead(listed, () => false, 10);
    expect(plan.read).toEqual([]);
    expect(plan.cursor).toBe("2026-11-02T09:00:00Z");
    expect(reportsToRead([], all, 10)).toEqual({ read: [], cursor: null });
  });
});

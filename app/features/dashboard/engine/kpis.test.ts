import { describe, expect, it } from "vitest";
import {
  ANALYTICS_SOURCE,
  type ChannelDay,
  MISSING_DAILY,
  MISSING_SUBSCRIBERS,
  SUBSCRIBERS_HIDDEN,
  MISSING_TRAFFIC_SOURCES,
  STUDIO_SOURCE,
  computeKpis,
} from "./kpis";
import { addDays } from "./windows";
import { channelDay } from "./__fixtures__/channel-day";

/** `count` days ending on `last`, each from `row(i)` (i = 0 for the oldest). */
function days(last: string, count: number, row: (i: number) => Partial<ChannelDay>): ChannelDay[] {
  return Array.from({ length: count }, (_, i) => channelDay(addDays(last, i - count + 1), row(i)));
}

const kpi = (report: ReturnType<typeof computeKpis>, key: string) => report.kpis.find((k) => k.key === key)!;

describe("computeKpis", () => {
  it("measures subscriber growth as net subscribers over subscribers at the start: 10 gained and 2 lost on 1,000 is 0.8%", () => {
    // 28 days; 10 gained and 2 lost in all; the count now is 1,008, so 1,000 at the start.
    const rows = days("2026-11-20", 28, (i) => ({ subscribersGained: i < 10 ? 1 : 0, subscribersLost: i < 2 ? 1 : 0 }));
    const growth = kpi(computeKpis({ days: rows, subscribersNow: 1008 }), "subscriberGrowth");
    expect(growth.value).toBeCloseTo(0.8, 10);
    expect(growth.source).toMatch(/Studio/);
    expect(growth.missing).toBeNull();
  });

  it("names where the daily rows came from: Studio, the Google connection, or both", () => {
    const rows = (source: ChannelDay["source"]) =>
      days("2026-11-20", 28, () => ({ subscribersGained: 1, subscribersLost: 0, source }));
    const from = (list: ChannelDay[]) =>
      kpi(computeKpis({ days: list, subscribersNow: 1028 }), "subscriberGrowth").source;
    expect(from(rows("studio"))).toBe(STUDIO_SOURCE);
    expect(from(rows("google"))).toBe(ANALYTICS_SOURCE);
    expect(from(rows("google"))).not.toMatch(/Studio/);
    const mixed = [...rows("studio").slice(0, 14), ...rows("google").slice(14)];
    expect(from(mixed)).toBe(`${STUDIO_SOURCE} and ${ANALYTICS_SOURCE}`);
  });

  it("compares with the 28 days before, in percentage points", () => {
    // Previous window: +20 on 1,000 (2%); current: +10 on 1,020 (0.98%).
    const rows = days("2026-11-20", 56, (i) => ({
      subscribersGained: i < 28 ? (i < 20 ? 1 : 0) : i < 38 ? 1 : 0,
      subscribersLost: 0,
    }));
    const growth = kpi(computeKpis({ days: rows, subscribersNow: 1030 }), "subscriberGrowth");
    expect(growth.previous).toBeCloseTo(2, 10);
    expect(growth.value).toBeCloseTo((10 / 1020) * 100, 10);
    expect(growth.change).toBeCloseTo((10 / 1020) * 100 - 2, 10);
  });

  it("gives null, not 0, with what to import, when a KPI's data is missing", () => {
    const rows = days("2026-11-20", 28, () => ({ views: 100 }));
    const report = computeKpis({ days: rows, subscribersNow: 500 });
    for (const key of ["subscriberGrowth", "watchTimePerViewer", "viewerFunnel"]) {
      expect(kpi(report, key).value).toBeNull();
      expect(kpi(report, key).missing).toBe(MISSING_DAILY);
    }
    expect(kpi(report, "suggestedReach").missing).toBe(MISSING_TRAFFIC_SOURCES);
  });

  it("asks for the channel when the subscriber count is unknown", () => {
    const rows = days("2026-11-20", 28, () => ({ subscribersGained: 3, subscribersLost: 1 }));
    const growth = kpi(computeKpis({ days: rows, subscribersNow: null }), "subscriberGrowth");
    expect(growth.value).toBeNull();
    expect(growth.missing).toBe(MISSING_SUBSCRIBERS);
    // A connected channel that hides its count is told to show it, not to connect the channel.
    const hidden = kpi(computeKpis({ days: rows, subscribersNow: "hidden" }), "subscriberGrowth");
    expect(hidden.value).toBeNull();
    expect(hidden.missing).toBe(SUBSCRIBERS_HIDDEN);
  });

  it("takes the caller's word for what fills a KPI, but still asks for the channel when the subscriber count is unknown", () => {
    const missing = { subscriberGrowth: "connect Google", viewerFunnel: "import impressions" };
    const rows = days("2026-11-20", 28, () => ({ views: 100 }));
    const report = computeKpis({ days: rows, subscribersNow: 500, missing });
    expect(kpi(report, "subscriberGrowth").missing).toBe("connect Google");
    expect(kpi(report, "viewerFunnel").missing).toBe("import impressions");
    expect(kpi(report, "watchTimePerViewer").missing).toBe(MISSING_DAILY);
    expect(kpi(computeKpis({ days: [], subscribersNow: 500, missing }), "subscriberGrowth").missing).toBe(
      "connect Google",
    );
    expect(kpi(computeKpis({ days: rows, subscribersNow: null, missing }), "subscriberGrowth").missing).toBe(
      MISSING_SUBSCRIBERS,
    );
  });

  it("says what to import when there are no daily rows at all", () => {
    const report = computeKpis({ days: [], subscribersNow: 100 });
    expect(report.window).toBeNull();
    expect(report.kpis.map((k) => k.value)).toEqual([null, null, null, null]);
  });

  it("measures watch time per viewer in minutes and the funnel from impressions to subscribers", () => {
    // Each day: 1,000 impressions at 5% CTR, 60 views at 40% viewed, 2 h watched by 30 viewers, 1 subscriber.
    const rows = days("2026-11-20", 28, () => ({
      impressions: 1000,
      impressionsCtr: 5,
      views: 60,
      averagePercentageViewed: 40,
      watchTimeHours: 2,
      uniqueViewers: 30,
      subscribersGained: 1,
      subscribersLost: 0,
    }));
    const report = computeKpis({ days: rows, subscribersNow: 1000 });
    expect(kpi(report, "watchTimePerViewer").value).toBeCloseTo(4, 10);
    expect(kpi(report, "viewerFunnel").value).toBeCloseTo(1, 10);
    expect(report.funnel).toEqual([
      { key: "impressions", value: 28_000 },
      { key: "clicks", value: 1_400 },
      { key: "views", value: 1_680 },
      { key: "viewed", value: 672 },
      { key: "subscribers", value: 28 },
    ]);
  });

  it("ends the window on the newest day of data and charts 12 calendar months", () => {
    const rows = days("2026-08-15", 400, () => ({ subscribersGained: 1, subscribersLost: 0 }));
    const report = computeKpis({ days: rows, subscribersNow: 5000 });
    expect(report.window).toEqual({ from: "2026-07-19", to: "2026-08-15" });
    expect(report.previousWindow).toEqual({ from: "2026-06-21", to: "2026-07-18" });
    const series = kpi(report, "subscriberGrowth").series;
    expect(series.map((p) => p.month)).toEqual([
      "2025-09",
      "2025-10",
      "2025-11",
      "2025-12",
      "2026-01",
      "2026-02",
      "2026-03",
      "2026-04",
      "2026-05",
      "2026-06",
      "2026-07",
      "2026-08",
    ]);
    // August has 15 days of data; growth on the count at 1 August (5000 - 15).
    expect(series.at(-1)!.value).toBeCloseTo((15 / 4985) * 100, 10);
    expect(series.every((p) => p.value !== null)).toBe(true);
  });

  it("measures suggested-video reach from the Google connection's traffic sources", () => {
    const rows = days("2026-11-20", 56, () => ({ views: 100 }));
    const traffic = rows.flatMap((d, i) => [
      { date: d.date, sourceType: "RELATED_VIDEO", views: i < 28 ? 20 : 30 },
      { date: d.date, sourceType: "YT_SEARCH", views: i < 28 ? 80 : 70 },
    ]);
    const reach = kpi(computeKpis({ days: rows, subscribersNow: 100, traffic }), "suggestedReach");
    expect(reach.value).toBeCloseTo(30, 10);
    expect(reach.previous).toBeCloseTo(20, 10);
    expect(reach.change).toBeCloseTo(10, 10);
    expect(reach.source).toBe(ANALYTICS_SOURCE);
    expect(reach.missing).toBeNull();
  });
});

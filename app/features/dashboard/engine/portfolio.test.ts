import { describe, expect, it } from "vitest";
import { channelDay } from "./__fixtures__/channel-day";
import { SUBSCRIBERS_HIDDEN } from "./kpis";
import { portfolioOf, rollUpDays, rollUpTraffic } from "./portfolio";

const day = channelDay;

describe("rollUpDays", () => {
  it("adds counts date by date and rebuilds the ratios from their weights, never averaging them", () => {
    const a = [day("2026-11-01", { views: 900, impressions: 10_000, impressionsCtr: 5, averagePercentageViewed: 40 })];
    const b = [
      day("2026-11-01", { views: 100, impressions: 30_000, impressionsCtr: 1, averagePercentageViewed: 80 }),
      day("2026-11-02", { views: 50 }),
    ];
    const [first, second] = rollUpDays([a, b]);
    expect(first).toMatchObject({ date: "2026-11-01", views: 1000, impressions: 40_000 });
    // CTR weighted by impressions: (5 × 10,000 + 1 × 30,000) / 40,000 = 2, not the mean 3.
    expect(first!.impressionsCtr).toBeCloseTo(2, 10);
    // Percentage viewed weighted by views: (40 × 900 + 80 × 100) / 1,000 = 44, not 60.
    expect(first!.averagePercentageViewed).toBeCloseTo(44, 10);
    // A figure no channel has stays unknown rather than becoming zero.
    expect(first!.subscribersGained).toBeNull();
    expect(second).toMatchObject({ date: "2026-11-02", views: 50, impressionsCtr: null });
  });

  it("adds traffic by date and source", () => {
    const rows = rollUpTraffic([
      [{ date: "2026-11-01", sourceType: "RELATED_VIDEO", views: 10 }],
      [
        { date: "2026-11-01", sourceType: "RELATED_VIDEO", views: 5 },
        { date: "2026-11-01", sourceType: "YT_SEARCH", views: 7 },
      ],
    ]);
    expect(rows).toEqual([
      { date: "2026-11-01", sourceType: "RELATED_VIDEO", views: 15 },
      { date: "2026-11-01", sourceType: "YT_SEARCH", views: 7 },
    ]);
  });
});

describe("portfolioOf", () => {
  const month = (views: number, gained: number) =>
    Array.from({ length: 56 }, (_, i) =>
      day(new Date(Date.UTC(2026, 9, 1 + i)).toISOString().slice(0, 10), {
        views,
        subscribersGained: gained,
        subscribersLost: 0,
      }),
    );

  it("agrees the note's verb with one channel with daily data", () => {
    const channel = (id: string, days: ReturnType<typeof month>) => ({
      id,
      title: id,
      subscriberCount: 1_000,
      videoCount: 10,
      recentUploads: 1,
      recentUploadViews: 100,
      days,
      traffic: [],
    });
    const portfolio = portfolioOf([channel("A", month(100, 1)), channel("B", [])]);
    expect(portfolio.note).toContain("(1 of 2 channels has daily data");
  });

  it("says a channel hides its subscriber count, not that it should be connected", () => {
    const hidden = {
      id: "A",
      title: "Quiet",
      subscriberCount: null,
      videoCount: 10,
      recentUploads: 1,
      recentUploadViews: 100,
      days: month(100, 1),
      traffic: [],
    };
    const growth = portfolioOf([hidden]).rows[0]!.kpis.kpis.find((k) => k.key === "subscriberGrowth")!;
    expect(growth.value).toBeNull();
    expect(growth.missing).toBe(SUBSCRIBERS_HIDDEN);
  });

  it("totals the channels and computes the subscriber growth of the whole on the sums", () => {
    const portfolio = portfolioOf([
      {
        id: "A",
        title: "Main",
        subscriberCount: 10_000,
        videoCount: 100,
        recentUploads: 4,
        recentUploadViews: 40_000,
        days: month(1000, 10),
        traffic: [],
      },
      {
        id: "B",
        title: "Shorts",
        subscriberCount: 1_000,
        videoCount: 50,
        recentUploads: 8,
        recentUploadViews: 8_000,
        days: month(500, 5),
        traffic: [],
      },
      {
        id: "C",
        title: "New",
        subscriberCount: null,
        videoCount: 3,
        recentUploads: 1,
        recentUploadViews: 90,
        days: [],
        traffic: [],
      },
    ]);
    expect(portfolio.rows.map((r) => r.title)).toEqual(["Main", "Shorts", "New"]);
    expect(portfolio.total).toMatchObject({
      subscriberCount: 11_000,
      videoCount: 153,
      recentUploads: 13,
      recentUploadViews: 48_090,
      channelsWithDailyData: 2,
      channelsWithSubscribers: 2,
    });
    const growth = (kpis: { key: string; value: number | null }[]) =>
      kpis.find((k) => k.key === "subscriberGrowth")!.value!;
    const main = growth(portfolio.rows[0]!.kpis.kpis);
    const shorts = growth(portfolio.rows[1]!.kpis.kpis);
    const whole = growth(portfolio.total.kpis.kpis);
    // The whole grows at the rate of its summed subscribers: between its channels, nearer the big one.
    expect(whole).toBeGreaterThan(Math.min(main, shorts));
    expect(whole).toBeLessThan(Math.max(main, shorts));
    expect(Math.abs(whole - main)).toBeLessThan(Math.abs(whole - shorts));
    expect(portfolio.note).toContain("2 of 3 channels have daily data");
    expect(portfolio.note).toContain("Subscribers add up the 2 channels that show their count.");
  });
});

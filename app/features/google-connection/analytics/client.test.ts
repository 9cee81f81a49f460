import { describe, expect, it } from "vitest";
import { fakeYouTubeWorld } from "~/dev/youtube/fake-world";
import { AnalyticsApiError, createAnalyticsClient } from "./client";
import {
  createFakeAnalyticsApi,
  FAKE_ANALYTICS_BASE_URL,
  FAKE_ANALYTICS_TOKENS,
  fakeTrafficSplit,
} from "~/dev/analytics/fake-analytics";
import { reports } from "./reports";

const world = fakeYouTubeWorld(new Date("2026-11-22T12:00:00Z"));
const fake = createFakeAnalyticsApi(world);
const client = (accessToken: string, fetch = fake) =>
  createAnalyticsClient({ accessToken, baseUrl: FAKE_ANALYTICS_BASE_URL, fetch });
const days = world.own.dailyAnalytics.filter((r) => r.videoYoutubeId === null);
const window = { startDate: days.at(-30)!.date, endDate: days.at(-1)!.date };

describe("the Analytics client against the fake", () => {
  it("reads a day report into rows keyed by column name, with the token only in the Authorization header", async () => {
    const seen: Request[] = [];
    const rows = await client("fake-access-1", async (r) => (seen.push(r), fake(r))).query(reports.channelDays(window));
    expect(rows).toHaveLength(30);
    expect(rows[0]).toMatchObject({ day: window.startDate, views: days.at(-30)!.views });
    expect(seen[0]!.url).not.toContain("fake-access-1");
    expect(new URL(seen[0]!.url).searchParams.get("ids")).toBe("channel==MINE");
    expect(seen[0]!.headers.get("authorization")).toBe("Bearer fake-access-1");
  });

  it("maps Google's refusals to errors that say whether retrying can help", async () => {
    const bad = await client(FAKE_ANALYTICS_TOKENS.invalid)
      .query(reports.channelDays(window))
      .catch((e: unknown) => e);
    expect(bad).toBeInstanceOf(AnalyticsApiError);
    expect((bad as AnalyticsApiError).status).toBe(401);
    expect((bad as AnalyticsApiError).refused).toBe(false);

    const noRevenue = await client(`${FAKE_ANALYTICS_TOKENS.noRevenuePrefix}-1`)
      .query(reports.revenueDays(window))
      .catch((e: unknown) => e);
    expect((noRevenue as AnalyticsApiError).status).toBe(403);
    expect((noRevenue as AnalyticsApiError).refused).toBe(true);
    // The same channel's non-monetary reports still answer.
    expect(await client(`${FAKE_ANALYTICS_TOKENS.noRevenuePrefix}-1`).query(reports.channelDays(window))).toHaveLength(
      30,
    );

    // Impressions are not a reports.query metric: 400, as Google answers.
    const impressions = await client("fake-access-1")
      .query({ ...window, dimensions: ["day"], metrics: ["impressions"] })
      .catch((e: unknown) => e);
    expect((impressions as AnalyticsApiError).status).toBe(400);
  });

  it("refuses a response that leaves out a requested column rather than reading it as zero", async () => {
    const missing = async () =>
      Response.json({ columnHeaders: [{ name: "day" }, { name: "views" }], rows: [["2026-01-01", 5]] });
    await expect(client("fake-access-1", missing).query(reports.channelDays(window))).rejects.toThrow(
      /left out the column estimatedMinutesWatched/,
    );
    const garbage = async () => Response.json({ rows: "nope" });
    await expect(client("fake-access-1", garbage).query(reports.channelDays(window))).rejects.toThrow(
      /unexpected response/,
    );
  });

  it("serves the top videos by views, at most 200", async () => {
    const rows = await client("fake-access-1").query(
      reports.videos({ startDate: "2020-01-01", endDate: window.endDate }),
    );
    expect(rows.length).toBe(Math.min(200, world.own.videoAnalytics.length));
    const views = rows.map((r) => r.views as number);
    expect(views).toEqual([...views].sort((a, b) => b - a));
  });
});

describe("the fake's traffic split", () => {
  it("adds up to the day's views and is the same every time for a date", () => {
    const split = fakeTrafficSplit("2026-03-04", 1234, 5000);
    expect(split.reduce((s, p) => s + p.views, 0)).toBe(1234);
    expect(fakeTrafficSplit("2026-03-04", 1234, 5000)).toEqual(split);
    expect(fakeTrafficSplit("2026-03-05", 1234, 5000)).not.toEqual(split);
    expect(fakeTrafficSplit("2026-03-04", 0, 0)).toEqual([]);
  });
});

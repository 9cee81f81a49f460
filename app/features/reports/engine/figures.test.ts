import { describe, expect, it } from "vitest";
import { MISSING, SOURCES, computeFigures, figureRows } from "./figures";

const NOW = new Date("2026-11-25T12:00:00Z");
const DAY = 86_400_000;
const upload = (id: string, daysAgo: number, views: number) => ({
  id,
  title: `Upload ${id}`,
  publishedAt: new Date(NOW.getTime() - daysAgo * DAY),
  viewCount: views,
  isShort: false,
});
const channel = { id: "UC1", title: "A channel", subscriberCount: 1000 };

describe("the report's figures", () => {
  it("sums the period's uploads and compares the best with the median of the uploads before", () => {
    const f = computeFigures({
      days: 7,
      now: NOW,
      channel,
      periodUploads: [upload("a", 2, 300), upload("b", 5, 900)],
      baselineUploads: [upload("c", 10, 100), upload("d", 20, 300), upload("e", 30, 200)],
      channelDays: [
        { date: "2026-11-20", source: "studio", views: 50, subscribersGained: 3, subscribersLost: 1 },
        { date: "2026-11-21", source: "studio", views: 70, subscribersGained: null, subscribersLost: null },
        { date: "2026-11-01", source: "studio", views: 999, subscribersGained: 99, subscribersLost: 0 },
      ],
      sentiment: null,
    });
    expect(f.uploads).toMatchObject({ count: 2, views: 1200 });
    expect(f.uploads.top.map((u) => u.id)).toEqual(["b", "a"]);
    expect(f.best).toMatchObject({ medianViews: 200, baselineCount: 3, ratio: 4.5 });
    expect(f.channelDays).toMatchObject({ views: 120, subscribersGained: 3, daysCovered: 2, source: SOURCES.studio });
    expect(f.missing).toEqual([MISSING.sentiment]);
    const rows = figureRows(f);
    expect(rows.find((r) => r.metric === "views_of_uploads")).toMatchObject({ value: 1200, source: SOURCES.uploads });
    expect(rows.find((r) => r.metric === "times_median")?.value).toBe(4.5);
  });

  it("says what to connect instead of inventing figures", () => {
    const none = computeFigures({
      days: 28,
      now: NOW,
      channel: null,
      periodUploads: [],
      baselineUploads: [],
      channelDays: [],
      sentiment: null,
    });
    expect(none.missing).toEqual([MISSING.channel]);
    const bare = computeFigures({
      days: 28,
      now: NOW,
      channel,
      periodUploads: [upload("a", 2, 300)],
      baselineUploads: [],
      channelDays: [],
      sentiment: null,
    });
    expect(bare.best).toBeNull();
    expect(bare.channelDays).toBeNull();
    expect(bare.missing).toEqual([MISSING.days, MISSING.baseline, MISSING.sentiment]);
  });
});

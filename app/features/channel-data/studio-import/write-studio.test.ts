import { describe, expect, it } from "vitest";
import type {
  AnalyticsMetrics,
  ChannelDataset,
  DailyAnalyticsRecord,
  VideoAnalyticsRecord,
  VideoRecord,
} from "../types";
import { parseCsv } from "~/lib/csv";
import { parseStudioExport } from "./parse-studio";
import {
  aggregateMetrics,
  roundLikeStudio,
  writeChartDataCsv,
  writeTableDataCsv,
  writeTotalsCsv,
} from "./write-studio";

const CHANNEL_ID = "UCabcdefghijklmnopqrstuv";
const ID_A = "dQw4w9WgXcQ";
const ID_B = "-bcdefghijk"; // starts with "-": Studio writes it after a space
const ID_C = "abc_DEF-123";

const NULL_METRICS: AnalyticsMetrics = {
  views: null,
  watchTimeHours: null,
  averageViewDurationSeconds: null,
  averagePercentageViewed: null,
  impressions: null,
  impressionsCtr: null,
  subscribersGained: null,
  subscribersLost: null,
  uniqueViewers: null,
  estimatedRevenue: null,
  rpm: null,
  cpm: null,
};

function video(youtubeId: string, title: string, publishedAt: string, durationSeconds: number): VideoRecord {
  return {
    youtubeId,
    channelYoutubeId: CHANNEL_ID,
    title,
    description: "",
    tags: [],
    publishedAt,
    durationSeconds,
    categoryId: "28",
    thumbnailUrl: null,
    isShort: durationSeconds <= 60,
  };
}

const videoAnalytics: VideoAnalyticsRecord[] = [
  {
    videoYoutubeId: ID_A,
    views: 12500,
    watchTimeHours: 600.123456,
    averageViewDurationSeconds: 172.84,
    averagePercentageViewed: 43.5123,
    impressions: 200000,
    impressionsCtr: 5.2249,
    subscribersGained: 94,
    subscribersLost: 4,
    uniqueViewers: 8000,
    estimatedRevenue: 110.2549,
    rpm: 8.8204,
    cpm: 14.5,
  },
  {
    videoYoutubeId: ID_B,
    views: 1042,
    watchTimeHours: 39.62,
    averageViewDurationSeconds: 136.9,
    averagePercentageViewed: 104.3,
    impressions: 50000,
    impressionsCtr: 2.1,
    subscribersGained: 6,
    subscribersLost: 9,
    uniqueViewers: 1000,
    estimatedRevenue: -0.25,
    rpm: 0,
    cpm: 16,
  },
  // A video whose export had only some metrics.
  { ...NULL_METRICS, videoYoutubeId: ID_C, views: 7, impressions: 300 },
];

const dailyAnalytics: DailyAnalyticsRecord[] = [
  {
    ...NULL_METRICS,
    date: "2026-09-10",
    videoYoutubeId: null,
    views: 140,
    watchTimeHours: 5.25,
    averageViewDurationSeconds: 135,
    subscribersGained: 3,
    subscribersLost: 1,
    impressionsCtr: 4.44,
    impressions: 3000,
    estimatedRevenue: 1.234,
  },
  {
    ...NULL_METRICS,
    date: "2026-09-09",
    videoYoutubeId: null,
    views: 100,
    watchTimeHours: 2.5,
    averageViewDurationSeconds: 90,
    subscribersGained: 0,
    subscribersLost: 2,
    impressionsCtr: null,
    impressions: 2000,
    estimatedRevenue: 0.5,
  },
  {
    ...NULL_METRICS,
    date: "2026-09-09",
    videoYoutubeId: ID_A,
    views: 60,
    watchTimeHours: 1.5,
    impressions: 1000,
    impressionsCtr: 5,
  },
  {
    ...NULL_METRICS,
    date: "2026-09-09",
    videoYoutubeId: ID_B,
    views: 40,
    watchTimeHours: 1,
    impressions: 1000,
    impressionsCtr: 3,
  },
  { ...NULL_METRICS, date: "2026-09-10", videoYoutubeId: ID_A, views: 140, watchTimeHours: 5.25 },
];

const dataset: ChannelDataset = {
  channel: {
    youtubeId: CHANNEL_ID,
    title: "Dragon Lore",
    handle: "dragonlore",
    description: "",
    country: "GB",
    publishedAt: "2020-01-01T00:00:00.000Z",
    thumbnailUrl: null,
    subscriberCount: 1000,
    viewCount: 100000,
    videoCount: 3,
    uploadsPlaylistId: "UUabcdefghijklmnopqrstuv",
  },
  videos: [
    video(ID_A, 'Tiamat, Queen of "Dragons"', "2026-09-20T18:03:11.000Z", 812),
    video(ID_B, "-Strahd: a résumé 🧛", "2026-08-01T00:30:00.000Z", 45),
    video(ID_C, "=SUM(A1)", "2025-12-31T23:59:59.000Z", 600),
  ],
  snapshots: [],
  comments: [],
  videoAnalytics,
  dailyAnalytics,
};

describe("writeTableDataCsv", () => {
  it("writes Studio's shape: header, a Total row, then videos by views", () => {
    const csv = writeTableDataCsv(dataset);
    const records = parseCsv(csv);
    expect(records[0]).toEqual([
      "Content",
      "Video title",
      "Video publish time",
      "Duration",
      "Views",
      "Watch time (hours)",
      "Subscribers",
      "Subscribers gained",
      "Subscribers lost",
      "Average view duration",
      "Average percentage viewed (%)",
      "Thumbnail impressions",
      "Thumbnail click-through rate (%)",
      "Unique viewers",
      "Estimated revenue (USD)",
      "RPM (USD)",
      "CPM (USD)",
    ]);
    expect(records[1]!.slice(0, 8)).toEqual(["Total", "", "", "", "13549", "639.7435", "87", "100"]);
    expect(records[2]).toEqual([
      ID_A,
      'Tiamat, Queen of "Dragons"',
      "Sep 20, 2026",
      "812",
      "12500",
      "600.1235",
      "90",
      "94",
      "4",
      "0:02:53",
      "43.51",
      "200000",
      "5.22",
      "8000",
      "110.255",
      "8.82",
      "14.5",
    ]);
    // The formula guard: a leading space, as Studio writes ids that start with "-".
    expect(records[3]!.slice(0, 2)).toEqual([` ${ID_B}`, " -Strahd: a résumé 🧛"]);
    expect(records[4]!.slice(0, 5)).toEqual([ID_C, " =SUM(A1)", "Dec 31, 2025", "600", "7"]);
    expect(records[4]!.slice(5)).toEqual(["", "", "", "", "", "", "300", "", "", "", "", ""]);
    expect(csv.endsWith("\r\n")).toBe(true);
    expect(csv.includes("\n\n")).toBe(false);
  });

  it("round-trips every metric through parseStudioExport, rounded as documented", () => {
    const result = parseStudioExport("table", writeTableDataCsv(dataset));
    expect(result.fileErrors).toEqual([]);
    expect(result.rowErrors).toEqual([]);
    expect(result.warnings).toEqual([]);
    expect(result.unknownColumns).toEqual([]);
    expect(result.skipped).toEqual({ total: 1, empty: 0, invalid: 0, duplicate: 0 });
    const byId = (rows: VideoAnalyticsRecord[]) =>
      [...rows].sort((a, b) => a.videoYoutubeId.localeCompare(b.videoYoutubeId));
    expect(byId(result.rows)).toEqual(byId(videoAnalytics.map(roundLikeStudio)));
    for (const [i, record] of videoAnalytics.entries()) {
      const back = result.rows.find((r) => r.videoYoutubeId === record.videoYoutubeId)!;
      expect(back.watchTimeHours ?? 0, `video ${i}`).toBeCloseTo(record.watchTimeHours ?? 0, 4);
      expect(back.averageViewDurationSeconds ?? 0).toBeCloseTo(record.averageViewDurationSeconds ?? 0, 0); // within 0.5 s
    }
    expect(result.videos).toEqual([
      {
        videoYoutubeId: ID_A,
        title: 'Tiamat, Queen of "Dragons"',
        publishedAt: "2026-09-20T00:00:00.000Z",
        durationSeconds: 812,
      },
      {
        videoYoutubeId: ID_B,
        title: "-Strahd: a résumé 🧛",
        publishedAt: "2026-08-01T00:00:00.000Z",
        durationSeconds: 45,
      },
      { videoYoutubeId: ID_C, title: "=SUM(A1)", publishedAt: "2025-12-31T00:00:00.000Z", durationSeconds: 600 },
    ]);
    expect(result.total).toMatchObject({
      views: 13549,
      impressions: 250300,
      subscribersGained: 100,
      subscribersLost: 13,
      uniqueViewers: null,
    });
  });

  it("leaves out metrics no video has, and still parses with LF and a BOM", () => {
    const slim: ChannelDataset = {
      ...dataset,
      videoAnalytics: [{ ...NULL_METRICS, videoYoutubeId: ID_A, views: 5, subscribersGained: 1 }],
    };
    const csv = writeTableDataCsv(slim, { lineEnding: "\n", bom: true });
    expect(csv.startsWith("\uFEFFContent,Video title,Video publish time,Duration,Views,Subscribers gained\n")).toBe(
      true,
    );
    const result = parseStudioExport("table", csv);
    expect(result.rows).toEqual(slim.videoAnalytics);
  });
});

describe("writeChartDataCsv", () => {
  it("writes the channel's daily rows oldest first and round-trips them", () => {
    const csv = writeChartDataCsv(dataset);
    expect(csv.split("\r\n")[0]).toBe(
      "Date,Views,Watch time (hours),Subscribers,Subscribers gained,Subscribers lost,Average view duration,Thumbnail impressions,Thumbnail click-through rate (%),Estimated revenue (USD)",
    );
    expect(csv.split("\r\n")[1]).toBe("2026-09-09,100,2.5,-2,0,2,0:01:30,2000,,0.5");
    const result = parseStudioExport("chart", csv);
    expect(result.fileErrors).toEqual([]);
    expect(result.rowErrors).toEqual([]);
    expect(result.rows).toEqual(
      dailyAnalytics
        .filter((r) => r.videoYoutubeId === null)
        .sort((a, b) => a.date.localeCompare(b.date))
        .map(roundLikeStudio),
    );
  });

  it("writes per-video daily rows in Studio's per-content shape and round-trips them", () => {
    const csv = writeChartDataCsv(dataset, { scope: "videos" });
    expect(csv.split("\r\n")[0]).toBe(
      "Date,Content,Video title,Video publish time,Duration,Views,Watch time (hours),Thumbnail impressions,Thumbnail click-through rate (%)",
    );
    const result = parseStudioExport("chart", csv);
    expect(result.detectedKind).toBe("chart");
    expect(result.rowErrors).toEqual([]);
    const key = (r: DailyAnalyticsRecord) => `${r.date} ${r.videoYoutubeId}`;
    expect([...result.rows].sort((a, b) => key(a).localeCompare(key(b)))).toEqual(
      dailyAnalytics
        .filter((r) => r.videoYoutubeId !== null)
        .map(roundLikeStudio)
        .sort((a, b) => key(a).localeCompare(key(b))),
    );
  });
});

describe("writeTotalsCsv", () => {
  it("writes the channel's own daily rows when it has them", () => {
    expect(writeTotalsCsv(dataset)).toBe(writeChartDataCsv(dataset));
    const result = parseStudioExport("totals", writeTotalsCsv(dataset));
    expect(result.rows.map((r) => [r.date, r.views])).toEqual([
      ["2026-09-09", 100],
      ["2026-09-10", 140],
    ]);
  });

  it("adds up per-video days when the channel has no daily rows of its own", () => {
    const perVideoOnly: ChannelDataset = {
      ...dataset,
      dailyAnalytics: dailyAnalytics.filter((r) => r.videoYoutubeId !== null),
    };
    const result = parseStudioExport("totals", writeTotalsCsv(perVideoOnly));
    expect(result.fileErrors).toEqual([]);
    expect(result.rows).toEqual([
      {
        ...NULL_METRICS,
        date: "2026-09-09",
        videoYoutubeId: null,
        views: 100,
        watchTimeHours: 2.5,
        averageViewDurationSeconds: 90,
        impressions: 2000,
        impressionsCtr: 4,
      },
      {
        ...NULL_METRICS,
        date: "2026-09-10",
        videoYoutubeId: null,
        views: 140,
        watchTimeHours: 5.25,
        averageViewDurationSeconds: 135,
      },
    ]);
  });
});

describe("aggregateMetrics", () => {
  it("sums what adds up, weights rates, and leaves unique viewers and CPM out", () => {
    const total = aggregateMetrics([
      {
        metrics: { ...NULL_METRICS, views: 100, watchTimeHours: 1, averagePercentageViewed: 50, estimatedRevenue: 1 },
        durationSeconds: 60,
      },
      {
        metrics: {
          ...NULL_METRICS,
          views: 100,
          watchTimeHours: 3,
          averagePercentageViewed: 20,
          uniqueViewers: 5,
          cpm: 3,
        },
        durationSeconds: 540,
      },
    ]);
    expect(total.views).toBe(200);
    expect(total.watchTimeHours).toBe(4);
    expect(total.averageViewDurationSeconds).toBe(72);
    // (50 × 6,000 + 20 × 54,000) ÷ 60,000
    expect(total.averagePercentageViewed).toBeCloseTo(23);
    expect(total.estimatedRevenue).toBe(1);
    expect(total.rpm).toBe(5);
    expect(total.uniqueViewers).toBeNull();
    expect(total.cpm).toBeNull();
    expect(total.impressions).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import type { DailyAnalyticsRecord, VideoAnalyticsRecord, VideoRecord } from "~/features/channel-data/types";
import { generateSampleWorld } from "~/dev/sample-world/generator";
import { GEOGRAPHY_NOT_MEASURED, MISSING_ALL, MISSING_PER_VIDEO, NICHE_NOTE, analyzeRpm, type RpmInput } from "./index";
import { quantile } from "~/lib/stats";
import { shiftViews } from "./measure";

const NOW = "2026-06-15T12:00:00.000Z";
const DAY = 86_400_000;
const EMPTY_METRICS = {
  watchTimeHours: null,
  averageViewDurationSeconds: null,
  averagePercentageViewed: null,
  impressions: null,
  impressionsCtr: null,
  subscribersGained: null,
  subscribersLost: null,
  uniqueViewers: null,
  cpm: null,
};

function video(id: string, title: string, minutes: number, daysAgo: number, isShort = false): VideoRecord {
  return {
    youtubeId: id,
    channelYoutubeId: "UCtest",
    title,
    description: "",
    tags: [],
    publishedAt: new Date(Date.parse(NOW) - daysAgo * DAY).toISOString(),
    durationSeconds: Math.round(minutes * 60),
    categoryId: null,
    thumbnailUrl: null,
    isShort,
  };
}

function videoRow(id: string, views: number, revenue: number): VideoAnalyticsRecord {
  return { ...EMPTY_METRICS, videoYoutubeId: id, views, estimatedRevenue: revenue, rpm: (revenue / views) * 1000 };
}

/** Channel rows for the `count` days ending yesterday (relative to NOW), oldest first. */
function dailyRows(
  count: number,
  rowFor: (daysAgo: number) => { views: number; revenue: number },
): DailyAnalyticsRecord[] {
  const rows: DailyAnalyticsRecord[] = [];
  for (let ago = count; ago >= 1; ago--) {
    const { views, revenue } = rowFor(ago);
    const date = new Date(Date.parse(NOW) - ago * DAY).toISOString().slice(0, 10);
    rows.push({
      ...EMPTY_METRICS,
      date,
      videoYoutubeId: null,
      views,
      estimatedRevenue: revenue,
      rpm: (revenue / views) * 1000,
    });
  }
  return rows;
}

const TITLES = ["Alpha", "Bravo", "Charlie", "Delta", "Echo", "Foxtrot", "Golf", "Hotel", "India", "Juliet"];

/** Five 10-minute and five 5-minute long-form videos, 10,000 views each, at the given RPMs. */
function lengthChannel(longRpm: number, shortRpm: number): RpmInput {
  const videos = TITLES.map((t, i) => video(`v${i}`, `${t} walkthrough ${t}`, i < 5 ? 10 : 5, 30 + i * 20));
  const videoAnalytics = videos.map((v, i) =>
    videoRow(v.youtubeId, 10_000, ((i < 5 ? longRpm : shortRpm) * 10_000) / 1000),
  );
  return { videos, videoAnalytics, dailyAnalytics: dailyRows(56, () => ({ views: 1000, revenue: 3 })), now: NOW };
}

describe("analyzeRpm on hand-built channels", () => {
  it("recommends longer videos when 8+ minute videos earn twice as much, projection computed by hand", () => {
    const { analysis, recommendations, missing, notMeasured } = analyzeRpm(lengthChannel(4, 2));
    expect(missing).toBeNull();
    expect(analysis).not.toBeNull();
    // 28 days × 1,000 views at $3: RPM 3.00, flat against the prior 28 days.
    expect(analysis!.currentRPM).toBe(3);
    expect(analysis!.views28).toBe(28_000);
    expect(analysis!.revenue28).toBe(84);
    expect(analysis!.monthlyTrend).toBe("stable");
    expect(analysis!.trendPercentage).toBe(0);
    const length = recommendations.find((r) => r.id === "rpm-length");
    expect(length).toBeDefined();
    // Basis: 100,000 views at $3.00 blended; 50% of views in the shorter group ($2), 50% in the longer ($4).
    // Moving 25 points: 3 + 0.25 × (4 − 2) = 3.50; applied to the channel's $3.00 → $3.50.
    expect(length!.currentRPM).toBe(3);
    expect(length!.projectedRPM).toBe(3.5);
    // (3.50 − 3.00) × 28,000 ÷ 1000 = $14.00 a month.
    expect(length!.potentialIncrease).toBe(14);
    expect(length!.priority).toBe("High");
    expect(length!.category).toBe("Content Strategy");
    expect(length!.difficulty).toBe("Medium");
    expect(length!.actionSteps.length).toBeGreaterThanOrEqual(3);
    expect(length!.actionSteps.length).toBeLessThanOrEqual(4);
    expect(length!.reasoning).toContain("$4.00");
    expect(length!.reasoning).toContain("$2.00");
    expect(length!.reasoning).toContain("5 long-form videos of 8+ minutes");
    expect(analysis!.potentialMonthlyIncrease).toBe(recommendations.reduce((s, r) => s + r.potentialIncrease, 0));
    expect(analysis!.totalRecommendations).toBe(recommendations.length);
    expect(notMeasured).toContain(GEOGRAPHY_NOT_MEASURED);
    expect(notMeasured.some((n) => n.startsWith("Seasonality"))).toBe(true);
  });

  it("caps the shift at the shorter group's share", () => {
    // 10% of views in the shorter group: only 10 points can move.
    const shift = shiftViews({ views: 100, revenue: 0.39 }, { views: 10, revenue: 0.02 }, { views: 90, revenue: 0.36 });
    expect(shift!.moved).toBeCloseTo(0.1, 12);
    expect(shift!.after).toBeCloseTo(3.9 + 0.1 * (4 - 2), 12);
  });

  it("makes no length recommendation when both groups earn the same, and says what it measured", () => {
    const { analysis, recommendations, checked } = analyzeRpm(lengthChannel(3, 3));
    expect(analysis).not.toBeNull();
    expect(recommendations.find((r) => r.id === "rpm-length")).toBeUndefined();
    expect(checked).toContain(
      "Video length: 5 long-form videos of 8+ minutes earned $3.00 RPM and 5 shorter ones $3.00, so longer videos would not raise your RPM.",
    );
  });

  it("says plainly that audience geography is not measured", () => {
    const { notMeasured } = analyzeRpm(lengthChannel(4, 2));
    expect(GEOGRAPHY_NOT_MEASURED).toMatch(/^Audience geography: not measured\./);
    expect(notMeasured.filter((n) => n === GEOGRAPHY_NOT_MEASURED)).toHaveLength(1);
    expect(analyzeRpm({ videos: [], videoAnalytics: [], dailyAnalytics: [], now: NOW }).notMeasured).toEqual([
      GEOGRAPHY_NOT_MEASURED,
    ]);
  });

  it("makes no length recommendation with fewer than five videos on a side", () => {
    const input = lengthChannel(4, 2);
    input.videos = input.videos.filter((v) => v.youtubeId !== "v9");
    const { recommendations, notMeasured } = analyzeRpm(input);
    expect(recommendations.find((r) => r.id === "rpm-length")).toBeUndefined();
    expect(notMeasured.some((n) => n.startsWith("Video length"))).toBe(true);
  });

  it("returns no analysis and names the exports when there are no revenue rows", () => {
    const base = lengthChannel(4, 2);
    const noRevenue = { estimatedRevenue: null, rpm: null };
    const result = analyzeRpm({
      ...base,
      videoAnalytics: base.videoAnalytics.map((r) => ({ ...r, ...noRevenue })),
      dailyAnalytics: base.dailyAnalytics.map((r) => ({ ...r, ...noRevenue })),
    });
    expect(result.analysis).toBeNull();
    expect(result.recommendations).toEqual([]);
    expect(result.missing).toBe(MISSING_ALL);
    expect(result.missing).toContain("Advanced mode");
    expect(result.missing).toContain("Table data.csv");
    expect(result.missing).toContain("Totals.csv");
    expect(result.missing).toContain("Account Settings");
    expect(result.missing).toContain("Estimated revenue");
    expect(analyzeRpm({ videos: [], videoAnalytics: [], dailyAnalytics: [], now: NOW }).missing).toBe(MISSING_ALL);
  });

  it("still reads the channel RPM without per-video rows, and asks for Table data.csv", () => {
    const result = analyzeRpm({ ...lengthChannel(4, 2), videoAnalytics: [] });
    expect(result.analysis!.currentRPM).toBe(3);
    expect(result.missing).toBe(MISSING_PER_VIDEO);
    expect(result.recommendations).toEqual([]);
  });

  it("computes a +20% trend against the prior 28 days", () => {
    // Prior 28 days: $2.50 per 1,000 views; last 28 days: $3.00 → (3 − 2.5) ÷ 2.5 = +20%.
    const input = {
      ...lengthChannel(4, 2),
      dailyAnalytics: dailyRows(56, (ago) => ({ views: 2000, revenue: ago > 28 ? 5 : 6 })),
    };
    const { analysis } = analyzeRpm(input);
    expect(analysis!.currentRPM).toBe(3);
    expect(analysis!.trendPercentage).toBe(20);
    expect(analysis!.monthlyTrend).toBe("increasing");
    const first = new Date(Date.parse(NOW) - 28 * DAY).toISOString().slice(0, 10);
    const last = new Date(Date.parse(NOW) - 1 * DAY).toISOString().slice(0, 10);
    expect(analysis!.window).toEqual({ from: first, to: last });
  });

  it("draws RPM over time as consecutive 28-day windows, oldest first, skipping windows without data", () => {
    // 70 days of rows: windows ending yesterday (days 1-28 ago: $3.00), 29-56 ago ($2.50) and a
    // window 57-84 ago holding only days 57-70 ($2.00); the ten earlier windows have no rows.
    const rpmFor = (ago: number) => (ago <= 28 ? 6 : ago <= 56 ? 5 : 4);
    const input = {
      ...lengthChannel(4, 2),
      dailyAnalytics: dailyRows(70, (ago) => ({ views: 2000, revenue: rpmFor(ago) })),
    };
    const { analysis } = analyzeRpm(input);
    const day = (ago: number) => new Date(Date.parse(NOW) - ago * DAY).toISOString().slice(0, 10);
    expect(analysis!.history).toEqual([
      { from: day(84), to: day(57), rpm: 2 },
      { from: day(56), to: day(29), rpm: 2.5 },
      { from: day(28), to: day(1), rpm: 3 },
    ]);
    // The last point is the headline figure.
    expect(analysis!.history!.at(-1)!.rpm).toBe(analysis!.currentRPM);
  });

  it("reads a fall inside ±5% as stable and a larger one as decreasing", () => {
    const rows = (prior: number, now: number) =>
      dailyRows(56, (ago) => ({ views: 1000, revenue: ago > 28 ? prior : now }));
    expect(analyzeRpm({ ...lengthChannel(4, 2), dailyAnalytics: rows(3, 2.88) }).analysis!.monthlyTrend).toBe("stable");
    const down = analyzeRpm({ ...lengthChannel(4, 2), dailyAnalytics: rows(3, 2.4) }).analysis!;
    expect(down.monthlyTrend).toBe("decreasing");
    expect(down.trendPercentage).toBe(-20);
  });

  it("takes the top decile and the median of ten known per-video RPMs", () => {
    // RPMs $1…$10 on 1,000 views each; a video under 1,000 views is ignored.
    const videos = Array.from({ length: 10 }, (_, i) => video(`t${i}`, `Clip ${TITLES[i]}`, 10, 20 + i));
    const videoAnalytics = videos.map((v, i) => videoRow(v.youtubeId, 1000, i + 1));
    videoAnalytics.push(videoRow("tiny", 999, 50));
    const { analysis } = analyzeRpm({
      videos,
      videoAnalytics,
      dailyAnalytics: dailyRows(28, () => ({ views: 1000, revenue: 3 })),
      now: NOW,
    });
    // 90th percentile, linear: position 0.9 × 9 = 8.1 → 9 + 0.1 × (10 − 9) = 9.10.
    expect(analysis!.topPerformerRPM).toBe(9.1);
    expect(analysis!.channelMedianRPM).toBe(5.5);
    expect(analysis!.industryAverage).toBeNull();
    expect(analysis!.niche).toBeNull();
    expect(analysis!.nicheNote).toBe(NICHE_NOTE);
    expect(quantile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.9)).toBeCloseTo(9.1, 12);
  });

  it("leaves topPerformerRPM null with fewer than ten qualifying videos", () => {
    const input = lengthChannel(4, 2);
    expect(analyzeRpm(input).analysis!.topPerformerRPM).toBe(4);
    const nine = analyzeRpm({ ...input, videoAnalytics: input.videoAnalytics.slice(1) }).analysis!;
    expect(nine.topPerformerRPM).toBeNull();
    expect(nine.channelMedianRPM).toBe(2);
  });
});

describe("analyzeRpm drivers beyond length", () => {
  it("recommends Q4 scheduling when October–December earn 2× the rest, projection computed by hand", () => {
    // 365 days of 1,000 views: $6 per 1,000 in Oct–Dec 2025 (92 days), $3 otherwise.
    const daily = dailyRows(365, (ago) => {
      const month = new Date(Date.parse(NOW) - ago * DAY).getUTCMonth();
      return { views: 1000, revenue: month >= 9 ? 6 : 3 };
    });
    const { analysis, recommendations } = analyzeRpm({ ...lengthChannel(3, 3), dailyAnalytics: daily });
    const season = recommendations.find((r) => r.id === "rpm-seasonality");
    expect(season).toBeDefined();
    // Year RPM (92 × 6 + 273 × 3) ÷ 365 = 1371 ÷ 365; 25 points move to Q4: + 0.25 × (6 − 3).
    const before = 1371 / 365;
    const after = before + 0.25 * 3;
    expect(analysis!.currentRPM).toBe(3);
    expect(season!.projectedRPM).toBe(Math.round(3 * (after / before) * 100) / 100);
    expect(season!.projectedRPM).toBe(3.6);
    expect(season!.potentialIncrease).toBe(16.8);
    expect(season!.category).toBe("Ad Optimization");
    expect(season!.difficulty).toBe("Easy");
    expect(season!.description).toContain("October is 4 months away");
  });

  it("measures a flat year and gives no seasonality advice, quoting the ratio", () => {
    const daily = dailyRows(365, () => ({ views: 1000, revenue: 3 }));
    const { recommendations, checked } = analyzeRpm({ ...lengthChannel(3, 3), dailyAnalytics: daily });
    expect(recommendations.find((r) => r.id === "rpm-seasonality")).toBeUndefined();
    expect(checked).toContain(
      "Seasonality: October–December earned $3.00 RPM against $3.00 in the rest of the last 365 days (1.00×), under the 1.15× that makes saving uploads for Q4 worth advising.",
    );
  });

  it("recommends moving views from Shorts when they earn cents and take most views", () => {
    const input = lengthChannel(3, 3);
    for (let i = 0; i < 5; i++) {
      input.videos.push(video(`s${i}`, `Quick tip ${TITLES[i]} #shorts`, 0.5, 10 + i, true));
      input.videoAnalytics.push(videoRow(`s${i}`, 40_000, 4)); // $0.10 per 1,000 views
    }
    const { recommendations } = analyzeRpm(input);
    expect(recommendations.map((r) => r.id)).toEqual(["rpm-shorts"]);
    // Universe 300,000 views, $320 → $1.0667; Shorts hold 2/3 of views, 25 points move: + 0.25 × (3 − 0.1).
    const before = (320 / 300_000) * 1000;
    const after = before + 0.25 * 2.9;
    expect(recommendations[0]!.projectedRPM).toBe(Math.round(3 * (after / before) * 100) / 100);
    expect(recommendations[0]!.category).toBe("Channel Growth");
  });

  it("recommends the best-earning shared title term when it beats the long-form RPM by 20%", () => {
    const videos: VideoRecord[] = [];
    const rows: VideoAnalyticsRecord[] = [];
    for (let i = 0; i < 10; i++) {
      const nas = i < 5;
      const v = video(`p${i}`, nas ? `NAS ${TITLES[i]}` : `Camera ${TITLES[i]}`, 10, 20 + i);
      videos.push(v);
      rows.push(videoRow(v.youtubeId, 10_000, nas ? 60 : 20)); // $6 vs $2 per 1,000
    }
    const { recommendations } = analyzeRpm({
      videos,
      videoAnalytics: rows,
      dailyAnalytics: dailyRows(56, () => ({ views: 1000, revenue: 3 })),
      now: NOW,
    });
    const topic = recommendations.find((r) => r.id.startsWith("rpm-topic-"));
    expect(topic).toBeDefined();
    expect(topic!.id).toBe("rpm-topic-nas");
    expect(topic!.title).toContain('"NAS"');
    expect(topic!.category).toBe("Audience Targeting");
    // Long-form RPM $4 ("NAS" $6 ≥ 1.2 × $4); 25 of the 50 points of other views move to "NAS":
    // 4 + 0.25 × (6 − 2) = 5, ×1.25 on the channel's $3.00 → $3.75.
    expect(topic!.projectedRPM).toBe(3.75);
  });
});

describe("analyzeRpm on the sample world", () => {
  const world = generateSampleWorld();
  const { own } = world;
  const result = analyzeRpm({
    videos: own.videos,
    videoAnalytics: own.videoAnalytics,
    dailyAnalytics: own.dailyAnalytics,
    now: world.generatedAt,
  });

  it("finds the planted mid-roll effect", () => {
    expect(result.analysis).not.toBeNull();
    expect(result.missing).toBeNull();
    const length = result.recommendations.find((r) => r.id === "rpm-length");
    expect(length).toBeDefined();
    expect(length!.projectedRPM).toBeGreaterThan(length!.currentRPM);
  });

  it("returns finite numbers, at most six recommendations, sorted by potential increase", () => {
    const a = result.analysis!;
    for (const x of [
      a.currentRPM,
      a.trendPercentage,
      a.potentialMonthlyIncrease,
      a.views28,
      a.revenue28,
      a.channelMedianRPM!,
      a.topPerformerRPM!,
    ]) {
      expect(Number.isFinite(x)).toBe(true);
    }
    expect(result.recommendations.length).toBeLessThanOrEqual(6);
    expect(a.totalRecommendations).toBe(result.recommendations.length);
    for (const r of result.recommendations) {
      for (const x of [r.currentRPM, r.projectedRPM, r.potentialIncrease]) expect(Number.isFinite(x)).toBe(true);
      expect(r.potentialIncrease).toBeGreaterThan(0);
      expect(r.actionSteps.length).toBeGreaterThanOrEqual(3);
      expect(r.actionSteps.length).toBeLessThanOrEqual(4);
    }
    for (let i = 1; i < result.recommendations.length; i++) {
      expect(result.recommendations[i - 1]!.potentialIncrease).toBeGreaterThanOrEqual(
        result.recommendations[i]!.potentialIncrease,
      );
    }
    expect(new Set(result.recommendations.map((r) => r.id)).size).toBe(result.recommendations.length);
    expect(result.notMeasured).toContain(GEOGRAPHY_NOT_MEASURED);
  });

  it("explains the drivers it measured without advice: seasonality under the Q4 threshold", () => {
    const season = result.checked.find((c) => c.startsWith("Seasonality:"));
    expect(season).toBeDefined();
    expect(season).toMatch(/October–December earned \$\d+\.\d\d RPM against \$\d+\.\d\d/);
    expect(result.recommendations.find((r) => r.id === "rpm-seasonality")).toBeUndefined();
  });

  it("is deterministic", () => {
    const again = analyzeRpm({
      videos: own.videos,
      videoAnalytics: own.videoAnalytics,
      dailyAnalytics: own.dailyAnalytics,
      now: world.generatedAt,
    });
    expect(again).toEqual(result);
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { generateSampleWorld } from "~/dev/sample-world/generator";
import { beatProbability } from "./channel-signals";
import { fewVideosInterval } from "./few-videos-spread";
import { forecastVideo, type ForecastVideoInput } from "./forecast-video";
import { historyFromDataset } from "./from-dataset";
import type { HistoryVideo } from "./types";

const NOW = "2026-06-01T12:00:00.000Z";
const DAY = 86_400_000;
/** Views do not change with age on this curve: the 28-day scale is the identity, so figures can be worked out by hand. */
const FLAT = { hours: [1, 100_000], logRatio: [0, 0] };
const flatCurves = { long: FLAT, short: FLAT };

/** `n` weekly uploads at 15:00 UTC ending a week before NOW, oldest first. */
function weekly(n: number, make: (i: number, date: Date) => { title: string; views: number }): HistoryVideo[] {
  return Array.from({ length: n }, (_, i) => {
    const date = new Date(Date.parse(NOW) - (n - i) * 7 * DAY + 3 * 3_600_000);
    return { ...make(i, date), publishedAt: date.toISOString(), durationSeconds: 600 };
  });
}

function expectWellFormed(input: ForecastVideoInput): ReturnType<typeof forecastVideo> {
  const result = forecastVideo(input);
  const f = result.forecast;
  const walk = (v: unknown, path: string): void => {
    if (typeof v === "number") expect(Number.isFinite(v), path).toBe(true);
    else if (typeof v === "string") expect(v, path).not.toMatch(/NaN|Infinity|undefined/);
    else if (v && typeof v === "object") for (const [k, x] of Object.entries(v)) walk(x, `${path}.${k}`);
  };
  walk(result, "result");
  expect(f.predictedViews.min).toBeLessThanOrEqual(f.predictedViews.expected);
  expect(f.predictedViews.expected).toBeLessThanOrEqual(f.predictedViews.max);
  for (const s of [f.titleScore, f.topicScore, f.timingScore, f.overallScore, f.successProbability]) {
    if (s !== null) {
      expect(s).toBeGreaterThanOrEqual(0);
      expect(s).toBeLessThanOrEqual(100);
    }
  }
  return result;
}

describe("forecastVideo, hand-computed", () => {
  it("forecasts a perfectly steady channel at its median, with every backtest forecast exact", () => {
    const history = weekly(60, (i) => ({ title: `Episode ${i} of the show`, views: 1000 }));
    const { forecast, backtest, basis, details } = expectWellFormed({
      title: "Episode 61 of the show",
      topic: "show",
      history,
      now: NOW,
      ageCurves: flatCurves,
    });
    expect(basis).toBe("channel");
    // Every resolved error is 0, but a history of view counts alone (no snapshots) gets at least
    // the range of a median measured on real channels: ln(1001) + fewVideosInterval(60).
    const few = fewVideosInterval(60);
    expect(forecast.predictedViews).toEqual({
      min: Math.round(Math.expm1(Math.log(1001) + few.lower)),
      expected: 1000,
      max: Math.round(Math.expm1(Math.log(1001) + few.upper)),
    });
    expect(details.channelMedian28).toBe(1000);
    expect(backtest.mdape).toBeCloseTo(0, 9);
    expect(backtest).toMatchObject({ coverage80: 1, n: 40 });
    // Nothing beat the median moved by the signals, and every upload sits at the median, so the
    // topic record and the recent run are 0: the forecast is the median, with the chance real
    // channels give an upload with no signal either way (a little under half), said so.
    expect(details.candidate).toBe("signals");
    expect(details.signals).toMatchObject({ used: true, total: 0 });
    expect(forecast.successProbability).toBe(Math.round(100 * beatProbability(0)));
    expect(forecast.probabilityCheck?.isMedian).toBe(false);
    expect(forecast.probabilityCheck?.source).toBe("real-channels");
    expect(forecast.probabilityCheck?.sentence).toContain("The chance comes from how far uploads");
    expect(forecast.reasoning).toContain(
      "On your channel's history, titles like this one do no better or worse than your median",
    );
    expect(forecast.scoreNotes?.topic).toMatch(/^About your median/);
    // "Viral" (3 × the median) never happened, and every backtest forecast said 0.5/41 = 1.2%:
    // Brier (0.012)² beats the base rate's (0.25 once, then 0), measured on 20+: shown, Low.
    expect(forecast.probabilityCheck?.viral?.shown).toBe(true);
    expect(forecast.viralPotential).toBe("Low");
    // All recent uploads tie with this one.
    expect(forecast.overallScore).toBe(50);
    expect(forecast.reasoning).toContain(
      "On your last 40 uploads this forecast was off by 0% (median), and 40 of 40 landed inside the range.",
    );
  });

  it("learns that one topic does three times better than another", () => {
    const history = weekly(80, (i) =>
      i % 2 === 0
        ? { title: `Sourdough bread ${["basics", "starter", "crumb", "scoring"][i % 4]} ${i}`, views: 3000 }
        : { title: `Knife skills ${["dicing", "honing"][i % 2]} ${i}`, views: 1000 },
    );
    const bread = expectWellFormed({
      title: "Sourdough bread for beginners",
      topic: "sourdough",
      history,
      now: NOW,
      ageCurves: flatCurves,
    });
    const knife = expectWellFormed({
      title: "Knife skills for beginners",
      topic: "knife skills",
      history,
      now: NOW,
      ageCurves: flatCurves,
    });
    expect(bread.details.candidate).toBe("full");
    expect(bread.forecast.predictedViews.expected / knife.forecast.predictedViews.expected).toBeGreaterThan(2);
    expect(bread.forecast.topicScore!).toBeGreaterThan(knife.forecast.topicScore!);
    expect(bread.forecast.successProbability!).toBeGreaterThan(knife.forecast.successProbability!);
    expect(bread.details.similarUploads.length).toBeGreaterThan(0);
  });

  it("finds the weekday that works and recommends it", () => {
    // Two uploads a week, Monday 09:00 and Thursday 15:00 UTC; Thursday's get three times the views.
    const start = Date.parse("2025-06-02T00:00:00Z"); // a Monday
    const history = Array.from({ length: 100 }, (_, i) => {
      const week = Math.floor(i / 2);
      const thursday = i % 2 === 1;
      const date = new Date(start + week * 7 * DAY + (thursday ? 3 * DAY + 15 * 3_600_000 : 9 * 3_600_000));
      return { title: `Weekly build log number ${i}`, publishedAt: date.toISOString(), views: thursday ? 3000 : 1000 };
    });
    const now = "2026-06-01T00:00:00.000Z";
    const onMonday = expectWellFormed({
      title: "Build log",
      topic: "build",
      history,
      now,
      publishAt: "2026-06-08T09:00:00.000Z",
      ageCurves: flatCurves,
    });
    const onThursday = expectWellFormed({
      title: "Build log",
      topic: "build",
      history,
      now,
      publishAt: "2026-06-04T15:00:00.000Z",
      ageCurves: flatCurves,
    });
    expect(onThursday.details.candidate).toBe("full");
    expect(onThursday.forecast.timingScore!).toBeGreaterThan(onMonday.forecast.timingScore!);
    expect(onThursday.forecast.predictedViews.expected).toBeGreaterThan(2 * onMonday.forecast.predictedViews.expected);
    expect(onMonday.forecast.recommendations.join(" ")).toContain("Publish on Thursday 12:00–16:00 UTC instead");
  });
});

describe("forecastVideo on a channel just connected (issue 69)", () => {
  // The sample channel as a fresh sync reads it: one reading per upload, taken now.
  const world = generateSampleWorld();
  const nowMs = Date.parse(world.generatedAt);
  const history = historyFromDataset(world.own).map((h) => ({
    ...h,
    snapshots: [{ hours: (nowMs - Date.parse(h.publishedAt)) / 3_600_000, views: h.views }],
  }));

  it("gives different titles different answers, backtested, with every score said in words", () => {
    const titles = [
      ["How to Set Up a NAS for Beginners", "NAS"],
      ["Best Mechanical Keyboards 2026", "keyboards"],
    ] as const;
    const [nas, keyboards] = titles.map(([title, topic]) =>
      expectWellFormed({ title, topic, history, now: world.generatedAt }),
    );
    // Before, every upload was unknown before its one reading, the backtest was empty and every
    // title got the median (7.6K on the page).
    expect(nas!.backtest.n).toBe(40);
    expect(nas!.forecast.predictedViews.expected).not.toBe(keyboards!.forecast.predictedViews.expected);
    for (const r of [nas!, keyboards!]) {
      expect(r.forecast.titleScore).not.toBeNull();
      expect(r.forecast.topicScore).not.toBeNull();
      expect(r.forecast.scoreNotes?.title).toBeTruthy();
      expect(r.forecast.scoreNotes?.topic).toBeTruthy();
      expect(r.forecast.scoreNotes?.timing).toBeTruthy();
    }
  });
});

describe("forecastVideo on a handful of uploads", () => {
  // Bread twice at 4,000, knife skills twice at 1,000, and one other upload at the median, 2,000.
  const five = weekly(5, (i) =>
    i === 4
      ? { title: "Weekly channel update", views: 2000 }
      : i % 2 === 0
        ? { title: `Sourdough bread ${i}`, views: 4000 }
        : { title: `Knife skills ${i}`, views: 1000 },
  );

  it("moves the median by the title's topic record, with the chance measured on real channels", () => {
    const ask = (title: string) =>
      expectWellFormed({ title, topic: title, history: five, now: NOW, ageCurves: flatCurves });
    const bread = ask("Sourdough bread for beginners");
    const knife = ask("Knife skills for beginners");
    const other = ask("Gardening in winter");
    for (const r of [bread, knife, other]) {
      expect(r.basis).toBe("few-videos");
      expect(r.details.channelMedian28).toBe(2000);
      expect(r.forecast.probabilityCheck?.source).toBe("real-channels");
    }
    expect(bread.forecast.predictedViews.expected).toBeGreaterThan(other.forecast.predictedViews.expected);
    expect(knife.forecast.predictedViews.expected).toBeLessThan(other.forecast.predictedViews.expected);
    expect(bread.forecast.successProbability!).toBeGreaterThan(knife.forecast.successProbability!);
    expect(bread.forecast.topicScore!).toBeGreaterThan(knife.forecast.topicScore!);
    // No word in common: said plainly, and the score says why instead of a bare "—".
    expect(other.forecast.reasoning).toContain(
      "On your channel's history, titles like this one do no better or worse than your median: none of your 5 uploads shares a topic word with it",
    );
    expect(other.forecast.scoreNotes?.topic).toMatch(/^No difference: none of your 5 uploads/);
    expect(other.forecast.topicScore).toBe(50);
    expect(other.forecast.titleScore).toBe(50);
    expect(other.forecast.scoreNotes?.title).toMatch(/^No difference/);
    expect(other.forecast.timingScore).toBeNull();
    expect(other.forecast.scoreNotes?.timing).toMatch(/^Not measured: publication slots are compared from 15 uploads/);
    // The channel is there with its uploads: the advice is more uploads, not connecting it.
    expect(other.forecast.recommendations[0]).toBe(
      "Your channel has 5 uploads with views so far: from 8 on, the forecast is fitted on your own channel and tested on it.",
    );
    expect(other.forecast.recommendations.join(" ")).not.toMatch(/connect/i);
  });

  it("issues the median itself from a single upload: 50% by definition", () => {
    const { forecast, basis } = expectWellFormed({
      title: "Sourdough bread again",
      topic: "bread",
      history: five.slice(0, 1),
      now: NOW,
      ageCurves: flatCurves,
    });
    expect(basis).toBe("few-videos");
    expect(forecast.predictedViews.expected).toBe(4000);
    expect(forecast.successProbability).toBe(50);
    expect(forecast.probabilityCheck?.isMedian).toBe(true);
  });
});

describe("forecastVideo without a channel history", () => {
  it("makes a market estimate from demand and the channel's size, with a wide range", () => {
    const { forecast, basis, backtest } = expectWellFormed({
      title: "My first video",
      topic: "budget laptops",
      now: NOW,
      market: {
        demandViewsPerDay: 500,
        medianChannelSubscribers: 10_000,
        competitionLevel: "High",
        trendAlignment: 64.4,
      },
      channelSubscribers: 2_499,
    });
    // 500 views a day × 28 days × (2,500 / 10,000)^0.5 = 7,000.
    expect(basis).toBe("market");
    expect(forecast.predictedViews.expected).toBe(7000);
    // ×/÷ e^(1.2816 × 1.5) = 6.8.
    expect(forecast.predictedViews.max / 7000).toBeCloseTo(Math.exp(1.2815515655446004 * 1.5), 2);
    expect(forecast.reasoning).toMatch(/market estimate only/);
    expect(forecast.recommendations[0]).toMatch(/^Until your uploads have views the forecast leans on the market/);
    expect(forecast).toMatchObject({
      competitionLevel: "High",
      trendAlignment: 64,
      successProbability: null,
      titleScore: null,
    });
    expect(backtest.n).toBe(0);
  });

  it("blends a handful of uploads with the market, and says it is not a channel model", () => {
    const history = weekly(4, () => ({ title: "Unboxing", views: 900 }));
    const { basis, forecast } = expectWellFormed({
      title: "Unboxing again",
      topic: "unboxing",
      history,
      now: NOW,
      ageCurves: flatCurves,
      market: { demandViewsPerDay: 100 },
    });
    expect(basis).toBe("few-videos");
    // (4 × ln 901 + 2 × ln(1 + 2,800)) / 6.
    expect(forecast.predictedViews.expected).toBe(Math.round(Math.expm1((4 * Math.log(901) + 2 * Math.log(2801)) / 6)));
    expect(forecast.reasoning).toMatch(/fewer than 8/);
  });

  it("quotes the uploads that show a topic record's direction, and says the words may be the topic's", () => {
    // Median 10,000. "arsenal" (the topic's word, not the title's) is in four uploads: two below
    // the median, one at it and the newest far above, so the record is negative.
    const rows = [
      ["Arsenal 0-3 City", 4_000],
      ["Arsenal 1-2 Stoke", 5_000],
      ["Transfer news roundup", 12_000],
      ["Arsenal 2-0 Brighton", 10_000],
      ["Arsenal 2-1 Watford", 27_200],
    ] as const;
    const history = weekly(5, (i) => ({ title: rows[i]![0], views: rows[i]![1] }));
    const { forecast } = expectWellFormed({
      title: "My cat reviews dog food",
      topic: "arsenal",
      history,
      now: NOW,
      ageCurves: flatCurves,
    });
    expect(forecast.reasoning).toContain(
      'Your uploads sharing words of this title or its topic ("arsenal"): 2 of 4 ran below your median, e.g. "Arsenal 0-3 City" (−60%), "Arsenal 1-2 Stoke" (−50%).',
    );
    expect(forecast.reasoning).not.toContain("Watford");
  });

  it("says there is nothing to forecast from when there is nothing", () => {
    const { basis, forecast } = expectWellFormed({
      title: "x",
      topic: "y",
      now: NOW,
      history: [{ title: "bad", publishedAt: "not a date", views: 5 }],
    });
    expect(basis).toBe("none");
    expect(forecast.predictedViews).toEqual({ min: 0, expected: 0, max: 0 });
    expect(forecast.successProbability).toBeNull();
    // A forecast is asked for a connected channel: what it lacks is uploads with views.
    expect(forecast.reasoning).toContain("run a Content Analyzer search for the topic");
    expect([forecast.reasoning, ...forecast.recommendations].join(" ")).not.toMatch(/connect/i);
  });
});

describe("forecastVideo on the sample channel", () => {
  const world = generateSampleWorld();
  const history = historyFromDataset(world.own);

  it("fits the channel, backtests its last 40 uploads and uses its Studio CTR", () => {
    const input: ForecastVideoInput = {
      title: "5 Budget Laptops Worth Buying in 2026",
      topic: "budget laptops",
      history,
      now: world.generatedAt,
      studio: { videoAnalytics: world.own.videoAnalytics },
      market: { competitionLevel: "Medium", trendAlignment: 72, trendVelocity: 25 },
    };
    const result = expectWellFormed(input);
    expect(result.basis).toBe("channel");
    expect(result.details.ageCurve).toBe("channel");
    expect(result.backtest.n).toBe(40);
    expect(result.backtest.coverage80!).toBeGreaterThan(0.6);
    expect(result.forecast.predictedCTR!).toBeGreaterThan(1);
    expect(result.forecast.predictedCTR!).toBeLessThan(20);
    expect(result.forecast.predictedEngagement!).toBeGreaterThan(0);
    expect(result.forecast.reasoning).toContain("On your last 40 uploads");
    expect(result.forecast.recommendations.length).toBeGreaterThan(0);
    // Deterministic.
    expect(forecastVideo(input)).toEqual(result);
    // Without Studio data there is no CTR to predict from.
    expect(forecastVideo({ ...input, studio: null }).forecast.predictedCTR).toBeNull();
  });

  it("advises no other publish time where none beats chance (as the dashboard says)", () => {
    // The sample's publish times make no difference past the permutation test, so whichever day is
    // planned, the model's best slot (ahead of the planned one by chance) is not advised.
    const monday = Date.parse("2026-06-01T13:00:00.000Z");
    for (let d = 0; d < 7; d++) {
      const publishAt = new Date(monday + d * DAY).toISOString();
      const { forecast } = expectWellFormed({
        title: "5 Budget Laptops Worth Buying in 2026",
        topic: "budget laptops",
        history,
        now: world.generatedAt,
        publishAt,
      });
      expect(forecast.recommendations.join(" ")).not.toMatch(/ instead: /);
    }
  });

  it("forecasts a Short against the channel's Shorts", () => {
    const short = expectWellFormed({
      title: "This laptop trick is wild #shorts",
      topic: "laptops",
      history,
      now: world.generatedAt,
    });
    const long = expectWellFormed({
      title: "This laptop trick is wild",
      topic: "laptops",
      history,
      now: world.generatedAt,
    });
    expect(short.details.isShort).toBe(true);
    expect(short.details.channelMedian28).not.toBe(long.details.channelMedian28);
  });
});

describe("forecastVideo on anything", () => {
  it("answers any history with well-formed, finite figures (property)", () => {
    const video = fc.record({
      title: fc.oneof(
        fc.string({ maxLength: 40 }),
        fc.constantFrom("How to bake bread #shorts", "BREAD vs CAKE?!", "🔥🔥🔥"),
      ),
      publishedAt: fc.oneof(
        fc
          .integer({ min: Date.parse("2024-01-01"), max: Date.parse("2026-07-01") })
          .map((ms) => new Date(ms).toISOString()),
        fc.constantFrom("", "garbage"),
      ),
      views: fc.oneof(fc.integer({ min: 0, max: 5_000_000 }), fc.constantFrom(Number.NaN, -5, Infinity, 0)),
      durationSeconds: fc.option(fc.integer({ min: -10, max: 10_000 })),
      likes: fc.option(fc.integer({ min: 0, max: 50_000 })),
      comments: fc.option(fc.integer({ min: 0, max: 5_000 })),
    });
    fc.assert(
      fc.property(fc.array(video, { maxLength: 40 }), fc.string({ maxLength: 30 }), (history, title) => {
        expectWellFormed({ title, topic: "bread", history, now: NOW });
      }),
      { seed: 20_261_122, numRuns: 40 },
    );
  });
});

import { describe, expect, it } from "vitest";
import { checkAgeCurve } from "./age-check";
import { DEFAULT_AGE_CURVES, logRatioAt } from "./age-curve";
import { forecastVideo } from "./forecast-video";
import { HOUR_MS, prepareHistory } from "./history";

const NOW = Date.parse("2026-06-01T00:00:00Z");
const hoursAgo = (h: number) => new Date(NOW - h * HOUR_MS).toISOString();
/** ln N(a) − ln N(28 days) = −1, 0, +1 at 100, 1,000 and 10,000 hours: ages at the knots read off exactly. */
const CURVE = { hours: [100, 1_000, 10_000], logRatio: [-1, 0, 1] };
/** An upload `age` hours old whose count is e^y − 1 (so ln(1 + views) = y). */
const upload = (age: number, y: number) => ({ title: `${age} h`, publishedAt: hoursAgo(age), views: Math.expm1(y) });

describe("checkAgeCurve (hand-computed)", () => {
  it("measures how far the curve moves the uploads against each other", () => {
    // curve(100 h) = −1, curve(10,000 h) = +1: a spread of 2.
    const check = checkAgeCurve(prepareHistory([upload(100, 4), upload(1_000, 5), upload(10_000, 6)], NOW), NOW, CURVE);
    expect(check).toMatchObject({ agesAlike: false, uploads: 3 });
    expect(check.spread).toBeCloseTo(2, 9);
  });

  it("finds uploads of one age alike: the curve would move them all by one amount", () => {
    // 1,000 to 1,010 hours: on this curve (linear in ln(1 + hours)) 0.0043 apart, under 5%.
    const check = checkAgeCurve(
      prepareHistory([upload(1_000, 4), upload(1_005, 5), upload(1_010, 6)], NOW),
      NOW,
      CURVE,
    );
    expect(check.agesAlike).toBe(true);
    expect(check.spread).toBeCloseTo(Math.log(1_011 / 1_001) / Math.log(10_001 / 1_001), 6);
  });

  it("leaves out uploads under two days old, and keeps the curve for a lone upload", () => {
    const young = prepareHistory([upload(10, 4), upload(20, 5), upload(1_000, 6)], NOW);
    expect(checkAgeCurve(young, NOW, CURVE)).toEqual({ agesAlike: false, uploads: 1, spread: 0 });
    expect(checkAgeCurve([], NOW, CURVE)).toEqual({ agesAlike: false, uploads: 0, spread: 0 });
  });
});

describe("forecastVideo with a views-only history", () => {
  it("counts read years ago (a data set asked today): compared as given, the forecast starts from their median", () => {
    // Six uploads from autumn 2017 whose counts were taken days after publication, asked in 2026:
    // the curve would shrink each as if it had grown for nine years.
    const views = [12_000, 30_000, 8_000, 20_000, 15_000, 50_000];
    const history = views.map((v, i) => ({
      title: `Upload ${i}`,
      publishedAt: new Date(Date.UTC(2017, 8, 14 + 7 * i, 12)).toISOString(),
      views: v,
    }));
    const result = forecastVideo({ title: "Upload 6", topic: "uploads", history, now: NOW });
    expect(result.details.ageCurve).toBe("as-given");
    // The median of the six counts: halfway between 15,000 and 20,000, moved by the title's record
    // and the recent run (channel-signals.ts).
    expect(result.details.channelMedian28).toBe(17_500);
    const moved = result.details.signals!.total;
    expect(Math.abs(result.forecast.predictedViews.expected / 17_500 - (1 + moved / 100))).toBeLessThan(0.01);
    expect(result.forecast.reasoning).toContain("compared as given");
    expect(result.forecast.reasoning).toContain("your 6 uploads are all of about the same age");
  });

  it("counts read today on a channel of uploads from days to years old: put on the 28-day scale", () => {
    // Each upload's count is what 2,000 views at 28 days grow (or have yet to grow) to at its age.
    const ages = [72, 240, 1_000, 3_000, 9_000, 17_000];
    const history = ages.map((age, i) => ({
      title: `Upload ${i}`,
      publishedAt: hoursAgo(age),
      views: Math.round(Math.expm1(Math.log1p(2_000) + logRatioAt(DEFAULT_AGE_CURVES.long, age))),
    }));
    const result = forecastVideo({ title: "Upload 6", topic: "uploads", history, now: NOW });
    expect(result.details.ageCurve).toBe("default");
    expect(Math.abs(result.forecast.predictedViews.expected - 2_000)).toBeLessThanOrEqual(2);
    expect(result.forecast.reasoning).toContain("put on the 28-day scale with a typical growth curve");
  });
});

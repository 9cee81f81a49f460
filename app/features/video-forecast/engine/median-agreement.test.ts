// "Your median" is one figure wherever it is shown: the pre-publication forecast's text, the
// median it issues when nothing beats it, and the latest uploads' norm (channelMedians28).
import { describe, expect, it } from "vitest";
import { seededRandom } from "~/lib/seeded-random";
import { median } from "~/lib/stats";
import { channelMedians28, channelNorms28, forecastVideo } from "./forecast-video";
import type { HistoryVideo } from "./types";

const NOW = "2026-06-01T12:00:00.000Z";
const DAY = 86_400_000;

/** `n` uploads every 9 days before NOW, each with one count read now (a channel just connected). */
function readToday(n: number, seed: string): HistoryVideo[] {
  const random = seededRandom(seed);
  return Array.from({ length: n }, (_, i) => ({
    title: `Weekly vlog number ${i}`,
    publishedAt: new Date(Date.parse(NOW) - (n - i) * 9 * DAY).toISOString(),
    views: Math.round(2000 * Math.exp(1.2 * (random.next() - 0.5))),
    durationSeconds: 600,
  }));
}

describe("the channel's median at 28 days is one figure", () => {
  it("the latest uploads' norm is the median a title's forecast names, of the same uploads", () => {
    for (const [n, seed] of [
      [30, "median-30"],
      [70, "median-70"],
    ] as const) {
      const history = readToday(n, seed);
      const result = forecastVideo({ title: `Weekly vlog number ${n + 1}`, topic: "vlog", history, now: NOW });
      const norm = channelMedians28(history, NOW).long!;
      expect(result.basis).toBe("channel");
      expect(norm.views).toBe(result.details.channelMedian28);
      expect(norm.uploads).toBe(result.details.recentUploads);
      expect(result.forecast.reasoning).toContain(
        `Your last ${norm.uploads} long-form uploads reached a median of ${norm.views.toLocaleString("en-US")} views at 28 days`,
      );
    }
  });

  it("moves the median it issues by the title's record and the recent run, and says which median it names", () => {
    // 12 uploads: too few resolved forecasts for the channel's own effects to beat it, so the
    // median of all 12 moved by the signals is issued; the median it names (and the norm) is of
    // the 11 it compares (the first has no level).
    const history = readToday(12, "median-12");
    const result = forecastVideo({ title: "Weekly vlog number 13", topic: "vlog", history, now: NOW });
    const norm = channelMedians28(history, NOW).long!;
    expect(result.details.candidate).toBe("signals");
    expect(result.details.signals?.used).toBe(true);
    expect(norm).toEqual({ views: result.details.channelMedian28, uploads: 11 });
    expect(result.forecast.reasoning).toContain(
      `Your last 11 long-form uploads reached a median of ${norm.views.toLocaleString("en-US")} views at 28 days`,
    );
    expect(result.forecast.reasoning).toContain(
      `about ${result.forecast.predictedViews.expected.toLocaleString("en-US")} views at 28 days`,
    );
    // Every title shares "weekly" and "vlog" with all 12: the record is the channel's own mean.
    expect(result.forecast.reasoning).toMatch(/"vlog"|"weekly"/);
    expect(result.forecast.probabilityCheck?.source).toBe("real-channels");
    expect(result.forecast.reasoning).not.toContain("which is your median itself");
  });

  it("with a few uploads, the norm is their median, which the forecast moves by the signals", () => {
    const history = readToday(5, "median-5");
    const result = forecastVideo({ title: "Weekly vlog number 6", topic: "vlog", history, now: NOW });
    expect(result.basis).toBe("few-videos");
    const norm = channelMedians28(history, NOW).long!;
    expect(norm).toEqual({ views: result.details.channelMedian28, uploads: 5 });
    const moved = result.details.signals!.total;
    expect(result.details.signals?.used).toBe(true);
    expect(Math.abs(result.forecast.predictedViews.expected / norm.views - (1 + moved / 100))).toBeLessThan(0.01);
    expect(result.forecast.reasoning).toContain(`your uploads' median (${norm.views.toLocaleString("en-US")} views)`);
  });

  it("names the uploads' own views at 28 days, whose median the norm is", () => {
    for (const [n, seed] of [
      [30, "median-30"],
      [5, "median-5"],
    ] as const) {
      const history = readToday(n, seed);
      const norm = channelNorms28(history, NOW).long!;
      expect(norm.uploadViews).toHaveLength(norm.uploads);
      expect(Math.abs(median(norm.uploadViews)! - norm.views)).toBeLessThanOrEqual(1);
      expect(new Set(norm.uploadViews).size).toBeGreaterThan(1);
    }
  });

  it("has no norm without uploads", () => {
    expect(channelMedians28([], NOW)).toEqual({ long: null, short: null });
  });
});

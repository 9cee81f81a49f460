import { describe, expect, it } from "vitest";
import { analyzeCadence } from "./cadence";
import { DAY_MS } from "./windows";

const NOW = "2026-11-20T12:00:00.000Z";
const nowMs = Date.parse(NOW);

/** Uploads `daysAgo` before NOW, with views at 7 days. */
const uploads = (daysAgo: readonly number[], views = (_i: number) => 1000) =>
  daysAgo.map((d, i) => ({ publishedAt: new Date(nowMs - d * DAY_MS).toISOString(), views7d: views(i) }));

/** One upload a week for the past `weeks` weeks, skipping the newest `skip` weeks. */
const weekly = (weeks: number, skip = 0) => Array.from({ length: weeks - skip }, (_, i) => 7 * (i + skip) + 3);

describe("analyzeCadence", () => {
  it("is steady for a weekly channel that keeps its rhythm", () => {
    const report = analyzeCadence(uploads(weekly(60)), NOW);
    expect(report.verdict).toBe("steady");
    expect(report.usualPer28).toBe(4);
    expect(report.usualGapDays).toBe(7);
    expect(report.text).toBe("Steady: 4 uploads in the last 28 days, in line with your usual 4.");
  });

  it("calls 3 uploads in 7 days on a weekly channel stretched, with the numbers", () => {
    const report = analyzeCadence(uploads([1, 3, 5, ...weekly(60, 1)]), NOW);
    expect(report.verdict).toBe("stretched");
    expect(report.uploadsLast7).toBe(3);
    expect(report.text).toBe("Stretched: 3 uploads in 7 days against your usual 1.");
  });

  it("sees a long break after 3 usual gaps and at least 21 days", () => {
    const report = analyzeCadence(uploads(weekly(60, 5)), NOW);
    expect(report.verdict).toBe("long break");
    expect(report.daysSinceLastUpload).toBe(38);
    expect(report.text).toBe("Long break: 38 days since your last upload, against a usual gap of 7 days.");
  });

  it("lists past breaks with the views before and after them", () => {
    // Weekly, except a 53-day gap about half a year ago; the 3 uploads after it did twice as well.
    const days = [...weekly(20), ...Array.from({ length: 30 }, (_, i) => 140 + 49 + 7 * i)];
    const report = analyzeCadence(
      uploads(days, (i) => (i >= 17 && i < 20 ? 2000 : 1000)),
      NOW,
    );
    expect(report.breaks).toHaveLength(1);
    expect(report.breaks[0]!.days).toBe(53);
    expect(report.breaks[0]!.viewsBefore).toBe(1000);
    expect(report.breaks[0]!.viewsAfter).toBe(2000);
  });

  it("says when there is not enough history for a baseline", () => {
    const report = analyzeCadence(uploads([2, 9, 16]), NOW);
    expect(report.verdict).toBe("not enough history");
    expect(report.usualPer28).toBeNull();
    expect(report.text).toMatch(/^Not enough history for a baseline: 0 uploads/);
  });

  it("measures how views per upload move with cadence across 28-day windows", () => {
    // Busier windows (more uploads) get fewer views per upload: a negative correlation.
    const days: number[] = [];
    const views: number[] = [];
    for (let w = 0; w < 20; w++) {
      const count = 1 + (w % 4);
      for (let k = 0; k < count; k++) {
        days.push(28 * w + 1 + k * 5);
        views.push(4000 / count);
      }
    }
    const report = analyzeCadence(
      uploads(days, (i) => views[i]!),
      NOW,
    );
    expect(report.windows).toBe(20);
    expect(report.cadenceViewsCorrelation!).toBeLessThan(-0.9);
  });
});

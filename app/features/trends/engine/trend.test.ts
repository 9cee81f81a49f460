import { describe, expect, it } from "vitest";
import { trendFromPoints } from "./trend";
import type { TrendPoint } from "./types";

const NOW = "2026-11-01T12:00:00.000Z";
const NOW_MS = Date.parse(NOW);
const DAY = 86_400_000;

/** Readings every 6 hours for `days` days up to `endMs`, interest given by day offset (0 = oldest day). */
function readings(days: number, interest: (day: number, ms: number) => number, endMs = NOW_MS): TrendPoint[] {
  const out: TrendPoint[] = [];
  const start = endMs - days * DAY;
  for (let ms = start + 6 * 3_600_000; ms <= endMs; ms += 6 * 3_600_000) {
    const day = Math.floor((ms - start) / DAY);
    out.push({ at: new Date(ms).toISOString(), viewsPerDay: interest(day, ms), uploadsPerWeek: 12 });
  }
  return out;
}

/** Two weeks and a bit: `before` until 7 days ago (UTC day boundaries), `after` in the last 7 days. */
function twoWeeks(before: number, after: number): TrendPoint[] {
  const latestDay = Math.floor(NOW_MS / DAY);
  return readings(21, (_day, ms) => (Math.floor(ms / DAY) > latestDay - 7 ? after : before));
}

describe("velocity and signal", () => {
  it.each([
    [1_000, 1_600, 60, "spiking"],
    [1_000, 1_501, 50.1, "spiking"],
    [1_000, 1_500, 50, "rising"],
    [1_000, 1_201, 20.1, "rising"],
    [1_000, 1_200, 20, "steady"],
    [1_000, 1_000, 0, "steady"],
    [1_000, 800, -20, "steady"],
    [1_000, 799, -20.1, "declining"],
    [1_000, 400, -60, "declining"],
  ] as const)("%s -> %s a day is %s%% (%s)", (before, after, velocity, signal) => {
    const trend = trendFromPoints(twoWeeks(before, after), NOW);
    expect(trend.trend_velocity).toBe(velocity);
    expect(trend.trend_signal).toBe(signal);
  });

  it("averages daily means per week, so a day with extra readings does not weigh more", () => {
    const points = twoWeeks(1_000, 1_000);
    // 40 extra readings of 5,000 on one day of this week: that day's mean rises, nothing more.
    const busyDay = new Date(NOW_MS - 2 * DAY).toISOString().slice(0, 10);
    for (let i = 0; i < 40; i++)
      points.push({ at: `${busyDay}T00:${String(i).padStart(2, "0")}:00.000Z`, viewsPerDay: 5_000, uploadsPerWeek: 1 });
    const trend = trendFromPoints(points, NOW);
    // That day: (4 x 1,000 + 40 x 5,000) / 44 = 4,636.36; this week = (6 x 1,000 + 4,636.36) / 7 = 1,519.48.
    expect(trend.trend_velocity).toBe(51.9);
  });

  it("is null (steady, No change) with under two full weeks of data", () => {
    const trend = trendFromPoints(
      readings(10, () => 1_000),
      NOW,
    );
    expect(trend.trend_velocity).toBeNull();
    expect(trend.trend_signal).toBe("steady");
    expect(trendFromPoints([], NOW).trend_velocity).toBeNull();
  });

  it("is null when the newest reading is stale", () => {
    const old = readings(30, (day) => (day > 22 ? 2_000 : 1_000), NOW_MS - 20 * DAY);
    expect(trendFromPoints(old, NOW).trend_velocity).toBeNull();
  });

  it("is null when last week's interest was zero, 0 when both weeks were", () => {
    expect(trendFromPoints(twoWeeks(0, 500), NOW).trend_velocity).toBeNull();
    expect(trendFromPoints(twoWeeks(0, 0), NOW).trend_velocity).toBe(0);
  });

  it("ignores invalid, negative and future readings, and input order", () => {
    const points = twoWeeks(1_000, 1_600);
    const noisy: TrendPoint[] = [
      ...points.slice().reverse(),
      { at: "not a date", viewsPerDay: 99_999, uploadsPerWeek: 1 },
      { at: new Date(NOW_MS - DAY).toISOString(), viewsPerDay: Number.NaN, uploadsPerWeek: 1 },
      { at: new Date(NOW_MS - DAY).toISOString(), viewsPerDay: -50, uploadsPerWeek: 1 },
      { at: new Date(NOW_MS + DAY).toISOString(), viewsPerDay: 1_000_000, uploadsPerWeek: 1 },
    ];
    expect(trendFromPoints(noisy, NOW)).toEqual(trendFromPoints(points, NOW));
  });

  it("rejects an invalid now", () => {
    expect(() => trendFromPoints([], "soon")).toThrow(RangeError);
  });
});

describe("interest_over_time", () => {
  it("gives one rounded daily mean per UTC day, oldest first", () => {
    const points: TrendPoint[] = [
      { at: "2026-10-30T06:00:00.000Z", viewsPerDay: 100, uploadsPerWeek: 1 },
      { at: "2026-10-30T18:00:00.000Z", viewsPerDay: 201, uploadsPerWeek: 1 },
      { at: "2026-10-29T12:00:00.000Z", viewsPerDay: 90.4, uploadsPerWeek: 1 },
    ];
    expect(trendFromPoints(points, NOW).interest_over_time).toEqual([
      { date: "2026-10-29", value: 90 },
      { date: "2026-10-30", value: 151 },
    ]);
  });
  it("keeps the last 365 days", () => {
    const series = trendFromPoints(
      readings(800, () => 10),
      NOW,
    ).interest_over_time;
    expect(series).toHaveLength(365);
    expect(series[series.length - 1]!.date).toBe("2026-11-01");
  });
});

describe("seasonal peak month from readings", () => {
  const monthOf = (ms: number) => new Date(ms).getUTCMonth();

  it("finds a December peak in two years of data", () => {
    const trend = trendFromPoints(
      readings(730, (_d, ms) => (monthOf(ms) === 11 ? 1_400 : 1_000)),
      NOW,
    );
    expect(trend.seasonal_peak_month).toBe("December");
  });

  it("finds the peak under steady growth, and does not call growth alone a peak", () => {
    const growth = (ms: number) => 1_000 * (1 + (ms - (NOW_MS - 730 * DAY)) / (730 * DAY));
    expect(
      trendFromPoints(
        readings(730, (_d, ms) => growth(ms) * (monthOf(ms) === 10 ? 1.35 : 1)),
        NOW,
      ).seasonal_peak_month,
    ).toBe("November");
    expect(
      trendFromPoints(
        readings(730, (_d, ms) => growth(ms)),
        NOW,
      ).seasonal_peak_month,
    ).toBeNull();
  });

  it("needs the peak to clear the 15% margin", () => {
    expect(
      trendFromPoints(
        readings(730, (_d, ms) => (monthOf(ms) === 11 ? 1_100 : 1_000)),
        NOW,
      ).seasonal_peak_month,
    ).toBeNull();
    expect(
      trendFromPoints(
        readings(730, () => 1_000),
        NOW,
      ).seasonal_peak_month,
    ).toBeNull();
  });

  it("needs a year of data", () => {
    expect(
      trendFromPoints(
        readings(300, (_d, ms) => (monthOf(ms) === 11 ? 2_000 : 1_000)),
        NOW,
      ).seasonal_peak_month,
    ).toBeNull();
  });

  it("accepts exactly one year with one month's gap, not three months missing", () => {
    const withGap = readings(400, (_d, ms) => (monthOf(ms) === 5 ? 1_500 : 1_000)).filter(
      (p) => monthOf(Date.parse(p.at)) !== 2,
    );
    expect(trendFromPoints(withGap, NOW).seasonal_peak_month).toBe("June");
    const threeMissing = withGap.filter((p) => ![0, 1].includes(monthOf(Date.parse(p.at))));
    expect(trendFromPoints(threeMissing, NOW).seasonal_peak_month).toBeNull();
  });
});

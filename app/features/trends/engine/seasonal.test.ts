import { describe, expect, it } from "vitest";
import { seasonalPeakFromVideos, type VideoForSeason } from "./seasonal";

const NOW = "2026-11-01T12:00:00.000Z";
const NOW_MS = Date.parse(NOW);
const DAY = 86_400_000;

/**
 * Three videos a month for `months` months before now (the newest 40 days old). Views grow with
 * age as age^0.8 and videos published in `peakMonth` get `lift` times more.
 */
function videos(months: number, peakMonth: number | null, lift: number): VideoForSeason[] {
  const out: VideoForSeason[] = [];
  for (let m = 0; m < months; m++) {
    for (let k = 0; k < 3; k++) {
      const ageDays = 40 + m * 30.4 + k * 9;
      const published = NOW_MS - ageDays * DAY;
      const inPeak = new Date(published).getUTCMonth() === peakMonth;
      out.push({
        publishedAt: new Date(published).toISOString(),
        viewCount: Math.round(500 * ageDays ** 0.8 * (inPeak ? lift : 1) * (1 + 0.05 * ((k % 3) - 1))),
      });
    }
  }
  return out;
}

describe("seasonalPeakFromVideos", () => {
  it("finds the month whose videos beat others of their age", () => {
    expect(seasonalPeakFromVideos(videos(24, 10, 1.6), NOW)).toBe("November");
    expect(seasonalPeakFromVideos(videos(14, 5, 1.6), NOW)).toBe("June");
  });

  it("is independent of input order", () => {
    const list = videos(24, 10, 1.6);
    expect(seasonalPeakFromVideos([...list].reverse(), NOW)).toBe("November");
  });

  it("finds no peak without a seasonal lift, or below the 25% margin", () => {
    expect(seasonalPeakFromVideos(videos(24, null, 1), NOW)).toBeNull();
    expect(seasonalPeakFromVideos(videos(24, 10, 1.15), NOW)).toBeNull();
  });

  it("needs 24 settled videos across a year", () => {
    expect(seasonalPeakFromVideos(videos(7, 10, 2).slice(0, 20), NOW)).toBeNull();
    // 30 videos but all within ten months: not a year.
    expect(seasonalPeakFromVideos(videos(10, 10, 2), NOW)).toBeNull();
  });

  it("ignores videos under 30 days old and broken entries", () => {
    const list = videos(24, 10, 1.6);
    const noisy = [
      ...list,
      ...Array.from({ length: 30 }, (_, i) => ({
        publishedAt: new Date(NOW_MS - (i % 25) * DAY).toISOString(),
        viewCount: 10_000_000,
      })),
      { publishedAt: "garbage", viewCount: 5 },
      { publishedAt: new Date(NOW_MS - 100 * DAY).toISOString(), viewCount: 0 },
      { publishedAt: new Date(NOW_MS - 100 * DAY).toISOString(), viewCount: Number.NaN },
      null as unknown as VideoForSeason,
    ];
    expect(seasonalPeakFromVideos(noisy, NOW)).toBe("November");
    expect(seasonalPeakFromVideos([], NOW)).toBeNull();
    expect(seasonalPeakFromVideos(list, "bad now")).toBeNull();
  });
});

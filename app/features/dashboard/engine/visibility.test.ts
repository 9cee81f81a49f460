import { describe, expect, it } from "vitest";
import type { ChannelDay } from "./kpis";
import { percentileRank } from "~/lib/stats";
import { MIN_HISTORY, visibilityScore } from "./visibility";
import { addDays } from "./windows";
import { channelDay } from "./__fixtures__/channel-day";

const LAST = "2026-11-20";

function days(count: number, row: (daysBeforeLast: number) => Partial<ChannelDay>): ChannelDay[] {
  return Array.from({ length: count }, (_, i) => {
    const back = count - 1 - i;
    return channelDay(addDays(LAST, -back), row(back));
  });
}

describe("visibilityScore", () => {
  it("places each part among the channel's own earlier months and combines them with the stated weights", () => {
    // A year of flat data, then impressions double in the last 28 days; no uploads.
    const rows = days(365, (back) => ({
      impressions: back < 28 ? 2000 : 1000,
      impressionsCtr: 5,
      subscribersGained: 3,
      subscribersLost: 1,
    }));
    const score = visibilityScore({ days: rows, uploads: [] });
    const part = (key: string) => score.parts.find((p) => p.key === key)!;
    expect(part("impressions").value).toBe(56_000);
    expect(part("impressions").percentile).toBe(100);
    // Same CTR and subscribers every month: a typical month, the 50th percentile.
    expect(part("ctr").percentile).toBe(50);
    expect(part("subscribers").percentile).toBe(50);
    expect(part("newVideoViews").percentile).toBeNull();
    expect(part("newVideoViews").missing).toMatch(/views at 7 days|view count at 7 days/);
    // (0.3 × 100 + 0.2 × 50 + 0.2 × 50) / 0.7
    expect(score.value).toBe(Math.round(50 / 0.7));
  });

  it("scores the views of new videos against earlier windows' new videos", () => {
    const rows = days(200, () => ({ impressions: 1000 }));
    // One upload a week; the last 28 days' uploads do worse than every earlier one.
    const uploads = Array.from({ length: 28 }, (_, w) => ({
      publishedAt: `${addDays(LAST, -7 * w - 1)}T15:00:00Z`,
      views7d: w < 4 ? 100 : 1000 + w,
    }));
    const score = visibilityScore({ days: rows, uploads });
    const views = score.parts.find((p) => p.key === "newVideoViews")!;
    expect(views.value).toBe(100);
    expect(views.percentile).toBe(0);
  });

  it("does not score a part with too little history, and says how much it has", () => {
    const rows = days(60, () => ({ impressions: 1000 }));
    const score = visibilityScore({ days: rows, uploads: [] });
    const impressions = score.parts.find((p) => p.key === "impressions")!;
    expect(impressions.percentile).toBeNull();
    expect(impressions.history).toBeLessThan(MIN_HISTORY);
    expect(impressions.missing).toMatch(/Needs 8 earlier 28-day windows/);
    expect(score.value).toBeNull();
  });

  it("is null with no data at all", () => {
    expect(visibilityScore({ days: [], uploads: [] }).value).toBeNull();
  });

  it("counts ties as half in the percentile", () => {
    expect(percentileRank(5, [1, 5, 5, 9])).toBe(50);
    expect(percentileRank(10, [1, 2, 3, 4])).toBe(100);
  });
});

describe("a score from fewer than its four parts", () => {
  it("says how many parts it was computed from and which are missing, and takes the caller's words for a missing part", () => {
    // A Google-only channel: subscribers every day for a year, no impressions or CTR, no uploads.
    const rows = days(365, (back) => ({ subscribersGained: back < 28 ? 9 : 3, subscribersLost: 1 }));
    const score = visibilityScore({
      days: rows,
      uploads: [],
      missing: { impressions: "The Google connection cannot give impressions." },
    });
    expect(score.value).toBe(100);
    expect(score.partsScored).toBe(1);
    expect(score.basis).toBe(
      "From 1 of 4 parts (20% of the stated weight): net subscribers. Not in it yet: impressions, impressions click-through rate, new videos' views at 7 days. A partial score is how those parts compare with your earlier months, not your whole visibility.",
    );
    expect(score.parts.find((p) => p.key === "impressions")!.missing).toBe(
      "The Google connection cannot give impressions.",
    );
    expect(score.parts.find((p) => p.key === "ctr")!.missing).toMatch(/Impressions click-through rate/);
  });

  it("has no basis sentence when all four parts are scored, and says none is when none is", () => {
    const rows = days(365, () => ({ impressions: 1000, impressionsCtr: 5, subscribersGained: 3, subscribersLost: 1 }));
    const uploads = Array.from({ length: 52 }, (_, w) => ({
      publishedAt: `${addDays(LAST, -7 * w - 1)}T15:00:00Z`,
      views7d: 1000 + w,
    }));
    const full = visibilityScore({ days: rows, uploads });
    expect(full.partsScored).toBe(4);
    expect(full.basis).toBeNull();
    const none = visibilityScore({ days: [], uploads: [] });
    expect(none.partsScored).toBe(0);
    expect(none.basis).toMatch(/^Not scored yet/);
  });
});

import { describe, expect, it } from "vitest";
import { percentileRanks } from "./baseline";
import { formatDuration } from "./differences";
import { buildHistory, viewsAt, viewsPerHour } from "./history";

const T0 = Date.parse("2026-10-01T00:00:00.000Z");
const H = 3_600_000;
const snap = (hours: number, views: number) => ({
  videoYoutubeId: "x",
  capturedAt: new Date(T0 + hours * H).toISOString(),
  viewCount: views,
  likeCount: null,
  commentCount: null,
});

describe("viewsAt", () => {
  const history = buildHistory([snap(6, 600), snap(24, 1_500), snap(72, 3_000)], T0 + 1_000 * H);
  it("interpolates between snapshots", () => {
    expect(viewsAt(history, T0, T0 + 48 * H)).toBe(2_250);
    expect(viewsAt(history, T0, T0 + 24 * H)).toBe(1_500);
  });
  it("draws a line from zero to an early first snapshot", () => {
    expect(viewsAt(history, T0, T0 + 3 * H)).toBe(300);
  });
  it("uses the first snapshot's views when it came late, and the last after the last", () => {
    const late = buildHistory([snap(200, 5_000), snap(400, 6_000)], T0 + 1_000 * H);
    expect(viewsAt(late, T0, T0 + 24 * H)).toBe(5_000);
    expect(viewsAt(late, T0, T0 + 900 * H)).toBe(6_000);
    expect(viewsAt([], T0, T0)).toBeNull();
  });
});

describe("buildHistory and viewsPerHour", () => {
  it("sorts, drops future and broken snapshots, keeps views from going down", () => {
    const history = buildHistory(
      [snap(24, 1_000), snap(6, 400), snap(48, 900), snap(5_000, 99), { ...snap(30, 5), capturedAt: "x" }],
      T0 + 100 * H,
    );
    expect(history.map((p) => p.views)).toEqual([400, 1_000, 1_000]);
  });
  it("is views gained per hour between the last two snapshots", () => {
    expect(viewsPerHour(buildHistory([snap(6, 400), snap(24, 1_300)], T0 + 100 * H))).toBe(50);
    expect(viewsPerHour(buildHistory([snap(6, 400)], T0 + 100 * H))).toBeNull();
  });
});

describe("percentileRanks", () => {
  it("ranks 0-100 with ties sharing, a lone score at 50, nulls kept", () => {
    expect(percentileRanks([5, 1.5, 0.67, 0.28])).toEqual([100, 67, 33, 0]);
    expect(percentileRanks([2, 2, 1])).toEqual([75, 75, 0]);
    expect(percentileRanks([3])).toEqual([50]);
    expect(percentileRanks([null, 1, 2])).toEqual([null, 0, 100]);
  });
});

describe("formatDuration", () => {
  it.each([
    [0, "0:00"],
    [59, "0:59"],
    [754, "12:34"],
    [3_723, "1:02:03"],
    [Number.NaN, "0:00"],
  ])("%s s -> %s", (seconds, text) => expect(formatDuration(seconds)).toBe(text));
});

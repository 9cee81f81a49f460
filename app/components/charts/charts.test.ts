import { describe, expect, it } from "vitest";
import { intervalDomain } from "./interval-chart";
import { axisLabelIndexes } from "./line-chart";

describe("axisLabelIndexes", () => {
  it("labels every point of a short series and first, middle and last of a long one", () => {
    expect(axisLabelIndexes(1)).toEqual([0]);
    expect(axisLabelIndexes(3)).toEqual([0, 1, 2]);
    expect(axisLabelIndexes(13)).toEqual([0, 6, 12]);
    expect(axisLabelIndexes(4)).toEqual([0, 2, 3]);
  });
});

describe("intervalDomain", () => {
  const rows = [
    { label: "a", value: 0.1, low: 0.05, high: 0.2 },
    { label: "b", value: 0.3, low: 0.25, high: 0.4 },
  ];
  it("spans every interval with 5% room on each side", () => {
    const [lo, hi] = intervalDomain(rows, false);
    // 0.05 to 0.4: span 0.35, room 0.0175.
    expect(lo).toBeCloseTo(0.0325, 10);
    expect(hi).toBeCloseTo(0.4175, 10);
  });
  it("takes zero in when effects are drawn against it", () => {
    const [lo, hi] = intervalDomain(rows, true);
    expect(lo).toBeCloseTo(-0.02, 10);
    expect(hi).toBeCloseTo(0.42, 10);
  });
});

import { describe, expect, it } from "vitest";
import { trendAlignmentOf } from "./market-signals";

describe("trendAlignmentOf", () => {
  it("is the latest interest as a share of the peak, 0–100", () => {
    expect(trendAlignmentOf([{ value: 20 }, { value: 80 }, { value: 40 }])).toBe(50);
    expect(trendAlignmentOf([{ value: 10 }, { value: 30 }])).toBe(100);
    // 7 of a peak of 9: 77.8 → 78.
    expect(trendAlignmentOf([{ value: 9 }, { value: Number.NaN }, { value: 7 }])).toBe(78);
  });

  it("is null when nothing was measured", () => {
    expect(trendAlignmentOf([])).toBeNull();
    expect(trendAlignmentOf(null)).toBeNull();
    expect(trendAlignmentOf([{ value: 0 }, { value: 0 }])).toBeNull();
  });
});

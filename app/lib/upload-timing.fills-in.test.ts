import { describe, expect, it } from "vitest";
import { MIN_UPLOADS, uploadTiming } from "./upload-timing";

describe("upload timing with too few first-week counts", () => {
  const one = [{ publishedAt: "2026-11-02T15:00:00Z", views7d: 1200 }];

  it("says how many it has and, when the caller says, what fills it in when", () => {
    const fillsIn = "Uploads published from today are measured 7 days after they go up.";
    const report = uploadTiming(one, "UTC", { fillsIn });
    expect(report.recommendation.text).toBe(
      `Not enough uploads to compare publish times yet: 1 with a first-week view count, ${MIN_UPLOADS * 2 - 1} more needed before any weekday can be compared. ${fillsIn}`,
    );
    // Without the caller's words the sentence stands alone (the forecaster's own use).
    expect(uploadTiming(one, "UTC").recommendation.text).not.toContain(fillsIn);
  });

  it("adds nothing once there are enough uploads to compare", () => {
    const many = Array.from({ length: MIN_UPLOADS * 2 }, (_, i) => ({
      publishedAt: new Date(Date.UTC(2026, 0, 1 + i * 3, 15)).toISOString(),
      views7d: 1000 + i,
    }));
    expect(uploadTiming(many, "UTC", { fillsIn: "FILLS IN" }).recommendation.text).not.toContain("FILLS IN");
  });
});

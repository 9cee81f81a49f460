import { describe, expect, it } from "vitest";
import {
  completionPercentage,
  estimatedCompletionTime,
  seriesGuidance,
  seriesStatus,
  uploadCadenceDays,
} from "./progress";
import type { ProgressVideo } from "./progress";

const v = (status: ProgressVideo["status"], publishDate: string | null = null): ProgressVideo => ({
  status,
  publishDate,
});

describe("series progress", () => {
  it("derives the series status from its videos", () => {
    expect(seriesStatus([])).toBe("planned");
    expect(seriesStatus([v("planned"), v("planned")])).toBe("planned");
    expect(seriesStatus([v("published"), v("planned")])).toBe("published");
    expect(seriesStatus([v("published"), v("in-progress"), v("planned")])).toBe("in-progress");
    expect(seriesStatus([v("completed"), v("planned")])).toBe("in-progress");
    expect(seriesStatus([v("published"), v("published")])).toBe("completed");
  });

  it("claims no completion for a series found in the library with nothing planned", () => {
    const found = [v("published"), v("published"), v("published")];
    // Every upload found is published by definition: "Completed 100%" would be true of any series found.
    expect(seriesStatus(found, "analysis")).toBe("published");
    expect(completionPercentage(found, "analysis")).toBeNull();
    expect(estimatedCompletionTime(found, 7, "analysis")).toMatch(/^Nothing planned yet/);
    // Once a video is planned in it, completion is published of planned, as for a series made by hand.
    const planned = [...found, v("planned")];
    expect(seriesStatus(planned, "analysis")).toBe("published");
    expect(completionPercentage(planned, "analysis")).toBe(75);
    expect(completionPercentage(found, "manual")).toBe(100);
    expect(seriesStatus(found, "manual")).toBe("completed");
  });

  it("computes completion as published ÷ all videos", () => {
    expect(completionPercentage([])).toBe(0);
    expect(completionPercentage([v("published"), v("planned"), v("completed")])).toBe(33);
    expect(completionPercentage([v("published"), v("published")])).toBe(100);
  });

  it("measures the channel's upload cadence as the median gap of the last year", () => {
    const now = "2026-06-01T00:00:00Z";
    const dates = ["2026-05-01", "2026-05-08", "2026-05-15", "2026-05-25"].map((d) => `${d}T12:00:00Z`);
    expect(uploadCadenceDays(dates, now)).toBe(7);
    expect(uploadCadenceDays(["2026-05-01T00:00:00Z"], now)).toBeNull();
    // Two uploads years ago: the whole history is used.
    expect(uploadCadenceDays(["2020-01-01T00:00:00Z", "2020-01-11T00:00:00Z"], now)).toBe(10);
  });

  it("estimates the completion time from the remaining videos and the cadence", () => {
    expect(estimatedCompletionTime([v("published"), v("planned"), v("planned"), v("in-progress")], 7)).toBe(
      "About 3 weeks: 3 videos to go at your usual 7 days between uploads.",
    );
    expect(estimatedCompletionTime([v("published")], 7)).toBe("Finished: every planned video is published.");
    expect(estimatedCompletionTime([v("planned")], null)).toContain("upload pace is unknown");
  });

  it("flags a series outside 4-8 videos or 3-7 days apart", () => {
    const ok = seriesGuidance(["2026-05-01", "2026-05-06", "2026-05-11", "2026-05-16"].map((d) => v("published", d)));
    expect(ok).toMatchObject({ lengthOk: true, daysApart: 5, spacingOk: true, flags: [] });
    const short = seriesGuidance([v("published", "2026-01-01"), v("published", "2026-03-01"), v("planned")]);
    expect(short.lengthOk).toBe(false);
    expect(short.flags).toEqual([
      "3 videos: a series works best with 4-8; plan 1 more video.",
      "Released 59 days apart (median): aim for 3-7 days so viewers come back for the next part.",
    ]);
    expect(seriesGuidance(Array.from({ length: 9 }, () => v("planned"))).flags[0]).toContain("more than 8");
  });
});

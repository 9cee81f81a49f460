import { describe, expect, it } from "vitest";
import { daysAgo, ownVideo } from "./__fixtures__/channel";
import { difficultyOf } from "./difficulty";
import { isoWeek, isoWeekStart, nextCronRun } from "./schedule";
import { bestUploadTime } from "./upload-time";

describe("best upload time", () => {
  it("names the weekday and 4-hour block that beat the channel's other uploads, in the owner's time zone", () => {
    // 28 uploads over 28 weeks: Tuesdays at 17:00 UTC get twice the first-week views of the rest.
    const videos = Array.from({ length: 28 }, (_, i) => {
      const tuesday = i % 4 === 0;
      const at = new Date(
        Date.parse("2026-11-17T17:00:00Z") -
          (i + 1) * 7 * 86_400_000 +
          (tuesday ? 0 : ((i % 3) + 1) * 86_400_000 - 8 * 3_600_000),
      );
      return ownVideo(`v${i}`, `Video ${i}`, {
        publishedAt: at.toISOString(),
        firstWeekViews: tuesday ? 2_000 + i : 1_000 + i,
      });
    });
    const out = bestUploadTime(videos, "UTC");
    expect(out.measured).toBe(true);
    expect(out.text).toMatch(
      /^Publish on Tuesdays: first-week views \d+% above your other days over 7 uploads .* Times in UTC\.$/,
    );
    // The short answer for large type: the slot alone, the sentence explains it.
    expect(out.slot).toMatch(/^Tuesdays(, \d\d:00–\d\d:00)?$/);
    // 17:00 UTC is 12:00 in New York in winter: the same uploads, another block.
    expect(bestUploadTime(videos, "America/New_York").text).toMatch(/12:00–16:00.* Times in America\/New_York\.$/);
    expect(bestUploadTime(videos, "America/New_York").slot).toMatch(/12:00–16:00$/);
  });

  it("says how many more uploads it needs", () => {
    const out = bestUploadTime(
      Array.from({ length: 3 }, (_, i) =>
        ownVideo(`v${i}`, "x", { publishedAt: daysAgo(10 + i * 7), firstWeekViews: 100 }),
      ),
      "UTC",
    );
    expect(out).toEqual({
      measured: false,
      slot: null,
      text: "Not enough uploads to compare publish times yet: 3 with a first-week view count, 7 more needed before any weekday can be compared.",
    });
  });
});

describe("difficulty from measured effort", () => {
  const channel = { channelMedianDuration: 600, channelMedianGap: 7, referenceDurations: [] };
  it("is Hard when similar videos run long and took long gaps", () => {
    const out = difficultyOf({
      ...channel,
      similar: [
        { durationSeconds: 1_200, gapDays: 14 },
        { durationSeconds: 1_100, gapDays: 12 },
      ],
    });
    expect(out.difficulty).toBe("Hard");
    expect(out.reason).toMatch(/your 2 similar videos run a median 19:10 \(channel 10:00\)/);
  });
  it("is Easy when similar videos are short and quick", () => {
    expect(
      difficultyOf({
        ...channel,
        similar: [
          { durationSeconds: 300, gapDays: 4 },
          { durationSeconds: 360, gapDays: 5 },
        ],
      }).difficulty,
    ).toBe("Easy");
  });
  it("is Medium around the channel's usual effort", () => {
    expect(
      difficultyOf({
        ...channel,
        similar: [
          { durationSeconds: 620, gapDays: 7 },
          { durationSeconds: 580, gapDays: 6 },
        ],
      }).difficulty,
    ).toBe("Medium");
  });
  it("never rates a topic new to the channel Easy", () => {
    expect(difficultyOf({ ...channel, similar: [], referenceDurations: [120] }).difficulty).toBe("Medium");
    expect(difficultyOf({ ...channel, similar: [], referenceDurations: [1_500] }).difficulty).toBe("Hard");
  });
});

describe("the weekly schedule", () => {
  it("finds the next Monday 06:15 UTC", () => {
    expect(nextCronRun("15 6 * * 1", new Date("2026-11-18T12:00:00Z")).toISOString()).toBe("2026-11-23T06:15:00.000Z");
    expect(nextCronRun("15 6 * * 1", new Date("2026-11-23T06:14:59Z")).toISOString()).toBe("2026-11-23T06:15:00.000Z");
    expect(nextCronRun("15 6 * * 1", new Date("2026-11-23T06:15:00Z")).toISOString()).toBe("2026-11-30T06:15:00.000Z");
    expect(nextCronRun("7 * * * *", new Date("2026-11-18T12:07:00Z")).toISOString()).toBe("2026-11-18T13:07:00.000Z");
    expect(nextCronRun("30 */6 * * *", new Date("2026-11-18T12:31:00Z")).toISOString()).toBe(
      "2026-11-18T18:30:00.000Z",
    );
    expect(() => nextCronRun("61 * * * *", new Date())).toThrow(RangeError);
  });

  it("names ISO weeks, whose week 1 holds the first Thursday", () => {
    expect(isoWeek(new Date("2026-01-01T00:00:00Z"))).toBe("2026-W01");
    expect(isoWeek(new Date("2027-01-01T12:00:00Z"))).toBe("2026-W53");
    expect(isoWeek(new Date("2026-11-23T06:15:00Z"))).toBe("2026-W48");
    expect(isoWeek(new Date("2026-11-22T23:59:59Z"))).toBe("2026-W47");
    expect(isoWeekStart(new Date("2026-11-22T23:59:59Z")).toISOString()).toBe("2026-11-16T00:00:00.000Z");
  });
});

import { describe, expect, it } from "vitest";
import { MIN_UPLOADS, type TimedUpload, localSlot, slotText, uploadTiming } from "./upload-timing";

/** An upload on the given UTC date and hour. */
const at = (date: string, hour: number, views7d: number | null): TimedUpload => ({
  publishedAt: `${date}T${String(hour).padStart(2, "0")}:30:00Z`,
  views7d,
});

// Mondays and Thursdays of autumn 2026 (2026-09-07 is a Monday).
const mondays = [
  "2026-09-07",
  "2026-09-14",
  "2026-09-21",
  "2026-09-28",
  "2026-10-05",
  "2026-10-12",
  "2026-10-19",
  "2026-10-26",
];
const thursdays = [
  "2026-09-10",
  "2026-09-17",
  "2026-09-24",
  "2026-10-01",
  "2026-10-08",
  "2026-10-15",
  "2026-10-22",
  "2026-10-29",
];

describe("uploadTiming", () => {
  it("recommends the slot whose uploads reliably beat the channel's median", () => {
    // Thursday 17:00 UTC uploads do about twice as well as Monday 09:00 ones, with a little spread.
    const uploads = [
      ...mondays.map((d, i) => at(d, 9, 1000 + (i % 3) * 50)),
      ...thursdays.map((d, i) => at(d, 17, 2000 + (i % 3) * 100)),
    ];
    const report = uploadTiming(uploads, "UTC");
    expect(report.uploads).toBe(16);
    expect(report.recommendation.weekday).toBe(3); // Thursday
    expect(report.recommendation.block).toBe(4); // 16:00–20:00
    expect(report.recommendation.text).toMatch(
      /^Publish on Thursdays: first-week views \d+% above your other days over 8 uploads \(adjusted interval \d+% to \d+%\); and at 16:00–20:00: \d+% above your other times over 8 uploads/,
    );
    const thursday = report.weekdays[3]!;
    expect(thursday.n).toBe(8);
    expect(thursday.ratio!).toBeGreaterThan(1.8);
    expect(thursday.low!).toBeGreaterThan(1);
    expect(thursday.high!).toBeGreaterThan(thursday.ratio!);
    // The heatmap cell describes: its count and ratio to the channel median, no test.
    const cell = report.cells.find((c) => c.weekday === 3 && c.block === 4)!;
    expect(cell.n).toBe(8);
    expect(cell.ratio!).toBeGreaterThan(1);
  });

  it("places uploads in the user's time zone, not UTC", () => {
    // 01:30 UTC on a Friday is Thursday 21:30 in New York (EDT, UTC-4, in October).
    expect(localSlot("2026-10-02T01:30:00Z", "America/New_York")).toEqual({ weekday: 3, hour: 21 });
    expect(localSlot("2026-10-02T01:30:00Z", "UTC")).toEqual({ weekday: 4, hour: 1 });
  });

  it("recommends nothing when no slot differs by more than chance, and says so", () => {
    // Same spread in both slots: neither is reliably above the median.
    const uploads = [
      ...mondays.map((d, i) => at(d, 9, [800, 1200, 1000][i % 3]!)),
      ...thursdays.map((d, i) => at(d, 17, [1200, 800, 1000][i % 3]!)),
    ];
    const report = uploadTiming(uploads, "UTC");
    expect(report.recommendation.weekday).toBeNull();
    expect(report.recommendation.block).toBeNull();
    expect(report.recommendation.text).toMatch(/No publish time stands out: across 16 uploads/);
    expect(report.uploadsNeeded).toBe(0);
  });

  it("says how many more uploads it needs on a small channel", () => {
    const uploads = [at("2026-10-05", 9, 100), at("2026-10-12", 9, 300), at("2026-10-19", 9, 200)];
    const report = uploadTiming(uploads, "UTC");
    expect(report.recommendation.text).toBe(
      `Not enough uploads to compare publish times yet: 3 with a first-week view count, ${MIN_UPLOADS * 2 - 3} more needed before any weekday can be compared.`,
    );
    // The same count as a figure, for the assistant's answer to cite.
    expect(report.uploadsNeeded).toBe(MIN_UPLOADS * 2 - 3);
  });

  it("ignores uploads without a 7-day view count and never recommends a slot with fewer than the minimum uploads", () => {
    const few = thursdays.slice(0, MIN_UPLOADS - 1).map((d) => at(d, 17, 5000));
    const rest = mondays.map((d) => at(d, 9, 1000));
    const report = uploadTiming([...few, ...rest, at("2026-10-30", 12, null)], "UTC");
    expect(report.uploads).toBe(few.length + rest.length);
    expect(report.recommendation.weekday).not.toBe(3);
  });

  it("gives the same answer for the same history (the shuffles are seeded by the uploads)", () => {
    const uploads = [
      ...mondays.map((d, i) => at(d, 9, 1000 + i * 37)),
      ...thursdays.map((d, i) => at(d, 17, 1500 + i * 53)),
    ];
    expect(uploadTiming(uploads, "UTC")).toEqual(uploadTiming([...uploads].reverse(), "UTC"));
  });
});

describe("slotText: the short answer large type holds", () => {
  it("names the weekday, the time block, both, or nothing", () => {
    expect(slotText({ weekday: 1, block: 4 })).toBe("Tuesdays, 16:00–20:00");
    expect(slotText({ weekday: 6, block: null })).toBe("Sundays");
    expect(slotText({ weekday: null, block: 0 })).toBe("00:00–04:00");
    expect(slotText({ weekday: null, block: null })).toBeNull();
  });
});

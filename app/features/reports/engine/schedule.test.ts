import { describe, expect, it } from "vitest";
import { digestDue, isoWeekOf, localClock, zoneOrUtc } from "./schedule";

const none = new Set<string>();

describe("the digest's schedule", () => {
  it("names ISO weeks, across year ends", () => {
    expect(isoWeekOf(2026, 11, 23)).toBe("2026-W48");
    expect(isoWeekOf(2026, 12, 31)).toBe("2026-W53");
    expect(isoWeekOf(2027, 1, 3)).toBe("2026-W53");
    expect(isoWeekOf(2027, 1, 4)).toBe("2027-W01");
  });

  it("reads the owner's wall clock", () => {
    const at = new Date(Date.UTC(2026, 10, 23, 6, 15)); // Monday 06:15 UTC
    expect(localClock(at, "UTC")).toMatchObject({ weekday: 1, hour: 6, isoWeek: "2026-W48" });
    expect(localClock(at, "America/New_York")).toMatchObject({ weekday: 1, hour: 1 });
    expect(localClock(at, "Pacific/Auckland")).toMatchObject({ weekday: 1, hour: 19 });
    expect(zoneOrUtc("Not/AZone")).toBe("UTC");
    expect(zoneOrUtc(null)).toBe("UTC");
  });

  it("is due from Monday 06:00 local, once per week", () => {
    const monday = (h: number, m = 7) => new Date(Date.UTC(2026, 10, 23, h, m));
    expect(digestDue(monday(5), "UTC", none, "hourly").due).toBe(false);
    expect(digestDue(monday(6), "UTC", none, "hourly")).toEqual({ due: true, week: "2026-W48" });
    expect(digestDue(monday(6), "UTC", new Set(["2026-W48"]), "hourly").due).toBe(false);
    // New York's Monday 06:00 is 11:00 UTC.
    expect(digestDue(monday(10), "America/New_York", none, "hourly").due).toBe(false);
    expect(digestDue(monday(11), "America/New_York", none, "hourly").due).toBe(true);
    // The Monday cron (06:15 UTC) catches up zones already past their morning, not those behind.
    expect(digestDue(monday(6, 15), "Asia/Tokyo", none, "weekly").due).toBe(true);
    expect(digestDue(monday(6, 15), "America/Los_Angeles", none, "weekly").due).toBe(false);
    // The hourly run sends on Monday only; a Tuesday is the catch-up's.
    const tuesday = new Date(Date.UTC(2026, 10, 24, 9, 7));
    expect(digestDue(tuesday, "UTC", none, "hourly").due).toBe(false);
    expect(digestDue(tuesday, "UTC", none, "weekly").due).toBe(true);
  });
});

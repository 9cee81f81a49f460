import { describe, expect, it } from "vitest";
import { FIRST_MONTH_DAYS, FIRST_WEEK_DAYS, firstDaysOf, viewsInFirstDays } from "./first-days";

describe("an upload's first report days", () => {
  it("start on the UTC date of publication, whatever the hour", () => {
    expect(firstDaysOf("2026-03-10T23:59:00Z", FIRST_WEEK_DAYS)).toEqual({ from: "2026-03-10", to: "2026-03-16" });
    expect(firstDaysOf(new Date("2026-03-10T00:00:00Z"), FIRST_MONTH_DAYS)).toEqual({
      from: "2026-03-10",
      to: "2026-04-06",
    });
    // Across a month's end and a leap day.
    expect(firstDaysOf("2028-02-27T12:00:00Z", FIRST_WEEK_DAYS)).toEqual({ from: "2028-02-27", to: "2028-03-04" });
  });

  it("add up the first week only when every one of its days has a row", () => {
    const days = Array.from({ length: 10 }, (_, i) => ({
      date: `2026-03-${String(10 + i).padStart(2, "0")}`,
      views: 100 * (i + 1),
    }));
    // Days 0-6: 100 + 200 + … + 700.
    expect(viewsInFirstDays("2026-03-10T15:00:00Z", days, FIRST_WEEK_DAYS)).toBe(2800);
    // A missing day (or one without a count) would make the sum look like a flop: no value.
    expect(
      viewsInFirstDays(
        "2026-03-10T15:00:00Z",
        days.filter((d) => d.date !== "2026-03-13"),
        7,
      ),
    ).toBeNull();
    expect(
      viewsInFirstDays(
        "2026-03-10T15:00:00Z",
        days.map((d) => (d.date === "2026-03-12" ? { ...d, views: null } : d)),
        7,
      ),
    ).toBeNull();
    // Rows before publication or after the week do not count; a day of 0 views does.
    const withZero = [{ date: "2026-03-09", views: 999 }, ...days.map((d, i) => (i === 3 ? { ...d, views: 0 } : d))];
    expect(viewsInFirstDays("2026-03-10T15:00:00Z", withZero, 7)).toBe(2800 - 400);
  });
});

import { describe, expect, it } from "vitest";
import { DAY_MS, digestDue } from "./due";

describe("digestDue: one digest a week at most", () => {
  const last = new Date("2026-11-09T09:00:00Z");
  const at = (ms: number) => new Date(last.getTime() + ms);

  it("is due with no digest yet, and again a week after the last", () => {
    expect(digestDue(null, last)).toBe(true);
    expect(digestDue(last, at(7 * DAY_MS))).toBe(true);
    expect(digestDue(last, at(30 * DAY_MS))).toBe(true);
  });

  it("is not due within the week", () => {
    expect(digestDue(last, last)).toBe(false);
    expect(digestDue(last, at(DAY_MS))).toBe(false);
    expect(digestDue(last, at(6 * DAY_MS))).toBe(false);
    expect(digestDue(last, at(7 * DAY_MS - 2 * 60 * 60 * 1000))).toBe(false);
  });

  it("still goes out when next week's cron records a time a few seconds earlier", () => {
    expect(digestDue(last, at(7 * DAY_MS - 5_000))).toBe(true);
  });
});

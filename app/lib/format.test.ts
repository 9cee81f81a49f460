import { describe, expect, it } from "vitest";
import { compactNumber, relativeAge } from "./format";

describe("spec §9 formats", () => {
  it.each([
    [999, "999"],
    [1_000, "1.0K"],
    [3_450, "3.5K"],
    [999_949, "999.9K"],
    [999_999, "1.0M"],
    [1_250_000, "1.3M"],
  ])("compactNumber(%d) is %s", (n, text) => {
    expect(compactNumber(n)).toBe(text);
  });

  it("relative age is hours under a day, days after", () => {
    const now = new Date("2026-11-22T12:00:00Z");
    expect(relativeAge("2026-11-22T07:00:00Z", now)).toBe("5h ago");
    expect(relativeAge("2026-11-19T11:00:00Z", now)).toBe("3d ago");
  });
});

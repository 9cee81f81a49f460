import { describe, expect, it } from "vitest";
import { compactNumber, countOf, formatMoney, nounFor, relativeAge, verbFor, videoAge } from "./format";

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

  it("relative age is 'just now' within a minute, then minutes, hours under a day, days after", () => {
    const now = new Date("2026-11-22T12:00:00Z");
    expect(relativeAge("2026-11-22T11:59:30Z", now)).toBe("just now");
    expect(relativeAge("2026-11-22T11:48:00Z", now)).toBe("12m ago");
    expect(relativeAge("2026-11-22T07:00:00Z", now)).toBe("5h ago");
    expect(relativeAge("2026-11-19T11:00:00Z", now)).toBe("3d ago");
  });
});

describe("a video's age in a sentence counts as its relative age does", () => {
  const now = new Date("2026-11-22T12:00:00Z");
  it.each([
    ["2026-11-04T14:24:00Z", "17d ago", "17 days"], // 17.9 days: rounded down in both
    ["2026-11-21T12:00:00Z", "1d ago", "1 day"],
    ["2026-11-22T06:30:00Z", "5h ago", "5 hours"],
    ["2026-11-22T11:20:00Z", "40m ago", "1 hour"],
  ])("published %s: %s, %s old", (iso, relative, inWords) => {
    expect(relativeAge(iso, now)).toBe(relative);
    expect(videoAge(now.getTime() - Date.parse(iso))).toBe(inWords);
  });
});

describe("verbFor", () => {
  it("agrees a verb with its count", () => {
    expect(`1 of them ${verbFor(1, "offers", "offer")}`).toBe("1 of them offers");
    expect(`3 of them ${verbFor(3, "offers", "offer")}`).toBe("3 of them offer");
    expect(`0 of them ${verbFor(0, "offers", "offer")}`).toBe("0 of them offer");
  });
});

describe("formatMoney: one money format for pages, engine text and /admin", () => {
  it("shows dollars with cents and thousands separators, a true minus sign, other currencies by code", () => {
    expect(formatMoney(10.889)).toBe("$10.89");
    expect(formatMoney(1204.5)).toBe("$1,204.50");
    expect(formatMoney(-1.2)).toBe("−$1.20");
    expect(formatMoney(0)).toBe("$0.00");
    expect(formatMoney(12.5, "EUR")).toBe("€12.50");
    expect(formatMoney(1500, "JPY")).toBe("¥1,500");
  });

  it("rounds a half cent up as written, as the pages always did (the engine's toFixed showed 0.015 as $0.01)", () => {
    expect(formatMoney(0.015)).toBe("$0.02");
    expect(formatMoney(2.675)).toBe("$2.68");
  });
});

describe("counts read as English: singular only for exactly one, never a fixed plural or (s)", () => {
  it.each([
    [0, "0 videos"],
    [1, "1 video"],
    [2, "2 videos"],
    [1_204, "1,204 videos"],
  ])("countOf(%d, video) is %s", (n, text) => {
    expect(countOf(n, "video")).toBe(text);
  });

  it("takes an irregular plural", () => {
    expect(countOf(1, "reply", "replies")).toBe("1 reply");
    expect(countOf(3, "reply", "replies")).toBe("3 replies");
  });

  it("nounFor gives the word alone, for a count formatted elsewhere", () => {
    expect(nounFor(1, "day")).toBe("day");
    expect(nounFor(0, "day")).toBe("days");
    expect(nounFor(1.5, "day")).toBe("days");
    expect(nounFor(7, "competitor")).toBe("competitors");
    expect(nounFor(1, "person", "people")).toBe("person");
  });
});

import { describe, expect, it } from "vitest";
import { type KeywordTrend, currentSurges, memoryOf, newSurges, nextMonth, parseMemory, sameMemory } from "./surges";

const trend = (keyword: string, over: Partial<KeywordTrend> = {}): KeywordTrend => ({
  keyword,
  signal: "steady",
  velocity: 2,
  peakMonth: null,
  dataPoints: 60,
  lastUpdated: "2026-11-10T06:30:00.000Z",
  ...over,
});

const NOV = new Date("2026-11-16T09:00:00Z");

describe("nextMonth", () => {
  it("is the calendar month after now, in UTC, with the year rolling over after December", () => {
    expect(nextMonth(NOV)).toEqual({ name: "December", year: 2026 });
    expect(nextMonth(new Date("2026-12-31T23:59:59Z"))).toEqual({ name: "January", year: 2027 });
    // 23:30 on 31 January in New York is already February in UTC: the month is UTC's.
    expect(nextMonth(new Date("2027-02-01T04:30:00Z"))).toEqual({ name: "March", year: 2027 });
  });
});

describe("currentSurges", () => {
  it("finds spiking keywords and keywords whose peak month is next month, nothing else", () => {
    const surges = currentSurges(
      [
        trend("budget laptops", { signal: "spiking", velocity: 72.4 }),
        trend("gift guides", { peakMonth: "December" }),
        trend("home workouts", { signal: "rising", velocity: 35, peakMonth: "January" }),
        trend("tax returns", { signal: "declining", velocity: -30, peakMonth: "April" }),
      ],
      NOV,
    );
    expect(surges.map((s) => [s.keyword, s.reason, s.key])).toEqual([
      ["budget laptops", "spiking", "spiking|budget laptops"],
      ["gift guides", "peak-next-month", "peak|gift guides|2026-12"],
    ]);
    expect(surges[0]!.velocity).toBe(72.4);
    expect(surges[1]!.peakYear).toBe(2026);
  });

  it("gives a keyword that spikes in the month before its peak both reasons", () => {
    const surges = currentSurges([trend("ski trips", { signal: "spiking", velocity: 60, peakMonth: "december" })], NOV);
    expect(surges.map((s) => s.reason)).toEqual(["spiking", "peak-next-month"]);
    expect(surges[1]!.peakMonth).toBe("December");
  });

  it("puts the fastest spike first, then peaks in keyword order; a keyword listed twice counts once", () => {
    const surges = currentSurges(
      [
        trend("zebra peak", { peakMonth: "December" }),
        trend("slow spike", { signal: "spiking", velocity: 55 }),
        trend("apple peak", { peakMonth: "December" }),
        trend("fast spike", { signal: "spiking", velocity: 300 }),
        trend("fast spike", { signal: "spiking", velocity: 300 }),
      ],
      NOV,
    );
    expect(surges.map((s) => s.keyword)).toEqual(["fast spike", "slow spike", "apple peak", "zebra peak"]);
  });

  it("finds nothing when no keyword moves", () => {
    expect(
      currentSurges([trend("a"), trend("b", { peakMonth: "November" }), trend("c", { peakMonth: null })], NOV),
    ).toEqual([]);
  });
});

describe("what is news since the last evaluation", () => {
  const spike = trend("budget laptops", { signal: "spiking", velocity: 80 });

  it("an unchanged surge is not news; a new keyword or a new reason is", () => {
    const lastWeek = memoryOf(currentSurges([spike], new Date("2026-11-09T09:00:00Z")));
    expect(newSurges(currentSurges([spike], NOV), lastWeek)).toEqual([]);
    const now = currentSurges([spike, trend("gift guides", { peakMonth: "December" })], NOV);
    expect(newSurges(now, lastWeek).map((s) => s.keyword)).toEqual(["gift guides"]);
    const both = currentSurges([{ ...spike, peakMonth: "December" }], NOV);
    expect(newSurges(both, lastWeek).map((s) => s.reason)).toEqual(["peak-next-month"]);
  });

  it("a spike that ended and came back is news again", () => {
    const spiked = memoryOf(currentSurges([spike], new Date("2026-11-02T09:00:00Z")));
    const calm = memoryOf(
      currentSurges([{ ...spike, signal: "steady", velocity: 3 }], new Date("2026-11-09T09:00:00Z")),
    );
    expect(sameMemory(spiked, calm)).toBe(false);
    expect(newSurges(currentSurges([spike], NOV), calm)).toHaveLength(1);
  });

  it("next year's peak is news again", () => {
    const gifts = trend("gift guides", { peakMonth: "December" });
    const lastYear = memoryOf(currentSurges([gifts], new Date("2025-11-17T09:00:00Z")));
    expect(newSurges(currentSurges([gifts], NOV), lastYear)).toHaveLength(1);
  });

  it("reads back what it stored, and treats anything unreadable as an empty memory", () => {
    const memory = memoryOf(currentSurges([spike], NOV));
    expect(parseMemory(JSON.parse(JSON.stringify(memory)))).toEqual(memory);
    expect(parseMemory(null)).toEqual({ surges: [] });
    expect(parseMemory("nonsense")).toEqual({ surges: [] });
    expect(parseMemory({ surges: [{ key: 1 }, { key: "k", keyword: "x", reason: "bogus" }, null] })).toEqual({
      surges: [],
    });
    expect(sameMemory(memory, parseMemory({ surges: [...memory.surges, ...memory.surges] }))).toBe(true);
  });
});

import { describe, expect, it } from "vitest";
import {
  createMemoryQuotaGate,
  DEFAULT_DAILY_SEARCH_CALLS,
  DEFAULT_DAILY_UNITS,
  QUOTA_COSTS,
  quotaBucket,
  quotaDay,
  QuotaRefusedError,
} from "./quota";
import { parseIsoDuration, toIsoDuration } from "./schemas";

describe("quota costs", () => {
  it("charges 1 unit for the list methods and keeps search.list in its own bucket", () => {
    expect(QUOTA_COSTS).toEqual({
      "search.list": 1,
      "videos.list": 1,
      "channels.list": 1,
      "playlistItems.list": 1,
      "commentThreads.list": 1,
      "comments.list": 1,
    });
    expect(quotaBucket("search.list")).toBe("search");
    expect(quotaBucket("videos.list")).toBe("units");
    expect([DEFAULT_DAILY_UNITS, DEFAULT_DAILY_SEARCH_CALLS]).toEqual([10_000, 100]);
  });

  it("counts days in Pacific Time", () => {
    expect(quotaDay(new Date("2026-03-01T07:59:00Z"))).toBe("2026-02-28");
    expect(quotaDay(new Date("2026-03-01T08:00:00Z"))).toBe("2026-03-01");
    // Daylight saving time: midnight PDT is 07:00 UTC.
    expect(quotaDay(new Date("2026-07-01T07:00:00Z"))).toBe("2026-07-01");
  });
});

describe("createMemoryQuotaGate", () => {
  it("reserves until the units run out, then refuses without reserving", async () => {
    const gate = createMemoryQuotaGate({ dailyUnits: 2, dailySearchCalls: 1 });
    await gate.reserve("videos.list", 1);
    await gate.reserve("channels.list", 1);
    const refusal = await gate.reserve("comments.list", 1).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(QuotaRefusedError);
    expect(refusal).toMatchObject({ method: "comments.list", bucket: "units", requested: 1, remaining: 0 });
    await gate.reserve("search.list", 1);
    await expect(gate.reserve("search.list", 1)).rejects.toBeInstanceOf(QuotaRefusedError);
    expect(gate.used()).toEqual({ units: 2, searchCalls: 1 });
    expect(gate.reservations.map(({ method }) => method)).toEqual(["videos.list", "channels.list", "search.list"]);
  });

  it("starts again on a new Pacific day", async () => {
    let now = new Date("2026-03-01T07:00:00Z");
    const gate = createMemoryQuotaGate({ dailyUnits: 1, now: () => now });
    await gate.reserve("videos.list", 1);
    await expect(gate.reserve("videos.list", 1)).rejects.toBeInstanceOf(QuotaRefusedError);
    now = new Date("2026-03-01T08:00:00Z");
    await gate.reserve("videos.list", 1);
    expect(gate.reservations.map(({ day }) => day)).toEqual(["2026-02-28", "2026-03-01"]);
  });

  it("rejects a negative reservation", async () => {
    await expect(createMemoryQuotaGate().reserve("videos.list", -1)).rejects.toThrow(RangeError);
  });
});

describe("ISO 8601 durations", () => {
  it.each([
    ["PT1H2M3S", 3723],
    ["PT45S", 45],
    ["PT1M", 60],
    ["PT2H", 7200],
    ["P0D", 0],
    ["PT0S", 0],
    ["P1DT2H3M4S", 93_784],
    ["P1D", 86_400],
    ["P1W", 604_800],
    ["PT1.6S", 2],
  ])("reads %s as %i seconds", (value, seconds) => {
    expect(parseIsoDuration(value)).toBe(seconds);
  });

  it.each([["P"], ["PT"], ["1H"], ["PT1X"], [""], ["P1Y"], ["PTS"]])("rejects %j", (value) => {
    expect(parseIsoDuration(value)).toBeNull();
  });

  it("writes what it reads", () => {
    for (const seconds of [0, 1, 59, 60, 61, 3599, 3600, 3723, 86_399, 86_400, 90_061, 1_000_000]) {
      expect(parseIsoDuration(toIsoDuration(seconds))).toBe(seconds);
    }
    expect(toIsoDuration(3723)).toBe("PT1H2M3S");
    expect(toIsoDuration(0)).toBe("P0D");
    expect(toIsoDuration(86_400)).toBe("P1D");
  });
});

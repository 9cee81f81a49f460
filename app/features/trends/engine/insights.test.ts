import { describe, expect, it } from "vitest";
import { formatVelocity, trendInsights, type TrendForInsights } from "./insights";

const DEC = new Date("2026-12-10T12:00:00.000Z");
const trend = (over: Partial<TrendForInsights>): TrendForInsights => ({
  keyword: "home server",
  trend_signal: "steady",
  trend_velocity: 0,
  seasonal_peak_month: null,
  ...over,
});
const urgencies = (over: Partial<TrendForInsights>, now = DEC) => trendInsights(trend(over), now).map((i) => i.urgency);

describe("trendInsights (spec §9)", () => {
  it.each([
    ["spiking", 50.1, ["high"]],
    ["spiking", 50, []],
    ["spiking", 120, ["high"]],
    ["spiking", 30, []],
    ["spiking", null, []],
    ["rising", 20.1, ["medium"]],
    ["rising", 20, []],
    ["rising", 60, ["medium"]],
    ["rising", null, []],
    ["declining", -20.1, ["medium"]],
    ["declining", -20, []],
    ["declining", -80, ["medium"]],
    ["declining", null, []],
    ["steady", 9.9, ["low"]],
    ["steady", -9.9, ["low"]],
    ["steady", 10, []],
    ["steady", -10, []],
    ["steady", 0, ["low"]],
    ["steady", null, ["low"]],
  ] as const)("%s at %s -> %j", (signal, velocity, expected) => {
    expect(urgencies({ trend_signal: signal, trend_velocity: velocity })).toEqual(expected);
  });

  it("ties each velocity rule to its signal: a spiking velocity on a 'rising' record is medium", () => {
    expect(urgencies({ trend_signal: "rising", trend_velocity: 75 })).toEqual(["medium"]);
    expect(urgencies({ trend_signal: "declining", trend_velocity: 5 })).toEqual([]);
  });

  it("makes the seasonal peak high in its month and low otherwise", () => {
    expect(urgencies({ trend_signal: "spiking", trend_velocity: 10, seasonal_peak_month: "December" })).toEqual([
      "high",
    ]);
    expect(urgencies({ trend_signal: "spiking", trend_velocity: 10, seasonal_peak_month: "November" })).toEqual([
      "low",
    ]);
    expect(
      urgencies(
        { trend_signal: "spiking", trend_velocity: 10, seasonal_peak_month: "november" },
        new Date("2026-11-30T23:59:59.000Z"),
      ),
    ).toEqual(["high"]);
    // The month is the UTC month of now.
    expect(
      urgencies(
        { trend_signal: "spiking", trend_velocity: 10, seasonal_peak_month: "December" },
        new Date("2026-12-01T00:00:00.000Z"),
      ),
    ).toEqual(["high"]);
    expect(urgencies({ trend_signal: "spiking", trend_velocity: 10, seasonal_peak_month: "Unknown" })).toEqual([]);
    expect(urgencies({ trend_signal: "spiking", trend_velocity: 10, seasonal_peak_month: "" })).toEqual([]);
  });

  it("lists cards in the order of §9 and words them from the record", () => {
    const cards = trendInsights(
      trend({ trend_signal: "spiking", trend_velocity: 62.5, seasonal_peak_month: "December" }),
      DEC,
    );
    expect(cards.map((c) => c.urgency)).toEqual(["high", "high"]);
    expect(cards[0]!.title).toBe("home server is spiking");
    expect(cards[0]!.description).toContain("+62.5%");
    expect(cards[1]!.title).toBe("Peak season is now: December");
    const cooling = trendInsights(
      trend({ trend_signal: "declining", trend_velocity: -31, seasonal_peak_month: "March" }),
      DEC,
    );
    expect(cooling.map((c) => c.urgency)).toEqual(["low", "medium"]);
    expect(cooling[1]!.description).toContain("-31.0%");
  });

  it("says No change for a steady record without a velocity", () => {
    const [card] = trendInsights(trend({ trend_velocity: null }), DEC);
    expect(card!.description).toContain("No change");
  });
});

describe("formatVelocity", () => {
  it.each([
    [12.5, "+12.5%"],
    [12.46, "+12.5%"],
    [-3, "-3.0%"],
    [0, "0.0%"],
    [-0.04, "0.0%"],
    [150, "+150.0%"],
    [null, "No change"],
    [Number.NaN, "No change"],
  ])("%s -> %s", (value, text) => expect(formatVelocity(value)).toBe(text));
});

// One home per statistic : the descriptive statistics and distributions live in
// app/lib/stats and nowhere else, so two pages never disagree on a median or an interval. A
// function or constant of the same name anywhere else is a second definition (a local variable
// holding "the median residuals" gets a name of its own).
import { describe, expect, it } from "vitest";

const SOURCES = import.meta.glob(
  ["/app/**/*.{ts,tsx}", "/workers/**/*.ts", "/scripts/**/*.ts", "!**/*.test.{ts,tsx}"],
  {
    query: "?raw",
    import: "default",
    eager: true,
  },
) as Record<string, string>;

const STATISTICS = ["normalCdf", "percentileRank", "quantile", "median", "standardDeviation", "stdDev", "sampleSd"];

describe("statistics", () => {
  it("are each defined once, in app/lib/stats", () => {
    const elsewhere: string[] = [];
    for (const [path, text] of Object.entries(SOURCES)) {
      if (path.startsWith("/app/lib/stats/")) continue;
      for (const name of STATISTICS) {
        if (new RegExp(`\\b(function|const|let)\\s+${name}\\b`).test(text))
          elsewhere.push(`${name} in ${path.slice(1)}`);
      }
    }
    expect(elsewhere).toEqual([]);
  });
});

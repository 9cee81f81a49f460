import { describe, expect, it } from "vitest";
import { EXAMPLE_QUERIES } from "./messages";
import { MAX_SUGGESTIONS, searchSuggestions } from "./suggestions";

describe("searches offered when one found nothing", () => {
  it("are the query's own words, the last first, then the examples", () => {
    expect(searchSuggestions("budget webcams")).toEqual(["webcams", "budget", ...EXAMPLE_QUERIES.slice(0, 2)]);
  });

  it("leave out small words, punctuation and the query itself", () => {
    const offered = searchSuggestions("  The best  tips for (Zebra) unicorns!  ");
    expect(offered.slice(0, 2)).toEqual(["unicorns", "zebra"]);
    expect(offered).not.toContain("the");
    expect(offered).not.toContain("for");
    expect(searchSuggestions("webcams")).toEqual(EXAMPLE_QUERIES.slice(0, MAX_SUGGESTIONS));
  });

  it("never offer the same search twice, nor more than asked", () => {
    const offered = searchSuggestions("react tutorials react", 10);
    expect(new Set(offered.map((s) => s.toLowerCase())).size).toBe(offered.length);
    expect(searchSuggestions("a b c d e f g h", 2)).toHaveLength(2);
    expect(searchSuggestions("")).toEqual(EXAMPLE_QUERIES.slice(0, MAX_SUGGESTIONS));
  });
});

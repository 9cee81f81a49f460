import { describe, expect, it } from "vitest";
import { EXAMPLE_QUERIES } from "./messages";
import { MAX_SUGGESTIONS, editDistance, searchSuggestions } from "./suggestions";

describe("searches offered when one found nothing", () => {
  it("never offer the query's own words back: a search that found nothing holds no word any video has", () => {
    const offered = searchSuggestions("zzxq asdkjqwe");
    expect(offered).toEqual(EXAMPLE_QUERIES.slice(0, MAX_SUGGESTIONS));
    for (const word of ["zzxq", "asdkjqwe"]) expect(offered.join(" ").toLowerCase()).not.toContain(word);
    expect(searchSuggestions("zebra unicorn orchestra")).toEqual(EXAMPLE_QUERIES.slice(0, MAX_SUGGESTIONS));
  });

  it("offer the query respelled with words earlier searches found, a slip away, before the examples", () => {
    const knownTexts = ["Best Budget Webcams of 2026", "3 Webcams Worth Buying", "Webcam lighting tips"];
    expect(searchSuggestions("budgte webcms", { knownTexts })).toEqual([
      "budget webcams",
      ...EXAMPLE_QUERIES.slice(0, MAX_SUGGESTIONS - 1),
    ]);
    // A word that matches nothing known is left out of the respelling, not kept as typed.
    expect(searchSuggestions("webcms zzxq", { knownTexts })[0]).toBe("webcams");
    // Short words are too close to too many real ones to respell.
    expect(searchSuggestions("cta", { knownTexts: ["cat videos"] })).toEqual(EXAMPLE_QUERIES.slice(0, 4));
  });

  it("never offer the query itself, the same search twice, nor more than asked", () => {
    expect(searchSuggestions("react tutorials")).not.toContain("React tutorials");
    const offered = searchSuggestions("tutorials react", { max: 10 });
    expect(new Set(offered.map((s) => s.toLowerCase())).size).toBe(offered.length);
    expect(searchSuggestions("a b c d e f g h", { max: 2 })).toHaveLength(2);
    expect(searchSuggestions("")).toEqual(EXAMPLE_QUERIES.slice(0, MAX_SUGGESTIONS));
  });

  it("measure slips as edits and swaps, stopping past the limit", () => {
    expect(editDistance("webcms", "webcams", 1)).toBe(1);
    expect(editDistance("wbecam", "webcam", 1)).toBe(1);
    expect(editDistance("asdkjqwe", "webcams", 2)).toBe(3);
    expect(editDistance("same", "same", 0)).toBe(0);
  });
});

import { describe, expect, it } from "vitest";
import { trendWord, trendWordInText } from "./trend-words";

describe("one trend vocabulary", () => {
  it("names the same direction with the same word, whichever engine gives it", () => {
    expect(new Set([trendWord("improving"), trendWord("increasing"), trendWord("rising")])).toEqual(
      new Set(["Rising"]),
    );
    expect(new Set([trendWord("declining"), trendWord("decreasing")])).toEqual(new Set(["Declining"]));
    expect(new Set([trendWord("stable"), trendWord("steady")])).toEqual(new Set(["Steady"]));
    expect(trendWord("spiking")).toBe("Spiking");
  });

  it("writes it in lower case inside a sentence", () => {
    expect(trendWordInText("improving")).toBe("rising");
    expect(trendWordInText("stable")).toBe("steady");
  });
});

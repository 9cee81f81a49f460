import { describe, expect, it } from "vitest";
import { cleanKeywords, findOccurrences, firstOccurrence, keywordWords, units } from "./keywords";

const count = (text: string, keyword: string) => findOccurrences(text, units(text), [keyword]).length;

describe("keyword matching", () => {
  it("folds case, plurals, styled letters and apostrophes", () => {
    expect(keywordWords("Budget Cameras")).toEqual(["budget", "camera"]);
    expect(count("The BEST budget cameras, and one budget camera.", "budget camera")).toBe(2);
    expect(count("𝗯𝘂𝗱𝗴𝗲𝘁 𝗰𝗮𝗺𝗲𝗿𝗮", "budget camera")).toBe(1);
    expect(count("Don’t buy it", "don't")).toBe(1);
  });
  it("needs the words side by side, with only spaces or one hyphen between", () => {
    expect(count("budget-camera", "budget camera")).toBe(1);
    expect(count("budget  camera", "budget camera")).toBe(1);
    expect(count("On a budget. Camera time", "budget camera")).toBe(0);
    expect(count("budget and camera", "budget camera")).toBe(0);
    expect(count("budget\ncamera", "budget camera")).toBe(0);
    expect(count("budgetcamera", "budget camera")).toBe(0);
  });
  it("matches whole words only", () => {
    expect(count("cameraman cameras", "camera")).toBe(1);
  });
  it("matches Chinese and Japanese character by character", () => {
    expect(count("東京旅行の動画です", "東京")).toBe(1);
    expect(count("東京旅行の動画です", "旅行")).toBe(1);
    expect(count("東京旅行の動画です", "京都")).toBe(0);
  });
  it("reports where the first occurrence stands", () => {
    expect(firstOccurrence("I love my budget camera", "budget camera")).toMatchObject({ start: 10, end: 23 });
  });
});

describe("cleanKeywords", () => {
  it("normalises, drops empty and duplicate keywords, keeps order", () => {
    expect(cleanKeywords(["  Budget   Camera ", "", "!!!", "budget cameras", "SONY <a7>"])).toEqual([
      "budget camera",
      "sony a7",
    ]);
  });
});

import { describe, expect, it } from "vitest";
import { fleschReadingEase, syllables } from "./readability";

describe("syllables (English spelling heuristic)", () => {
  it.each([
    ["the", 1],
    ["cat", 1],
    ["make", 1],
    ["makes", 1],
    ["table", 2],
    ["tables", 2],
    ["people", 2],
    ["jumped", 1],
    ["wanted", 2],
    ["played", 1],
    ["boxes", 2],
    ["places", 2],
    ["budget", 2],
    ["camera", 3],
    ["cameras", 3],
    ["beginners", 3],
    ["compares", 2],
    ["beautiful", 3],
    ["reading", 2],
    ["4K", 1],
    ["Привет", 1],
  ])("%s has %i", (word, n) => expect(syllables(word)).toBe(n));
});

describe("fleschReadingEase", () => {
  it("matches a hand computation", () => {
    // Sentence 1: Bud-get(2) cam-er-as(3) are(1) great(1) for(1) be-gin-ners(3) = 6 words, 11 syllables.
    // Sentence 2: This(1) vid-eo(2, the heuristic's count) com-pares(2) three(1) of(1) them(1) = 6 words, 8 syllables.
    // 206.835 − 1.015 × (12 / 2) − 84.6 × (19 / 12) = 206.835 − 6.09 − 133.95 = 66.795.
    const r = fleschReadingEase("Budget cameras are great for beginners. This video compares three of them.");
    expect(r).toMatchObject({ words: 12, sentences: 2, syllables: 19, score: 67 });
    expect(r.raw).toBeCloseTo(66.795, 9);
  });
  it("treats each line as a sentence end and ignores lines without words", () => {
    const r = fleschReadingEase(
      "Budget cameras are great for beginners\n\n\u0000\u0000\u0000\nThis video compares three of them",
    );
    expect(r).toMatchObject({ words: 12, sentences: 2, syllables: 19, score: 67 });
  });
  it("clamps to 0–100", () => {
    // 6 one-syllable words in one sentence: 206.835 − 6.09 − 84.6 = 116.145 → 100.
    expect(fleschReadingEase("The cat sat on the mat.")).toMatchObject({ score: 100 });
    // One long word, in-com-pre-hen-si-bil-i-ties: 206.835 − 1.015 − 84.6 × 8 = −470.98 → 0.
    expect(fleschReadingEase("Incomprehensibilities.")).toMatchObject({ words: 1, syllables: 8, score: 0 });
  });
  it("scores a text with no words 0", () => {
    expect(fleschReadingEase("")).toMatchObject({ score: 0, words: 0, raw: null });
    expect(fleschReadingEase("🔥🔥 … !!!")).toMatchObject({ score: 0, words: 0 });
  });
});

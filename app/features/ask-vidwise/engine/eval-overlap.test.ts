// The router's evaluation sets share no phrasing with its training data : no
// held-back phrasing is the same text as a training phrasing once case, punctuation and spacing
// are folded, nor a near-duplicate (word-set Jaccard ≥ 0.8). scripts/training/ask-router/overlap.ts.
import { describe, expect, it } from "vitest";
import { trainingPhrasings } from "../../../../scripts/train-ask-router";
import { FIRST_USE_QUESTIONS } from "../__fixtures__/first-use-questions";
import { FRESH, HELD_OUT } from "../__fixtures__/questions";
import { HELD_BACK_2, HELD_BACK_PHRASINGS } from "../../../../scripts/training/ask-router/held-back";
import { HELD_BACK_3 } from "../../../../scripts/training/ask-router/held-back-3";
import {
  NEAR_DUPLICATE_JACCARD,
  normalisePhrasing,
  overlaps,
  wordJaccard,
} from "../../../../scripts/training/ask-router/overlap";

describe("normalising and comparing phrasings", () => {
  it("folds case, quotes, apostrophes, punctuation and spacing", () => {
    expect(normalisePhrasing("  What’s my   Live Visibility Score?! ")).toBe("whats my live visibility score");
    expect(normalisePhrasing("what's my live-visibility score")).toBe("whats my live visibility score");
    expect(normalisePhrasing("Do my videos do better on weekdays/weekends?")).toBe(
      "do my videos do better on weekdays weekends",
    );
    expect(normalisePhrasing("?!…")).toBe("");
  });

  it("computes the Jaccard index of the word sets by hand", () => {
    // {why did nobody watch my last video} vs the same + {lol}: 7 shared of 8.
    expect(wordJaccard("why did nobody watch my last video", "Why did nobody watch my last video lol")).toBe(7 / 8);
    // {what should my next video be} vs {what should my next vlog be}: 5 shared of 7.
    expect(wordJaccard("what should my next video be", "what should my next vlog be")).toBe(5 / 7);
    // Repeats and order do not count: {my rpm} vs {rpm my}.
    expect(wordJaccard("my RPM my RPM", "rpm, my")).toBe(1);
    expect(wordJaccard("", "")).toBe(1);
    expect(wordJaccard("rpm", "")).toBe(0);
  });

  it("flags the same text and near-duplicates at the threshold, not below it", () => {
    expect(NEAR_DUPLICATE_JACCARD).toBe(0.8);
    const training = ["am I uploading enough", "what are the rising search terms in my category", "tell me a joke"];
    expect(
      overlaps(
        [
          "Am I uploading enough?", // same text
          "what are the hottest search terms in my category", // 8 of 10 words: 0.8
          "tell me a funny joke", // 4 of 5: 0.8
          "tell me a really funny joke", // 4 of 6: 0.67
          "How is my RPM?",
        ],
        training,
      ),
    ).toEqual([
      { evaluation: "Am I uploading enough?", training: "am I uploading enough", kind: "same text", jaccard: 1 },
      {
        evaluation: "what are the hottest search terms in my category",
        training: "what are the rising search terms in my category",
        kind: "near-duplicate",
        jaccard: 0.8,
      },
      { evaluation: "tell me a funny joke", training: "tell me a joke", kind: "near-duplicate", jaccard: 0.8 },
    ]);
  });
});

describe("the evaluation sets against the training phrasings", () => {
  const training = trainingPhrasings().map((t) => t.question);

  it("reads the whole training set (phrasings, the second writer's, the question set's QUESTIONS)", () => {
    expect(training.length).toBeGreaterThanOrEqual(1370);
  });

  it.each([
    ["first held-back set", HELD_BACK_PHRASINGS],
    ["second held-back set", HELD_BACK_2],
    ["third held-back set", HELD_BACK_3],
    ["question set's HELD_OUT", HELD_OUT.map((c) => [c.question] as const)],
    ["question set's FRESH", FRESH.map((c) => [c.question] as const)],
  ] as const)("%s repeats no training phrasing, exactly or nearly", (_name, set) => {
    expect(
      overlaps(
        set.map(([question]) => question),
        training,
      ),
    ).toEqual([]);
  });

  // Graded by route.test.ts and the Worker test: none is a training phrasing but the suggested
  // question the creator asked as it is (it was one of questions.ts's before this set).
  it("the first-use questions repeat no training phrasing but the suggested one", () => {
    expect(
      overlaps(
        FIRST_USE_QUESTIONS.map((c) => c.question),
        training,
      ).map((o) => o.evaluation),
    ).toEqual(["Why did my last video under-perform?"]);
  });
});

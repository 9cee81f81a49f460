// Quality on our hand-labelled comments (tests/data/labelled-comments.ts). The figures are
// printed for the record and asserted against the targets.
import "./install-lexicon";
import { describe, expect, it } from "vitest";
import { LABELLED_COMMENTS } from "../../../../tests/data/labelled-comments";
import { analyzeComment, isScoredLanguage } from "./index";

const results = LABELLED_COMMENTS.map((c) => ({ c, a: analyzeComment(c.text) }));

function f1(tp: number, fp: number, fn: number): number {
  return tp === 0 ? 0 : (2 * tp) / (2 * tp + fp + fn);
}

describe("labelled comments", () => {
  it("has the size and mix the issue asks for", () => {
    expect(LABELLED_COMMENTS.length).toBeGreaterThanOrEqual(300);
    expect(LABELLED_COMMENTS.filter((c) => c.spam).length).toBeGreaterThanOrEqual(40);
    expect(LABELLED_COMMENTS.filter((c) => c.language !== "en" && c.language !== "und").length).toBeGreaterThanOrEqual(
      20,
    );
  });

  it("meets the quality targets", () => {
    const english = results.filter(({ c }) => !c.spam && isScoredLanguage(c.language));
    const accuracy = english.filter(({ c, a }) => a.sentiment.label === c.sentiment).length / english.length;
    const spamTp = results.filter(({ c, a }) => c.spam && a.spam).length;
    const spamPrecision = spamTp / results.filter(({ a }) => a.spam).length;
    const spamRecall = spamTp / results.filter(({ c }) => c.spam).length;
    const foreign = results.filter(({ c }) => !isScoredLanguage(c.language));
    const foreignRecall = foreign.filter(({ a }) => !isScoredLanguage(a.language)).length / foreign.length;
    const englishKept = results.filter(({ c }) => isScoredLanguage(c.language));
    const englishPrecision = englishKept.filter(({ a }) => isScoredLanguage(a.language)).length / englishKept.length;
    const requestF1 = f1(
      results.filter(({ c, a }) => c.request !== null && a.request !== null).length,
      results.filter(({ c, a }) => c.request === null && a.request !== null).length,
      results.filter(({ c, a }) => c.request !== null && a.request === null).length,
    );
    const questionF1 = f1(
      results.filter(({ c, a }) => c.question && a.question).length,
      results.filter(({ c, a }) => !c.question && a.question).length,
      results.filter(({ c, a }) => c.question && !a.question).length,
    );
    const figures = {
      n: results.length,
      english: english.length,
      accuracy,
      spamPrecision,
      spamRecall,
      foreignRecall,
      englishPrecision,
      requestF1,
      questionF1,
    };
    console.log(
      "labelled comments:",
      Object.fromEntries(Object.entries(figures).map(([k, v]) => [k, Number.isInteger(v) ? v : Number(v.toFixed(3))])),
    );
    expect(accuracy).toBeGreaterThanOrEqual(0.8);
    expect(spamPrecision).toBeGreaterThanOrEqual(0.95);
    expect(spamRecall).toBeGreaterThanOrEqual(0.95);
    expect(foreignRecall).toBeGreaterThanOrEqual(0.9);
    expect(englishPrecision).toBeGreaterThanOrEqual(0.95);
    expect(requestF1).toBeGreaterThanOrEqual(0.85);
  });
});

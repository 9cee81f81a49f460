import { describe, expect, it } from "vitest";
import { competitorEvidenceMissing } from "./competitor-gaps";

describe("what the ideas page says of competitors", () => {
  it("asks for competitors when none is tracked", () => {
    expect(competitorEvidenceMissing(0, [])).toMatch(/^No competitors tracked/);
  });

  it("says why there is no outlier when no competitor upload can be judged against its channel", () => {
    expect(competitorEvidenceMissing(3, [{ outlierScore: null }, { outlierScore: null }])).toMatch(
      /two or more uploads read/,
    );
  });

  it("says nothing once one competitor upload has a score, or while none is read", () => {
    expect(competitorEvidenceMissing(3, [{ outlierScore: null }, { outlierScore: 0.8 }])).toBeNull();
    expect(competitorEvidenceMissing(2, [])).toBeNull();
  });
});

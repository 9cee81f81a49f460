import { describe, expect, it } from "vitest";
import { estimatedFiguresOf } from "./estimated-figures";

describe("which assistant figures are Vidwise's", () => {
  it("names a forecast's figures and leaves YouTube's counts out", () => {
    expect(
      estimatedFiguresOf("title-forecast", {
        title: "A",
        expectedViews: 1200,
        minViews: 800,
        maxViews: 2000,
        views: 5,
      }),
    ).toEqual({ label: "Vidwise estimate", fields: ["expectedViews", "minViews", "maxViews"] });
  });

  it("finds ranked figures by their pattern", () => {
    expect(
      estimatedFiguresOf("content-ideas", { idea1: "x", idea1TrendScore: 90, idea2TrendScore: 80 })?.fields,
    ).toEqual(["idea1TrendScore", "idea2TrendScore"]);
  });

  it("is null when an answer holds only YouTube's figures", () => {
    expect(estimatedFiguresOf("market-analysis", { totalViews: 10, medianViews: 2 })).toBeNull();
    expect(estimatedFiguresOf("rpm", { views28: 1000, revenue28: 4 })).toBeNull();
  });
});

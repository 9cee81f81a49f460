import { describe, expect, it } from "vitest";
import type { ContentIdea, IdeaForecast } from "./idea-shapes";
import { typicalRangeNote } from "./forecast-note";

const idea = (forecast: IdeaForecast | null) => ({ forecast }) as ContentIdea;
const typical: IdeaForecast = { min: 1800, expected: 7632, max: 32_800, perIdea: false, typicalOf: 24 };

describe("Content Ideas' estimated views when the forecaster cannot tell ideas apart", () => {
  it("says once that the range is the channel's typical range for any new upload", () => {
    const note = typicalRangeNote([idea(typical), idea({ ...typical }), idea({ ...typical })]);
    expect(note).toMatch(
      /^The same estimated views on every idea: they are your channel's typical range for any new upload \(the median of your last 24 uploads at 28 days, with its 80% range\), not a forecast of each idea\./,
    );
  });

  it("says nothing when some idea has its own forecast, none has one, or a batch predates the flag", () => {
    expect(typicalRangeNote([idea(typical), idea({ ...typical, expected: 9100, perIdea: true })])).toBeNull();
    expect(typicalRangeNote([idea(null), idea(null)])).toBeNull();
    expect(typicalRangeNote([idea({ min: 1, expected: 2, max: 3 })])).toBeNull();
  });

  it("does not call different ranges the same (a Short among long-form ideas)", () => {
    const note = typicalRangeNote([idea(typical), idea({ ...typical, min: 300, expected: 900, max: 4000 })]);
    expect(note).toMatch(/^The estimated views are your channel's typical range for any new upload of that format/);
  });
});

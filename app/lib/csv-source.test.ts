import { describe, expect, it } from "vitest";
import { type CsvColumn, sourceSummary, toCsv, withSourceColumn } from "./csv-write";
import { ESTIMATE_LABEL, YOUTUBE_LABEL } from "./figure-source";

type Row = { id: string; views: number; score: number };
const ID: CsvColumn<Row> = { header: "id", value: (r) => r.id };
const VIEWS: CsvColumn<Row> = { header: "views", value: (r) => r.views, source: YOUTUBE_LABEL };
const SCORE: CsvColumn<Row> = { header: "score", value: (r) => r.score, source: ESTIMATE_LABEL };

describe("the source column", () => {
  it("names the one source when every sourced column shares it", () => {
    expect(sourceSummary([ID, SCORE])).toBe("Vidwise estimate");
    expect(sourceSummary([ID, VIEWS])).toBe("YouTube");
  });

  it("names YouTube's columns first, then ours, whatever the column order", () => {
    expect(sourceSummary([SCORE, ID, VIEWS])).toBe("YouTube: views; Vidwise estimate: score");
  });

  it("is added last, so the other columns keep their places", () => {
    const csv = toCsv(withSourceColumn([ID, VIEWS, SCORE]), [{ id: "a", views: 10, score: 7 }]);
    expect(csv).toBe("id,views,score,source\r\na,10,7,YouTube: views; Vidwise estimate: score\r\n");
  });
});

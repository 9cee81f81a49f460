import { describe, expect, it } from "vitest";
import { scoringState } from "./scoring-state";

const NOW = new Date("2026-11-26T10:00:00Z");

describe("scoringState", () => {
  it("gives a young upload the date it will be scored, 28 days after it went up", () => {
    expect(scoringState({ views28: null, upload: { publishedAt: "2026-11-10T18:00:00Z" } }, NOW)).toEqual({
      kind: "waiting",
      on: "2026-12-08T18:00:00.000Z",
    });
  });

  it("never promises a score that is long past due: a June upload without a day-28 figure is unmeasured", () => {
    expect(scoringState({ views28: null, upload: { publishedAt: "2026-06-12T09:00:00Z" } }, NOW)).toEqual({
      kind: "unmeasured",
      since: "2026-07-10T09:00:00.000Z",
    });
  });

  it("is scored once the 28-day figure is known, and has nothing to wait for without an upload", () => {
    expect(scoringState({ views28: 1200, upload: { publishedAt: "2026-06-12T09:00:00Z" } }, NOW)).toEqual({
      kind: "scored",
    });
    expect(scoringState({ views28: null, upload: null }, NOW)).toEqual({ kind: "no-upload" });
  });
});

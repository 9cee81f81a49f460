import { describe, expect, it } from "vitest";
import { labelledFigure, sourceFigures, sourceLine } from "./source-labels";

describe("sources written for people", () => {
  it("writes amounts of money as every page does, with two decimals", () => {
    expect(labelledFigure("rpm", "currentRPM", 3.7)).toBe("your RPM ($3.70)");
    expect(labelledFigure("rpm", "potentialMonthlyIncrease", 1204.5)).toBe(
      "all recommendations together ($1,204.50 per 28 days)",
    );
  });

  it("writes ranked figures by their rank, never their keys", () => {
    expect(sourceLine({ tool: "content-ideas", figures: { idea1TrendScore: 90 } })).toBe(
      "Content Ideas: idea 1's trend score (90), a Vidwise estimate",
    );
    expect(sourceLine({ tool: "viewer-requests", figures: { request2: "desk tour", request2Count: 5 } })).toBe(
      "Viewer requests: request 2 “desk tour” · request 2, asked 5 times",
    );
    expect(labelledFigure("viewer-requests", "request3Count", 1)).toBe("request 3, asked 1 time");
    expect(labelledFigure("trends", "keyword1Signal", "rising")).toBe("keyword 1 is rising");
    expect(labelledFigure("channel-topics", "topic2Ratio", 1.3)).toBe("topic 2's median against your norm (1.3×)");
    expect(labelledFigure("channel-topics", "topic3Uploads", 1)).toBe("topic 3's uploads (1 upload)");
  });

  it("writes counts with their noun, singular for exactly one", () => {
    expect(sourceFigures({ tool: "title-thumbnail", figures: { withCount: 1, withoutCount: 12 } })).toEqual([
      "1 video with it",
      "12 videos without it",
    ]);
    expect(labelledFigure("dashboard-kpis", "subscriberCount", 12300)).toBe(
      "12,300 subscribers, from your channel's stored row",
    );
  });

  it("leaves out empty figures and keeps at most eight", () => {
    const figures = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`keyword${i + 1}`, `k${i}`]));
    expect(sourceFigures({ tool: "trends", figures: { ...figures, keywordsMeasured: null } })).toHaveLength(8);
  });

  it("writes an unlabelled key in words, not as the key", () => {
    const [text] = sourceFigures({ tool: "rpm", figures: { someNewFigure7d: 3 } });
    expect(text).toBe("some new figure 7 d (3)");
    expect(text).not.toMatch(/[a-z][A-Z]|[a-z]\d|\d[a-z]/);
  });
});

describe("the tools' one list", () => {
  it("names a tool for every entry and an entry for every tool, each with a feature folder that exists", async () => {
    const { ASK_TOOLS } = await import("./tools.engines.server");
    const { TOOL_CATALOG } = await import("./tool-catalog");
    expect(ASK_TOOLS.map((tool) => tool.name).sort()).toEqual(Object.keys(TOOL_CATALOG).sort());
    const folders = new Set(
      Object.keys(import.meta.glob("/app/features/*/index.server.ts")).map((path) => path.split("/")[3]),
    );
    const missing = Object.values(TOOL_CATALOG).filter((tool) => !folders.has(tool.feature));
    expect(missing).toEqual([]);
  });
});

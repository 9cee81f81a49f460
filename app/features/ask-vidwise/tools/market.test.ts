import { beforeEach, describe, expect, it, vi } from "vitest";
import type { AskContext } from "../types";

const competitorReport = vi.fn();
vi.mock("~/features/competitor-monitor/index.server", () => ({
  competitorReport: (...args: unknown[]) => competitorReport(...args),
}));

// Workers are reused across files (isolate: false): ./market is read again with the mock.
vi.resetModules();
const { competitorOutliersTool } = await import("./market");

const WHY =
  "204.6K views, 2.0x the median current views of FleurDeVlog's 2 other uploads (101.1K). Its title style, length, topic and timing match the channel's usual.";

function report(whyItWorks: string | null) {
  return {
    activeChannels: 3,
    stats: { totalVideosTracked: 13, avgViewsPerVideo: 99_758, topPerformingChannel: "FleurDeVlog" },
    videos: [
      {
        title: "Pregnancy Chat & Bump Update",
        channel: "FleurDeVlog",
        viewCount: 204_607,
        outlierScore: 2.02,
        whyItWorks,
      },
    ],
  };
}

async function factsFor(whyItWorks: string | null): Promise<string[]> {
  competitorReport.mockResolvedValue(report(whyItWorks));
  const ctx = { db: {}, user: { teamChannelId: "ws", timeZone: "UTC" }, now: new Date() } as unknown as AskContext;
  return (await competitorOutliersTool.run(ctx, {})).facts;
}

describe("Ask on competitors' outliers", () => {
  beforeEach(() => competitorReport.mockReset());

  it("leaves what the median is of to Competitor Monitor's sentence, never “at the same age” of its own", async () => {
    const facts = await factsFor(WHY);
    expect(facts).toContain(
      "The strongest outlier is “Pregnancy Chat & Bump Update” by “FleurDeVlog”: 204,607 views, 2.02× that channel's median.",
    );
    expect(facts).toContain(WHY);
    // Measured against the channel's views today, so the answer never says "at the same age".
    expect(facts.join(" ")).not.toContain("same age");
  });

  it("gives the figure alone when Competitor Monitor has no sentence for it", async () => {
    const facts = await factsFor(null);
    expect(facts.find((f) => f.startsWith("The strongest outlier"))).toBe(
      "The strongest outlier is “Pregnancy Chat & Bump Update” by “FleurDeVlog”: 204,607 views, 2.02× that channel's median.",
    );
    expect(facts.join(" ")).not.toContain("same age");
  });
});

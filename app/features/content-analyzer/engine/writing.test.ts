import { describe, expect, it } from "vitest";
import type { ClusterFacts, MarketFacts } from "./picks";
import { summarySentence, whatToBuild } from "./writing";

const market = (over: Partial<MarketFacts> = {}): MarketFacts => ({
  videos: 12,
  clusters: 3,
  unsorted: 1,
  medianViewsPerDay: 100,
  medianSubscribers: 5_000,
  medianClusterSize: 3,
  medianRatio: 10,
  recentWindow: 30,
  recentViewsPerDay: 80,
  recentCount: 4,
  ...over,
});

const cluster = (over: Partial<ClusterFacts> = {}): ClusterFacts => ({
  name: "desk setups",
  videoCount: 1,
  demand: 400,
  medianSubscribers: 2_000,
  engagement: 0.04,
  ratio: 20,
  recent: null,
  ...over,
});

describe("summarySentence agrees its verbs with their counts", () => {
  it("says one topic offers and one result shares, never '1 of them offer'", () => {
    const text = summarySentence("desks", market(), 1, cluster({ videoCount: 4 }));
    expect(text).toContain("1 of the topics offers above-median demand");
    expect(text).toContain("1 of them shares no name with another result and is in no topic");
    expect(text).not.toMatch(/\b1 of (them|the topics) (offer|share)\b/);
  });

  it("keeps the plural verb for several", () => {
    const text = summarySentence("desks", market({ unsorted: 2 }), 2, cluster({ videoCount: 4 }));
    expect(text).toContain("2 of the topics offer above-median demand");
    expect(text).toContain("2 of them share no name with another result and are in no topic");
  });
});

describe("whatToBuild", () => {
  it("says a single competing video competes", () => {
    const peak = cluster({ name: "standing desks", videoCount: 1, demand: 900, ratio: 5 });
    const gem = cluster({ name: "desk mats", videoCount: 3, demand: 300, ratio: 40 });
    const text = whatToBuild("desks", { peak, rising: null, gem, bestEngagement: null }, market());
    expect(text).toContain("1 video from a channel with 2.0K subscribers already competes for it.");
  });
});

describe("whatToBuild with one topic", () => {
  it("says the one other result shares no name", () => {
    const peak = cluster({ videoCount: 5 });
    const text = whatToBuild("desks", { peak, rising: null, gem: null, bestEngagement: null }, market({ clusters: 1 }));
    expect(text).toContain("(the other 1 result shares no name with another)");
  });
});

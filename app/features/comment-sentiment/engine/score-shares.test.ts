import "./install-lexicon";
import { describe, expect, it } from "vitest";
import { generateSampleWorld } from "~/dev/sample-world/generator";
import { scoreClass } from "../components/sentiment-cards";
import { analyzeComments } from "./index";
import { scoreOfShares } from "./summary";

describe("the sentiment score and the shares beside it", () => {
  it("is read from the shares: 17% positive and 0% negative is 5.9, never below the midpoint", () => {
    expect(scoreOfShares({ positive: 17, negative: 0 })).toBe(5.9);
    expect(scoreOfShares({ positive: 30, negative: 30 })).toBe(5);
    expect(scoreOfShares({ positive: 100, negative: 0 })).toBe(10);
    expect(scoreOfShares({ positive: 0, negative: 100 })).toBe(0);
  });

  it("agrees with the shares on every video of the sample channel: above 5 exactly when more are positive than negative", () => {
    const world = generateSampleWorld();
    const byVideo = new Map<string, { id: string; text: string; likeCount: number; videoId: string }[]>();
    for (const c of world.own.comments) {
      const list = byVideo.get(c.videoYoutubeId) ?? [];
      list.push({ id: c.youtubeId, text: c.text, likeCount: c.likeCount, videoId: c.videoYoutubeId });
      byVideo.set(c.videoYoutubeId, list);
    }
    let neutralHeavyWithoutNegatives = 0;
    for (const list of [...byVideo.values()].slice(0, 60)) {
      const { summary } = analyzeComments(list);
      const { positive, neutral, negative } = summary.breakdown;
      if (positive + neutral + negative === 0) continue;
      expect(summary.sentimentScore).toBe(scoreOfShares(summary.breakdown));
      expect(Math.sign(Math.round((summary.sentimentScore - 5) * 10))).toBe(Math.sign(positive - negative));
      if (negative === 0 && neutral > 50) {
        neutralHeavyWithoutNegatives += 1;
        expect(summary.sentimentScore).toBeGreaterThanOrEqual(5);
      }
    }
    expect(neutralHeavyWithoutNegatives).toBeGreaterThan(0);
  });

  it("colours the midpoint neutral: only clearly positive scores green, clearly negative red", () => {
    const green = scoreClass(8);
    const red = scoreClass(2);
    expect(green).toContain("green");
    expect(red).toContain("red");
    for (const middle of [4, 4.6, 5, 5.9, 6]) {
      expect(scoreClass(middle)).not.toContain("red");
      expect(scoreClass(middle)).not.toContain("green");
    }
    // The scale is symmetric about 5.
    expect(scoreClass(6.1)).toBe(green);
    expect(scoreClass(3.9)).toBe(red);
  });
});

import { describe, expect, it } from "vitest";
import { CHANNEL_SIGNALS } from "./channel-signals-data";
import {
  RECENT_PRIOR,
  WORD_PRIOR,
  beatProbability,
  channelSignals,
  recentRun,
  topicRecord,
  uploadTopicEffects,
} from "./channel-signals";
import { titleTokens } from "./title-text";

const upload = (title: string, views: number) => ({ value: Math.log1p(views), tokens: titleTokens(title), title });

describe("the topic record", () => {
  it("is each shared word's mean residual shrunk by WORD_PRIOR uploads, weighted by rarity", () => {
    // "bread" on two uploads at +0.5 and +0.3: (0.8) / (2 + 2) = 0.2. "knife" on one at −0.4:
    // −0.4 / (1 + 2). With equal idf weights the record is their mean.
    const known = [
      { tokens: ["bread"], e: 0.5 },
      { tokens: ["bread"], e: 0.3 },
      { tokens: ["knife"], e: -0.4 },
    ];
    const idf = new Map([
      ["bread", 1],
      ["knife", 1],
    ]);
    expect(WORD_PRIOR).toBe(2);
    expect(topicRecord(["bread"], known, idf).signal).toBeCloseTo(0.8 / 4, 12);
    expect(topicRecord(["knife"], known, idf).signal).toBeCloseTo(-0.4 / 3, 12);
    expect(topicRecord(["bread", "knife"], known, idf).signal).toBeCloseTo((0.2 - 0.4 / 3) / 2, 12);
    // A word no past upload used has no record: it moves nothing.
    expect(topicRecord(["cake"], known, idf)).toEqual({ signal: 0, words: [] });
  });
});

describe("the recent run", () => {
  it("is the mean residual of the last 3 uploads shrunk by 3 uploads' worth", () => {
    expect(RECENT_PRIOR).toBe(3);
    expect(recentRun([0.9, 0.3, 0.6, -0.3]).signal).toBeCloseTo((0.3 + 0.6 - 0.3) / 6, 12);
    expect(recentRun([0.6]).signal).toBeCloseTo(0.6 / 4, 12);
    expect(recentRun([])).toEqual({ signal: 0, uploads: 0 });
  });
});

describe("channelSignals", () => {
  // Bread uploads did 3× the knife ones; the median of the four is halfway in logs.
  const known = [
    upload("Sourdough bread basics", 3000),
    upload("Knife skills dicing", 1000),
    upload("Sourdough bread scoring", 3000),
    upload("Knife skills honing", 1000),
  ];
  const medianLn = (Math.log1p(3000) + Math.log1p(1000)) / 2;

  it("moves a bread title up and a knife title down, by the coefficients measured on real channels", () => {
    const bread = channelSignals(known, medianLn, titleTokens("Sourdough bread for beginners"))!;
    const knife = channelSignals(known, medianLn, titleTokens("Knife skills for beginners"))!;
    expect(bread.topic).toBeGreaterThan(0);
    expect(knife.topic).toBeLessThan(0);
    expect(bread.topicEffect).toBeCloseTo(CHANNEL_SIGNALS.coefficients.topic * bread.topic, 12);
    expect(bread.shift).toBeCloseTo(bread.topicEffect + bread.recentEffect, 12);
    // Same recent run for both titles: only the topic differs.
    expect(bread.recentEffect).toBe(knife.recentEffect);
    expect(bread.probability).toBeGreaterThan(knife.probability);
    expect(bread.probability).toBeCloseTo(beatProbability(bread.shift), 12);
    expect(bread.matched.map((m) => m.title)).toEqual(["Sourdough bread scoring", "Sourdough bread basics"]);
    // "sourdough" and "bread" both used by the two bread uploads at +ln(3001/1001)/2 each.
    const half = (Math.log1p(3000) - Math.log1p(1000)) / 2;
    expect(bread.words.find((w) => w.word === "bread")).toEqual({
      word: "bread",
      uploads: 2,
      logEffect: expect.closeTo((2 * half) / (2 + WORD_PRIOR), 12),
    });
  });

  it("moves nothing for a title that shares no word with the channel", () => {
    const s = channelSignals(known, medianLn, titleTokens("Gardening in winter"))!;
    expect(s.topic).toBe(0);
    expect(s.matched).toEqual([]);
    expect(s.shift).toBeCloseTo(s.recentEffect, 12);
  });

  it("needs two uploads", () => {
    expect(channelSignals(known.slice(0, 1), medianLn, ["bread"])).toBeNull();
  });

  it("ranks each past title against the others' records, its own views left out", () => {
    const effects = uploadTopicEffects(known, medianLn, 40);
    // A bread upload's only evidence is the other bread upload (+half): shrunk, positive.
    expect(effects[0]).toBeGreaterThan(0);
    expect(effects[1]).toBeLessThan(0);
    expect(effects).toHaveLength(4);
    expect(uploadTopicEffects(known, medianLn, 2)).toEqual(effects.slice(2));
  });
});

describe("the chance of beating the median", () => {
  it("is the logistic fitted on real channels, rising with the shift", () => {
    const { intercept, slope } = CHANNEL_SIGNALS.probability;
    expect(beatProbability(0)).toBeCloseTo(1 / (1 + Math.exp(-intercept)), 12);
    expect(slope).toBeGreaterThan(0);
    expect(beatProbability(0.5)).toBeGreaterThan(beatProbability(0));
    // Checked out of sample on real channels before it is used: better than the base rate.
    expect(CHANNEL_SIGNALS.outOfSample.brier).toBeLessThan(CHANNEL_SIGNALS.outOfSample.baseRate);
  });
});

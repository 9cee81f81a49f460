import "./install-lexicon";
import { describe, expect, it } from "vitest";
import { classifyTokens, LEXICON_IN_COMPOUND, scoreSentiment, scoreTokens, shippedSentimentModel } from "./sentiment";
import {
  crossedBucket,
  listCounts,
  parseSentimentModel,
  scoreWithModel,
  sentimentFeatures,
  sentimentProbabilities,
  serializeSentimentModel,
  addToVocabulary,
  vocabularyHas,
  wordHashes,
  type SentimentModel,
} from "./sentiment-model";
import { tokenize } from "./tokenize";

/** A model with every hashed weight 0: only the biases and the dense weights speak. */
function denseOnly(
  negative: { bias: number; dense: number[] },
  positive: { bias: number; dense: number[] },
  buckets = 8,
): SentimentModel {
  return {
    buckets,
    negative: { ...negative, hashed: new Float64Array(buckets) },
    positive: { ...positive, hashed: new Float64Array(buckets) },
  };
}

describe("sentiment model", () => {
  it("computes the dense features by hand", () => {
    // "Is it good?": 3 words, one "?" and no "!"; lexicon score given as 0.4.
    const f = sentimentFeatures(tokenize("Is it good?"), 0.4, 8);
    expect(f.dense).toEqual([0.4, 0.4, 1, 0, 1, 0, Math.log1p(3) / 4]);
    const g = sentimentFeatures(tokenize("awful!"), -0.6, 8);
    expect(g.dense).toEqual([-0.6, 0.6, 0, 1, 0, 1, Math.log1p(1) / 4]);
  });

  it("scales each hashed block to unit length", () => {
    // "ok": words {"ok", "<s> ok"}, letter grams of " ok ": " ok", "ok ", " ok " -> 2 + 3 features.
    // With buckets = 1 every feature lands in bucket 0: 2/√2 + 3/√3 = √2 + √3.
    const f = sentimentFeatures(tokenize("ok"), 0, 1);
    expect([...f.hashed.keys()]).toEqual([0]);
    expect(f.hashed.get(0)).toBeCloseTo(Math.SQRT2 + Math.sqrt(3), 12);
  });

  it("gives softmax probabilities with neutral as the reference class", () => {
    // z_neg = 0, z_neu = 0, z_pos = ln 2 -> probabilities 1/4, 1/4, 1/2.
    const model = denseOnly({ bias: 0, dense: [] }, { bias: Math.log(2), dense: [] });
    const p = sentimentProbabilities(model, sentimentFeatures(tokenize("anything at all"), 0, 8));
    expect(p.negative).toBeCloseTo(0.25, 12);
    expect(p.neutral).toBeCloseTo(0.25, 12);
    expect(p.positive).toBeCloseTo(0.5, 12);
  });

  it("labels by the most probable class and scores P(positive) − P(negative) blended with the lexicon", () => {
    // Positive class: weight 2 on the lexicon score; lexicon of "great" = L -> z = (0, 0, 2L).
    const model = denseOnly({ bias: 0, dense: [] }, { bias: 0, dense: [2] });
    const L = scoreTokens(tokenize("great"));
    expect(L).toBeGreaterThan(0);
    const r = classifyTokens(tokenize("great"), model);
    const e = Math.exp(2 * L);
    expect(r.label).toBe("positive");
    expect(r.compound).toBeCloseTo((1 - LEXICON_IN_COMPOUND) * ((e - 1) / (e + 2)) + LEXICON_IN_COMPOUND * L, 12);
    // Both feelings' biases at −1: neutral wins, P(neutral) = 1 / (1 + 2e⁻¹), compound 0.
    const neutralish = denseOnly({ bias: -1, dense: [] }, { bias: -1, dense: [] });
    const n = classifyTokens(tokenize("the video is 10 minutes long"), neutralish);
    expect(n.label).toBe("neutral");
    expect(n.compound).toBeCloseTo(0, 12);
    expect(sentimentProbabilities(neutralish, sentimentFeatures(tokenize("x"), 0, 8)).neutral).toBeCloseTo(
      1 / (1 + 2 * Math.exp(-1)),
      12,
    );
  });

  it("scores the same through the feature map (training) and the direct path (run time)", () => {
    const model = shippedSentimentModel();
    for (const text of [
      "lol this is so bad 😂😂",
      "the the the the",
      "",
      "Is it good?? @user https://x.io 3:15 #blessed",
    ]) {
      const tokens = tokenize(text);
      const lexicon = scoreTokens(tokens);
      const a = sentimentProbabilities(model, sentimentFeatures(tokens, lexicon, model.buckets));
      const b = scoreWithModel(model, tokens, lexicon);
      expect(b.negative).toBeCloseTo(a.negative, 12);
      expect(b.positive).toBeCloseTo(a.positive, 12);
      expect(a.negative + a.neutral + a.positive).toBeCloseTo(1, 12);
    }
  });

  it("reads a language's own buckets beside the shared ones when the model has that language", () => {
    const buckets = 64;
    const tokens = tokenize("muy bueno el video");
    // Weight 1 in every shared bucket the comment reads, 0 elsewhere: the shared score alone.
    const shared = sentimentFeatures(tokens, 0, buckets);
    const neg = new Float64Array(buckets);
    for (const b of shared.hashed.keys()) neg[b] = 1;
    const model: SentimentModel = {
      buckets,
      languages: ["es", "pt"],
      negative: { bias: 0, dense: [], hashed: neg },
      positive: { bias: 0, dense: [], hashed: new Float64Array(buckets) },
    };
    let expectedShared = 0;
    let expectedCrossed = 0;
    for (const [b, v] of shared.hashed) {
      expectedShared += v;
      expectedCrossed += v * (1 + (neg[crossedBucket(b, 1, buckets)] as number));
    }
    const z = (p: { negative: number; neutral: number }) => Math.log(p.negative / p.neutral);
    expect(z(scoreWithModel(model, tokens, 0))).toBeCloseTo(expectedShared, 9);
    expect(z(scoreWithModel(model, tokens, 0, "fr"))).toBeCloseTo(expectedShared, 9);
    expect(z(scoreWithModel(model, tokens, 0, "pt"))).toBeCloseTo(expectedCrossed, 9);
    expect(parseSentimentModel(serializeSentimentModel(model)).languages).toEqual(["es", "pt"]);
  });

  it("adds a language's calibration shifts to its scores alone, and keeps them through the text form", () => {
    const buckets = 1024;
    const tokens = tokenize("muy bueno el video");
    const model: SentimentModel = {
      buckets,
      shifts: { ar: [0.4, 0.6] },
      negative: { bias: 0.1, dense: [], hashed: new Float64Array(buckets) },
      positive: { bias: -0.2, dense: [], hashed: new Float64Array(buckets) },
    };
    const z = (p: { negative: number; neutral: number; positive: number }) => [
      Math.log(p.negative / p.neutral),
      Math.log(p.positive / p.neutral),
    ];
    const [n0, p0] = z(scoreWithModel(model, tokens, 0, "es"));
    const [n1, p1] = z(scoreWithModel(model, tokens, 0, "ar"));
    expect(n1! - n0!).toBeCloseTo(0.4, 9);
    expect(p1! - p0!).toBeCloseTo(0.6, 9);
    expect(z(scoreWithModel(model, tokens, 0))).toEqual([n0, p0]);
    expect(parseSentimentModel(serializeSentimentModel(model)).shifts).toEqual({ ar: [0.4, 0.6] });
  });

  it("counts the word lists' words and phrases, a negated one on the other side", () => {
    const lists = { positive: ["bueno", "me gusta"], negative: ["malo"], negators: ["no", "nicht"] };
    const count = (text: string) => listCounts(tokenize(text), lists);
    expect(count("muy bueno, me gusta 👍")).toEqual([2, 0]);
    expect(count("no me gusta, es malo")).toEqual([0, 2]);
    expect(count("no es bueno")).toEqual([0, 1]);
    // A negator reads up to two words before, within the same run of words.
    expect(count("no, bueno")).toEqual([1, 0]);
    expect(count("no lo creo tan bueno")).toEqual([1, 0]);
    expect(count("nada")).toEqual([0, 0]);
  });

  it("reads an Arabic word without the prefixes glued to it when the lists say so", () => {
    const listed = { positive: ["جميل", "الحب"], negative: ["كره", "فساد"], negators: ["ليس"] };
    const plain = (text: string) => listCounts(tokenize(text), listed);
    const glued = (text: string) => listCounts(tokenize(text), { ...listed, arabicPrefixes: true });
    // "and beautiful", "and the love", "with the corruption", "so the corruption": listed words
    // behind "و", "ف", "ال", "بال".
    expect(plain("وجميل والحب")).toEqual([0, 0]);
    expect(glued("وجميل والحب")).toEqual([2, 0]);
    expect(glued("بالفساد فالفساد")).toEqual([0, 2]);
    // A negator glued to "and" still turns the next word ("and it is not beautiful").
    expect(glued("وليس جميل")).toEqual([0, 1]);
    // A one-letter preposition only before four letters or more: "بكره" is "tomorrow", not "with hate".
    expect(glued("بكره")).toEqual([0, 0]);
    expect(glued("كره")).toEqual([0, 1]);
    // Latin words are read as written.
    expect(listCounts(tokenize("vbueno"), { positive: ["bueno"], negative: [], arabicPrefixes: true })).toEqual([0, 0]);
    const model: SentimentModel = {
      ...denseOnly({ bias: 0, dense: [] }, { bias: 0, dense: [] }),
      lists: { ...listed, arabicPrefixes: true },
    };
    expect(parseSentimentModel(serializeSentimentModel(model)).lists?.arabicPrefixes).toBe(true);
  });

  it("reads the lists as two dense features more, and a listed word as something to read", () => {
    const lists = { positive: ["bueno"], negative: ["malo"] };
    // Every hashed weight 0 and no vocabulary word known: only the lists' features speak.
    const model: SentimentModel = {
      ...denseOnly({ bias: 0, dense: [0, 0, 0, 0, 0, 0, 0, 0, 2] }, { bias: 0, dense: [0, 0, 0, 0, 0, 0, 0, 2, 0] }),
      lists,
      vocabulary: new Uint8Array(16),
    };
    const tokens = tokenize("bueno bueno");
    const [positive, negative] = sentimentFeatures(tokens, 0, 8, undefined, lists).dense.slice(7);
    expect(positive).toBeCloseTo(Math.log(3), 12);
    expect(negative).toBe(0);
    const p = scoreWithModel(model, tokens, 0);
    expect(Math.log(p.positive / p.neutral)).toBeCloseTo(2 * Math.log(3), 9);
    expect(scoreWithModel(model, tokenize("xyzzy"), 0).neutral).toBe(1);
    const back = parseSentimentModel(serializeSentimentModel(model));
    expect(back.lists).toEqual(lists);
    expect(scoreWithModel(back, tokenize("malo malo"), 0).negative).toBeCloseTo(p.positive, 9);
  });

  it("cuts a large model's blobs into lines short enough for one D1 statement, and reads them back", () => {
    const buckets = 1 << 18;
    const hashed = (k: number) => Float64Array.from({ length: buckets }, (_, i) => ((i * 7 + k) % 11) - 5);
    const model: SentimentModel = {
      buckets,
      negative: { bias: 0, dense: [], hashed: hashed(1) },
      positive: { bias: 0, dense: [], hashed: hashed(3) },
      vocabulary: Uint8Array.from({ length: 16 }, (_, i) => i),
    };
    const text = serializeSentimentModel(model);
    expect(Math.max(...text.split("\n").map((l) => l.length))).toBeLessThanOrEqual(87_384);
    const back = parseSentimentModel(text);
    // Largest |weight| is 5 = 127 steps: each weight within half a step, the last bucket too.
    for (const i of [0, 12_345, 87_000, buckets - 1]) {
      expect(Math.abs((back.negative.hashed[i] as number) - (model.negative.hashed[i] as number))).toBeLessThanOrEqual(
        5 / 254 + 1e-9,
      );
      expect(Math.abs((back.positive.hashed[i] as number) - (model.positive.hashed[i] as number))).toBeLessThanOrEqual(
        5 / 254 + 1e-9,
      );
    }
    expect([...back.vocabulary!]).toEqual([...model.vocabulary!]);
  });

  it("keeps the weights through the int8 text round trip", () => {
    const hashed = (k: number) => Float64Array.from({ length: 16 }, (_, i) => ((i * 7 + k) % 11) - 5);
    const model: SentimentModel = {
      buckets: 16,
      negative: { bias: -0.5, dense: [1, 2], hashed: hashed(1) },
      positive: { bias: 0.25, dense: [-1, 0.5], hashed: hashed(3) },
    };
    const back = parseSentimentModel(serializeSentimentModel(model));
    expect(back.buckets).toBe(16);
    expect(back.negative.bias).toBe(-0.5);
    expect(back.positive.dense).toEqual([-1, 0.5]);
    for (let i = 0; i < 16; i++) {
      // Largest |weight| is 5 = 127 steps: each weight within half a step (5/254).
      expect(Math.abs((back.negative.hashed[i] as number) - (model.negative.hashed[i] as number))).toBeLessThanOrEqual(
        5 / 254 + 1e-9,
      );
      expect(Math.abs((back.positive.hashed[i] as number) - (model.positive.hashed[i] as number))).toBeLessThanOrEqual(
        5 / 254 + 1e-9,
      );
    }
  });

  it("reads words inside a negation's scope as their own features, up to the clause's end", () => {
    // FNV-1a 32 of a string, written out here: bucket = hash & (buckets − 1).
    const fnv = (s: string) => [...s].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 0x01000193) >>> 0, 0x811c9dc5);
    const B = 1 << 20;
    const keys = (text: string, negation: boolean) =>
      new Set(sentimentFeatures(tokenize(text), 0, B, { negation, grams: [] }).hashed.keys());
    const on = keys("not good, great", true);
    expect(on.has(fnv("not_good") & (B - 1))).toBe(true);
    expect(on.has(fnv("good") & (B - 1))).toBe(false);
    // The comma ends the scope: "great" is itself.
    expect(on.has(fnv("great") & (B - 1))).toBe(true);
    expect(on.has(fnv("not_great") & (B - 1))).toBe(false);
    const off = keys("not good, great", false);
    expect(off.has(fnv("good") & (B - 1))).toBe(true);
    expect(off.has(fnv("not_good") & (B - 1))).toBe(false);
    // "but" ends it too.
    const but = keys("not long but fun", true);
    expect(but.has(fnv("not_long") & (B - 1))).toBe(true);
    expect(but.has(fnv("fun") & (B - 1))).toBe(true);
  });

  it("reads only the letter n-gram lengths the model was trained with", () => {
    // "ok" padded is " ok ": 3-grams " ok", "ok " and the 4-gram " ok ". Two word features besides.
    const count = (grams: number[]) =>
      sentimentFeatures(tokenize("ok"), 0, 1 << 20, { negation: false, grams }).hashed.size;
    expect(count([3, 4])).toBe(5);
    expect(count([3])).toBe(4);
    expect(count([])).toBe(2);
  });

  it("calls a text with no word it knows, no feeling word and no emoji neutral, whatever its buckets hold", () => {
    // Every bucket pushes hard towards positive; the vocabulary knows "hello" only.
    const vocabulary = new Uint8Array(64);
    addToVocabulary(vocabulary, wordHashes(tokenize("hello"))[0]!);
    const eager: SentimentModel = {
      buckets: 8,
      vocabulary,
      negative: { bias: 0, dense: [], hashed: new Float64Array(8) },
      positive: { bias: 0, dense: [], hashed: new Float64Array(8).fill(5) },
    };
    const known = classifyTokens(tokenize("hello"), eager);
    expect(known.label).toBe("positive");
    // Words of one letter never count as known ("#a#a#a"): nothing to read, so exactly neutral.
    for (const text of ["#a#a#a#a#a#a#a#a", "a a a", "123 456", "https://example.com"]) {
      expect(wordHashes(tokenize(text))).toEqual([]);
      expect(classifyTokens(tokenize(text), eager)).toEqual({ compound: 0, label: "neutral" });
    }
    // Words of two letters or more count when the vocabulary holds them: "qwzx" it does not.
    expect(wordHashes(tokenize("qwzx")).map((h) => vocabularyHas(vocabulary, h))).toEqual([false]);
    expect(classifyTokens(tokenize("qwzx"), eager)).toEqual({ compound: 0, label: "neutral" });
    // A feeling word the lexicon knows, or an emoji, is always something to read.
    expect(classifyTokens(tokenize("zzqx awesome"), eager).label).toBe("positive");
    expect(classifyTokens(tokenize("zzqx 😂"), eager).label).toBe("positive");
    // So is one stretched out of the lexicon's spelling ("amazing", "good").
    for (const text of ["amaaaazing", "goooood"]) expect(classifyTokens(tokenize(text), eager).label).toBe("positive");
    // The vocabulary survives the text round trip.
    expect(parseSentimentModel(serializeSentimentModel(eager)).vocabulary).toEqual(vocabulary);
  });

  it("ships a model that keeps nonsense neutral", () => {
    for (const text of ["#a#a#a#a#a#a#a#a#a#a", "#a #a #a", "asdfgh qwzxcv", "xyzzyq", "zzzzzzz", "#qqq #zzz"]) {
      expect(scoreSentiment(text)).toEqual({ compound: 0, label: "neutral" });
    }
  });

  it("ships a model that reads clear feelings and plain statements", () => {
    expect(shippedSentimentModel().buckets).toBe(32_768);
    expect(scoreSentiment("I love this video, thank you so much!").label).toBe("positive");
    expect(scoreSentiment("This is the worst tutorial I have ever seen, total waste of time").label).toBe("negative");
    expect(scoreSentiment("The update comes out on Tuesday at 5pm").label).toBe("neutral");
    expect(scoreSentiment("amaaaazing").label).toBe("positive");
    const s = scoreSentiment("amazing, best channel ever");
    expect(s.compound).toBeGreaterThan(0.5);
    expect(s.compound).toBeLessThanOrEqual(1);
  });
});

import { describe, expect, it } from "vitest";
import { ROUTER_CLASSES } from "./router-classes";
import { ROUTER_BUCKETS, fnv1a, routerFeatureNames, routerFeatures, routerText } from "./router-features";
import { classProbabilities, decodeRouterModel, encodeRouterModel, type RouterModel } from "./router-model";

describe("what the router reads", () => {
  it("replaces a proposed title and quoted text by a marker, digits by 0, drops apostrophes", () => {
    expect(routerText("What if I titled it My Desk Tour 2026?", "My Desk Tour 2026")).toBe(
      "what if i titled it qtitle ?",
    );
    expect(routerText('Would "Budget PC" get 300 views? What\'s up')).toBe("would qtitle get 000 views? whats up");
  });

  it("names words, word pairs and letter 3-4-grams of words of three letters or more", () => {
    expect(routerFeatureNames("my rpm")).toEqual([
      "w:my",
      "w:rpm",
      "b:my rpm",
      "c:<rp",
      "c:rpm",
      "c:pm>",
      "c:<rpm",
      "c:rpm>",
    ]);
    expect(routerFeatureNames("?!")).toEqual(["w:<empty>"]);
  });

  it("hashes with 32-bit FNV-1a (the published test vectors) and scales the vector to length 1", () => {
    expect(fnv1a("")).toBe(0x811c9dc5);
    expect(fnv1a("a")).toBe(0xe40c292c);
    expect(fnv1a("foobar")).toBe(0xbf9cf968);
    const features = routerFeatures("my rpm");
    expect([...features.keys()].every((b) => b >= 0 && b < ROUTER_BUCKETS)).toBe(true);
    const length = Math.sqrt([...features.values()].reduce((a, v) => a + v * v, 0));
    expect(length).toBeCloseTo(1, 12);
    // Eight distinct features, none sharing a bucket: each weighs 1/sqrt(8).
    expect(features.size).toBe(8);
    expect(features.get(fnv1a("w:rpm") % ROUTER_BUCKETS)).toBeCloseTo(1 / Math.sqrt(8), 12);
  });
});

describe("the model's arithmetic", () => {
  const K = ROUTER_CLASSES.length;
  // Class 0 gets +ln 3 from bucket 7, class 1 gets +ln 3 from bucket 9; every bias is 0.
  const model: RouterModel = {
    bias: new Array<number>(K).fill(0),
    weights: new Map([
      [7, [[0, Math.log(3)]] as const],
      [9, [[1, Math.log(3)]] as const],
    ]),
    unsureBelow: 0.4,
  };

  it("is a softmax of bias plus weights times features", () => {
    // Bucket 7 at value 1: class 0 scores ln 3, the K-1 others 0 -> 3 / (3 + K - 1).
    const probs = classProbabilities(new Map([[7, 1]]), model);
    expect(probs[0]!.cls).toBe(ROUTER_CLASSES[0]);
    expect(probs[0]!.p).toBeCloseTo(3 / (3 + K - 1), 12);
    expect(probs.reduce((a, c) => a + c.p, 0)).toBeCloseTo(1, 12);
    // Half of each: classes 0 and 1 score ln(3)/2 -> sqrt 3 each.
    const half = classProbabilities(
      new Map([
        [7, 0.5],
        [9, 0.5],
      ]),
      model,
    );
    expect(half[0]!.p).toBeCloseTo(Math.sqrt(3) / (2 * Math.sqrt(3) + K - 2), 12);
  });

  it("survives int8 quantisation and base64 with the largest weight exact", () => {
    const decoded = decodeRouterModel(encodeRouterModel(model));
    expect(decoded.unsureBelow).toBe(0.4);
    expect(decoded.weights.get(7)![0]![0]).toBe(0);
    expect(decoded.weights.get(7)![0]![1]).toBeCloseTo(Math.log(3), 5);
    expect(decoded.weights.get(9)![0]).toEqual([1, expect.closeTo(Math.log(3), 5)]);
  });

  it("refuses weights written for other classes or buckets", () => {
    expect(() => decodeRouterModel({ ...encodeRouterModel(model), buckets: 4096 })).toThrow(/train-ask-router/);
  });
});

// The learned router: multinomial logistic regression over the hashed features of
// router-features.ts, one weight vector per class (the 16 question kinds and "off-topic").
// Trained offline on phrasings written in several voices (scripts/train-ask-router.ts, elastic
// net, pruned to the strongest weights, int8-quantised); the weights are a few KB of text in
// router-weights.ts, which the Worker does not import: it reads the same text from D1 once per
// isolate (../load-router.server.ts, decision 005) and installs it here. Guarantee: the probabilities sum to 1; a question whose best class is below
// `unsureBelow` (chosen by cross-validation in the trainer) is "not sure", never forced.
import { ROUTER_CLASSES, type RouterClass } from "./router-classes";
import { ROUTER_BUCKETS, routerFeatures } from "./router-features";

export type RouterModel = {
  bias: readonly number[];
  /** Bucket -> [class index, weight] pairs (only the non-zero weights). */
  weights: ReadonlyMap<number, readonly (readonly [number, number])[]>;
  /** Below this best-class probability the router is not sure. */
  unsureBelow: number;
};

/**
 * The shipped form: per class (in ROUTER_CLASSES order), its weights by rising bucket as
 * (bucket gap as a varint, weight / scale as int8), a gap of 0 ending the class; base64. The
 * first gap is bucket + 1, so no gap but the end is 0. About 2 bytes a weight.
 */
export type RouterModelData = {
  classes: readonly string[];
  buckets: number;
  unsureBelow: number;
  scale: number;
  bias: readonly number[];
  entries: string;
};

export type ClassProbability = { cls: RouterClass; p: number };

function pushVarint(bytes: number[], value: number): void {
  while (value >= 0x80) {
    bytes.push((value & 0x7f) | 0x80);
    value >>>= 7;
  }
  bytes.push(value);
}

export function encodeRouterModel(model: RouterModel): RouterModelData {
  let max = 0;
  for (const pairs of model.weights.values()) for (const [, w] of pairs) max = Math.max(max, Math.abs(w));
  const scale = Number((max > 0 ? max / 127 : 1).toPrecision(6));
  const bytes: number[] = [];
  const buckets = [...model.weights.keys()].sort((a, b) => a - b);
  for (let cls = 0; cls < ROUTER_CLASSES.length; cls++) {
    let previous = -1;
    for (const bucket of buckets) {
      const w = model.weights.get(bucket)!.find(([c]) => c === cls)?.[1];
      const q = w === undefined ? 0 : Math.max(-127, Math.min(127, Math.round(w / scale)));
      if (q === 0) continue;
      pushVarint(bytes, bucket - previous);
      bytes.push(q & 0xff);
      previous = bucket;
    }
    bytes.push(0);
  }
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return {
    classes: ROUTER_CLASSES,
    buckets: ROUTER_BUCKETS,
    unsureBelow: model.unsureBelow,
    scale,
    bias: model.bias.map((b) => Number(b.toFixed(4))),
    entries: btoa(binary),
  };
}

export function decodeRouterModel(data: RouterModelData): RouterModel {
  if (data.buckets !== ROUTER_BUCKETS || data.classes.join() !== ROUTER_CLASSES.join())
    throw new Error("router weights do not match the router's features or classes: run scripts/train-ask-router.ts");
  const raw = atob(data.entries);
  const weights = new Map<number, [number, number][]>();
  let at = 0;
  for (let cls = 0; cls < ROUTER_CLASSES.length && at < raw.length; cls++) {
    let bucket = -1;
    for (;;) {
      let gap = 0;
      for (let shift = 0; ; shift += 7) {
        const byte = raw.charCodeAt(at++);
        gap |= (byte & 0x7f) << shift;
        if (byte < 0x80) break;
      }
      if (gap === 0) break;
      bucket += gap;
      const q = (raw.charCodeAt(at++) << 24) >> 24;
      const pairs = weights.get(bucket) ?? [];
      pairs.push([cls, q * data.scale]);
      weights.set(bucket, pairs);
    }
  }
  return { bias: data.bias, weights, unsureBelow: data.unsureBelow };
}

/** The model's row in D1's model_weights (scripts/model-weights-sources.ts writes it). */
export const ROUTER_MODEL_NAME = "ask-router";

let shipped: RouterModel | null = null;

/** Decodes and keeps the shipped weights for this isolate (the Worker reads them from D1; tests and scripts pass router-weights.ts). */
export function installRouterModel(data: RouterModelData): void {
  shipped = decodeRouterModel(data);
}

export function isRouterModelInstalled(): boolean {
  return shipped !== null;
}

/** The shipped model; install it first (server paths await `ensureRouterModel(db)`). */
export function shippedRouterModel(): RouterModel {
  if (shipped === null)
    throw new Error("The router model is not loaded: await ensureRouterModel(db) before routing questions.");
  return shipped;
}

/** Class probabilities (softmax of the scores) for a feature vector, best first. */
export function classProbabilities(
  features: ReadonlyMap<number, number>,
  model: RouterModel = shippedRouterModel(),
): ClassProbability[] {
  const scores = [...model.bias];
  for (const [bucket, value] of features) {
    const pairs = model.weights.get(bucket);
    if (pairs) for (const [cls, w] of pairs) scores[cls]! += w * value;
  }
  const top = Math.max(...scores);
  const exp = scores.map((s) => Math.exp(s - top));
  const total = exp.reduce((a, b) => a + b, 0);
  return exp.map((e, i) => ({ cls: ROUTER_CLASSES[i]!, p: e / total })).sort((a, b) => b.p - a.p);
}

/** The probabilities for a router text (router-features.ts `routerText`). */
export function routeProbabilities(text: string, model?: RouterModel): ClassProbability[] {
  return classProbabilities(routerFeatures(text), model);
}

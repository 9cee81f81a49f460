// `npx tsx scripts/train-ask-router.ts`: trains Ask Vidwise's learned router
// (app/features/ask-vidwise/engine/router-model.ts) and writes engine/router-weights.ts.
//
// How and why:
// - Data: the phrasings in scripts/training/ask-router/phrasings.ts (about 40 per question kind and for
//   off-topic questions, written in several voices for this purpose), scripts/training/ask-router/phrasings-more.ts
//   (30 per kind by a second writer, in creators' forum wording, who never saw a held-back set),
//   scripts/training/ask-router/phrasings-growth.ts (growth and "best this month" shapes found misrouted
//   on real channels)
//   and the question set the old rules were written on (__fixtures__/questions.ts's QUESTIONS,
//   refusals left out: the guard answers them before the router). Its HELD_OUT and FRESH sets are
//   graded as unseen by the tests, so they are never read here either. The held-back phrasings
//   (scripts/training/ask-router/held-back.ts, held-back-3.ts) are never read here: scripts/bench-ask.ts
//   measures the shipped model on them.
// - Model: multinomial logistic regression over hashed words, word pairs and letter 3-4-grams
//   (router-features.ts). Small, fast in a Worker, and the grams reach misspellings no rule lists.
// - Fit: elastic net (L1 + L2) by stochastic gradient in a fixed order, fixed passes, no random
//   numbers: the same data gives the same weights. L1 zeroes most weights; the strongest MAX_WEIGHTS are
//   kept and refitted alone (L2 only), then quantised to int8 (about 45 KB of text, read from D1).
// - Settings: L1/L2 by 5-fold cross-validated log-loss (folds stratified by kind, by position).
//   The "not sure" threshold by the same folds' out-of-fold probabilities: the threshold that
//   maximises right answers minus wrong ones, so the router asks instead of guessing exactly
//   where its guess would be wrong as often as right.
import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { QUESTIONS, type QuestionCase } from "../app/features/ask-vidwise/__fixtures__/questions";
import { proposedTitleOf } from "../app/features/ask-vidwise/engine/entities";
import { ROUTER_CLASSES, type RouterClass } from "../app/features/ask-vidwise/engine/router-classes";
import { ROUTER_BUCKETS, routerFeatures, routerText } from "../app/features/ask-vidwise/engine/router-features";
import {
  classProbabilities,
  encodeRouterModel,
  type RouterModel,
} from "../app/features/ask-vidwise/engine/router-model";
import { TRAINING_PHRASINGS } from "./training/ask-router/phrasings";
import { MORE_TRAINING_PHRASINGS } from "./training/ask-router/phrasings-more";
import { GROWTH_TRAINING_PHRASINGS } from "./training/ask-router/phrasings-growth";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const WEIGHTS_FILE = join(root, "app/features/ask-vidwise/engine/router-weights.ts");

/**
 * Shipped weights at most (about 2.7 characters each; they live in D1, not in the Worker). Chosen
 * by 5-fold cross-validated log-loss on the 1,370 phrasings (l1 0.00003, l2 0.0001): 3,000 → 0.516,
 * 6,000 → 0.477, 10,000 → 0.459, 20,000 → 0.446.
 */
export const MAX_WEIGHTS = 20000;
const EPOCHS = 40;
const FOLDS = 5;
const K = ROUTER_CLASSES.length;

export type Example = { question: string; cls: number; x: [number, number][] };
export type Settings = { l1: number; l2: number };

const TOOL_KIND: Record<string, RouterClass> = {
  "content-ideas": "next-video",
  "upload-timing": "timing",
  "viewer-requests": "requests",
  rpm: "rpm",
  "comment-sentiment": "sentiment",
  "competitor-outliers": "competitors",
  "market-analysis": "market",
  trends: "trends",
  "title-forecast": "title-forecast",
  "title-thumbnail": "packaging",
  "description-audit": "description",
  series: "series",
  "dashboard-kpis": "kpis",
  cadence: "cadence",
};

/** A fixture question's kind: its tool's, "latest-uploads" split into tracking and under-performance. */
function kindOfCase(c: QuestionCase): RouterClass | null {
  if (c.kind === "refusal") return null;
  if (c.kind === "off-topic") return "off-topic";
  if (c.tool === "latest-uploads")
    return /forecast|track|predict|projection/i.test(c.question) ? "forecast" : "underperform";
  return TOOL_KIND[c.tool!] ?? null;
}

export function example(question: string, cls: RouterClass): Example {
  const x = [...routerFeatures(routerText(question, proposedTitleOf(question)))];
  return { question, cls: ROUTER_CLASSES.indexOf(cls), x };
}

/** Every phrasing the router is trained on, with its kind (the evaluation sets are checked against these: overlap.ts). */
export function trainingPhrasings(): { question: string; cls: RouterClass }[] {
  const out: { question: string; cls: RouterClass }[] = [];
  for (const cls of ROUTER_CLASSES)
    for (const question of [
      ...TRAINING_PHRASINGS[cls],
      ...MORE_TRAINING_PHRASINGS[cls],
      ...(GROWTH_TRAINING_PHRASINGS[cls] ?? []),
    ])
      out.push({ question, cls });
  for (const c of QUESTIONS) {
    const cls = kindOfCase(c);
    if (cls) out.push({ question: c.question, cls });
  }
  return out;
}

export function trainingExamples(): Example[] {
  return trainingPhrasings().map(({ question, cls }) => example(question, cls));
}

function softmaxInto(scores: Float64Array): void {
  let top = -Infinity;
  for (const s of scores) top = Math.max(top, s);
  let total = 0;
  for (let k = 0; k < K; k++) total += scores[k] = Math.exp(scores[k]! - top);
  for (let k = 0; k < K; k++) scores[k]! /= total;
}

/**
 * Minimises Σ cross-entropy + N·(l2/2·|W|² + l1·|W|₁) (the bias unpenalised) by stochastic
 * gradient: one example at a time in a fixed order (no random numbers), the penalty applied once
 * per pass (shrink, then soft-threshold: L1 zeroes the weights it does not need). Per-example
 * steps reach the rare words and grams that a full-batch method crawls on. `mask`: the only weights allowed.
 */
export function fit(
  examples: readonly Example[],
  { l1, l2 }: Settings,
  mask: Uint8Array | null = null,
): { w: Float64Array; b: Float64Array } {
  const n = examples.length;
  const w = new Float64Array(K * ROUTER_BUCKETS);
  const b = new Float64Array(K);
  const scores = new Float64Array(K);
  // A fixed order that interleaves the kinds (the examples are listed kind by kind).
  const order = [...examples.keys()].sort((x, y) => ((x * 7919) % n) - ((y * 7919) % n) || x - y);
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    // Each example's loss has a gradient at most 1-Lipschitz (features of length 1, bias 1, softmax 1/2): steps below 1, shrinking.
    const eta = 0.5 / (1 + epoch / 10);
    for (const i of order) {
      const ex = examples[i]!;
      for (let k = 0; k < K; k++) scores[k] = b[k]!;
      for (const [f, v] of ex.x) for (let k = 0; k < K; k++) scores[k]! += w[k * ROUTER_BUCKETS + f]! * v;
      softmaxInto(scores);
      scores[ex.cls]! -= 1;
      for (let k = 0; k < K; k++) {
        const d = scores[k]!;
        b[k]! -= eta * d;
        for (const [f, v] of ex.x) {
          const at = k * ROUTER_BUCKETS + f;
          if (!mask || mask[at]) w[at]! -= eta * d * v;
        }
      }
    }
    const shrink = 1 / (1 + eta * n * l2);
    const cut = eta * n * l1;
    for (let at = 0; at < w.length; at++) {
      const z = w[at]! * shrink;
      w[at] = Math.sign(z) * Math.max(0, Math.abs(z) - cut);
    }
  }
  return { w, b };
}

/** Fit, keep the MAX_WEIGHTS largest weights, refit on those alone: the model as shipped (before int8). */
export function trainRouter(
  examples: readonly Example[],
  settings: Settings,
  unsureBelow = 0,
  maxWeights = MAX_WEIGHTS,
): RouterModel {
  const first = fit(examples, settings);
  const order = [...first.w.keys()]
    .filter((i) => first.w[i] !== 0)
    .sort((a, b) => Math.abs(first.w[b]!) - Math.abs(first.w[a]!));
  const mask = new Uint8Array(first.w.length);
  for (const i of order.slice(0, maxWeights)) mask[i] = 1;
  const { w, b } = fit(examples, { l1: 0, l2: settings.l2 }, mask);
  const weights = new Map<number, [number, number][]>();
  for (let i = 0; i < w.length; i++) {
    if (w[i] === 0) continue;
    const cls = Math.floor(i / ROUTER_BUCKETS);
    const bucket = i % ROUTER_BUCKETS;
    const pairs = weights.get(bucket) ?? [];
    pairs.push([cls, w[i]!]);
    weights.set(bucket, pairs);
  }
  return { bias: [...b], weights, unsureBelow };
}

/** Stratified folds: the n-th example of each kind goes to fold n mod FOLDS. */
export function foldsOf(examples: readonly Example[]): number[] {
  const seen = new Array<number>(K).fill(0);
  return examples.map((ex) => seen[ex.cls]!++ % FOLDS);
}

export type OutOfFold = { cls: number; best: number; p: number; logLoss: number };

export function crossValidate(examples: readonly Example[], settings: Settings, maxWeights = MAX_WEIGHTS): OutOfFold[] {
  const folds = foldsOf(examples);
  const out: OutOfFold[] = [];
  for (let f = 0; f < FOLDS; f++) {
    const model = trainRouter(
      examples.filter((_, i) => folds[i] !== f),
      settings,
      0,
      maxWeights,
    );
    examples.forEach((ex, i) => {
      if (folds[i] !== f) return;
      const probs = classProbabilities(new Map(ex.x), model);
      const own = probs.find((p) => p.cls === ROUTER_CLASSES[ex.cls])!.p;
      out.push({
        cls: ex.cls,
        best: ROUTER_CLASSES.indexOf(probs[0]!.cls),
        p: probs[0]!.p,
        logLoss: -Math.log(Math.max(own, 1e-12)),
      });
    });
  }
  return out;
}

/** The "not sure" threshold: most right answers minus wrong ones among those answered (below it the guess is wrong as often as right). */
export function chooseUnsureBelow(oof: readonly OutOfFold[]): number {
  let best = { t: 0, utility: -Infinity };
  for (let t = 0; t <= 0.7001; t += 0.02) {
    const answered = oof.filter((o) => o.p >= t);
    const utility = answered.filter((o) => o.best === o.cls).length - answered.filter((o) => o.best !== o.cls).length;
    if (utility > best.utility + 1e-9) best = { t: Number(t.toFixed(2)), utility };
  }
  return best.t;
}

// Two settings only: the machine this runs on is shared (each cross-validation is ten fits).
const GRID: Settings[] = [
  { l1: 0.00003, l2: 0.0001 },
  { l1: 0.0001, l2: 0.0003 },
];

if (import.meta.url === pathToFileURL(process.argv[1]!).href) {
  const examples = trainingExamples();
  console.log(`${examples.length} training phrasings in ${K} classes`);
  let chosen: { settings: Settings; oof: OutOfFold[]; loss: number } | null = null;
  for (const settings of GRID) {
    const oof = crossValidate(examples, settings);
    const loss = oof.reduce((a, o) => a + o.logLoss, 0) / oof.length;
    const acc = oof.filter((o) => o.best === o.cls).length / oof.length;
    console.log(
      `l1 ${settings.l1} l2 ${settings.l2}: cross-validated log-loss ${loss.toFixed(3)}, accuracy ${(acc * 100).toFixed(1)}%`,
    );
    if (!chosen || loss < chosen.loss) chosen = { settings, oof, loss };
  }
  const { settings, oof } = chosen!;
  const unsureBelow = chooseUnsureBelow(oof);
  const answered = oof.filter((o) => o.p >= unsureBelow);
  const cvLine = `5-fold cross-validation on the ${examples.length} training phrasings: ${oof.filter((o) => o.best === o.cls).length}/${oof.length} right; with "not sure" below ${unsureBelow}: ${answered.filter((o) => o.best === o.cls).length} right, ${answered.filter((o) => o.best !== o.cls).length} wrong, ${oof.length - answered.length} asked`;
  console.log(cvLine);
  const model = trainRouter(examples, settings, unsureBelow);
  const data = encodeRouterModel(model);
  const fitRight = examples.filter(
    (ex) => classProbabilities(new Map(ex.x), model)[0]!.cls === ROUTER_CLASSES[ex.cls],
  ).length;
  console.log(
    `shipped: ${[...model.weights.values()].reduce((a, p) => a + p.length, 0)} weights, ${data.entries.length} characters; training fit ${fitRight}/${examples.length}`,
  );
  writeFileSync(
    WEIGHTS_FILE,
    `// Written by scripts/train-ask-router.ts: do not edit. Settings l1 ${settings.l1}, l2 ${settings.l2} (by cross-validated log-loss);
// ${cvLine}.
import type { RouterModelData } from "./router-model";

export const ROUTER_MODEL_DATA: RouterModelData = ${JSON.stringify(data, null, 1).replace(/\n\s*/g, " ")};
`,
  );
  console.log(`wrote ${WEIGHTS_FILE}`);
}

// How the English model's research rounds (round8.ts, round10.ts) read a trained model: through
// classifyComment, as users see it, with the recipe the model before round 10 shipped with.
import "../../../app/features/comment-sentiment/engine/install-lexicon";
import { extractRequest } from "../../../app/features/comment-sentiment/engine/questions";
import { classifyComment, scoreTokens } from "../../../app/features/comment-sentiment/engine/sentiment";
import { scoreWithModel, type SentimentModel } from "../../../app/features/comment-sentiment/engine/sentiment-model";
import { tokenize } from "../../../app/features/comment-sentiment/engine/tokenize";
import { pearson } from "../../../app/lib/stats";
import { FEATURES, type TrainOptions } from "../../train-sentiment-model";
import type { Item, Label } from "../../sentiment-data";

export const BUCKETS = 32_768;

/** L2 3e-5, 600 iterations, classes evened out, neutral shift +0.1: the recipe before round 10. */
export const RECIPE: TrainOptions = {
  l2: 0.00003,
  buckets: BUCKETS,
  iterations: 600,
  balance: 1,
  sourceBalance: 0,
  tweetWeight: 1,
  perSourceClasses: 0,
  features: FEATURES,
  neutralShift: 0.1,
};

export const mean = (xs: readonly number[]) => xs.reduce((a, x) => a + x, 0) / xs.length;
export const f3 = (x: number) => x.toFixed(3);

/** 3-class accuracy and the Pearson r of the compound with the human score. */
export function evaluate(model: SentimentModel, items: readonly Item[]) {
  const labels: Label[] = [];
  const compounds: number[] = [];
  for (const it of items) {
    const r = classifyComment(tokenize(it.text), () => extractRequest(it.text), model);
    labels.push(r.label);
    compounds.push(r.compound);
  }
  return {
    accuracy: items.filter((it, i) => labels[i] === it.label).length / items.length,
    r: pearson(
      compounds,
      items.map((it) => it.human),
    ),
  };
}

export type Reading = { label: Label; leaning: number; lexicon: number; nothing: boolean; human: number };

/** What the compound is made of, per item: the label, the model's leaning and the lexicon's score. */
export function readings(model: SentimentModel, items: readonly Item[]): Reading[] {
  return items.map((it) => {
    const tokens = tokenize(it.text);
    const lexicon = scoreTokens(tokens);
    const p = scoreWithModel(model, tokens, lexicon);
    const label = classifyComment(tokens, () => extractRequest(it.text), model).label;
    const plain =
      p.positive > p.neutral && p.positive >= p.negative ? "positive" : p.negative > p.neutral ? "negative" : "neutral";
    // The negative class ruled out (classifyComment): the leaning is P(positive) among the other two.
    const leaning = label !== plain ? p.positive / (p.positive + p.neutral) : p.positive - p.negative;
    return { label, leaning, lexicon, nothing: p.neutral === 1 && label === plain, human: it.human };
  });
}

/** The Pearson r of the compound with the lexicon's share `w`, kept on its label's side. */
export function compoundR(items: readonly Reading[], w: number): number {
  return pearson(
    items.map((x) => {
      if (x.nothing) return 0;
      const c = (1 - w) * x.leaning + w * x.lexicon;
      return x.label === "positive" ? Math.max(c, 0) : x.label === "negative" ? Math.min(c, 0) : c;
    }),
    items.map((x) => x.human),
  );
}

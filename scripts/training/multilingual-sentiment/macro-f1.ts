// Macro-averaged F1 over the three classes (the measure the goals for these languages are set in), with accuracy.
import type { Label } from "../../sentiment-data";

const LABELS: Label[] = ["negative", "neutral", "positive"];

export function macroF1(gold: readonly Label[], guess: readonly Label[]): { f1: number; accuracy: number } {
  let f1 = 0;
  for (const c of LABELS) {
    let tp = 0;
    let fp = 0;
    let fn = 0;
    gold.forEach((g, i) => {
      if (guess[i] === c && g === c) tp++;
      else if (guess[i] === c) fp++;
      else if (g === c) fn++;
    });
    f1 += tp === 0 ? 0 : (2 * tp) / (2 * tp + fp + fn);
  }
  return { f1: f1 / 3, accuracy: gold.filter((g, i) => g === guess[i]).length / gold.length };
}

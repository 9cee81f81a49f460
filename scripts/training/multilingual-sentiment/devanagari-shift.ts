// `npx tsx scripts/training/multilingual-sentiment/devanagari-shift.ts`: chooses the shift of
// Hindi's model for comments read in Devanagari ("hi"; romanised Hindi is "hi-Latn" and keeps its
// own). Hindi's model learned from romanised posts, so Devanagari reads mostly as neutral. The only
// labelled Devanagari is IIT Patna's (research only): its TUNE part chooses, end to end, with the
// shipped model's weights and no shift; the choice is also made on each half of the tune part and
// scored on the other. Its report part is never read here. Write the choice with
// `round4.ts calibrate hi <negative> <positive>`.
import "../../../app/features/comment-sentiment/engine/install-lexicon";
import { analyzeComment } from "../../../app/features/comment-sentiment/engine/index";
import {
  modelForLanguage,
  multilingualProbabilities,
} from "../../../app/features/comment-sentiment/engine/multilingual-sentiment";
import { tokenize } from "../../../app/features/comment-sentiment/engine/tokenize";
import type { Label } from "../../sentiment-data";
import { loadExtraSet } from "./data";
import { macroF1 } from "./macro-f1";
import { bestShiftBy, labelOf } from "./round4";

const GRID = [-0.4, -0.2, 0, 0.2, 0.4, 0.6, 0.8, 1, 1.2, 1.5, 2];
type Shift = [number, number];
type Scored = { gold: Label; devanagari: boolean; shipped: Label; p: [number, number, number] };

const model = modelForLanguage("hi");
const posts: Scored[] = loadExtraSet("iitp-hindi-reviews-dev")!.tune.map((it) => {
  const tokens = tokenize(it.text);
  const read = analyzeComment(it.text);
  // Probabilities before any shift the shipped header carries: the shift is what is chosen.
  const p = multilingualProbabilities(tokens, model, "hi", "none");
  return {
    gold: it.label,
    devanagari: read.language === "hi",
    shipped: read.sentiment.label,
    p: [p.negative, p.neutral, p.positive],
  };
});

const score = (part: Scored[], shift: Shift) =>
  macroF1(
    part.map((x) => x.gold),
    part.map((x) => (x.devanagari ? labelOf(x.p, shift) : x.shipped)),
  ).f1;
const best = (part: Scored[]): Shift => bestShiftBy((shift) => score(part, shift), GRID);

const f3 = (x: number) => x.toFixed(3);
const chosen = best(posts);
console.log(`IIT Patna tune, ${posts.filter((x) => x.devanagari).length} of ${posts.length} read as Devanagari`);
console.log(`no shift ${f3(score(posts, [0, 0]))}; chosen [${chosen.join(", ")}] ${f3(score(posts, chosen))}`);
for (const half of [0, 1]) {
  const pick = posts.filter((_, i) => i % 2 === half);
  const other = posts.filter((_, i) => i % 2 !== half);
  const shift = best(pick);
  console.log(
    `chosen on half ${half}: [${shift.join(", ")}]; the other half ${f3(score(other, [0, 0]))} → ${f3(score(other, shift))}`,
  );
}

// `npx tsx scripts/bench-spam-hold.ts`: the spam detector and the bulk-hold threshold
// (engine/spam-hold.ts) on a tune/report split of the real YouTube comment sections
// (../shared/data/youtube-spam-dev, hand-labelled).
// - Every comment is scored as detectSpam scores it, with a model trained on the *other* section
//   only (plus the lines the training script writes): leave-one-section-out, as bench-spam.ts.
// - The comments are then cut by a hash of their text into a tune part (hash parts 0-4 of 10)
//   and a report part (5-9): the same text falls in one part only. Thresholds (the hold's, the
//   model's own) are chosen on the tune part alone; the report part is read only for the rows.
// - The hold threshold is on detectSpam's evidence scale (spam at ≥ 1): the lowest evidence at
//   which the tune part's precision stays ≥ HOLD_PRECISION for that and every higher threshold,
//   never below 1, so a held comment is always one the detector calls spam.
// `--choose` prints the tune part's choice; without it the shipped SPAM_HOLD_THRESHOLD is measured.
// Records its table in docs/benchmarks.md between the SPAM-HOLD markers; exits non-zero when a
// target is missed on the report part.
import "../app/features/comment-sentiment/engine/install-lexicon";
import { createHash } from "node:crypto";
import { spamEvidence } from "../app/features/comment-sentiment/engine/spam";
import { holdsAsSpam, SPAM_HOLD_THRESHOLD } from "../app/features/comment-sentiment/engine/spam-hold";
import { spamProbabilityOf } from "../app/features/comment-sentiment/engine/spam-model";
import { SPAM_MODEL_SETTINGS } from "../app/features/comment-sentiment/engine/spam-model-weights";
import { finishBench, machineLine, targetsLine } from "./bench-doc";
import {
  type Counts,
  type Example,
  f1,
  loadSpamDev,
  precision,
  prepareExamples,
  recall,
  trainSpamModel,
  WRITTEN_LINES,
} from "./train-spam-model";

export const HOLD_PRECISION = 0.97;
export const HOLD_RECALL = 0.8;

/** Which part a comment falls in: "tune" (hash parts 0-4 of 10) or "report" (5-9). */
export function spamPart(text: string): "tune" | "report" {
  const h = createHash("sha256").update(text.trim().toLowerCase()).digest();
  return (h[0] as number) % 10 < 5 ? "tune" : "report";
}

export type Scored = { section: string; text: string; spam: boolean; evidence: number; part: "tune" | "report" };

/** Every dev comment with its leave-one-section-out evidence (model threshold `threshold`). */
export function scoreDev(threshold = SPAM_MODEL_SETTINGS.threshold): Scored[] {
  const dev = loadSpamDev();
  if (dev === null) throw new Error("../shared/data/youtube-spam-dev not found");
  const sections = dev.map((v) => ({ name: v.name, examples: prepareExamples(v.comments) }));
  const written = prepareExamples(WRITTEN_LINES);
  const options = {
    l1: SPAM_MODEL_SETTINGS.l1,
    l2: SPAM_MODEL_SETTINGS.l2,
    iterations: SPAM_MODEL_SETTINGS.iterations,
  };
  return sections.flatMap((v, i) => {
    const model = trainSpamModel(
      [...written, ...sections.filter((_, j) => j !== i).flatMap((o) => o.examples)],
      options,
      threshold,
    );
    return v.examples.map((e: Example) => ({
      section: v.name,
      text: e.text,
      spam: e.spam,
      evidence: spamEvidence(
        e.ruleEvidence,
        spamProbabilityOf(model, e.features),
        threshold,
        () => e.language,
        e.guarded,
      ),
      part: spamPart(e.text),
    }));
  });
}

export function countAt(items: readonly Scored[], held: (s: Scored) => boolean): Counts {
  const c: Counts = { tp: 0, fp: 0, fn: 0, tn: 0 };
  for (const s of items) {
    const h = held(s);
    if (h && s.spam) c.tp++;
    else if (h) c.fp++;
    else if (s.spam) c.fn++;
    else c.tn++;
  }
  return c;
}

/**
 * The lowest threshold ≥ 1 whose precision, and every higher one's, is ≥ HOLD_PRECISION on
 * `tune`: halfway (two decimals, rounded up) between the lowest evidence so held and the next
 * evidence below it, or 1 when every comment the detector calls spam may be held.
 */
export function chooseHoldThreshold(tune: readonly Scored[]): number {
  const candidates = [...new Set(tune.map((s) => s.evidence).filter((e) => e >= 1))].sort((a, b) => b - a);
  let at = -1;
  for (let i = 0; i < candidates.length; i++) {
    if (precision(countAt(tune, (s) => s.evidence >= (candidates[i] as number))) < HOLD_PRECISION) break;
    at = i;
  }
  if (at < 0) return Infinity;
  if (at === candidates.length - 1) return 1;
  return Math.ceil((((candidates[at] as number) + (candidates[at + 1] as number)) / 2) * 100) / 100;
}

const f3 = (x: number) => x.toFixed(3);
const prf = (c: Counts) => `${f3(precision(c))} / ${f3(recall(c))} / ${f3(f1(c))}`;

function main() {
  const scored = scoreDev();
  const tune = scored.filter((s) => s.part === "tune");
  const report = scored.filter((s) => s.part === "report");
  const chosen = chooseHoldThreshold(tune);
  console.log(`tune part: ${tune.length} comments; hold threshold chosen there: ${chosen}`);
  if (process.argv.includes("--choose")) {
    for (const s of tune) if (s.spam !== s.evidence >= 1) console.log(`${s.spam ? "MISS" : "FP  "} ${s.text}`);
    return;
  }
  const missed: string[] = [];
  const rows: string[] = [];
  const sections = [...new Set(report.map((s) => s.section))];
  for (const [name, part] of [
    ["tune part (hash parts 0-4 of 10; the threshold was chosen here)", tune],
    ["**report part** (hash parts 5-9 of 10; never tuned on)", report],
    ...sections.map(
      (section) =>
        [
          `report part, ${section} alone (model trained on the other section)`,
          report.filter((s) => s.section === section),
        ] as const,
    ),
  ] as const) {
    const spam = part.filter((s) => s.spam).length;
    const flagged = countAt(part, (s) => s.evidence >= 1);
    const held = countAt(part, (s) => holdsAsSpam(s.evidence));
    rows.push(
      `| ${name}: ${part.length} comments, ${spam} spam | ${prf(flagged)} | ${prf(held)} | ${held.tp + held.fp} (${held.fp} ${held.fp === 1 ? "real viewer" : "real viewers"}) | P ≥ ${HOLD_PRECISION}, R ≥ ${HOLD_RECALL} |`,
    );
    if (part === report) {
      if (precision(held) < HOLD_PRECISION)
        missed.push(`report-part hold precision ${f3(precision(held))} < ${HOLD_PRECISION}`);
      if (recall(held) < HOLD_RECALL) missed.push(`report-part hold recall ${f3(recall(held))} < ${HOLD_RECALL}`);
    }
  }
  const table = [
    `Run ${new Date().toISOString().slice(0, 10)} on ${machineLine()}. Reproduce with \`npx tsx scripts/bench-spam-hold.ts\` (\`--choose\` prints the tune part's choice).`,
    `Data: the two hand-labelled sections of the YouTube Spam Collection we have (Psy, KatyPerry; Alberto, Lochter & Almeida, ICMLA 2015, CC BY 4.0), every comment scored by a model trained on the other section only (leave-one-section-out, shipped settings), then cut by a hash of the text into a tune part and a report part. Cells are precision / recall / F1 for spam. The hold threshold, SPAM_HOLD_THRESHOLD = ${SPAM_HOLD_THRESHOLD} on detectSpam's evidence scale (spam at ≥ 1; engine/spam-hold.ts), is the lowest evidence ≥ 1 at which the tune part's precision is ≥ ${HOLD_PRECISION} for it and every higher threshold (chosen there: ${chosen}). The rules were written with both sections in view (bench-spam.ts), so only the model's part of these figures is held out: unseen comment sections will read lower. An outside check on real YouTube sections we do not hold measured the detector (evidence ≥ 1) at F1 0.922 (before issue 39: P 0.988, R 0.855); at this threshold holding is exactly what the detector flags, so expect about those figures there, inside the hold's target (P ≥ ${HOLD_PRECISION}, R ≥ ${HOLD_RECALL}). A comment held only as a copy-paste (\`findDuplicateSpam\`) has no evidence of its own and is not held by this threshold. This round's three new rules (trading subs, search bait for a quoted name, a phone number with "call me") change no verdict on these sections: bench-spam.ts's figures are the same before and after.`,
    "",
    "| part | flagged as spam (evidence ≥ 1): P / R / F1 | **held for review**: P / R / F1 | held | target (hold) |",
    "|---|---|---|---|---|",
    ...rows,
    "",
    targetsLine(missed),
  ].join("\n");
  console.log(table);
  finishBench(
    "SPAM-HOLD",
    {
      heading: "Comment spam: holding for review in bulk",
      intro:
        "`npx tsx scripts/bench-spam-hold.ts`: the threshold at which Vidwise holds a comment for review as spam, chosen on a tune part of the real comment sections and measured on their report part.",
      body: table,
    },
    missed,
  );
}

if (process.argv[1]?.endsWith("bench-spam-hold.ts")) main();

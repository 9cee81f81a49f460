// `npx tsx scripts/bench-spam.ts`: how well the comment spam detector (engine/spam.ts: rules
// plus the learned model of spam-model.ts) finds real YouTube spam, against the baseline: the
// engine as shipped before the scam-shape rules (BASELINE_COMMIT), read from git and run in the same process.
// - Real comment sections (../shared/data/youtube-spam-dev, hand-labelled, two videos):
//   leave-one-section-out. Each side's model is trained in-process on the other section (plus
//   the lines its training script writes) with its own shipped settings, and scored on this one.
//   The rules of both were written with these two sections in view, so only the
//   model's part is held out; this round's rules were written from general knowledge, not from
//   either section.
// - The shipped weights as they are, on both sections: trained on them, so not held out.
// - Our labelled set (tests/data/labelled-comments.ts) and the sample channel's generated
//   comments, with the shipped models: false positives must not grow.
// Prints the table, records it in docs/benchmarks.md between the SPAM markers, and exits
// non-zero when a target is missed.
import { MULTILINGUAL_SPAM } from "../tests/data/multilingual-spam";
import "../app/features/comment-sentiment/engine/install-lexicon";
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import * as P from "../app/dev/sample-world/comment-phrases";
import { generateSampleWorld } from "../app/dev/sample-world/generator";
import { detectSpam, findDuplicateSpam } from "../app/features/comment-sentiment/engine/spam";
import { SPAM_MODEL_SETTINGS } from "../app/features/comment-sentiment/engine/spam-model-weights";
import { decodeMarkup, hasMarkup, tokenize, type Token } from "../app/features/comment-sentiment/engine/tokenize";
import { LABELLED_COMMENTS } from "../tests/data/labelled-comments";
import {
  countVerdicts,
  f1,
  loadSpamDev,
  MODERN_SHAPES,
  precision,
  prepareExamples,
  recall,
  root,
  trainSpamModel,
  WRITTEN_LINES,
  type Counts,
} from "./train-spam-model";
import { finishBench, machineLine, targetsLine } from "./bench-doc";

// ---- The baseline: the spam engine and its trainer at BASELINE_COMMIT, copied out of git into a
// temporary folder (the tokenizer, language detection and CSV reader are today's).
const BASELINE_COMMIT = "ba995c79fd908646f259dd0a29fcf5ffda7a6db2";
type BaselineEngine = {
  detectSpam: (text: string, tokens: Token[]) => { spam: boolean; evidence: number };
  train: {
    CREATOR_STYLE: readonly { text: string; spam: boolean }[];
    prepareExamples: (cs: readonly { text: string; spam: boolean }[]) => unknown[];
    trainSpamModel: (examples: readonly unknown[], options: object, threshold: number) => unknown;
    countVerdicts: (examples: readonly unknown[], model: unknown) => Counts;
  };
  settings: { l1: number; l2: number; iterations: number; threshold: number };
};

async function loadBaseline(): Promise<BaselineEngine | null> {
  const engine = "app/features/comment-sentiment/engine";
  const dir = mkdtempSync(join(tmpdir(), "spam-baseline-"));
  const files = ["spam.ts", "spam-links.ts", "spam-model.ts", "spam-text.ts", "spam-model-weights.ts"];
  try {
    for (const f of files) {
      const source = execFileSync("git", ["show", `${BASELINE_COMMIT}:${engine}/${f}`], {
        cwd: root,
        encoding: "utf8",
      });
      writeFileSync(
        join(dir, f),
        source.replace(/from "\.\/(language|tokenize)"/g, (_m, mod: string) => `from "${join(root, engine, mod)}"`),
      );
    }
    const trainer = execFileSync("git", ["show", `${BASELINE_COMMIT}:scripts/train-spam-model.ts`], {
      cwd: root,
      encoding: "utf8",
    }).replace(/(from |import )"\.\.\/([^"]+)"/g, (_m, keyword: string, path: string) =>
      path.startsWith(`${engine}/spam`)
        ? `${keyword}"${join(dir, path.slice(engine.length + 1))}"`
        : `${keyword}"${join(root, path)}"`,
    );
    writeFileSync(join(dir, "train-spam-model.ts"), trainer.replace(/\nif \(process\.argv\[1\][^\n]*\n?$/, "\n"));
  } catch (error) {
    console.log(`SKIP baseline: ${BASELINE_COMMIT} is not in this clone's history (${String(error).split("\n")[0]})`);
    return null;
  }
  const url = (f: string) => pathToFileURL(join(dir, f)).href;
  const spam = (await import(url("spam.ts"))) as { detectSpam: BaselineEngine["detectSpam"] };
  const model = (await import(url("spam-model.ts"))) as { installSpamModel: (data: string) => void };
  const weights = (await import(url("spam-model-weights.ts"))) as {
    SPAM_MODEL_DATA: string;
    SPAM_MODEL_SETTINGS: BaselineEngine["settings"];
  };
  model.installSpamModel(weights.SPAM_MODEL_DATA);
  const train = (await import(url("train-spam-model.ts"))) as BaselineEngine["train"];
  return { detectSpam: spam.detectSpam, train, settings: weights.SPAM_MODEL_SETTINGS };
}

const baseline = await loadBaseline();

// ---- Helpers.
const visible = (raw: string) => (hasMarkup(raw) ? decodeMarkup(raw) : raw);
const baseSpam = (raw: string) => baseline?.detectSpam(visible(raw), tokenize(raw)).spam ?? false;
const newSpam = (raw: string) => detectSpam(visible(raw), tokenize(raw)).spam;

function count(items: readonly { spam: boolean }[], flagged: readonly boolean[]): Counts {
  const c: Counts = { tp: 0, fp: 0, fn: 0, tn: 0 };
  items.forEach((it, i) => {
    if (flagged[i] && it.spam) c.tp++;
    else if (flagged[i]) c.fp++;
    else if (it.spam) c.fn++;
    else c.tn++;
  });
  return c;
}
const add = (a: Counts, b: Counts): Counts => ({ tp: a.tp + b.tp, fp: a.fp + b.fp, fn: a.fn + b.fn, tn: a.tn + b.tn });
const f3 = (x: number) => x.toFixed(3);
const prf = (c: Counts) => `${f3(precision(c))} / ${f3(recall(c))} / ${f3(f1(c))}`;
const base = (cell: () => string) => (baseline === null ? "—" : cell());
const zero: Counts = { tp: 0, fp: 0, fn: 0, tn: 0 };

const rows: string[] = [];
const missed: string[] = [];

// ---- 1. Real comment sections, leave-one-section-out.
const dev = loadSpamDev();
if (dev === null) {
  console.log(
    "SKIP: ../shared/data/youtube-spam-dev not found (nor /work/shared/data/youtube-spam-dev); only our own sets are measured.",
  );
} else {
  const sections = dev.map((v) => ({ name: v.name, comments: v.comments, examples: prepareExamples(v.comments) }));
  const written = prepareExamples(WRITTEN_LINES);
  const options = {
    l1: SPAM_MODEL_SETTINGS.l1,
    l2: SPAM_MODEL_SETTINGS.l2,
    iterations: SPAM_MODEL_SETTINGS.iterations,
  };
  let before = zero;
  let after = zero;
  let rulesOnly = zero;
  sections.forEach((v, i) => {
    const other = sections.filter((_, j) => j !== i);
    const model = trainSpamModel(
      [...written, ...other.flatMap((o) => o.examples)],
      options,
      SPAM_MODEL_SETTINGS.threshold,
    );
    const a = countVerdicts(v.examples, model);
    const r = countVerdicts(v.examples, null);
    after = add(after, a);
    rulesOnly = add(rulesOnly, r);
    let b: Counts | null = null;
    if (baseline !== null) {
      const t = baseline.train;
      const bModel = t.trainSpamModel(
        [
          ...t.prepareExamples(t.CREATOR_STYLE),
          ...t.prepareExamples(other.flatMap((o) => o.comments.map(({ text, spam }) => ({ text, spam })))),
        ],
        { l1: baseline.settings.l1, l2: baseline.settings.l2, iterations: baseline.settings.iterations },
        baseline.settings.threshold,
      );
      b = t.countVerdicts(t.prepareExamples(v.comments.map(({ text, spam }) => ({ text, spam }))), bModel);
      before = add(before, b);
    }
    const spam = v.examples.filter((e) => e.spam).length;
    rows.push(
      `| ${v.name} (${v.examples.length} comments, ${spam} spam), model trained on ${other.map((o) => o.name).join(", ")} | ${b === null ? "—" : prf(b)} | ${prf(r)} | ${prf(a)} | P ≥ 0.95 |`,
    );
    if (precision(a) < 0.95) missed.push(`${v.name}: precision ${f3(precision(a))} < 0.95`);
  });
  rows.push(
    `| **Both sections, leave-one-section-out** (rules written with both in view: only the model is held out) | ${base(() => prf(before))} | ${prf(rulesOnly)} | **${prf(after)}** | F1 ≥ 0.96, P ≥ 0.95 |`,
  );
  if (f1(after) < 0.96) missed.push(`held-out F1 ${f3(f1(after))} < 0.96`);
  if (precision(after) < 0.95) missed.push(`held-out precision ${f3(precision(after))} < 0.95`);
  // The shipped weights as they are (trained on both sections: not held out).
  const all = sections.flatMap((v) => v.comments);
  const shippedAfter = count(
    all,
    all.map((c) => newSpam(c.text)),
  );
  rows.push(
    `| Both sections, shipped weights as they are (trained on them: **not held out**) | ${base(() =>
      prf(
        count(
          all,
          all.map((c) => baseSpam(c.text)),
        ),
      ),
    )} | — | ${prf(shippedAfter)} | — |`,
  );
}

// ---- 1b. Today's scam shapes (lines written from general knowledge; the model learns
// only their real-viewer half, so the spam figures are the rules' and an unseen model's).
{
  const b = count(
    MODERN_SHAPES,
    MODERN_SHAPES.map((c) => baseSpam(c.text)),
  );
  const a = count(
    MODERN_SHAPES,
    MODERN_SHAPES.map((c) => newSpam(c.text)),
  );
  const spam = MODERN_SHAPES.filter((c) => c.spam).length;
  rows.push(
    `| Today's scam shapes, lines written by us for issue 39 (${spam} spam, ${MODERN_SHAPES.length - spam} real viewers using the same words; the real-viewer half is in training; the new rules were written with these lines in view, so a smoke test, not a claim), shipped model | ${base(() => `${prf(b)}, ${b.fp} FP`)} | — | ${prf(a)}, ${a.fp} FP | — |`,
  );
}

// ---- 1c. Spam beyond English: lines written by us in the seven languages the engine
// reads; the rules were written with them in view (smoke test).
{
  const a = count(
    MULTILINGUAL_SPAM,
    MULTILINGUAL_SPAM.map((c) => newSpam(c.text)),
  );
  const spam = MULTILINGUAL_SPAM.filter((c) => c.spam).length;
  rows.push(
    `| Spam beyond English, lines written by us for issue 43 in Spanish, Portuguese, French, German, Italian, Hindi (both scripts) and Arabic (${spam} spam, ${MULTILINGUAL_SPAM.length - spam} real viewers using the same words; the rules were written with these lines in view, so a smoke test, not a claim; no labelled real comments in these languages are available to us), shipped model | ${base(
      () => {
        const b = count(
          MULTILINGUAL_SPAM,
          MULTILINGUAL_SPAM.map((c) => baseSpam(c.text)),
        );
        return `${prf(b)}, ${b.fp} FP`;
      },
    )} | — | ${prf(a)}, ${a.fp} FP | — |`,
  );
}

// ---- 2. Our labelled set, shipped models.
{
  const b = count(
    LABELLED_COMMENTS,
    LABELLED_COMMENTS.map((c) => baseSpam(c.text)),
  );
  const a = count(
    LABELLED_COMMENTS,
    LABELLED_COMMENTS.map((c) => newSpam(c.text)),
  );
  const spam = LABELLED_COMMENTS.filter((c) => c.spam).length;
  rows.push(
    `| Our labelled comments (${LABELLED_COMMENTS.length}, ${spam} spam), shipped model | ${base(() => `${prf(b)}, ${b.fp} FP`)} | — | ${prf(a)}, ${a.fp} FP | no new FP |`,
  );
  if (baseline !== null && a.fp > b.fp) missed.push(`labelled set: ${a.fp} false positives > ${b.fp} before`);
  for (const c of LABELLED_COMMENTS) if (!c.spam && newSpam(c.text)) console.log(`labelled FP: ${c.text}`);
}

// ---- 3. The sample channel's comments (what the demo shows), shipped models.
// Which generated comments are spam: those written from the generator's spam phrase banks (a
// comment counts when it has most of a template's words; templates pass through typos, slang and
// emoji on the way).
{
  const templates = [...P.SELF_PROMO, ...P.SUB4SUB, ...P.SCAMS, ...P.SCAM_REPLIES, ...P.BOT_LINES].map(
    (t) => new Set(words(t.replace(/\{[a-z0-9]+\}/g, " "))),
  );
  const world = generateSampleWorld();
  const items: { text: string; spam: boolean }[] = [];
  const flaggedBefore: boolean[] = [];
  const flaggedAfter: boolean[] = [];
  for (const d of [world.own, ...world.competitors]) {
    // As in the app: the channel's own comments are left out.
    const comments = d.comments.filter((c) => c.authorChannelId !== d.channel.youtubeId);
    const batch = comments.map((c) => ({
      text: c.text,
      author: c.authorChannelId ?? c.authorName,
      videoId: c.videoYoutubeId,
    }));
    const oldEv = comments.map((c) => baseline?.detectSpam(visible(c.text), tokenize(c.text)).evidence ?? 0);
    const newEv = comments.map((c) => detectSpam(visible(c.text), tokenize(c.text)).evidence);
    const dupBefore = findDuplicateSpam(batch, oldEv);
    const dupAfter = findDuplicateSpam(batch, newEv);
    comments.forEach((c, i) => {
      const w = new Set(words(c.text));
      items.push({ text: c.text, spam: templates.some((t) => [...t].filter((x) => w.has(x)).length >= 0.7 * t.size) });
      flaggedBefore.push((oldEv[i] as number) >= 1 || dupBefore.has(i));
      flaggedAfter.push((newEv[i] as number) >= 1 || dupAfter.has(i));
    });
  }
  const b = count(items, flaggedBefore);
  const a = count(items, flaggedAfter);
  const ham = b.fp + b.tn;
  const rate = (c: Counts) => `${c.fp} FP of ${ham} (${((100 * c.fp) / ham).toFixed(2)}%), recall ${f3(recall(c))}`;
  rows.push(
    `| Sample channel comments (${items.length}, ${items.filter((i) => i.spam).length} from spam templates), shipped model, with copy-paste detection | ${base(() => rate(b))} | — | ${rate(a)} | no new FP |`,
  );
  if (baseline !== null && a.fp > b.fp) missed.push(`sample comments: ${a.fp} false positives > ${b.fp} before`);
  items.forEach((it, i) => {
    if (!it.spam && flaggedAfter[i] && !flaggedBefore[i]) console.log(`sample, new FP: ${it.text}`);
    if (process.argv.includes("--missed") && it.spam && !flaggedAfter[i]) console.log(`sample, missed: ${it.text}`);
  });
}

function words(text: string): string[] {
  return text.toLowerCase().match(/[a-z0-9']+/g) ?? [];
}

// ---- 4. Size and speed of what ships.
const weightsFile = join(root, "app/features/comment-sentiment/engine/spam-model-weights.ts");
const source = readFileSync(weightsFile);
const gz = gzipSync(source).length;
rows.push(
  `| Shipped model (spam-model-weights.ts) | — | — | ${(source.length / 1024).toFixed(1)} KB, ${(gz / 1024).toFixed(1)} KB gzipped | < 40 KB source |`,
);
if (source.length >= 40 * 1024) missed.push(`model file ${(source.length / 1024).toFixed(1)} KB ≥ 40 KB`);
{
  const texts = LABELLED_COMMENTS.map((c) => c.text);
  for (const t of texts) detectSpam(t, tokenize(t));
  const tokens = texts.map((t) => tokenize(t));
  const start = performance.now();
  let n = 0;
  while (performance.now() - start < 1500) {
    texts.forEach((t, i) => detectSpam(t, tokens[i] as Token[]));
    n += texts.length;
  }
  const perSecond = n / ((performance.now() - start) / 1000);
  let oldPerSecond: number | null = null;
  if (baseline !== null) {
    const oldStart = performance.now();
    let m = 0;
    while (performance.now() - oldStart < 1500) {
      texts.forEach((t, i) => baseline.detectSpam(t, tokens[i] as Token[]));
      m += texts.length;
    }
    oldPerSecond = m / ((performance.now() - oldStart) / 1000);
  }
  rows.push(
    `| Throughput, comments/s (one thread, spam only, tokens given) | ${oldPerSecond === null ? "—" : Math.round(oldPerSecond).toLocaleString("en")} | — | ${Math.round(perSecond).toLocaleString("en")} | — |`,
  );
}

// ---- Table.
const table = [
  `Run ${new Date().toISOString().slice(0, 10)} on ${machineLine()}. Reproduce with \`npx tsx scripts/bench-spam.ts\` (needs \`../shared/data/youtube-spam-dev\` beside the repo for the real comment sections; retrain with \`npx tsx scripts/train-spam-model.ts\`).`,
  `Cells are precision / recall / F1 for spam. Real comment sections: the two hand-labelled videos of the YouTube Spam Collection we have (Psy, KatyPerry; Alberto, Lochter & Almeida, ICMLA 2015, CC BY 4.0), **leave-one-section-out**: each scored by a model trained on the other section only (plus the lines the training script writes), with the shipped settings (l1=${SPAM_MODEL_SETTINGS.l1}, l2=${SPAM_MODEL_SETTINGS.l2}, threshold ${SPAM_MODEL_SETTINGS.threshold}, kept from issue 25: nothing was chosen this round by looking at either section). "Baseline" is the engine as shipped before issue 39 (commit ${BASELINE_COMMIT.slice(0, 7)}, its rules, features and trainer read from git and run in this same process). The rules of both columns were written with these two sections in view (issue 25), so only the model's part of each figure is held out; the rules added in issue 39 (today's scam shapes) were written from general knowledge and do not fire on these 2014 sections. The three rules added with the bulk hold (trading subs, search bait for a quoted name, a phone number offered with "call me"; engine/spam.ts) were written from general knowledge too and change no verdict on either section, so every figure here is as before them. The 27 rules and the channel-link signal added for unseen sections (engine/spam.ts, from "sorry-spam" on: apologies for the spam, skip pleas, new-artist intros, likes begged to rise, subscriber aims, channel links and names, earnings claims; see "Comment spam: rules for sections we do not hold" below) were written from general knowledge and checked against both sections only afterwards: they raise the rules alone but change no verdict of the rules with the model, whose held-out figures are as before. So do the fourteen after them (from "youll-love-mine" on: the pitch's promise, one's own release or reaction, shoutouts for subscribers, engagement for sale, a small channel's opener, the invitation to stop by, prizes behind a link, votes and likes begged, a band's listen, a chain letter's share), written from general knowledge too. So do the thirty-eight added on 29 November (one's own song sent for a hearing, a free-download site, subscriber marks, one's stream, offers to strangers, stage names and more: the probes of that day below), also from general knowledge: of them only ends-my-channel fires on either section, on one spam comment already caught; and a fan inviting the artist to their country now lets the model back a rule but not decide alone, which fires on neither section. The seven shapes of the twenty-ninth probe (one's playlist pitched, a mixtape out, where one's profile is, "ask me how" beside money, a prize for a like, "it's up on my channel", "you should listen to my band") were written from general knowledge too, but one wording of the first, "this is my playlist", was added after the stand-in showed a KatyPerry spam comment the detector missed: the one more KatyPerry spam comment caught (recall 0.954 to 0.960) is in view, not a measurement. The rules of the thirtieth and thirty-first probes (one's blog followed, one's lyric video or remix offered "if anyone wants to hear it", views bought "with a site", a dating scam's opener, hourly earnings) were written from general knowledge and read neither section first; one of them, one's cover then "if u want to check it out", now fires on one KatyPerry spam comment, which the model had already caught: the rules alone rise (KatyPerry 0.931 to 0.937), the rules with the model do not. The outside check on real sections we do not hold measured F1 0.922 for the detector of issue 39; the hold threshold is in "Comment spam: holding for review in bulk" below. The outside measurement on three unseen sections (issue 39) was P 0.988, R 0.855: expect recall below these figures.`,
  "",
  "| measure | baseline (shipped before issue 39) | new rules alone | after (rules + model) | target |",
  "|---|---|---|---|---|",
  ...rows,
  "",
  targetsLine(missed),
  "These targets are checked on the two sections the rules were read from, so meeting them is not the claim: the claim is the outside measurement on unseen comment sections (P 0.988, R 0.855 before issue 39).",
].join("\n");
console.log(table);

finishBench(
  "SPAM",
  {
    heading: "Comment spam detector",
    intro:
      "`npx tsx scripts/bench-spam.ts`: precision and recall of the spam detector on real YouTube comment sections (leave-one-section-out), on our labelled comments and on the sample channel, against the engine shipped before.",
    body: table,
  },
  missed,
);

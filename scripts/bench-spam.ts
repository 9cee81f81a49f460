// `npx tsx scripts/bench-spam.ts`: how well the comment spam detector (engine/spam.ts: rules
// plus the learned model of spam-model.ts) finds real YouTube spam, before and after the rules
// and model of the spam-recall issue.
// - Real comment sections (../shared/data/youtube-spam-dev, hand-labelled): leave-one-video-out.
//   The model is trained in-process on one video (plus the creator-style lines of the training
//   script) with the shipped settings and scored on the other, so each figure is on a video the
//   model never saw. "Before" is the old rules (copied below), which need no training.
// - Our labelled set (tests/data/labelled-comments.ts) and the sample channel's generated
//   comments, with the shipped model: false positives must not grow.
// Prints the table, records it in docs/benchmarks.md between the SPAM markers, and exits
// non-zero when a target is missed.
import "../app/features/comment-sentiment/engine/install-lexicon";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import * as P from "../app/dev/sample-world/comment-phrases";
import { generateSampleWorld } from "../app/dev/sample-world/generator";
import { detectSpam, findDuplicateSpam } from "../app/features/comment-sentiment/engine/spam";
import { SPAM_MODEL_SETTINGS } from "../app/features/comment-sentiment/engine/spam-model-weights";
import { decodeMarkup, hasMarkup, Kind, tokenize, type Token } from "../app/features/comment-sentiment/engine/tokenize";
import { LABELLED_COMMENTS } from "../tests/data/labelled-comments";
import {
  CREATOR_STYLE,
  countVerdicts,
  f1,
  loadSpamDev,
  precision,
  prepareExamples,
  recall,
  root,
  trainSpamModel,
  type Counts,
} from "./train-spam-model";
import { finishBench, machineLine, targetsLine } from "./bench-doc";

// ---- The rules before this change (engine/spam.ts at the start of the issue), kept verbatim so
// the "before" column can be recomputed. Evidence only; reasons are not needed here.
const OLD_RULES: readonly { weight: number; pattern: RegExp }[] = [
  {
    weight: 1,
    pattern:
      /\bsub\s*(?:4|for|2|to)\s*sub\b|\bs4s\b|\bsub(?:scribe)?\s*back\b|\b(?:sub(?:scribe)?|subbed)\s+to\s+(?:me|my)\b|\bi'?ll\s+sub(?:scribe)?\s+(?:back|to\s+you)|\broad\s+to\s+\d+\s*k?\s*(?:subs?|subscribers)?\b|\bhelp\s+me\s+(?:reach|get\s+to|hit)\s+\d/,
  },
  {
    weight: 1,
    pattern:
      /\b(?:check\s*(?:out)?|visit|see|watch|look\s+at)\s+(?:out\s+)?my\s+(?:channel|profile|page|videos?|vids?|content|latest|new\s+video|shorts?|playlist|bio)\b|\bcheck\s+(?:out\s+)?(?:my|the)\s+link\b|\b(?:on|in)\s+my\s+(?:channel|profile|bio)\b.{0,40}\b(?:come|check|go|see|watch)\b|\b(?:come|go)\s+(?:check|see|watch)\b.{0,30}\bmy\b|\bmy\s+(?:small\s+|new\s+|tech\s+|gaming\s+|little\s+)?channel\b.{0,60}\b(?:support|check|sub|visit|appreciated|mean\s+a\s+lot)|\b(?:new|small)\s+(?:\w+\s+)?channel\s+here\b|\bi\s+(?:make|upload|post)\s+(?:videos?|content)\s+(?:like\s+this|too|as\s+well)\b.{0,80}\b(?:check|mean\s+a\s+lot|support)|\bi\s+just\s+uploaded\b|\bgo\s+check\s+it\s+out\b|\bwould\s+mean\s+a\s+lot\s+if\s+you\s+(?:checked|check|subbed|subscribed|watched)/,
  },
  {
    weight: 0.8,
    pattern:
      /\b(?:whats\s*app|watsapp|telegram|signal\s+app|wickr|kik|dm\s+me|message\s+me|text\s+me|inbox\s+me|contact\s+(?:me|him|her|them)|reach\s+(?:out\s+to\s+)?(?:him|her|them)\s+(?:on|via))\b/,
  },
  {
    weight: 0.6,
    pattern:
      /\b(?:bitcoin|btc|crypto|forex|binary\s+options?|trading\s+signals?|investment|invest(?:ed|ing)?|profits?|passive\s+income|earn(?:ed|ing)?\s+\$?\d|trader|portfolio|account\s+manager|financial\s+(?:advisor|adviser|freedom)|mining\s+pool|from\s+home)\b|\$\s?\d[\d,.]*\s*(?:\/|per\s+)\s*(?:day|week|hour)/,
  },
  // Fake testimonials for a named "expert": "Mrs. Evelyn Grant changed my life".
  {
    weight: 1,
    pattern:
      /\b(?:mrs|mr|miss|ms|dr|madam)\.?\s+[a-z]+\s+[a-z]+(?:'s)?\b.{0,60}\b(?:legit|changed\s+my\s+life|helped\s+me|profit|recommend|trust|trading|signals|the\s+best)/,
  },
  {
    weight: 0.5,
    pattern:
      /\b(?:she|he)(?:'s|\s+is)\s+(?:legit|real|the\s+best)\b|\bcan\s+confirm\b.{0,30}\b(?:legit|received|paid|profit|prize)/,
  },
  {
    weight: 0.8,
    pattern:
      /\b(?:you(?:'ve|\s+have)?\s+(?:been\s+selected|won)|congratulations?\b.{0,40}\b(?:selected|won|winner|prize)|claim\s+(?:it|your|the|now)|giveaway\s+winner|free\s+(?:iphone|gift\s*card|robux|v-?bucks|money)|received\s+my\s+(?:prize|gift|reward|payment))\b/,
  },
  { weight: 0.4, pattern: /\b(?:giveaway|prize|reward)\b/ },
  {
    weight: 1,
    pattern:
      /\b(?:buy|get|gain|grow|boost)\s+(?:real\s+|cheap\s+|more\s+|\d[\d,k]*\s+)?(?:subscribers|subs|followers|views|likes|watch\s*hours)\b|\b(?:similar|same)\s+(?:video|topic|review)\b.{0,30}\bmy\s+channel\b|\bmy\s+channel\b.{0,40}\b(?:feedback|thoughts|opinion)\b|\bpromot(?:e|ing)\s+my\b/,
  },
  {
    weight: 0.4,
    pattern:
      /\b(?:promotion|collab|shop\s+now|buy\s+now|order\s+now|hot\s+deals?|discount|coupon|promo\s+code|use\s+code|limited\s+offer|\d+%\s+off)\b/,
  },
  {
    weight: 1,
    pattern:
      /\b(?:recover(?:ed|y)?|got\s+back)\s+(?:all\s+)?(?:my|your|the|lost)\s+(?:funds|money|bitcoin|crypto|account)\b|\b(?:funds?|crypto|bitcoin)\s+recovery\b/,
  },
  {
    weight: 0.4,
    pattern:
      /\b(?:i\s+)?(?:made|earned|make|earn|got)\s+\$\s?\d[\d,.]*k?\b|\$\d[\d,.]*\s+(?:this|a|every|per)\s+(?:week|day|month)/,
  },
];

const OLD_PHONE = /(?:\+|\b)\d[\d\s().-]{7,}\d\b/;

function oldEvidence(text: string, tokens: Token[]): number {
  const lower = text.toLowerCase();
  let evidence = 0;
  for (const rule of OLD_RULES) if (rule.pattern.test(lower)) evidence += rule.weight;
  let links = 0;
  let emoji = 0;
  let words = 0;
  let capsLetters = 0;
  let letters = 0;
  for (const t of tokens) {
    if (
      t.kind === Kind.Url &&
      !/^(?:https?:\/\/)?(?:www\.|m\.)?(?:youtube\.com\/watch\?v=[\w-]+&t=|youtu\.be\/[\w-]+\?t=)/.test(t.text)
    )
      links++;
    else if (t.kind === Kind.Emoji) emoji++;
    else if (t.kind === Kind.Word) {
      words++;
      letters += t.text.length;
      if (t.caps) capsLetters += t.text.length;
    }
  }
  if (links > 0) {
    evidence += 0.7;
    if (/\bmy\s+(?:channel|video|profile|page|site|website|blog|store|shop|course)\b/.test(lower)) evidence += 0.5;
    else if (words <= 3) evidence += 0.3;
  }
  const phone = OLD_PHONE.exec(text);
  if (phone !== null && [...phone[0]].filter((ch) => ch >= "0" && ch <= "9").length >= 9) evidence += 0.6;
  if (emoji >= 10 && emoji > words) evidence += 0.3;
  if (letters >= 25 && capsLetters / letters > 0.7) evidence += 0.3;
  return evidence;
}

// ---- Helpers.
const visible = (raw: string) => (hasMarkup(raw) ? decodeMarkup(raw) : raw);
const oldSpam = (raw: string) => oldEvidence(visible(raw), tokenize(raw)) >= 1;
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

const rows: string[] = [];
const missed: string[] = [];

// ---- 1. Real comment sections, leave-one-video-out.
const dev = loadSpamDev();
if (dev === null) {
  console.log(
    "SKIP: ../shared/data/youtube-spam-dev not found (nor /work/shared/data/youtube-spam-dev); only our own sets are measured.",
  );
} else {
  const videos = dev.map((v) => ({ name: v.name, examples: prepareExamples(v.comments) }));
  const extra = prepareExamples(CREATOR_STYLE);
  const options = {
    l1: SPAM_MODEL_SETTINGS.l1,
    l2: SPAM_MODEL_SETTINGS.l2,
    iterations: SPAM_MODEL_SETTINGS.iterations,
  };
  let before: Counts = { tp: 0, fp: 0, fn: 0, tn: 0 };
  let rulesOnly = before;
  let after = before;
  videos.forEach((v, i) => {
    const model = trainSpamModel(
      [...extra, ...videos.filter((_, j) => j !== i).flatMap((o) => o.examples)],
      options,
      SPAM_MODEL_SETTINGS.threshold,
    );
    const b = count(
      v.examples,
      v.examples.map((e) => oldSpam(e.text)),
    );
    const r = countVerdicts(v.examples, null);
    const a = countVerdicts(v.examples, model);
    before = add(before, b);
    rulesOnly = add(rulesOnly, r);
    after = add(after, a);
    const spam = v.examples.filter((e) => e.spam).length;
    rows.push(
      `| ${v.name} (${v.examples.length} comments, ${spam} spam), model trained on the other video | ${prf(b)} | ${prf(r)} | ${prf(a)} | P ≥ 0.95 |`,
    );
    if (precision(a) < 0.95) missed.push(`${v.name}: precision ${f3(precision(a))} < 0.95`);
  });
  rows.push(
    `| **Both videos, leave-one-video-out (the rules were written from these videos: not held out)** | ${prf(before)} | ${prf(rulesOnly)} | **${prf(after)}** | F1 ≥ 0.96, P ≥ 0.95 |`,
  );
  if (f1(after) < 0.96) missed.push(`held-out F1 ${f3(f1(after))} < 0.96`);
  if (precision(after) < 0.95) missed.push(`held-out precision ${f3(precision(after))} < 0.95`);
}

// ---- 2. Our labelled set, shipped model.
{
  const b = count(
    LABELLED_COMMENTS,
    LABELLED_COMMENTS.map((c) => oldSpam(c.text)),
  );
  const a = count(
    LABELLED_COMMENTS,
    LABELLED_COMMENTS.map((c) => newSpam(c.text)),
  );
  const spam = LABELLED_COMMENTS.filter((c) => c.spam).length;
  rows.push(
    `| Our labelled comments (${LABELLED_COMMENTS.length}, ${spam} spam), shipped model | ${prf(b)}, ${b.fp} FP | — | ${prf(a)}, ${a.fp} FP | no new FP |`,
  );
  if (a.fp > b.fp) missed.push(`labelled set: ${a.fp} false positives > ${b.fp} before`);
  for (const c of LABELLED_COMMENTS) if (!c.spam && newSpam(c.text)) console.log(`labelled FP: ${c.text}`);
}

// ---- 3. The sample channel's comments (what the demo shows), shipped model.
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
    const oldEv = comments.map((c) => oldEvidence(visible(c.text), tokenize(c.text)));
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
    `| Sample channel comments (${items.length}, ${items.filter((i) => i.spam).length} from spam templates), shipped model, with copy-paste detection | ${rate(b)} | — | ${rate(a)} | no new FP |`,
  );
  if (a.fp > b.fp) missed.push(`sample comments: ${a.fp} false positives > ${b.fp} before`);
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
  const oldStart = performance.now();
  let m = 0;
  while (performance.now() - oldStart < 1500) {
    texts.forEach((t, i) => oldEvidence(t, tokens[i] as Token[]));
    m += texts.length;
  }
  const oldPerSecond = m / ((performance.now() - oldStart) / 1000);
  rows.push(
    `| Throughput, comments/s (one thread, spam only, tokens given) | ${Math.round(oldPerSecond).toLocaleString("en")} | — | ${Math.round(perSecond).toLocaleString("en")} | — |`,
  );
}

// ---- Table.
const table = [
  `Run ${new Date().toISOString().slice(0, 10)} on ${machineLine()}. Reproduce with \`npx tsx scripts/bench-spam.ts\` (needs \`../shared/data/youtube-spam-dev\` beside the repo for the real comment sections; retrain with \`npx tsx scripts/train-spam-model.ts\`).`,
  `Cells are precision / recall / F1 for spam. Real comment sections: two hand-labelled videos of the YouTube Spam Collection (Alberto, Lochter & Almeida, ICMLA 2015, CC BY 4.0), each scored by a model trained without it (settings l1=${SPAM_MODEL_SETTINGS.l1}, l2=${SPAM_MODEL_SETTINGS.l2}, threshold ${SPAM_MODEL_SETTINGS.threshold}, chosen by the same leave-one-video-out). "Before" is the rules at the start of the spam-recall issue. The rules are written from these two videos, so only the model's part of each figure is held out: the rules added in issue 25 (like-my-page, growth-offer, visit-site, look-up-someone, getting-known) came after reading the misses of this table, and KatyPerry's recall moved 0.937 → 0.954 with them (Psy unchanged). Unseen comment sections scored P 0.988, R 0.850 in the outside measurement of issue 25: expect recall below these figures.`,
  "",
  "| measure | before (old rules) | new rules alone | after (rules + model) | target |",
  "|---|---|---|---|---|",
  ...rows,
  "",
  targetsLine(missed),
  "These targets are checked on the two videos the rules were read from, so meeting them is not the claim: the claim is the outside measurement on unseen comment sections (P 0.988, R 0.850 before the issue-25 rules).",
].join("\n");
console.log(table);

finishBench(
  "SPAM",
  {
    heading: "Comment spam detector",
    intro:
      "`npx tsx scripts/bench-spam.ts`: precision and recall of the spam detector on real YouTube comment sections (leave-one-video-out), on our labelled comments and on the sample channel, before and after.",
    body: table,
  },
  missed,
);

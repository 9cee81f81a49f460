// `npx tsx scripts/spam-human-flags.ts [--save before.json] [--compare before.json]`: a precision
// proxy for the spam detector on real human posts that are not YouTube spam (TweetEval val+test,
// the VADER tweets, every post of multilingual-sentiment-dev), and how often each rule fires on
// the two real comment sections we hold (Psy, KatyPerry: spam vs real viewers; those sections were
// in view when the rules were written, so these are sanity figures, not held-out ones).
// --save writes today's flagged posts; --compare lists every post flagged now and not in the saved
// file, and every one no longer flagged, so a rule change can be judged post by post.
import "../app/features/comment-sentiment/engine/install-lexicon";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { detectSpam, spamRules } from "../app/features/comment-sentiment/engine/spam";
import { decodeMarkup, hasMarkup, tokenize } from "../app/features/comment-sentiment/engine/tokenize";
import { loadSpamDev, root } from "./train-spam-model";

const data = [join(root, "../shared/data"), "/work/shared/data"].find((d) => existsSync(d));
if (data === undefined) {
  console.log("SKIP: ../shared/data not found");
  process.exit(0);
}
const lines = (file: string) =>
  readFileSync(file, "utf8")
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l !== "");

const posts: { source: string; text: string }[] = [];
for (const part of ["val", "test"])
  for (const text of lines(join(data, "tweeteval-sentiment", `${part}_text.txt`)))
    posts.push({ source: `tweeteval-${part}`, text });
for (const line of lines(join(data, "vader-ground-truth", "tweets_GroundTruth.txt")))
  posts.push({ source: "vader-tweets", text: line.split("\t").slice(2).join("\t") });
const ml = join(data, "multilingual-sentiment-dev");
for (const lang of readdirSync(ml).filter((d) => !d.includes(".")))
  for (const file of readdirSync(join(ml, lang)).filter((f) => f.endsWith("_text.txt")))
    for (const text of lines(join(ml, lang, file))) posts.push({ source: `multilingual-${lang}`, text });

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i < 0 ? undefined : process.argv[i + 1];
};
/** --rules a,b: list every human post these rules fire on, and their counts on the sections. */
const only = arg("--rules")?.split(",");
const visible = (raw: string) => (hasMarkup(raw) ? decodeMarkup(raw) : raw);
const flagged: { source: string; text: string; reasons: string[]; signals: string[] }[] = [];
const bySource = new Map<string, { n: number; flagged: number }>();
for (const p of posts) {
  const tokens = tokenize(p.text);
  const v = detectSpam(visible(p.text), tokens);
  const s = bySource.get(p.source) ?? { n: 0, flagged: 0 };
  s.n++;
  if (only !== undefined) {
    const fired = spamRules(visible(p.text), tokens).signals.filter((id) => only.includes(id));
    if (fired.length > 0)
      console.log(`FIRES [${p.source}] ${fired.join(",")} (${v.spam ? "flagged" : "not flagged"}) :: ${p.text}`);
  }
  if (v.spam) {
    s.flagged++;
    flagged.push({ ...p, reasons: v.reasons, signals: spamRules(visible(p.text), tokens).signals });
  }
  bySource.set(p.source, s);
}
let total = 0;
for (const [source, s] of bySource) {
  total += s.n;
  console.log(`${source}: ${s.flagged} of ${s.n} flagged (${((100 * s.flagged) / s.n).toFixed(2)}%)`);
}
console.log(`all human posts: ${flagged.length} of ${total} flagged (${((100 * flagged.length) / total).toFixed(2)}%)`);

const save = arg("--save");
if (save !== undefined) writeFileSync(save, JSON.stringify(flagged, null, 1));
const compare = arg("--compare");
if (compare !== undefined) {
  const before = JSON.parse(readFileSync(compare, "utf8")) as typeof flagged;
  const key = (f: { source: string; text: string }) => `${f.source}\u0000${f.text}`;
  const was = new Set(before.map(key));
  const now = new Set(flagged.map(key));
  for (const f of flagged) if (!was.has(key(f))) console.log(`NEW  [${f.source}] ${f.signals.join(",")} :: ${f.text}`);
  for (const f of before) if (!now.has(key(f))) console.log(`GONE [${f.source}] ${f.text}`);
}

// Rule by rule on the two sections we hold (in view when the rules were written).
const dev = loadSpamDev();
if (dev !== null) {
  const fires = new Map<string, { spam: number; ham: number }>();
  let spamN = 0;
  let hamN = 0;
  for (const c of dev.flatMap((v) => v.comments)) {
    if (c.spam) spamN++;
    else hamN++;
    for (const id of new Set(spamRules(visible(c.text), tokenize(c.text)).signals)) {
      const f = fires.get(id) ?? { spam: 0, ham: 0 };
      if (c.spam) f.spam++;
      else f.ham++;
      fires.set(id, f);
    }
  }
  console.log(`\nrule fires on Psy + KatyPerry (in view): ${spamN} spam, ${hamN} real viewers`);
  for (const [id, f] of [...fires].sort((a, b) => b[1].spam - a[1].spam))
    if (only === undefined || only.includes(id)) console.log(`${id}: spam ${f.spam}, real viewers ${f.ham}`);
}

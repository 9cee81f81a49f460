// `npx tsx scripts/bench-ask.ts` (part of `npm run bench`, after its build). Three measurements,
// recorded in docs/benchmarks.md between the ASK markers:
// 1. Routing on the held-back phrasings (scripts/training/ask-router/held-back.ts: written by us, never read
//    by the trainer; held-back-3.ts by a separate writer, the target's set): right kind, wrong kind, or
//    "not sure" (asks which tool). Pure, in Node.
// 2. Number traceability on the demo workspace: the held-back questions and the suggested ones
//    asked through the built Worker; every number written in an answer is looked for among the
//    figures its sources list, which are only its tools' own figures (engine/figures.ts
//    `traceNumbers`). A number no figure holds is counted as fixed wording ("at 28 days"), as
//    quoted data (inside a video title “…”), or as untraced; the first two are said apart and
//    left out of the rate, never counted as traced (a figure the answer states is no
//    source, so the rate can fail).
// 3. How long the five suggested questions take to answer on the demo workspace (the wait a
//    creator sees): the built Worker under `wrangler dev --local` with a fresh D1 and the
//    deterministic answerer (no Workers AI binding locally).
import { HELD_BACK_2, HELD_BACK_PHRASINGS } from "./training/ask-router/held-back";
import { HELD_BACK_3 } from "./training/ask-router/held-back-3";
import { route } from "../app/features/ask-vidwise/engine/route";
import { installRouterModel } from "../app/features/ask-vidwise/engine/router-model";
import { ROUTER_MODEL_DATA } from "../app/features/ask-vidwise/engine/router-weights";
import { isFixedWording, isInQuotation, traceNumbers } from "../app/features/ask-vidwise/engine/figures";
import { DEMO_QUESTIONS_PER_DAY } from "../app/features/ask-vidwise/limits";
import { SUGGESTED_QUESTIONS } from "../app/features/ask-vidwise/suggested-questions";
import { finishBench, machineLine } from "./bench-doc";
// @ts-expect-error plain ES module without types
import { serveFresh, startDemo } from "./serve-fresh.mjs";

// The Worker reads the router's weights from D1; in Node they come from their file.
installRouterModel(ROUTER_MODEL_DATA);

const ASKS_PER_QUESTION = 8;
/** A creator waits for this at most (p95) before the answer appears: the target. */
const TARGET_P95_MS = 1500;
/** The goals: creator questions routed to a tool that answers them, numbers traceable. */
const TARGET_ROUTED = 0.9;
const TARGET_TRACED = 0.95;

const missed: string[] = [];
const pct = (n: number, d: number) => `${((100 * n) / d).toFixed(1)}%`;

// 1. Routing (no Worker needed).
type Phrasings = readonly (readonly [string, string])[];
function scoreRouting(set: Phrasings) {
  const kinds = new Map<string, { n: number; right: number }>();
  let right = 0;
  let unsure = 0;
  let creatorRight = 0;
  const wrong: string[] = [];
  // Creator questions: every kind but off-topic (the ones traceability asks through the Worker).
  const creatorQuestions: string[] = [];
  for (const [question, expected] of set) {
    const routed = route(question);
    const got = routed.kind === "intent" ? routed.intent : routed.kind;
    const row = kinds.get(expected) ?? { n: 0, right: 0 };
    row.n++;
    if (got === expected) {
      right++;
      row.right++;
    } else if (routed.kind === "unsure") unsure++;
    else wrong.push(`"${question}" → ${got} (expected ${expected})`);
    kinds.set(expected, row);
    if (expected !== "off-topic") {
      creatorQuestions.push(question);
      if (got === expected) creatorRight++;
    }
  }
  return {
    total: set.length,
    right,
    unsure,
    wrong,
    kinds,
    creator: creatorQuestions.length,
    creatorRight,
    creatorQuestions,
  };
}
const first = scoreRouting(HELD_BACK_PHRASINGS);
const second = scoreRouting(HELD_BACK_2);
const third = scoreRouting(HELD_BACK_3);
for (const [name, r] of [
  ["first held-back set", first],
  ["second held-back set", second],
  ["third held-back set", third],
] as const) {
  console.log(
    `routing on the ${name} (${r.total}): ${r.right} right, ${r.wrong.length} wrong, ${r.unsure} not sure; creator questions ${r.creatorRight}/${r.creator}`,
  );
  for (const w of r.wrong) console.log(`  wrong: ${w}`);
}
// The target is judged on the third set: written by a separate writer who never saw any training
// phrasing, and never used to write one (the first two sets' misses were read before retrains).
if (third.creatorRight / third.creator < TARGET_ROUTED)
  missed.push(`unseen creator questions routed ${pct(third.creatorRight, third.creator)} < ${TARGET_ROUTED * 100}%`);
const creatorQuestions = first.creator + third.creator;

const { base, stop } = (await serveFresh()) as { base: string; stop: () => void };

/** A new demo's cookie; POST /demo allows a few starts a minute per address (DEMO_LIMITER): wait and retry. */
async function newDemo(): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    try {
      return (await startDemo(base)) as string;
    } catch (error) {
      if (attempt >= 5 || !String(error).includes("429")) throw error;
      console.log("demo starts limited: waiting a minute");
      await new Promise((resolve) => setTimeout(resolve, 61_000));
    }
  }
}

type Row = { question: string; first: number; p50: number; p95: number; sources: number; chars: number };
type Answered = { content: string; sources: { figures: Record<string, string | number | null> }[] };
const rows: Row[] = [];
/** The numbers that state a figure: all written but fixed wording and quoted data. */
const figuresWritten = () => counted.written - counted.fixedWording - counted.quoted;
/** Every number the answers write, by where it was found. */
const counted = { written: 0, traced: 0, fixedWording: 0, quoted: 0 };
const untraced: string[] = [];
try {
  async function ask(cookie: string, question: string): Promise<Answered> {
    const response = await fetch(`${base}/api/ask`, {
      method: "POST",
      headers: { cookie, origin: base, "content-type": "application/json" },
      body: JSON.stringify({ message: question }),
    });
    const body = (await response.json()) as { answer?: Answered; error?: string };
    if (response.status !== 200 || !body.answer)
      throw new Error(`"${question}" answered ${response.status}: ${body.error}`);
    return body.answer;
  }

  // 2. Traceability: a fresh demo per DEMO_QUESTIONS_PER_DAY questions (the demo's daily limit).
  const traced = [...SUGGESTED_QUESTIONS, ...first.creatorQuestions, ...third.creatorQuestions];
  let cookie = "";
  for (const [i, question] of traced.entries()) {
    if (i % DEMO_QUESTIONS_PER_DAY === 0) cookie = await newDemo();
    const answer = await ask(cookie, question);
    const numbers = traceNumbers(
      answer.content,
      answer.sources.flatMap((s) => Object.entries(s.figures)),
    );
    for (const n of numbers) {
      counted.written++;
      if (n.figure !== null) counted.traced++;
      else if (isFixedWording(answer.content, n)) counted.fixedWording++;
      else if (isInQuotation(answer.content, n)) counted.quoted++;
      else untraced.push(`${n.written} in the answer to "${question}"`);
    }
  }
  console.log(
    `traceability: ${counted.traced} of ${figuresWritten()} figures in ${traced.length} answers found among their tools' figures ` +
      `(${counted.written} numbers written; ${counted.fixedWording} fixed wording, ${counted.quoted} in quoted titles or comments)`,
  );
  for (const u of untraced.slice(0, 10)) console.log(`  untraced: ${u}`);
  if (figuresWritten() > 0 && counted.traced / figuresWritten() < TARGET_TRACED)
    missed.push(`numbers traceable ${pct(counted.traced, figuresWritten())} < ${TARGET_TRACED * 100}%`);

  // 3. Time to answer.
  for (const question of SUGGESTED_QUESTIONS) {
    // A fresh demo per question keeps each one under the per-user question limit.
    const demo = await newDemo();
    const times: number[] = [];
    let sources = 0;
    let chars = 0;
    for (let i = 0; i < ASKS_PER_QUESTION; i++) {
      const t0 = performance.now();
      const answer = await ask(demo, question);
      times.push(performance.now() - t0);
      sources = answer.sources.length;
      chars = answer.content.length;
    }
    const sorted = [...times].sort((a, b) => a - b);
    const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
    const row = { question, first: times[0]!, p50: at(50), p95: at(95), sources, chars };
    rows.push(row);
    console.log(
      `${question}: first ${row.first.toFixed(0)} ms, p50 ${row.p50.toFixed(0)} ms, p95 ${row.p95.toFixed(0)} ms, ${sources} sources`,
    );
    if (row.p95 > TARGET_P95_MS) missed.push(`"${question}" p95 ${row.p95.toFixed(0)} ms > ${TARGET_P95_MS} ms`);
  }
} finally {
  stop();
}

const body = [
  `Run ${new Date().toISOString().slice(0, 10)} on ${machineLine()}.`,
  "",
  "**Routing and numbers: questions written by us** (no creator's own questions are available to the team; every held-back set was written apart from the training phrasings and is never read by the trainer, but inside the team, so read these as optimistic; issue 25 measured the old rules at 26/42 on creators' own words). The third set was written by a separate writer in creators' forum wording, without seeing any training phrasing or earlier set; it was scored once before the retrain that added the second writer's training phrasings (scripts/training/ask-router/phrasings-more.ts, written without seeing it) and its misses were not used to write any training phrasing. Every held-back set shares no phrasing with training: a phrasing whose normalised text, or whose word set at Jaccard 0.8 or more, matches a training phrasing was removed (scripts/training/ask-router/overlap.ts; app/features/ask-vidwise/engine/eval-overlap.test.ts fails if one comes back), so the \"before\" figures below were on the sets before that removal.",
  "",
  "| measurement | data | result | target |",
  "|---|---|---|---|",
  `| creator questions routed to the kind (tool) that answers them | third held-back set: ${third.creator} phrasings by a separate writer, never seen by the trainer or the training writers; questions written by us | ${third.creatorRight}/${third.creator} (${pct(third.creatorRight, third.creator)}); 166/192 (86.5%) with the router before the retrain | ≥ ${TARGET_ROUTED * 100}% |`,
  `| the same, all phrasings: right / wrong / "not sure" (asks, listing likely tools) | third held-back set incl. ${third.total - third.creator} off-topic; questions written by us | ${third.right} / ${third.wrong.length} / ${third.unsure}; 176 / 18 / 10 before the retrain | — |`,
  `| creator questions routed right, second held-back set (its misses were listed by the bench before this retrain, though none was used to write a training phrasing) | ${second.creator} phrasings, questions written by us | ${second.creatorRight}/${second.creator} (${pct(second.creatorRight, second.creator)}); 73/80 before the retrain | — |`,
  `| creator questions routed right, first held-back set (its misses were seen before an earlier retrain: not unseen) | ${first.creator} phrasings, questions written by us | ${first.creatorRight}/${first.creator} (${pct(first.creatorRight, first.creator)}); 138/160 (86.3%) when first scored | — |`,
  `| numbers an answer states found among its tools' own figures (a number the answer writes is never its own source; fixed wording such as "at 28 days" and numbers inside a quoted title or comment are left out and counted in the next row) | demo workspace (our own sample channel — smoke test), ${SUGGESTED_QUESTIONS.length} suggested + ${creatorQuestions} held-back questions (first and third sets) written by us; no choice made looking at this count | ${counted.traced}/${figuresWritten()} (${figuresWritten() > 0 ? pct(counted.traced, figuresWritten()) : "—"}) | ≥ ${TARGET_TRACED * 100}% |`,
  `| numbers written that no tool figure holds: fixed wording of a horizon or scale / inside a quoted title or comment / neither (untraced) | the same answers | ${counted.fixedWording} / ${counted.quoted} / ${untraced.length} of ${counted.written} | — |`,
  "",
  "Per kind (third held-back set, right of n):" +
    [...third.kinds].map(([k, r]) => ` ${k} ${r.right}/${r.n}`).join(";") +
    ".",
  "",
  `**Time to answer** the five suggested questions: built Worker under \`wrangler dev --local\`, fresh D1, a new demo workspace per question, ${ASKS_PER_QUESTION} asks each, one at a time (our own sample channel — smoke test).`,
  "",
  "| question | first ms | p50 ms | p95 ms | sources | answer characters | target |",
  "|---|---|---|---|---|---|---|",
  ...rows.map(
    (r) =>
      `| ${r.question} | ${r.first.toFixed(0)} | ${r.p50.toFixed(0)} | ${r.p95.toFixed(0)} | ${r.sources} | ${r.chars} | p95 ≤ ${TARGET_P95_MS} ms |`,
  ),
  "",
  missed.length === 0 ? "All targets met (on questions written by us)." : `Targets missed: ${missed.join("; ")}.`,
].join("\n");
finishBench(
  "ASK",
  {
    heading: "Ask Vidwise",
    intro:
      "`npx tsx scripts/bench-ask.ts`: routing on held-back phrasings, number traceability and time to answer on the demo workspace (deterministic answerer).",
    body,
  },
  missed,
);

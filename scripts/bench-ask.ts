// `npx tsx scripts/bench-ask.ts` (part of `npm run bench`, after its build): how long Ask Vidwise
// takes to answer the five suggested questions about the sample channel, through the built
// Worker under `wrangler dev --local` with a fresh D1 and the deterministic answerer (no Workers
// AI binding locally). Every answer runs its tools on the workspace's data at that moment, so
// this is the wait a creator sees. Records docs/benchmarks.md between the ASK markers.
import { SUGGESTED_QUESTIONS } from "../app/features/ask-vidwise/suggested-questions";
import { finishBench, machineLine } from "./bench-doc";
// @ts-expect-error plain ES module without types
import { serveFresh, startDemo } from "./serve-fresh.mjs";

const ASKS_PER_QUESTION = 8;
/** A creator waits for this at most (p95) before the answer appears: the target. */
const TARGET_P95_MS = 1500;

const { base, stop } = (await serveFresh()) as { base: string; stop: () => void };

type Row = { question: string; first: number; p50: number; p95: number; sources: number; chars: number };
const rows: Row[] = [];
const missed: string[] = [];
try {
  for (const question of SUGGESTED_QUESTIONS) {
    // A fresh demo per question keeps each one under the per-user question limit.
    const cookie = await startDemo(base);
    const times: number[] = [];
    let sources = 0;
    let chars = 0;
    for (let i = 0; i < ASKS_PER_QUESTION; i++) {
      const t0 = performance.now();
      const response = await fetch(`${base}/api/ask`, {
        method: "POST",
        headers: { cookie, origin: base, "content-type": "application/json" },
        body: JSON.stringify({ message: question }),
      });
      const body = (await response.json()) as { answer?: { content: string; sources: unknown[] }; error?: string };
      times.push(performance.now() - t0);
      if (response.status !== 200 || !body.answer) throw new Error(`"${question}" answered ${response.status}: ${body.error}`);
      sources = body.answer.sources.length;
      chars = body.answer.content.length;
    }
    const sorted = [...times].sort((a, b) => a - b);
    const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
    const row = { question, first: times[0]!, p50: pct(50), p95: pct(95), sources, chars };
    rows.push(row);
    console.log(`${question}: first ${row.first.toFixed(0)} ms, p50 ${row.p50.toFixed(0)} ms, p95 ${row.p95.toFixed(0)} ms, ${sources} sources`);
    if (row.p95 > TARGET_P95_MS) missed.push(`"${question}" p95 ${row.p95.toFixed(0)} ms > ${TARGET_P95_MS} ms`);
  }
} finally {
  stop();
}

const body = [
  `Run ${new Date().toISOString().slice(0, 10)} on ${machineLine()}; built Worker under \`wrangler dev --local\`, fresh D1, a new demo workspace per question, ${ASKS_PER_QUESTION} asks each, one at a time.`,
  "",
  "| question | first ms | p50 ms | p95 ms | sources | answer characters | target |",
  "|---|---|---|---|---|---|---|",
  ...rows.map((r) => `| ${r.question} | ${r.first.toFixed(0)} | ${r.p50.toFixed(0)} | ${r.p95.toFixed(0)} | ${r.sources} | ${r.chars} | p95 ≤ ${TARGET_P95_MS} ms |`),
  "",
  missed.length === 0 ? "All targets met." : `Targets missed: ${missed.join("; ")}.`,
].join("\n");
finishBench(
  "ASK",
  {
    heading: "Ask Vidwise",
    intro: "`npx tsx scripts/bench-ask.ts`: the time to answer each suggested question about the sample channel (deterministic answerer; every answer computes its tools' results fresh).",
    body,
  },
  missed,
);

// `npx tsx scripts/bench-text-engines.ts`: how long each text engine takes on hostile text at
// its edge's maximum length (crafted text must never stall the Worker). The inputs
// are generated here: the repeat patterns of tests/data/adversarial-text.ts (the ones that made
// backtracking expressions explode) plus random repeat shapes over the same hostile alphabet
// from a fixed fast-check seed. Each input is timed as the median of a few runs; the slowest
// input of each engine is recorded in docs/benchmarks.md between the TEXT-ENGINES markers with
// its budget, and the script exits non-zero when one is over. The tests assert no time (the
// project forbids timed tests): tests/integration/text-engines-adversarial.test.ts checks the
// same inputs give well-formed answers, and this is where their speed is measured.
import "../app/features/comment-sentiment/engine/install-lexicon";
import fc from "fast-check";
import os from "node:os";
import { analyzeComments } from "../app/features/comment-sentiment/engine/summary";
import {
  ATTACK_PATTERNS,
  buildAttack,
  PROBE_COMMENTS,
  TEXT_ENGINES,
  type AttackPattern,
} from "../tests/data/adversarial-text";
import { finishBench, machineLine, targetsLine } from "./bench-doc";

/**
 * Budgets per input. A comment-sized text (comments, questions, titles, an email field) gets 50 ms:
 * a page scores hundreds of comments inside one Worker request. The Description Rewriter gets
 * 100 ms for its 5,000 characters: it measures the text twice and rewrites it, once per press. A
 * Studio file pair at the 5 MB cap gets 1 s: one import, once. So does a title imported from such a
 * file (150,000 characters, where real ones have at most 100: only the account's own import can
 * bring one, and it costs that once per page that reads it).
 */
const BUDGET_MS: Readonly<Record<string, number>> = {
  "Description checks and rewrite (rewriteDescription)": 100,
  "Studio CSV import (parseStudioExport)": 1_000,
  "Titles imported from a Studio export": 1_000,
};
const DEFAULT_BUDGET_MS = 50;
/** The four crafted comments of the security probe, through the API's analyzeComments, together. */
const PROBE_BUDGET_MS = 50;
const RUNS = 5;
const RANDOM_SHAPES = 24;
const SEED = 24;

const ALPHABET = [
  "h",
  "a",
  "e",
  "o",
  "l",
  "x",
  "s",
  "#",
  "@",
  ".",
  ",",
  ":",
  "!",
  "?",
  "-",
  "–",
  "|",
  "(",
  ")",
  "[",
  "]",
  "0",
  "1",
  "'",
  '"',
  "/",
  "=",
  " ",
  " ",
  "\n",
  "\t",
  "😂",
];
const piece = (maxLength: number) => fc.string({ unit: fc.constantFrom(...ALPHABET), maxLength });
const randomShapes: AttackPattern[] = fc
  .sample(
    fc.tuple(
      piece(12),
      piece(6).filter((u) => u.length > 0),
      piece(12),
    ),
    { seed: SEED, numRuns: RANDOM_SHAPES },
  )
  .map(([prefix, unit, suffix], i) => ({
    name: `random shape ${i + 1}: ${JSON.stringify(prefix)} + ${JSON.stringify(unit)} × n + ${JSON.stringify(suffix)}`,
    prefix,
    unit,
    suffix,
  }));

function medianMs(run: () => unknown): number {
  run(); // warm-up: the first call compiles the expressions
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    run();
    times.push(performance.now() - t0);
  }
  return times.sort((a, b) => a - b)[Math.floor(RUNS / 2)]!;
}

const loadAtStart = os.loadavg()[0]!.toFixed(1);
type Row = { engine: string; edge: string; inputs: number; slowest: string; ms: number; budget: number };
const rows: Row[] = [];
const missed: string[] = [];
for (const engine of TEXT_ENGINES) {
  let slowest = { name: "", ms: -1 };
  const patterns = [...ATTACK_PATTERNS, ...randomShapes];
  for (const pattern of patterns) {
    const text = buildAttack(pattern, engine.maxLength);
    const ms = medianMs(() => engine.run(text));
    if (ms > slowest.ms) slowest = { name: pattern.name, ms };
  }
  const budget = BUDGET_MS[engine.name] ?? DEFAULT_BUDGET_MS;
  rows.push({
    engine: engine.name,
    edge: engine.edge,
    inputs: patterns.length,
    slowest: slowest.name,
    ms: slowest.ms,
    budget,
  });
  console.log(`${engine.name}: slowest ${slowest.name} ${slowest.ms.toFixed(1)} ms (budget ${budget} ms)`);
  if (slowest.ms > budget) missed.push(`${engine.name} ${slowest.ms.toFixed(1)} ms > ${budget} ms on ${slowest.name}`);
}

const probeMs = medianMs(() => analyzeComments(PROBE_COMMENTS));
console.log(`Security probe's four crafted comments: ${probeMs.toFixed(1)} ms (budget ${PROBE_BUDGET_MS} ms)`);
if (probeMs > PROBE_BUDGET_MS)
  missed.push(`the security probe's crafted comments ${probeMs.toFixed(1)} ms > ${PROBE_BUDGET_MS} ms`);

const cell = (text: string) => text.replaceAll("|", "\\|").replaceAll("\n", "\\n");
const body = [
  `Run ${new Date().toISOString().slice(0, 10)} on ${machineLine()} (load average ${loadAtStart} at the start: the times include whatever else the machine ran); in-process engines (no Worker), each input the median of ${RUNS} runs after a warm-up. Data: adversarial inputs generated by the script (${ATTACK_PATTERNS.length} repeat patterns plus ${RANDOM_SHAPES} random repeat shapes, fast-check seed ${SEED}), each built to the edge's maximum length.`,
  "",
  "| engine | input (maximum length) | inputs tried | slowest input | ms | budget | result |",
  "|---|---|---|---|---|---|---|",
  ...rows.map(
    (r) =>
      `| ${r.engine} | ${cell(r.edge)} | ${r.inputs} | ${cell(r.slowest)} | ${r.ms.toFixed(1)} | ≤ ${r.budget} ms | ${r.ms <= r.budget ? "pass" : "FAIL"} |`,
  ),
  `| Security probe (shared/acceptance/security.mjs) | its 4 crafted comments through analyzeComments, as POST /api/comments/analyze runs them | 1 | all four together | ${probeMs.toFixed(1)} | ≤ ${PROBE_BUDGET_MS} ms | ${probeMs <= PROBE_BUDGET_MS ? "pass" : "FAIL"} |`,
  "",
  targetsLine(missed),
].join("\n");

finishBench(
  "TEXT-ENGINES",
  {
    heading: "Text engines on hostile input",
    intro:
      "`npx tsx scripts/bench-text-engines.ts`: every engine that runs regular expressions over text strangers write, on the repeat patterns that make a backtracking expression explode, at each edge's maximum length. Per engine, the slowest input and its time against a budget (before issue 24 a single 160-character \"haahaa…x\" comment word passed the Worker's 30 s CPU limit).",
    body,
  },
  missed,
);

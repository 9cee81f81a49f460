// `npm run bench`: every benchmark in turn, each recording its section of docs/benchmarks.md.
// A benchmark exits non-zero when it misses a target (the Worker over 400 KB, an accuracy goal);
// that must not stop the ones after it from measuring, so each runs whatever the last one said,
// and the run exits non-zero at the end, naming every one that missed.
import { spawnSync } from "node:child_process";
import { join } from "node:path";

const BENCHES = [
  "bench.ts",
  "bench-bundle.ts",
  "bench-sentiment.ts",
  "bench-sentiment-page.ts",
  "bench-spam.ts",
  "bench-forecast.ts",
  "bench-prepub.ts",
  "bench-published.ts",
  "bench-packaging.ts",
  "bench-dashboard.ts",
  "bench-ask.ts",
  "bench-mcp.ts",
  "bench-text-engines.ts",
  "bench-capacity.ts",
  "bench-control-creator.ts",
  "bench-track-record.ts",
  "bench-workspace-stores.ts",
  "bench-quota.ts",
];

const tsx = join(process.cwd(), "node_modules", ".bin", "tsx");
const missed = [];
for (const bench of BENCHES) {
  console.log(`\n── scripts/${bench}`);
  const { status } = spawnSync(tsx, [join("scripts", bench)], { stdio: "inherit" });
  if (status !== 0) missed.push(`scripts/${bench} (exit ${status ?? "signal"})`);
}
if (missed.length > 0) {
  console.error(
    `\nnpm run bench: ${missed.length} of ${BENCHES.length} reported a missed target or failed:\n- ${missed.join("\n- ")}`,
  );
  process.exit(1);
}
console.log(`\nnpm run bench: all ${BENCHES.length} met their targets.`);

// `npx tsx scripts/bench-bundle.ts` (part of `npm run bench`, after its build): each Worker's size,
// every .js file of its build gzipped on its own and added up (what Cloudflare's limit and the cold
// start see). Production runs two Workers, the pages Worker (build/server) and the engines Worker
// (build/engines): docs/decisions/005-worker-size.md. Records the table in docs/benchmarks.md
// between the BUNDLE markers; exits non-zero when a Worker is not under the 400 KB goal.
import { existsSync } from "node:fs";
import { machineLine, recordSection } from "./bench-doc";
import { BUILT_WORKERS, WORKER_SIZE_GOAL_KB as GOAL_KB, builtFiles, gzippedTotal, kb } from "./worker-size";

const missing = BUILT_WORKERS.filter((w) => !existsSync(w.dir));
if (missing.length > 0) {
  console.error(`No build of ${missing.map((w) => w.dir).join(", ")}. Run \`npm run build\` first.`);
  process.exit(1);
}

const over: string[] = [];
const rows: string[] = [];
for (const worker of BUILT_WORKERS) {
  const files = builtFiles(worker.dir).sort((a, b) => b.gz - a.gz);
  const total = gzippedTotal(files);
  if (total / 1024 >= GOAL_KB) over.push(`the ${worker.name} Worker is ${kb(total)} KB gzipped`);
  rows.push(...files.map((f) => `| \`${f.path}\` | ${kb(f.raw)} | ${kb(f.gz)} |`));
  rows.push(
    `| **${worker.name} Worker total** | ${kb(files.reduce((n, f) => n + f.raw, 0))} | **${kb(total)}** (goal < ${GOAL_KB}) |`,
  );
}
const table = [
  `Run ${new Date().toISOString().slice(0, 10)} on ${machineLine()}; \`npm run build\` (minified server builds).`,
  "",
  "| file | KB | KB gzipped |",
  "|---|---|---|",
  ...rows,
].join("\n");
console.log(table);

recordSection("BUNDLE", {
  heading: "Worker size",
  intro:
    "`npm run bench` (after its build). Two Workers in production (docs/decisions/005-worker-size.md): the pages Worker serves every request and calls the engines Worker over a Service Binding; each is held to the goal. The YouTube fake and the sample generator are in neither: they load only in development and tests, and `npm start` serves the fake from a local process.",
  body: table,
});
if (over.length > 0) {
  console.error(`Not under the ${GOAL_KB} KB goal: ${over.join("; ")}.`);
  process.exit(1);
}

// `npx tsx scripts/bench-bundle.ts` (part of `npm run bench`, after its build): the Worker's size,
// every .js file of build/server gzipped on its own and added up (what Cloudflare's limit and
// the cold start see), with the largest modules. Records the table in docs/benchmarks.md
// between the BUNDLE markers; exits non-zero above the 400 KB goal.
import { existsSync } from "node:fs";
import { machineLine, recordSection } from "./bench-doc";
import { WORKER_SIZE_GOAL_KB as GOAL_KB, builtFiles, gzippedTotal, kb } from "./worker-size";

const dir = "build/server";
if (!existsSync(dir)) {
  console.error("No build found. Run `npm run build` first.");
  process.exit(1);
}

const files = builtFiles(dir);
const total = gzippedTotal(files);
const rows = files.sort((a, b) => b.gz - a.gz).map((f) => `| \`${f.path}\` | ${kb(f.raw)} | ${kb(f.gz)} |`);
const table = [
  `Run ${new Date().toISOString().slice(0, 10)} on ${machineLine()}; \`npm run build\` (minified server build).`,
  "",
  "| file | KB | KB gzipped |",
  "|---|---|---|",
  ...rows,
  `| **Worker total** | ${kb(files.reduce((n, f) => n + f.raw, 0))} | **${kb(total)}** (goal < ${GOAL_KB}) |`,
].join("\n");
console.log(table);

recordSection("BUNDLE", {
  heading: "Worker size",
  intro:
    "`npm run bench` (after its build). The YouTube fake and the sample generator are not in production builds: they load only in development and tests, and `npm start` serves the fake from a local process.",
  body: table,
});
if (total / 1024 >= GOAL_KB) {
  console.error(`The Worker is ${kb(total)} KB gzipped, above the ${GOAL_KB} KB goal.`);
  process.exit(1);
}

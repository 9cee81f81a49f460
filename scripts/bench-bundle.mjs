// `node scripts/bench-bundle.mjs` (part of `npm run bench`, after its build): the Worker's size,
// every .js file of build/server gzipped on its own and added up (what Cloudflare's limit and
// the cold start see), with the largest modules. Records the table in docs/benchmarks.md
// between the BUNDLE markers; exits non-zero above the 400 KB goal.
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const GOAL_KB = 400;
const dir = "build/server";
if (!existsSync(dir)) {
  console.error("No build found. Run `npm run build` first.");
  process.exit(1);
}

const files = [];
const walk = (d) => {
  for (const f of readdirSync(d)) {
    const p = join(d, f);
    if (statSync(p).isDirectory()) {
      if (!f.startsWith(".")) walk(p);
    } else if (f.endsWith(".js")) files.push({ path: p, raw: statSync(p).size, gz: gzipSync(readFileSync(p)).length });
  }
};
walk(dir);
const total = files.reduce((n, f) => n + f.gz, 0);
const kb = (n) => (n / 1024).toFixed(1);
const cpu = os.cpus();
const rows = files.sort((a, b) => b.gz - a.gz).map((f) => `| \`${f.path}\` | ${kb(f.raw)} | ${kb(f.gz)} |`);
const table = [
  `Run ${new Date().toISOString().slice(0, 10)} on ${cpu.length} × ${cpu[0]?.model.trim() ?? "unknown CPU"}, Node ${process.version}; \`npm run build\` (minified server build).`,
  "",
  "| file | KB | KB gzipped |",
  "|---|---|---|",
  ...rows,
  `| **Worker total** | ${kb(files.reduce((n, f) => n + f.raw, 0))} | **${kb(total)}** (goal < ${GOAL_KB}) |`,
].join("\n");
console.log(table);

const docs = "docs/benchmarks.md";
const START = "<!-- BUNDLE:START -->";
const END = "<!-- BUNDLE:END -->";
let md = readFileSync(docs, "utf8");
if (!md.includes(START)) {
  md = `${md.trimEnd()}\n\n## Worker size\n\n\`npm run bench\` (last part). The YouTube fake and the sample generator are not in production builds: they load only in development and tests, and \`npm start\` serves the fake from a local process.\n\n${START}\n${END}\n`;
}
md = md.slice(0, md.indexOf(START) + START.length) + "\n" + table + "\n" + md.slice(md.indexOf(END));
writeFileSync(docs, md);
if (total / 1024 >= GOAL_KB) {
  console.error(`The Worker is ${kb(total)} KB gzipped, above the ${GOAL_KB} KB goal.`);
  process.exit(1);
}

// `npm test`: everything a change must pass, in the least wall time on a 2-core machine.
// Four lines of work run at once, since none of them keeps both cores busy on its own:
// - the browser tests' build and deploy check (tests/e2e/run.mjs --prepare), then the browser
//   tests themselves on that build and D1 (tests/e2e/run.mjs --prepared): one Chromium and one
//   local server, mostly waiting on each other. The longest line, so it starts first;
// - typecheck;
// - lint;
// - vitest (two workers; its own report streams live).
// The other outputs are held back and printed whole when each ends, so vitest's report stays
// readable. Output ends with a line of each step's time; the exit code is non-zero if any failed.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const seconds = (start) => `${Math.round((performance.now() - start) / 1000)} s`;

/** Runs an npm script; `live` streams its output, otherwise it is kept and returned. */
function step(name, script, { live = false } = {}) {
  return command(name, npm, ["run", "--silent", script], { live });
}

/** Runs any command the same way (its binaries from node_modules/.bin, as npm scripts see them). */
function command(name, file, args, { live = false } = {}) {
  const start = performance.now();
  return new Promise((resolve) => {
    const env = { ...process.env, PATH: `${join(process.cwd(), "node_modules", ".bin")}:${process.env.PATH}` };
    const child = spawn(file, args, { env, stdio: live ? "inherit" : ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout?.on("data", (chunk) => (output += chunk));
    child.stderr?.on("data", (chunk) => (output += chunk));
    child.on("error", (error) => resolve({ name, ok: false, output: String(error), time: seconds(start) }));
    child.on("exit", (code) => resolve({ name, ok: code === 0, output, time: seconds(start) }));
  });
}

function report(result) {
  if (result.ok) {
    // node:test's closing counts ("ℹ tests 128", "ℹ pass 128", …) say what passed.
    const counts = result.output.split("\n").filter((line) => /^ℹ (tests|pass|fail|skipped|duration_ms) /.test(line));
    console.log(`\n✓ ${result.name} passed (${result.time})${counts.length > 0 ? `\n${counts.join("\n")}` : ""}\n`);
  } else {
    console.log(`\n✗ ${result.name} failed (${result.time}):\n${result.output.trimEnd()}\n`);
  }
  return result;
}

const start = performance.now();
const d1 = mkdtempSync(join(tmpdir(), "vidwise-d1-"));
// The build does not wait for typecheck: `react-router build` neither writes nor reads the
// generated route types in .react-router/ (only typecheck's `react-router typegen` writes them),
// and the browser tests are the longest line, so every second they start earlier is one less at
// the end, when vitest has finished and a core would sit idle.
const typecheck = step("typecheck", "typecheck").then(report);
const prepared = command("build and deploy check", process.execPath, ["scripts/ensure-chromium.mjs"])
  .then((chromium) =>
    chromium.ok
      ? command("build and deploy check", process.execPath, ["tests/e2e/run.mjs", "--prepare", d1])
      : chromium,
  )
  .then(report);
const browser = prepared.then((built) =>
  built.ok
    ? command("browser tests", process.execPath, ["tests/e2e/run.mjs", "--prepared", d1]).then(report)
    : (rmSync(d1, { recursive: true, force: true }),
      { name: "browser tests", ok: false, output: "not run: no build", time: "0 s" }),
);
const results = await Promise.all([
  typecheck,
  step("lint", "lint").then(report),
  prepared,
  browser,
  step("vitest", "test:unit", { live: true }),
]);
const failed = results.filter((r) => !r.ok).map((r) => r.name);
console.log(`npm test: ${results.map((r) => `${r.name} ${r.time}`).join(", ")}; all ${seconds(start)}`);
if (failed.length > 0) {
  console.error(`npm test: ${failed.join(", ")} failed.`);
  process.exit(1);
}

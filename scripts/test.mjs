// `npm test`: everything a change must pass, in the least wall time on a 2-core machine.
// Typecheck and lint are single-threaded and vitest keeps one worker busy, so the three run at
// once; their outputs are held back and printed whole when each ends, so vitest's own report stays
// readable. The browser tests run last (they build and serve the app: CPU-heavy on their own).
// Output ends with vitest's and node:test's summaries; the exit code is non-zero if any step failed.
import { spawn } from "node:child_process";

const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const seconds = (start) => `${Math.round((performance.now() - start) / 1000)} s`;

/** Runs an npm script; `live` streams its output, otherwise it is kept and returned. */
function step(name, script, { live = false } = {}) {
  const start = performance.now();
  return new Promise((resolve) => {
    const child = spawn(npm, ["run", "--silent", script], { stdio: live ? "inherit" : ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout?.on("data", (chunk) => (output += chunk));
    child.stderr?.on("data", (chunk) => (output += chunk));
    child.on("error", (error) => resolve({ name, ok: false, output: String(error), time: seconds(start) }));
    child.on("exit", (code) => resolve({ name, ok: code === 0, output, time: seconds(start) }));
  });
}

function report(result) {
  if (result.ok) {
    console.log(`\n✓ ${result.name} passed (${result.time})\n`);
  } else {
    console.log(`\n✗ ${result.name} failed (${result.time}):\n${result.output.trimEnd()}\n`);
  }
  return result;
}

const start = performance.now();
const quiet = [step("typecheck", "typecheck").then(report), step("lint", "lint").then(report)];
const results = await Promise.all([...quiet, step("vitest", "test:unit", { live: true })]);
const failed = results.filter((r) => !r.ok).map((r) => r.name);
console.log(`npm test: ${results.map((r) => `${r.name} ${r.time}`).join(", ")} (together ${seconds(start)})`);
if (failed.length > 0) {
  console.error(`npm test: ${failed.join(", ")} failed; browser tests not run.`);
  process.exit(1);
}

const e2e = await step("browser tests", "test:e2e", { live: true });
if (!e2e.ok) process.exit(1);

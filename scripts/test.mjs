// `npm test`: everything a change must pass, in the least wall time on a 2-core machine.
// Typecheck and lint are single-threaded and vitest keeps one worker busy, so the three run at
// once; their outputs are held back and printed whole when each ends, so vitest's own report stays
// readable. The browser tests' build and deploy check (tests/e2e/run.mjs --prepare) follow the
// typecheck beside lint and vitest: most of the check is Wrangler starting and SQLite writing,
// which overlaps vitest's waits. The browser tests themselves run last, on that build and D1.
// Output ends with vitest's and node:test's summaries; the exit code is non-zero if any step failed.
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
    console.log(`\n✓ ${result.name} passed (${result.time})\n`);
  } else {
    console.log(`\n✗ ${result.name} failed (${result.time}):\n${result.output.trimEnd()}\n`);
  }
  return result;
}

const start = performance.now();
const d1 = mkdtempSync(join(tmpdir(), "vidwise-d1-"));
// The build waits for typecheck: both run React Router's generator over .react-router/, and two
// writers at once could hand tsc a half-written file.
const typecheck = step("typecheck", "typecheck").then(report);
const prepared = typecheck
  .then(() => command("build and deploy check", process.execPath, ["scripts/ensure-chromium.mjs"]))
  .then((chromium) => (chromium.ok ? command("build and deploy check", process.execPath, ["tests/e2e/run.mjs", "--prepare", d1]) : chromium))
  .then(report);
const quiet = [typecheck, step("lint", "lint").then(report), prepared];
const results = await Promise.all([...quiet, step("vitest", "test:unit", { live: true })]);
const failed = results.filter((r) => !r.ok).map((r) => r.name);
console.log(`npm test: ${results.map((r) => `${r.name} ${r.time}`).join(", ")} (together ${seconds(start)})`);
if (failed.length > 0) {
  rmSync(d1, { recursive: true, force: true });
  console.error(`npm test: ${failed.join(", ")} failed; browser tests not run.`);
  process.exit(1);
}

const e2e = await command("browser tests", process.execPath, ["tests/e2e/run.mjs", "--prepared", d1], { live: true });
console.log(`npm test: browser tests ${e2e.time}; all ${seconds(start)}`);
if (!e2e.ok) process.exit(1);

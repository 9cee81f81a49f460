// Browser tests: build, check the deploy on that build (scripts/deploy-check.ts: `npm run
// deploy`'s steps offline, its migrations and seed landing in a fresh D1), serve the built Worker
// on that same D1, run tests/e2e/*.test.ts in Node's test runner against it, stop the server.
//
// `npm test` splits this in two so the build and the deploy check overlap vitest (scripts/test.mjs):
//   node tests/e2e/run.mjs --prepare DIR   build + deploy check into the D1 folder DIR, then exit;
//   node tests/e2e/run.mjs --prepared DIR  serve that build on DIR's D1 and run the tests.
// Without either, it does both in one go (`npm run test:e2e`).
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { run } from "../../scripts/lib.mjs";
import { serveFresh } from "../../scripts/serve-fresh.mjs";

const args = process.argv.slice(2);
const flag = (name) => {
  const at = args.indexOf(name);
  if (at < 0) return null;
  const [value] = args.splice(at, 2).slice(1);
  if (!value) throw new Error(`${name} needs a folder`);
  return value;
};
const prepareInto = flag("--prepare");
const prepared = flag("--prepared");

/** Builds and checks the deploy into `dir` (a D1 folder); exits the process when the check fails. */
async function prepare(dir) {
  await run("react-router", ["build"], { stdio: ["ignore", "ignore", "inherit"] });
  try {
    await run("tsx", ["scripts/deploy-check.ts", "--persist-to", dir]);
  } catch {
    rmSync(dir, { recursive: true, force: true });
    console.error("e2e: the deploy check failed; browser tests not run.");
    process.exit(1);
  }
}

if (prepareInto) {
  await prepare(prepareInto);
  process.exit(0);
}
const fresh = prepared ?? mkdtempSync(join(tmpdir(), "vidwise-d1-"));
if (!prepared) await prepare(fresh);
const { base, persist, log, stop } = await serveFresh({ persist: fresh });
console.log(`e2e: serving ${base}`);
// In production the hourly cron has prepared the week's demo (its base and every tool's results on
// it) before visitors arrive; fire it once here too, so the first test to start a demo does not
// pay those seconds inside its own 20-second wait (on a loaded CI machine it did not). A demo
// started before any cron (the /demo route's own fallback) is tested in
// tests/integration/demo-showcase.test.ts.
const hourly = await fetch(`${base}/cdn-cgi/handler/scheduled?cron=${encodeURIComponent("7 * * * *")}`);
if (!hourly.ok) console.error(`e2e: the hourly cron answered ${hourly.status}`);
// `node tests/e2e/run.mjs account` runs only the files whose name contains "account";
// `account,billing` those whose name contains either.
const only = args[0]?.split(",").filter(Boolean) ?? [];
const files = readdirSync("tests/e2e")
  .filter((f) => f.endsWith(".test.ts") && (only.length === 0 || only.some((part) => f.includes(part))))
  .map((f) => `tests/e2e/${f}`);
const code = await new Promise((resolve) => {
  const child = spawn(process.execPath, ["--test", "--test-concurrency=1", "--test-reporter=spec", ...files], {
    stdio: "inherit",
    env: { ...process.env, BASE_URL: base, VIDWISE_PERSIST_DIR: persist, VIDWISE_SERVER_LOG: log },
  });
  child.on("exit", (c) => resolve(c ?? 1));
});
stop();
process.exit(code);

// Browser tests: build, check the deploy on that build (scripts/deploy-check.ts: `npm run
// deploy`'s steps offline, its migrations and seed landing in a fresh D1), serve the built Worker
// on that same D1, run tests/e2e/*.test.ts in Node's test runner against it, stop the server.
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { run } from "../../scripts/lib.mjs";
import { serveFresh } from "../../scripts/serve-fresh.mjs";

await run("react-router", ["build"], { stdio: ["ignore", "ignore", "inherit"] });
const fresh = mkdtempSync(join(tmpdir(), "vidwise-d1-"));
try {
  await run("tsx", ["scripts/deploy-check.ts", "--persist-to", fresh]);
} catch {
  rmSync(fresh, { recursive: true, force: true });
  console.error("e2e: the deploy check failed; browser tests not run.");
  process.exit(1);
}
const { base, persist, log, stop } = await serveFresh({ persist: fresh });
console.log(`e2e: serving ${base}`);
// `node tests/e2e/run.mjs account` runs only the files whose name contains "account".
const only = process.argv[2];
const files = readdirSync("tests/e2e")
  .filter((f) => f.endsWith(".test.ts") && (!only || f.includes(only)))
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

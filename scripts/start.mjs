// `npm start [-- --port N]`: the built Worker under `wrangler dev --local`, migrations applied.
import { copyFileSync, existsSync } from "node:fs";
import { migrateLocal, persistArgs, run } from "./lib.mjs";

const builtConfig = "build/server/wrangler.json";
if (!existsSync(builtConfig)) {
  console.error("No build found. Run `npm run build` first.");
  process.exit(1);
}

// wrangler reads secrets from .dev.vars beside the config it runs: give the build the local ones.
if (existsSync(".dev.vars")) copyFileSync(".dev.vars", "build/server/.dev.vars");

const args = process.argv.slice(2);
const port = args.includes("--port") ? [] : ["--port", "8787"];
await migrateLocal(["--config", builtConfig]);
await run("tsx", ["scripts/seed-sample.ts", "--config", builtConfig]);
await run("wrangler", ["dev", "--local", "--config", builtConfig, "--ip", "127.0.0.1", ...port, ...persistArgs(), ...args]);

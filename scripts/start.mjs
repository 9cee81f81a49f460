// `npm start [-- --port N]`: the built Worker under `wrangler dev --local`, migrations applied.
import { existsSync } from "node:fs";
import { migrateLocal, persistArgs, run } from "./lib.mjs";

const builtConfig = "build/server/wrangler.json";
if (!existsSync(builtConfig)) {
  console.error("No build found. Run `npm run build` first.");
  process.exit(1);
}

const args = process.argv.slice(2);
const port = args.includes("--port") ? [] : ["--port", "8787"];
await migrateLocal(["--config", builtConfig]);
await run("tsx", ["scripts/seed-sample.ts", "--config", builtConfig]);
await run("wrangler", ["dev", "--local", "--config", builtConfig, "--ip", "127.0.0.1", ...port, ...persistArgs(), ...args]);

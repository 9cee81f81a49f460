// Before `react-router dev`: bring the local D1 up to date and seed the sample workspace, so the
// app starts ready to use, offline. Creates .dev.vars from the example on first run.
import { copyFileSync, existsSync } from "node:fs";
import { migrateLocal, run } from "./lib.mjs";

if (!existsSync(".dev.vars")) {
  copyFileSync(".dev.vars.example", ".dev.vars");
  console.log("Created .dev.vars from .dev.vars.example (YouTube calls go to the built-in fake).");
}
await migrateLocal();
await run("tsx", ["scripts/seed-sample.ts"]);

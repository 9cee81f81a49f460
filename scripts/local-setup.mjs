// The local set-up `npm run dev` and `npm start` share, so both start offline and ready to use:
// secrets from .dev.vars (created from the example, which points YouTube calls at the built-in
// fake), the local D1 migrated, and the sample workspace seeded.
import { copyFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import { migrateLocal, run } from "./lib.mjs";

/** Creates .dev.vars from .dev.vars.example on first run; an existing .dev.vars is never touched. */
export function ensureDevVars(dir = ".") {
  const devVars = join(dir, ".dev.vars");
  if (existsSync(devVars)) return false;
  copyFileSync(join(dir, ".dev.vars.example"), devVars);
  console.log("Created .dev.vars from .dev.vars.example (YouTube calls go to the built-in fake).");
  return true;
}

/** Brings the local D1 up to date and seeds the sample workspace; `config` is a wrangler config path. */
export async function prepareLocalDatabase({ config } = {}) {
  const configArgs = config ? ["--config", config] : [];
  await migrateLocal(configArgs);
  await run("tsx", ["scripts/seed-sample.ts", ...configArgs]);
}

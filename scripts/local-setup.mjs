// The local set-up `npm run dev` and `npm start` share, so both start offline and ready to use:
// secrets from .dev.vars (created from the example, which points YouTube calls at the built-in
// fake), the local D1 migrated, and the sample workspace seeded.
import { appendFileSync, copyFileSync, existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { migrateLocal, run } from "./lib.mjs";

/** Creates .dev.vars from .dev.vars.example on first run; later, adds settings the example gained since. */
export function ensureDevVars(dir = ".") {
  const devVars = join(dir, ".dev.vars");
  const example = join(dir, ".dev.vars.example");
  if (!existsSync(devVars)) {
    copyFileSync(example, devVars);
    console.log("Created .dev.vars from .dev.vars.example (YouTube calls go to the built-in fake).");
    return true;
  }
  // A .dev.vars made before a setting was added gets it from the example (values the developer
  // set, or commented out, are left alone), so a new feature works offline without a manual step.
  const current = readFileSync(devVars, "utf8");
  const named = (text) => new Set([...text.matchAll(/^\s*#?\s*([A-Z][A-Z0-9_]*)\s*=/gm)].map((m) => m[1]));
  const known = named(current);
  const missing = readFileSync(example, "utf8")
    .split("\n")
    .filter((line) => /^[A-Z][A-Z0-9_]*=/.test(line) && !known.has(line.split("=")[0]));
  if (missing.length > 0) {
    appendFileSync(
      devVars,
      `${current.endsWith("\n") ? "" : "\n"}\n# Added from .dev.vars.example\n${missing.join("\n")}\n`,
    );
    console.log(`Added to .dev.vars from .dev.vars.example: ${missing.map((l) => l.split("=")[0]).join(", ")}.`);
  }
  return false;
}

/** Brings the local D1 up to date and seeds the sample workspace; `config` is a wrangler config path. */
export async function prepareLocalDatabase({ config } = {}) {
  const configArgs = config ? ["--config", config] : [];
  await migrateLocal(configArgs);
  await run("tsx", ["scripts/seed-sample.ts", ...configArgs]);
}

// The Workers' sizes as the hardening goal counts them: every .js file of a Worker's build gzipped
// on its own and added up (what Cloudflare's script limit and the cold start see; source maps are
// not uploaded). Production runs two Workers (docs/decisions/005-worker-size.md): the pages Worker
// (build/server) and the engines Worker (build/engines), each held to the goal on its own. One
// definition for `npm run bench` (scripts/bench-bundle.ts, the table in docs/benchmarks.md) and
// `npm test` (scripts/deploy-check.ts, which fails a build above the ceiling).
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/**
 * The goal, in KB (1,024 bytes) gzipped, and what `npm test` accepts for each Worker: the split into
 * two Workers put both under it. Raising it needs a line in decision 005 saying what
 * the kilobytes bought.
 */
export const WORKER_SIZE_GOAL_KB = 400;

/** The Workers a production build makes, each with its build folder. */
export const BUILT_WORKERS = [
  { name: "pages", dir: "build/server" },
  { name: "engines", dir: "build/engines" },
] as const;

export type BuiltFile = { path: string; raw: number; gz: number };

/** Every .js file under `dir` (hidden folders skipped), with its size and gzipped size in bytes. */
export function builtFiles(dir = "build/server"): BuiltFile[] {
  const files: BuiltFile[] = [];
  const walk = (d: string) => {
    for (const f of readdirSync(d)) {
      const p = join(d, f);
      if (statSync(p).isDirectory()) {
        if (!f.startsWith(".")) walk(p);
      } else if (f.endsWith(".js"))
        files.push({ path: p, raw: statSync(p).size, gz: gzipSync(readFileSync(p)).length });
    }
  };
  walk(dir);
  return files;
}

export const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** The Worker's gzipped size in bytes. */
export const gzippedTotal = (files: readonly BuiltFile[]) => files.reduce((n, f) => n + f.gz, 0);

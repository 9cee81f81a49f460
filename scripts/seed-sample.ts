// Seeds the sample template workspace into the local D1 (or the remote one with --remote).
// Idempotent and quick when nothing changed: it only writes when this version is missing.
// `--persist-to DIR` (or VIDWISE_PERSIST_DIR) picks the local D1's folder, as wrangler's flag does;
// scripts/deploy-check.ts seeds a fresh one that way exactly as `npm run deploy` seeds the remote.
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { buildSampleSeedSql } from "../app/features/channel-data/sample-seed-sql";
import { SAMPLE_WORKSPACE_ID } from "../app/features/channel-data/sample-workspace";
import { generateSampleWorld } from "../app/dev/sample-world/generator";

const args = process.argv.slice(2);
const target = args.includes("--remote") ? ["--remote"] : ["--local"];
const config = args.includes("--config") ? ["--config", args[args.indexOf("--config") + 1]!] : [];
const persistDir = args.includes("--persist-to")
  ? args[args.indexOf("--persist-to") + 1]
  : process.env.VIDWISE_PERSIST_DIR;
const persist = persistDir && target[0] === "--local" ? ["--persist-to", persistDir] : [];

function wrangler(extra: string[]) {
  return execFileSync("wrangler", ["d1", "execute", "DB", ...target, ...config, ...persist, ...extra], {
    encoding: "utf8",
    env: { ...process.env, CI: "true" },
    stdio: ["ignore", "pipe", "pipe"],
  });
}

const check = wrangler([
  "--json",
  "--command",
  `SELECT count(*) AS n FROM videos WHERE workspace_id = '${SAMPLE_WORKSPACE_ID}'`,
]);
const seeded = (JSON.parse(check) as { results: { n: number }[] }[])[0]?.results[0]?.n ?? 0;
if (seeded > 0) {
  console.log(`Sample workspace ${SAMPLE_WORKSPACE_ID} is already seeded (${seeded} videos).`);
} else {
  const started = Date.now();
  const statements = buildSampleSeedSql(generateSampleWorld());
  mkdirSync(".wrangler/seed", { recursive: true });
  const file = ".wrangler/seed/sample.sql";
  writeFileSync(file, statements.map((s) => `${s};`).join("\n"));
  wrangler(["--file", file, "--yes"]);
  console.log(
    `Seeded sample workspace ${SAMPLE_WORKSPACE_ID}: ${statements.length} statements in ${Date.now() - started} ms.`,
  );
}

// Small helpers shared by the project's scripts.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * Runs a command, streaming its output; rejects with its exit code. With its standard output
 * piped (`stdio: ["ignore", "pipe", "inherit"]`) it resolves with that output instead.
 */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: "inherit", ...options });
    let out = "";
    child.stdout?.on("data", (chunk) => (out += chunk));
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${command} ${args.join(" ")} exited with ${code}`)),
    );
  });
}

/** The local D1 lives here unless VIDWISE_PERSIST_DIR points elsewhere (tests use a fresh one). */
export function persistArgs() {
  return process.env.VIDWISE_PERSIST_DIR ? ["--persist-to", process.env.VIDWISE_PERSIST_DIR] : [];
}

// wrangler's own record of applied migrations (its default table, created as it creates it).
const MIGRATIONS_TABLE = "d1_migrations";
const CREATE_MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS "${MIGRATIONS_TABLE}"(
		id         INTEGER PRIMARY KEY AUTOINCREMENT,
		name       TEXT UNIQUE,
		applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL
)`;

/**
 * Applies migrations/ to the local D1 as `wrangler d1 migrations apply DB --local` does: the files
 * not yet applied, in name order, each followed by its row in d1_migrations, so that command (and
 * `npm run deploy`'s remote one) sees them as applied. The difference is one `wrangler d1 execute`
 * for all of them instead of one local runtime started per file: a fresh D1's 46 files took
 * 41–53 s that way on a 2-core machine, about 9 s this way. The deploy check
 * (scripts/deploy-check.ts) still runs wrangler's own command on a fresh D1.
 */
export async function migrateLocal(configArgs = []) {
  const execute = ["d1", "execute", "DB", "--local", ...configArgs, ...persistArgs()];
  const env = { ...process.env, CI: "true" }; // no confirmation prompt
  const listed = JSON.parse(
    await run(
      "wrangler",
      [...execute, "--json", "--command", `${CREATE_MIGRATIONS_TABLE}; SELECT name FROM "${MIGRATIONS_TABLE}"`],
      { env, stdio: ["ignore", "pipe", "inherit"] },
    ),
  );
  const applied = new Set((listed.at(-1)?.results ?? []).map((row) => row.name));
  const pending = readdirSync("migrations")
    .filter((name) => name.endsWith(".sql") && !applied.has(name))
    .sort();
  if (pending.length === 0) {
    console.log("Local D1: migrations up to date.");
    return;
  }
  const sql = pending
    .map(
      (name) =>
        `${readFileSync(join("migrations", name), "utf8")}\nINSERT INTO "${MIGRATIONS_TABLE}" (name) VALUES ('${name.replace(/'/g, "''")}');`,
    )
    .join("\n");
  const dir = mkdtempSync(join(tmpdir(), "vidwise-migrations-"));
  try {
    const file = join(dir, "pending.sql");
    writeFileSync(file, sql);
    await run("wrangler", [...execute, "--yes", "--file", file], { env, stdio: ["ignore", "ignore", "inherit"] });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  console.log(`Local D1: ${pending.length} migration(s) applied (${pending[0]} … ${pending.at(-1)}).`);
}

// The deploy, checked offline: every step of package.json's "deploy" script runs as far as it can
// without Cloudflare, on an existing build (`npm run build`, which the browser tests make anyway):
// - a step with `--remote` (the D1 migrations, the sample seed) runs with `--local --persist-to
//   DIR` instead, on a brand-new local D1, through the same redirected Wrangler config the deploy
//   uses (.wrangler/deploy/config.json → build/server/wrangler.json), so the migrations and rows
//   land as the remote database would receive them;
// - `wrangler deploy` runs with `--dry-run --outdir DIR`: config, bindings and bundle are
//   validated, nothing is uploaded;
// - any other step fails the check until it is taught an offline form here, so a step added to
//   the deploy is never silently skipped.
// Then it asserts what landed: a bundle, the bindings mail and data need (EMAIL with a valid
// EMAIL_FROM, DB), every migration applied, and the sample workspace's rows, counted against the
// sample world the seed is built from.
// Usage: tsx scripts/deploy-check.ts [--persist-to DIR]   (DIR is kept for reuse; else a temp one)
// Exit code 1 with the failing step's output when anything is wrong.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SAMPLE_WORKSPACE_ID } from "../app/features/channel-data/sample-workspace";
import { generateSampleWorld } from "../app/dev/sample-world/generator";
import { emailField } from "../app/lib/validation";
import { STORE_MIGRATIONS } from "../app/lib/db/workspace-store/migrations";
import { migrateStore } from "../app/lib/db/workspace-store/migrate";
import { DatabaseSync } from "node:sqlite";
import { BUILT_WORKERS, WORKER_SIZE_GOAL_KB, builtFiles, gzippedTotal, kb } from "./worker-size";

// Each Worker's config as its build wrote it (what `wrangler deploy` reads).
const configOf = (worker: (typeof BUILT_WORKERS)[number]) => join(worker.dir, "wrangler.json");
const BUILT_CONFIG = configOf(BUILT_WORKERS[0]);
const ENGINES_CONFIG = configOf(BUILT_WORKERS[1]);
const REDIRECT = ".wrangler/deploy/config.json";

class CheckFailed extends Error {}

function fail(message: string): never {
  throw new CheckFailed(message);
}

/** Runs a command (PATH as npm gives it), returning its output; rejects with the output when it fails. */
function exec(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: { ...process.env, CI: "true" }, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", (error) => reject(new CheckFailed(`${command}: ${error.message}`)));
    child.on("exit", (code) =>
      code === 0
        ? resolve(output)
        : reject(new CheckFailed(`\`${command} ${args.join(" ")}\` exited with ${code}:\n${output.trimEnd()}`)),
    );
  });
}

/** The deploy script's steps, each as the command to run offline (null: done before this check). */
function offlineSteps(
  deployScript: string,
  persist: string,
  outdir: string,
): { step: string; argv: string[] | null }[] {
  return deployScript.split("&&").map((raw, index) => {
    const step = raw.trim();
    const words = step.split(/\s+/);
    if (step === "npm run build") return { step, argv: null };
    // Each Worker's bundle in a folder of its own (the step's index).
    if (words[0] === "wrangler" && words[1] === "deploy")
      return { step, argv: [...words, "--dry-run", "--outdir", join(outdir, String(index))] };
    if (words.includes("--remote"))
      return { step, argv: words.flatMap((w) => (w === "--remote" ? ["--local", "--persist-to", persist] : [w])) };
    return fail(`The deploy step \`${step}\` has no offline form: teach scripts/deploy-check.ts how to check it.`);
  });
}

/** Runs one SQL query against the local D1 and returns its first row. */
async function firstRow(persist: string, sql: string): Promise<Record<string, number>> {
  const out = await exec("wrangler", [
    "d1",
    "execute",
    "DB",
    "--local",
    "--persist-to",
    persist,
    "--json",
    "--command",
    sql,
  ]);
  const row = (JSON.parse(out.slice(out.indexOf("["))) as { results: Record<string, number>[] }[])[0]?.results[0];
  return row ?? fail(`No result for ${sql}`);
}

type DurableObjectBinding = { name: string; class_name: string; script_name?: string };

/**
 * The workspaces' stores (decision 012): the pages Worker binds and declares the SQLite Durable
 * Object class it exports, the engines Worker binds the same class in the pages Worker's script,
 * and the stores' own migrations apply, in order, to an empty SQLite database as a new store's would.
 */
function checkWorkspaceStores(
  config: {
    name?: string;
    durable_objects?: { bindings?: DurableObjectBinding[] };
    migrations?: { new_sqlite_classes?: string[] }[];
  },
  engines: { durable_objects?: { bindings?: DurableObjectBinding[] } },
) {
  const store = config.durable_objects?.bindings?.find((b) => b.name === "WORKSPACE_STORE");
  if (store?.class_name !== "WorkspaceStore" || store.script_name)
    fail("The pages Worker has no WORKSPACE_STORE binding to its own WorkspaceStore class (wrangler.toml).");
  if (!config.migrations?.some((m) => m.new_sqlite_classes?.includes("WorkspaceStore")))
    fail(
      "wrangler.toml declares no SQLite migration (new_sqlite_classes) for WorkspaceStore: stores would have no SQL.",
    );
  const remote = engines.durable_objects?.bindings?.find((b) => b.name === "WORKSPACE_STORE");
  if (remote?.class_name !== "WorkspaceStore" || remote.script_name !== config.name)
    fail(
      `The engines Worker's WORKSPACE_STORE binding must name class WorkspaceStore in script "${config.name}" (workers/engines/wrangler.toml).`,
    );
  const sqlite = new DatabaseSync(":memory:");
  const storage = {
    sql: { exec: (query: string, ...params: unknown[]) => execSql(sqlite, query, params) },
    transactionSync: <T>(fn: () => T): T => {
      sqlite.exec("BEGIN");
      try {
        const value = fn();
        sqlite.exec("COMMIT");
        return value;
      } catch (error) {
        sqlite.exec("ROLLBACK");
        throw error;
      }
    },
  } as unknown as Parameters<typeof migrateStore>[0];
  const applied = migrateStore(storage, STORE_MIGRATIONS);
  if (applied.length !== STORE_MIGRATIONS.length)
    fail(
      `The workspace store applied ${applied.length} of ${STORE_MIGRATIONS.length} migrations to an empty database.`,
    );
  if (migrateStore(storage, STORE_MIGRATIONS).length !== 0) fail("The workspace store's migrations applied twice.");
  console.log(
    `deploy check: WORKSPACE_STORE bound in both Workers; ${applied.length} store migration(s) apply to a new store ✓`,
  );
}

/** The part of a Durable Object's `sql.exec` migrateStore uses, on node:sqlite. */
function execSql(sqlite: DatabaseSync, query: string, params: unknown[]) {
  const statement = sqlite.prepare(query);
  const rows = /^\s*(SELECT|PRAGMA)/i.test(query)
    ? statement.all(...(params as (string | number | null)[]))
    : (statement.run(...(params as (string | number | null)[])), []);
  return rows;
}

async function check(persist: string, outdir: string) {
  if (!existsSync(BUILT_CONFIG) || !existsSync(ENGINES_CONFIG) || !existsSync(REDIRECT))
    fail("No build found: run `npm run build` first.");
  const deployScript =
    (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts.deploy ??
    fail('package.json has no "deploy" script.');

  // Each Worker's size (scripts/worker-size.ts): a build above the ceiling fails here, not in production's cold starts.
  for (const worker of BUILT_WORKERS) {
    if (!existsSync(worker.dir))
      fail(`No ${worker.name} Worker in the build (${worker.dir}): run \`npm run build\` again.`);
    const size = gzippedTotal(builtFiles(worker.dir));
    if (size / 1024 >= WORKER_SIZE_GOAL_KB)
      fail(
        `The ${worker.name} Worker is ${kb(size)} KB gzipped, not under the ${WORKER_SIZE_GOAL_KB} KB goal (docs/decisions/005-worker-size.md).`,
      );
    console.log(`deploy check: ${worker.name} Worker ${kb(size)} KB gzipped (under ${WORKER_SIZE_GOAL_KB}) ✓`);
  }

  // The bindings as deployed (the build's config is what `wrangler deploy` reads), checked first: it costs nothing.
  const config = JSON.parse(readFileSync(BUILT_CONFIG, "utf8")) as {
    send_email?: { name: string }[];
    d1_databases?: { binding: string; database_id?: string }[];
    services?: { binding: string; service: string }[];
    compatibility_date?: string;
    vars?: Record<string, unknown>;
    name?: string;
    durable_objects?: { bindings?: DurableObjectBinding[] };
    migrations?: { tag: string; new_sqlite_classes?: string[] }[];
  };
  const engines = JSON.parse(readFileSync(ENGINES_CONFIG, "utf8")) as {
    name: string;
    compatibility_date?: string;
    d1_databases?: { binding: string; database_id?: string }[];
    durable_objects?: { bindings?: DurableObjectBinding[] };
  };
  // The pages Worker reaches the engines through ENGINES, and both must open the same database.
  if (!config.services?.some((b) => b.binding === "ENGINES" && b.service === engines.name))
    fail(`The pages Worker has no ENGINES binding to the engines Worker ("${engines.name}").`);
  const databaseOf = (c: { d1_databases?: { binding: string; database_id?: string }[] }) =>
    c.d1_databases?.find((d) => d.binding === "DB")?.database_id;
  if (databaseOf(engines) !== databaseOf(config))
    fail(
      "The engines Worker's D1 database_id (workers/engines/wrangler.toml) differs from the pages Worker's (wrangler.toml).",
    );
  // One runtime for both halves of a request: what crosses the binding behaves the same on both sides.
  if (engines.compatibility_date !== config.compatibility_date)
    fail(
      `The engines Worker's compatibility_date (${engines.compatibility_date}) differs from the pages Worker's (${config.compatibility_date}).`,
    );
  if (!config.send_email?.some((b) => b.name === "EMAIL"))
    fail("The deployed config has no send_email binding named EMAIL: mail would never leave the Worker.");
  if (!emailField.safeParse(config.vars?.EMAIL_FROM).success)
    fail(`EMAIL_FROM in wrangler.toml [vars] is not an address: ${String(config.vars?.EMAIL_FROM)}`);
  if (!config.d1_databases?.some((d) => d.binding === "DB")) fail("The deployed config has no D1 binding named DB.");
  checkWorkspaceStores(config, engines);

  for (const { step, argv } of offlineSteps(deployScript, persist, outdir)) {
    if (!argv) {
      console.log(`deploy check: ${step} (the existing build)`);
      continue;
    }
    const started = performance.now();
    await exec(argv[0]!, argv.slice(1));
    console.log(`deploy check: ${argv.join(" ")} ✓ (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  }

  // The bundles wrangler would upload: one per Worker.
  const bundles = existsSync(outdir) ? readdirSync(outdir).map((step) => join(outdir, step, "index.js")) : [];
  if (bundles.length !== BUILT_WORKERS.length)
    fail(
      `The deploy uploads ${bundles.length} Worker(s); the build makes ${BUILT_WORKERS.length} (${BUILT_WORKERS.map((w) => w.name).join(", ")}).`,
    );
  for (const bundle of bundles)
    if (!existsSync(bundle) || statSync(bundle).size === 0) fail(`wrangler deploy --dry-run wrote no ${bundle}.`);

  // Every migration applied, and the sample workspace's rows as the seed builds them.
  const migrations = readdirSync("migrations").filter((f) => f.endsWith(".sql")).length;
  const world = generateSampleWorld();
  const datasets = [world.own, ...world.competitors];
  const expected = {
    migrations,
    channels: datasets.length,
    videos: datasets.reduce((n, d) => n + d.videos.length, 0),
    video_stats: datasets.reduce((n, d) => n + d.snapshots.length, 0),
    comments: datasets.reduce((n, d) => n + d.comments.length, 0),
    // Every deleted workspace leaves a row for its store's deletion (migration 0032).
    store_deletion_trigger: 1,
  };
  const ws = `'${SAMPLE_WORKSPACE_ID.replaceAll("'", "''")}'`;
  const landed = await firstRow(
    persist,
    `SELECT (SELECT count(*) FROM d1_migrations) AS migrations, (SELECT count(*) FROM sqlite_master WHERE type = 'trigger' AND name = 'workspaces_store_deletion') AS store_deletion_trigger, ${["channels", "videos", "video_stats", "comments"].map((t) => `(SELECT count(*) FROM ${t} WHERE workspace_id = ${ws}) AS ${t}`).join(", ")}`,
  );
  for (const [name, want] of Object.entries(expected)) {
    if (landed[name] !== want) fail(`After the deploy's D1 steps ${name} = ${landed[name]}, expected ${want}.`);
  }
  console.log(
    `deploy check: ${Object.entries(landed)
      .map(([k, v]) => `${v} ${k}`)
      .join(", ")} landed in the fresh D1 ✓`,
  );
}

const args = process.argv.slice(2);
const keep = args.includes("--persist-to") ? args[args.indexOf("--persist-to") + 1] : undefined;
const persist = keep ?? mkdtempSync(join(tmpdir(), "vidwise-deploy-d1-"));
const outdir = mkdtempSync(join(tmpdir(), "vidwise-deploy-out-"));
const started = performance.now();
try {
  await check(persist, outdir);
  console.log(`deploy check passed (${((performance.now() - started) / 1000).toFixed(0)} s)`);
} catch (error) {
  console.error(`deploy check FAILED: ${error instanceof CheckFailed ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  rmSync(outdir, { recursive: true, force: true });
  if (!keep) rmSync(persist, { recursive: true, force: true });
}

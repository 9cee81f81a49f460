// `npx tsx scripts/bench-workspace-stores.ts` (part of `npm run bench`): the workspace stores of
// decision 012 against the single-database build, in one run, on this machine.
//
// A Worker carrying the product's WorkspaceStore class, workspaceDb() and the track record's table
// (scripts/bench-stores/worker.ts) runs under `wrangler dev` (local) with a SQLite Durable Object namespace and one
// D1 holding the same table for every workspace. WORKSPACES sample-sized workspaces each get a
// simulated year of their ledger (≈ 1,000 suggestions, a busy creator's) in both places. Then, for
// random workspaces, the same workloads on each side: the track record's read (the dashboard's
// track-record line reads exactly this) and one analysis's record (an idea batch, 10 rows in one
// batch). Latency is the request's wall time seen from Node (the local HTTP round trip included on both
// sides alike); bytes are the files on disk (the D1's one file; one file per store).
//
// Local workerd on this disk is not Cloudflare: the ratio between the two sides is the figure,
// not the milliseconds. The bench measures what has moved: the ledger, the view snapshots (the
// bulk of a creator's year) and the comments with their scores; docs/benchmarks.md (decision 012's
// measurements) says what the rest takes.
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, openSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { quantile } from "../app/lib/stats";
import { finishBench, machineLine } from "./bench-doc";

const WORKSPACES = Number(process.env.BENCH_WORKSPACES ?? 1000);
/** Workspaces that also get a year of view snapshots (≈ 25,000 rows each, on both sides). */
const SNAPSHOT_WORKSPACES = Math.min(WORKSPACES, Number(process.env.BENCH_SNAPSHOT_WORKSPACES ?? 100));
const SAMPLES = 400;
const GOAL_RATIO = 1.2;

const ws = (i: number) => `bench-workspace-${String(i).padStart(5, "0")}`;
const dir = mkdtempSync(join(tmpdir(), "vidwise-stores-"));
const bundle = join(dir, "worker.js");
execFileSync(
  "esbuild",
  [
    "scripts/bench-stores/worker.ts",
    "--bundle",
    "--format=esm",
    "--platform=neutral",
    "--main-fields=module,main",
    "--conditions=workerd,worker,import",
    "--external:cloudflare:*",
    "--external:node:*",
    `--outfile=${bundle}`,
    "--log-level=warning",
  ],
  { stdio: "inherit" },
);

// The bench Worker under `wrangler dev` (local: workerd with miniflare's D1 and Durable Objects).
writeFileSync(
  join(dir, "wrangler.json"),
  JSON.stringify({
    name: "vidwise-bench-stores",
    main: "worker.js",
    compatibility_date: "2026-10-01",
    compatibility_flags: ["nodejs_compat"],
    d1_databases: [{ binding: "DB", database_name: "bench-single-database", database_id: "bench" }],
    durable_objects: { bindings: [{ name: "WORKSPACE_STORE", class_name: "WorkspaceStore" }] },
    migrations: [{ tag: "v1", new_sqlite_classes: ["WorkspaceStore"] }],
  }),
);
const port = 8900 + Math.floor(Math.random() * 90);
const server = spawn(
  "wrangler",
  ["dev", "--config", join(dir, "wrangler.json"), "--port", String(port), "--persist-to", join(dir, "state")],
  {
    stdio: ["ignore", openSync(join(dir, "wrangler.log"), "w"), openSync(join(dir, "wrangler.log"), "a")],
    env: { ...process.env, CI: "true" },
  },
);
const base = `http://127.0.0.1:${port}`;
for (let ready = false, tries = 0; !ready; tries++) {
  if (tries > 240 || server.exitCode !== null)
    throw new Error(`wrangler dev did not start: ${readFileSync(join(dir, "wrangler.log"), "utf8").slice(-2000)}`);
  ready = await fetch(`${base}/usage?ws=${ws(0)}`).then(
    (r) => r.ok,
    () => false,
  );
  if (!ready) await new Promise((r) => setTimeout(r, 500));
}

async function call(path: string): Promise<{ ms: number; body: Record<string, unknown> }> {
  const started = performance.now();
  const response = await fetch(`${base}${path}`);
  const body = (await response.json()) as Record<string, unknown>;
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`);
  return { ms, body };
}

const files = (folder: string, ext: string): string[] => {
  try {
    return readdirSync(folder, { recursive: true, encoding: "utf8" })
      .filter((f) => (f.endsWith(ext) || f.endsWith(`${ext}-wal`)) && !f.includes("metadata.sqlite"))
      .map((f) => join(folder, f));
  } catch {
    return [];
  }
};
const bytes = (list: string[]) => list.reduce((sum, f) => sum + statSync(f).size, 0);
const pct = (xs: number[], q: number): number => quantile(xs, q) ?? Number.NaN;

await call("/setup");
const seedStarted = performance.now();
let rowsAYear = 0;
for (let i = 0; i < WORKSPACES; i++) {
  rowsAYear = Number((await call(`/seed?ws=${ws(i)}`)).body.rows);
  if (i % 100 === 99) console.log(`seeded ${i + 1} of ${WORKSPACES} workspaces`);
}
const seedSeconds = (performance.now() - seedStarted) / 1000;
type Usage = { bytes: number; rows: Record<string, number> };
// One workspace's store as SQLite counts it, after its year of ledger, before anything else.
const usage = (await call(`/usage?ws=${ws(0)}`)).body as Usage;
const snapshotsStarted = performance.now();
let snapshotRows = 0;
let commentRows = 0;
for (let i = 0; i < SNAPSHOT_WORKSPACES; i++) {
  snapshotRows = Number((await call(`/seed-snapshots?ws=${ws(i)}`)).body.rows);
  commentRows = Number((await call(`/seed-comments?ws=${ws(i)}`)).body.rows);
  if (i % 25 === 24) console.log(`gave ${i + 1} of ${SNAPSHOT_WORKSPACES} workspaces a year of snapshots`);
}
const snapshotSeconds = (performance.now() - snapshotsStarted) / 1000;
// The same store with its year of snapshots too: what a sample-sized creator's year takes.
const yearUsage = (await call(`/usage?ws=${ws(0)}`)).body as Usage;

// Interleaved, so both sides see the same machine load.
const lat: Record<string, number[]> = {
  "read d1": [],
  "read store": [],
  "write d1": [],
  "write store": [],
  "views7 d1": [],
  "views7 store": [],
  "sentiment d1": [],
  "sentiment store": [],
};
let seed = 12345;
const pick = () => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed % WORKSPACES;
};
for (let i = 0; i < SAMPLES; i++) {
  const w = ws(pick());
  for (const mode of i % 2 ? ["d1", "store"] : ["store", "d1"]) {
    lat[`read ${mode}`]!.push((await call(`/read?ws=${w}&mode=${mode}`)).ms);
    lat[`write ${mode}`]!.push((await call(`/write?ws=${w}&mode=${mode}`)).ms);
  }
  const withSnapshots = ws(pick() % SNAPSHOT_WORKSPACES);
  for (const mode of i % 2 ? ["d1", "store"] : ["store", "d1"])
    lat[`views7 ${mode}`]!.push((await call(`/views7?ws=${withSnapshots}&mode=${mode}`)).ms);
  for (const mode of i % 2 ? ["d1", "store"] : ["store", "d1"])
    lat[`sentiment ${mode}`]!.push((await call(`/sentiment?ws=${withSnapshots}&mode=${mode}`)).ms);
}
server.kill("SIGINT");
await new Promise((r) => server.once("exit", r));

// Miniflare keeps each D1 and each Durable Object as a SQLite file under its plugin's folder.
const all = files(join(dir, "state"), ".sqlite");
const d1Bytes = bytes(all.filter((f) => /[/\\]d1[/\\]/.test(f)));
const storeBytesAll = all.filter((f) => /[/\\]do[/\\]/.test(f));
const storeFiles = storeBytesAll.filter((f) => f.endsWith(".sqlite"));
const storeBytes = bytes(storeBytesAll);
rmSync(dir, { recursive: true, force: true });

const ms = (x: number) => x.toFixed(2);
const mb = (x: number) => (x / 1e6).toFixed(2);
const rows = (["read", "write", "views7", "sentiment"] as const).map((w) => {
  const d1 = lat[`${w} d1`]!;
  const store = lat[`${w} store`]!;
  const r50 = pct(store, 0.5) / pct(d1, 0.5);
  const r95 = pct(store, 0.95) / pct(d1, 0.95);
  return { w, d1, store, r50, r95 };
});
const missed = rows
  .filter((r) => r.r50 > GOAL_RATIO || r.r95 > GOAL_RATIO)
  .map(
    (r) => `${r.w}: store/single database p50 ${r.r50.toFixed(2)}×, p95 ${r.r95.toFixed(2)}× (goal ≤ ${GOAL_RATIO}×)`,
  );
const label = {
  read: "track record read (the dashboard's line)",
  write: "one analysis's record (10 suggestions)",
  views7:
    "views at 7 days of the last 90 days' uploads (the dashboard's momentum; snapshots joined to the store's own video rows)",
  sentiment:
    "monthly sentiment of the last 12 months (the dashboard's line; scores joined to their comments and the store's own video rows)",
};
const body = [
  `Measured ${new Date().toISOString().slice(0, 10)} on ${machineLine()}, \`wrangler dev\` (local workerd).`,
  "",
  `${WORKSPACES.toLocaleString("en-US")} sample-sized workspaces, each with a simulated year of its ledger (${rowsAYear.toLocaleString("en-US")} suggestions), written to both sides in ${seedSeconds.toFixed(0)} s; the first ${SNAPSHOT_WORKSPACES.toLocaleString("en-US")} also a simulated year of a sample-sized channel's view snapshots (200 uploads over two years, a refresh a day, thinned after 90 days as the product thins them: ${snapshotRows.toLocaleString("en-US")} rows each) and a year of its comments with their scores (${commentRows.toLocaleString("en-US")} each), in ${snapshotSeconds.toFixed(0)} s; ${SAMPLES} samples of each workload on random workspaces, the two sides interleaved. Synthetic workload on our own generator: a smoke test of the storage path, not a production latency.`,
  "",
  "| workload | single D1 p50 / p95 (ms) | workspace stores p50 / p95 (ms) | ratio p50 / p95 (goal ≤ 1.2×) |",
  "|---|---|---|---|",
  ...rows.map(
    (r) =>
      `| ${label[r.w]} | ${ms(pct(r.d1, 0.5))} / ${ms(pct(r.d1, 0.95))} | ${ms(pct(r.store, 0.5))} / ${ms(pct(r.store, 0.95))} | ${r.r50.toFixed(2)}× / ${r.r95.toFixed(2)}× |`,
  ),
  "",
  "| storage | single D1 | workspace stores |",
  "|---|---|---|",
  `| files | 1 | ${storeFiles.length.toLocaleString("en-US")} (one a workspace) |`,
  `| bytes on disk after the samples, all ${WORKSPACES.toLocaleString("en-US")} (database and write-ahead log files) | ${mb(d1Bytes)} MB | ${mb(storeBytes)} MB |`,
  `| bytes on disk a workspace, on average (all ${WORKSPACES.toLocaleString("en-US")} hold a year of ledger, the first ${SNAPSHOT_WORKSPACES.toLocaleString("en-US")} a year of snapshots too) / one store with only its year of ledger, as SQLite counts it | ${(d1Bytes / WORKSPACES / 1e3).toFixed(0)} KB | ${(storeBytes / WORKSPACES / 1e3).toFixed(0)} KB / ${(usage.bytes / 1e3).toFixed(0)} KB (${Object.values(usage.rows).reduce((a, b) => a + b, 0)} rows) |`,
  `| one store after a simulated year of ledger, thinned snapshots and comments with their scores, as SQLite counts it | — | ${mb(yearUsage.bytes)} MB (${Object.values(
    yearUsage.rows,
  )
    .reduce((a, b) => a + b, 0)
    .toLocaleString("en-US")} rows) |`,
  `| workspaces one store holds | all, up to 10 GB | one (10 GB each) |`,
  ...(missed.length ? ["", `Targets missed: ${missed.join("; ")}.`] : []),
].join("\n");
console.log(body);
finishBench(
  "WORKSPACE-STORES",
  {
    heading: "Workspace stores against one D1",
    intro:
      "`npx tsx scripts/bench-workspace-stores.ts`: the product's WorkspaceStore (a SQLite Durable Object per workspace) and workspaceDb() against one D1 holding every workspace, in the same run (decision 012).",
    body,
  },
  missed,
);

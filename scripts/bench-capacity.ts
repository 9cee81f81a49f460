// `npx tsx scripts/bench-capacity.ts` (part of `npm run bench`): how much of one D1 a creator
// takes, measured on the built Worker under `wrangler dev --local` with a fresh D1.
//
// Three workloads, each measured as the growth of the database between two readings of every
// table's row count and of SQLite's page count (page_count × page_size is the file's size, what
// D1's 10 GB limit counts):
//   1. a new account connects the sample channel (`@northwindtechlab-sample`, offline fake):
//      the first sync's videos, snapshots and comments;
//   2. the hourly cron's daily refresh of that channel (a day's new snapshots and comments);
//   3. importing that channel's YouTube Studio exports (per-video table, a year of channel and
//      per-video days, totals): the analytics a creator brings;
//   4. a demo start (the private copy a visitor gets).
// Write throughput is the first sync's rows divided by its wall time: the queue's steps write in
// D1 batches, one writer at a time, as production does. Local workerd on this machine's disk is
// not Cloudflare's D1: the figures size the plan in docs/decisions/012-outgrowing-one-d1.md,
// they are not production latencies.
import { execFileSync } from "node:child_process";
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import os from "node:os";
// @ts-expect-error plain ES module without types
import { run } from "./lib.mjs";
// @ts-expect-error plain ES module without types
import { serveFresh, startDemo } from "./serve-fresh.mjs";
import { generateSampleWorld } from "../app/dev/sample-world/generator";
import {
  writeChartDataCsv,
  writeTableDataCsv,
  writeTotalsCsv,
} from "../app/features/channel-data/studio-import/write-studio";

await run("react-router", ["build"], { stdio: ["ignore", "ignore", "inherit"] });
const { base, persist, log, stop } = (await serveFresh()) as {
  base: string;
  persist: string;
  log: string;
  stop: () => void;
};

function sql<T>(command: string): T[] {
  const out = execFileSync(
    "wrangler",
    [
      "d1",
      "execute",
      "DB",
      "--local",
      "--persist-to",
      persist,
      "--config",
      "build/server/wrangler.json",
      "--json",
      "--command",
      command,
    ],
    { encoding: "utf8", env: { ...process.env, CI: "true" } },
  );
  return JSON.parse(out)[0].results as T[];
}

type Reading = { bytes: number; rows: Map<string, number> };

/** The local D1's SQLite file (wrangler keeps one per database under the persist folder). */
function databaseFile(): string {
  // Beside the database, miniflare keeps a metadata.sqlite of its own in the same folder.
  const files = readdirSync(persist, { recursive: true, encoding: "utf8" }).filter(
    (f) => f.includes("D1DatabaseObject") && f.endsWith(".sqlite") && !f.endsWith("metadata.sqlite"),
  );
  if (files.length !== 1) throw new Error(`expected one D1 file under ${persist}, found ${files.length}`);
  return join(persist, files[0]!);
}

// Read straight from the file: D1 refuses PRAGMA page_count, and its local answers carry no size.
function reading(): Reading {
  const db = new DatabaseSync(databaseFile(), { readOnly: true });
  try {
    const tables = (
      db
        .prepare(
          "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\' ORDER BY name",
        )
        .all() as { name: string }[]
    ).map((t) => t.name);
    const rows = new Map(
      tables.map((t) => [t, Number((db.prepare(`SELECT count(*) AS n FROM "${t}"`).get() as { n: number }).n)]),
    );
    const { page_count } = db.prepare("PRAGMA page_count").get() as { page_count: number };
    const { page_size } = db.prepare("PRAGMA page_size").get() as { page_size: number };
    return { bytes: page_count * page_size, rows };
  } finally {
    db.close();
  }
}

type Growth = { name: string; rows: number; bytes: number; seconds: number; byTable: [string, number][] };

function growth(name: string, before: Reading, after: Reading, seconds: number): Growth {
  const byTable = [...after.rows]
    .map(([table, n]) => [table, n - (before.rows.get(table) ?? 0)] as [string, number])
    .filter(([, n]) => n !== 0)
    .sort((a, b) => b[1] - a[1]);
  return { name, rows: byTable.reduce((s, [, n]) => s + n, 0), bytes: after.bytes - before.bytes, seconds, byTable };
}

async function form(path: string, cookie: string, fields: Record<string, string>) {
  const response = await fetch(`${base}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { cookie, origin: base, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
  await response.arrayBuffer();
  return response;
}

async function signUpConfirmed(email: string): Promise<string> {
  const response = await form("/signup", "", { email, password: "capacity-password" });
  const cookie = response.headers.get("set-cookie")!.split(";")[0]!;
  // Connecting a channel waits for a confirmed address: follow the mailed link (printed whole in
  // the local server's log, as README says).
  let link: string | undefined;
  for (let i = 0; i < 40 && !link; i++) {
    link = readFileSync(log, "utf8").match(/https?:\/\/[^\s"\\]+\/verify-email\?token=[\w-]+/)?.[0];
    if (!link) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (!link) throw new Error("no confirmation link in the server log");
  const token = new URL(link).searchParams.get("token")!;
  await form("/verify-email", cookie, { token });
  return cookie;
}

async function waitForSync(cookie: string) {
  for (let i = 0; i < 2400; i++) {
    const body = (await (await fetch(`${base}/api/channel`, { headers: { cookie } })).json()) as {
      sync?: { status: string };
    };
    if (body.sync?.status === "done") return;
    if (body.sync?.status === "failed") throw new Error("the sync failed");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("the sync did not finish");
}

async function waitForRefresh() {
  for (let i = 0; i < 1200; i++) {
    const [{ done, open } = { done: 0, open: 0 }] = sql<{ done: number; open: number }>(
      "SELECT sum(status = 'done') AS done, sum(status IN ('queued', 'running')) AS open FROM sync_jobs WHERE kind = 'refresh'",
    );
    if (done > 0 && open === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("the refresh did not finish");
}

/** Uploads the sample channel's own Studio exports through the Account page's import form. */
async function importStudioExports(cookie: string) {
  const own = generateSampleWorld().own;
  const files = [
    { name: "Table data.csv", text: writeTableDataCsv(own) },
    { name: "Chart data.csv", text: writeChartDataCsv(own, { scope: "videos" }) },
    { name: "Totals.csv", text: writeTotalsCsv(own) },
  ];
  const body = new FormData();
  body.set("intent", "import-studio");
  for (const f of files) body.append("files", new File([f.text], f.name, { type: "text/csv" }));
  const response = await fetch(`${base}/account`, {
    method: "POST",
    redirect: "manual",
    headers: { cookie, origin: base },
    body,
  });
  const text = await response.text();
  if (response.status !== 200 || !/imported/i.test(text))
    throw new Error(`the Studio import answered ${response.status}`);
}

async function fireHourlyCron() {
  await (await fetch(`${base}/cdn-cgi/handler/scheduled?cron=${encodeURIComponent("7 * * * *")}`)).arrayBuffer();
}

const results: Growth[] = [];
try {
  // The first hourly run of a fresh database also prepares the week's shared demo base (the
  // sample's comments, snapshots and daily rows, read by every demo): once per week for the
  // whole deployment, not per creator, so it happens before anything is measured.
  const seeded = reading();
  // The showcase scores the base's comments before the cron answers (demo-showcase).
  await fireHourlyCron();
  const shared = growth("the week's shared demo base (once per deployment per week)", seeded, reading(), 0);
  const cookie = await signUpConfirmed(`capacity-${Date.now()}@example.com`);
  let before = reading();
  let t0 = performance.now();
  await form("/account", cookie, { intent: "connect-channel", channel: "@northwindtechlab-sample" });
  await waitForSync(cookie);
  results.push(growth("connect the sample channel (first sync)", before, reading(), (performance.now() - t0) / 1000));

  before = reading();
  t0 = performance.now();
  // The hourly cron refreshes channels not synced for 20 hours: make this one due, fire it.
  sql(`UPDATE channels SET last_synced_at = ${Date.now() - 21 * 3_600_000} WHERE is_sample = 0`);
  await fireHourlyCron();
  await waitForRefresh();
  results.push(growth("refresh the channel (a day's update)", before, reading(), (performance.now() - t0) / 1000));

  before = reading();
  t0 = performance.now();
  await importStudioExports(cookie);
  results.push(growth("import the channel's Studio exports", before, reading(), (performance.now() - t0) / 1000));

  before = reading();
  t0 = performance.now();
  await startDemo(base);
  results.push(growth("start a demo", before, reading(), (performance.now() - t0) / 1000));
  results.push({ ...shared, seconds: Number.NaN });
} finally {
  stop();
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const machine = `${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
const lines = [
  `Run ${new Date().toISOString().slice(0, 10)} on ${machine}; built Worker under \`wrangler dev --local\`, fresh D1, offline YouTube fake (the sample channel: our own generated world — a size measurement, not an accuracy claim).`,
  "",
  "| workload | rows written | database growth | bytes per row | seconds | rows per second | largest tables |",
  "|---|---|---|---|---|---|---|",
  ...results.map(
    (g) =>
      `| ${g.name} | ${g.rows} | ${kb(g.bytes)} | ${g.rows > 0 ? Math.round(g.bytes / g.rows) : "—"} | ${Number.isFinite(g.seconds) ? g.seconds.toFixed(1) : "—"} | ${g.seconds > 0 ? Math.round(g.rows / g.seconds) : "—"} | ${g.byTable
        .slice(0, 4)
        .map(([t, n]) => `${t} ${n}`)
        .join(", ")} |`,
  ),
].join("\n");
console.log(lines);

const file = "docs/benchmarks.md";
let doc = readFileSync(file, "utf8");
if (!doc.includes("<!-- CAPACITY:START -->")) {
  doc +=
    "\n## D1 capacity: what one creator takes\n\n`npx tsx scripts/bench-capacity.ts` (in `npm run bench`); read with docs/decisions/012-outgrowing-one-d1.md.\n\n<!-- CAPACITY:START -->\n<!-- CAPACITY:END -->\n";
}
doc = doc.replace(
  /<!-- CAPACITY:START -->[\s\S]*<!-- CAPACITY:END -->/,
  `<!-- CAPACITY:START -->\n${lines}\n<!-- CAPACITY:END -->`,
);
writeFileSync(file, doc);
console.log(`recorded in ${file}`);

// `npm run bench`: the built Worker under `wrangler dev --local` (fresh D1), driven from one
// client process on loopback. Bounded: a fixed number of requests per scenario. Measures
// request latency, then importing and syncing the sample channel. Records both tables in
// docs/benchmarks.md between their markers.
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import { generateSampleWorld } from "../app/dev/sample-world/generator";
import {
  writeChartDataCsv,
  writeTableDataCsv,
  writeTotalsCsv,
} from "../app/features/channel-data/studio-import/write-studio";
import { SYNC_LIMITS } from "../app/features/channel-data/sync.server";
// @ts-expect-error plain ES module without types
import { run } from "./lib.mjs";
// @ts-expect-error plain ES module without types
import { serveFresh, startDemo } from "./serve-fresh.mjs";

const REQUESTS = 300;
const CONCURRENCY = 8;

type Row = { name: string; rps: string; p50: string; p95: string; p99: string; statuses: string };

await run("react-router", ["build"], { stdio: ["ignore", "ignore", "inherit"] });
const { base, persist, stop } = (await serveFresh()) as { base: string; persist: string; stop: () => void };

async function signUpCookie(email: string) {
  const response = await fetch(`${base}/signup`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: base, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email, password: "benchmark-password" }),
  });
  return response.headers.get("set-cookie")!.split(";")[0]!;
}

async function measure(name: string, makeRequest: () => Promise<Response>): Promise<Row> {
  for (let i = 0; i < 10; i++) await (await makeRequest()).arrayBuffer(); // warm up
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        next += 1;
        const t0 = performance.now();
        const response = await makeRequest();
        await response.arrayBuffer();
        latencies.push(performance.now() - t0);
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!.toFixed(1);
  const row = {
    name,
    rps: (latencies.length / seconds).toFixed(0),
    p50: pct(50),
    p95: pct(95),
    p99: pct(99),
    statuses: [...statuses].map(([s, n]) => `${s}×${n}`).join(" "),
  };
  console.log(`${name}: ${row.rps} req/s, p50 ${row.p50} ms, p95 ${row.p95} ms (${row.statuses})`);
  return row;
}

const rows: Row[] = [];
let channelTable = "";
try {
  const cookie = await startDemo(base);
  rows.push(await measure("GET / (landing, SSR)", () => fetch(`${base}/`)));
  rows.push(await measure("GET /pricing (SSR)", () => fetch(`${base}/pricing`)));
  rows.push(await measure("GET /api/health (D1 query)", () => fetch(`${base}/api/health`)));
  rows.push(
    await measure("GET /dashboard (session lookup + SSR)", () => fetch(`${base}/dashboard`, { headers: { cookie } })),
  );
  rows.push(
    await measure("GET /dashboard without session (guard redirect)", () =>
      fetch(`${base}/dashboard`, { redirect: "manual" }),
    ),
  );
  channelTable = await benchChannelData();
} finally {
  stop();
}

const machine = `${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
const table = [
  `Run ${new Date().toISOString().slice(0, 10)} on ${machine}. ${REQUESTS} requests per row, ${CONCURRENCY} in flight, client and \`wrangler dev --local\` on the same machine (local workerd, not Cloudflare's edge: compare rows with each other and across runs, not with production).`,
  "",
  "| scenario | req/s | p50 ms | p95 ms | p99 ms | statuses |",
  "|---|---|---|---|---|---|",
  ...rows.map((r) => `| ${r.name} | ${r.rps} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.statuses} |`),
].join("\n");
const file = "docs/benchmarks.md";
let doc = readFileSync(file, "utf8").replace(
  /<!-- BENCH:START -->[\s\S]*<!-- BENCH:END -->/,
  `<!-- BENCH:START -->\n${table}\n<!-- BENCH:END -->`,
);
if (!doc.includes("<!-- CHANNEL-DATA:START -->")) {
  doc +=
    "\n## Channel data: import and sync of the sample channel\n\n`npm run bench` (second part).\n\n<!-- CHANNEL-DATA:START -->\n<!-- CHANNEL-DATA:END -->\n";
}
doc = doc.replace(
  /<!-- CHANNEL-DATA:START -->[\s\S]*<!-- CHANNEL-DATA:END -->/,
  `<!-- CHANNEL-DATA:START -->\n${machine}\n\n${channelTable}\n<!-- CHANNEL-DATA:END -->`,
);
writeFileSync(file, doc);
console.log(`recorded in ${file}`);

/** Imports the sample channel's Studio exports, then syncs it from the fake API, timing both. */
async function benchChannelData(): Promise<string> {
  const world = generateSampleWorld();
  const own = world.own;
  const lines: string[] = ["| step | rows written | seconds | rows per second |", "|---|---|---|---|"];

  const cookie = await signUpCookie(`bench-${Date.now()}@example.com`);
  const upload = async (name: string, text: string) => {
    const form = new FormData();
    form.set("intent", "import-studio");
    form.append("files", new File([text], name, { type: "text/csv" }));
    const t0 = performance.now();
    const response = await fetch(`${base}/account`, { method: "POST", body: form, headers: { cookie, origin: base } });
    await response.text();
    if (response.status !== 200) throw new Error(`import of ${name} answered ${response.status}`);
    return (performance.now() - t0) / 1000;
  };
  const table = writeTableDataCsv(own);
  const chart = writeChartDataCsv(own, { scope: "videos" });
  const totals = writeTotalsCsv(own);
  const chartRows = chart.split("\n").length - 2;
  const totalRows = totals.split("\n").length - 2;
  for (const [name, text, rowCount] of [
    ["Table data.csv", table, own.videoAnalytics.length],
    ["Chart data.csv", chart, chartRows],
    ["Totals.csv", totals, totalRows],
  ] as const) {
    const seconds = await upload(name, text);
    lines.push(
      `| import ${name} (${(text.length / 1024).toFixed(0)} KB) | ${rowCount} | ${seconds.toFixed(2)} | ${(rowCount / seconds).toFixed(0)} |`,
    );
  }
  const again = await upload("Table data.csv", table);
  lines.push(`| import Table data.csv again (recognised, nothing written) | 0 | ${again.toFixed(2)} | — |`);

  const t0 = performance.now();
  const connect = await fetch(`${base}/account`, {
    method: "POST",
    headers: { cookie, origin: base, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "connect-channel", channel: `@${own.channel.handle}` }),
  });
  await connect.text();
  let sync:
    { status: string; progress: { videosFound: number; statsFetched: number; commentsFetched: number } } | undefined;
  for (let i = 0; i < 1200; i++) {
    const body = (await (await fetch(`${base}/api/channel`, { headers: { cookie } })).json()) as { sync: typeof sync };
    sync = body.sync;
    if (sync?.status === "done" || sync?.status === "failed") break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const syncSeconds = (performance.now() - t0) / 1000;
  if (sync?.status !== "done") throw new Error(`sync ended ${sync?.status}`);
  const written = sync.progress.videosFound + sync.progress.statsFetched + sync.progress.commentsFetched;
  lines.push(
    `| sync via the queue: ${sync.progress.videosFound} videos, ${sync.progress.statsFetched} snapshots, ${sync.progress.commentsFetched} comments | ${written} | ${syncSeconds.toFixed(2)} | ${(written / syncSeconds).toFixed(0)} |`,
  );

  const ledger = JSON.parse(
    execFileSync(
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
        "SELECT method, sum(calls) AS calls, sum(units) AS units FROM quota_ledger GROUP BY method ORDER BY method",
      ],
      {
        encoding: "utf8",
        env: { ...process.env, CI: "true" },
      },
    ),
  )[0].results as { method: string; calls: number; units: number }[];
  const minimum = minimumCalls(world);
  const quota = ["", "| API method | calls made | quota units | minimum the API allows |", "|---|---|---|---|"];
  for (const row of ledger)
    quota.push(`| ${row.method} | ${row.calls} | ${row.units} | ${minimum[row.method] ?? "—"} |`);
  const totalCalls = ledger.reduce((n, r) => n + r.calls, 0);
  const totalMinimum = Object.values(minimum).reduce((n, v) => n + v, 0);
  quota.push(`| **all** | **${totalCalls}** | **${ledger.reduce((n, r) => n + r.units, 0)}** | **${totalMinimum}** |`);
  return [...lines, ...quota].join("\n");
}

/**
 * The fewest requests that fetch what a start fetches: one channel lookup, each uploads page and
 * each batch of 50 videos once up to the start's cap, and the channel's threads newest first, 100
 * a page, up to the start's pages (replies come inline with their threads).
 */
function minimumCalls(world: ReturnType<typeof generateSampleWorld>): Record<string, number> {
  const own = world.own;
  const pages = Math.ceil(Math.min(own.videos.length, SYNC_LIMITS.start.own.uploads) / 50);
  const threads = own.comments.filter((c) => c.parentYoutubeId === null).length;
  const threadPages = Math.min(SYNC_LIMITS.start.own.commentPages, Math.ceil(threads / 100));
  const replyCalls = 0;
  return {
    "channels.list": 1,
    "playlistItems.list": pages,
    "videos.list": pages,
    "commentThreads.list": threadPages,
    "comments.list": replyCalls,
  };
}

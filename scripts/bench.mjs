// `npm run bench`: request latency and throughput of the built Worker under `wrangler dev --local`
// (fresh D1), from one client process on loopback. Bounded: a fixed number of requests per
// scenario. Records the table in docs/benchmarks.md between the BENCH markers.
import { readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import { run } from "./lib.mjs";
import { serveFresh } from "./serve-fresh.mjs";

const REQUESTS = 300;
const CONCURRENCY = 8;

await run("react-router", ["build"], { stdio: ["ignore", "ignore", "inherit"] });
const { base, stop } = await serveFresh();

async function demoCookie() {
  const response = await fetch(`${base}/demo`, { method: "POST", redirect: "manual", headers: { origin: base } });
  return response.headers.get("set-cookie").split(";")[0];
}

async function measure(name, makeRequest) {
  for (let i = 0; i < 10; i++) await (await makeRequest()).arrayBuffer(); // warm up
  const latencies = [];
  const statuses = new Map();
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
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))].toFixed(1);
  const row = { name, rps: (latencies.length / seconds).toFixed(0), p50: pct(50), p95: pct(95), p99: pct(99), statuses: [...statuses].map(([s, n]) => `${s}×${n}`).join(" ") };
  console.log(`${name}: ${row.rps} req/s, p50 ${row.p50} ms, p95 ${row.p95} ms (${row.statuses})`);
  return row;
}

const rows = [];
try {
  const cookie = await demoCookie();
  rows.push(await measure("GET / (landing, SSR)", () => fetch(`${base}/`)));
  rows.push(await measure("GET /pricing (SSR)", () => fetch(`${base}/pricing`)));
  rows.push(await measure("GET /api/health (D1 query)", () => fetch(`${base}/api/health`)));
  rows.push(await measure("GET /dashboard (session lookup + SSR)", () => fetch(`${base}/dashboard`, { headers: { cookie } })));
  rows.push(await measure("GET /dashboard without session (guard redirect)", () => fetch(`${base}/dashboard`, { redirect: "manual" })));
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
writeFileSync(file, readFileSync(file, "utf8").replace(/<!-- BENCH:START -->[\s\S]*<!-- BENCH:END -->/, `<!-- BENCH:START -->\n${table}\n<!-- BENCH:END -->`));
console.log(`recorded in ${file}`);

// `node scripts/time-demo-start.mjs http://127.0.0.1:8834 [visitors]`: how long a visitor waits
// for the demo, as the visitor meets it: GET /demo, then the clock runs from pressing Access Demo
// (POST /demo, following its redirect) to the dashboard's HTML (GET /dashboard). Run it against a
// freshly started server (`npm run build && VIDWISE_PERSIST_DIR=$(mktemp -d) npm start -- --port
// 8834`) before anything else touches it: the first visitor is the one who meets a deployment no
// scheduled job has prepared yet. Each visitor comes from an address of its own (the demo's per-
// address limit). Prints one line per visitor and, after a pause, whether the background work a
// start left behind has finished (the visitor's tools, read from /content-ideas). Timing lives here,
// never in the tests (docs/benchmarks.md "Demo start").
//
// `--press-first`: the first visitor presses Access Demo without opening /demo first, so the
// server's very first request is the press itself (it meets the background run at its start).
// `--probe`: from 0.2 s after the first request until the visitors are done and 30 s have passed
// (the background run's length here), GET /api/health every 250 ms from another address and print
// each answer slower than 500 ms, when it came and how long it took: how long the background run
// holds the server's other requests (the longest wait is the one a visitor may meet).
const flags = new Set(process.argv.slice(2).filter((a) => a.startsWith("--")));
const [baseArg, visitorsArg] = process.argv.slice(2).filter((a) => !a.startsWith("--"));
const base = baseArg ?? "http://127.0.0.1:8834";
const visitors = Number(visitorsArg ?? 2);
const origin = new URL(base).origin;
const pressFirst = flags.has("--press-first");
const start = performance.now();
const since = () => `${((performance.now() - start) / 1000).toFixed(1)} s`;

async function visit(n) {
  const address = `2001:db8:7d:${n.toString(16)}::1`;
  const headers = { origin, "cf-connecting-ip": address };
  if (!(pressFirst && n === 1)) {
    const tGet = performance.now();
    const page = await fetch(`${base}/demo`, { headers });
    await page.text();
    console.log(`visitor ${n}: GET /demo ${page.status} in ${Math.round(performance.now() - tGet)} ms`);
  }
  const t0 = performance.now();
  const post = await fetch(`${base}/demo`, {
    method: "POST",
    redirect: "manual",
    headers: { ...headers, "content-type": "application/x-www-form-urlencoded" },
    body: "",
  });
  const cookie = (post.headers.getSetCookie?.() ?? []).map((c) => c.split(";")[0]).join("; ");
  const tPost = performance.now();
  const dash = await fetch(`${base}/dashboard`, { headers: { ...headers, cookie }, redirect: "manual" });
  const html = await dash.text();
  const tDash = performance.now();
  const filled = dash.status === 200 && /Dashboard/.test(html);
  console.log(
    `visitor ${n} at ${since()}: POST /demo ${post.status} in ${Math.round(tPost - t0)} ms, GET /dashboard ${dash.status} ${filled ? "filled" : "NOT FILLED"}, total ${Math.round(tDash - t0)} ms`,
  );
  return { cookie, headers };
}

let visitorsDone = false;
const probes = (async () => {
  if (!flags.has("--probe")) return;
  await new Promise((r) => setTimeout(r, 200));
  const slow = [];
  while (!visitorsDone || performance.now() - start < 30_000) {
    const t0 = performance.now();
    const res = await fetch(`${base}/api/health`, { headers: { "cf-connecting-ip": "2001:db8:7d:ffff::1" } });
    await res.text();
    const took = Math.round(performance.now() - t0);
    slow.push(took);
    if (took >= 500) console.log(`  probe at ${since()}: GET /api/health ${res.status} took ${took} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
  if (slow.length > 0) console.log(`  probes: ${slow.length}, longest ${Math.max(...slow)} ms`);
})();
const first = await visit(1);
for (let n = 2; n <= visitors; n++) await visit(n);
visitorsDone = true;
await probes;
// What the first visitor finds on a tool page right away, then a few seconds later.
for (const wait of [0, 10_000]) {
  await new Promise((r) => setTimeout(r, wait));
  const t0 = performance.now();
  const page = await fetch(`${base}/content-ideas`, { headers: { ...first.headers, cookie: first.cookie } });
  const html = await page.text();
  const ideas = (html.match(/<article/g) ?? []).length;
  console.log(
    `visitor 1, /content-ideas ${wait === 0 ? "at once" : `after ${wait / 1000} s`}: ${page.status}, ${ideas} idea cards, ${Math.round(performance.now() - t0)} ms`,
  );
}

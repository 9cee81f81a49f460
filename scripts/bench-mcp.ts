// `npx tsx scripts/bench-mcp.ts` (part of `npm run bench`, after its build): how long an MCP
// client waits for each of Vidwise's tools. The built Worker under `wrangler dev --local` with a
// fresh D1 (serve-fresh.mjs); an account signed up and confirmed as a person would, given the
// sample workspace (a demo's private copy, moved to the account in D1, as the integration tests
// do) and Creator+ so no tool is locked; then the real OAuth flow (registration, consent with
// PKCE, token) and `tools/call` for every tool `tools/list` names, one call at a time. Each tool:
// the first call (cold caches), then CALLS_PER_TOOL more for p50/p95. A 429 (60 calls a minute
// per token) is waited out and the call repeated, untimed. Recorded between the MCP markers.
import { execFileSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { finishBench, machineLine } from "./bench-doc";
// @ts-expect-error plain ES module without types
import { serveFresh, startDemo } from "./serve-fresh.mjs";

const CALLS_PER_TOOL = 8;
/** The same wait Ask Vidwise's answers are held to (bench-ask.ts), for one tool alone. */
const TARGET_P95_MS = 1500;
const REDIRECT = "http://127.0.0.1:9/callback";
const ARGUMENTS: Record<string, Record<string, unknown>> = {
  "title-forecast": { title: "I tested every budget mechanical keyboard for a month" },
};

const { base, persist, log, stop } = (await serveFresh()) as {
  base: string;
  persist: string;
  log: string;
  stop: () => void;
};
const missed: string[] = [];
type Row = { tool: string; scope: string; outcome: string; first: number; p50: number; p95: number };
const rows: Row[] = [];

/** SQL against the running server's D1 (the bench's own fresh one). Values are ours, not input. */
function d1(sql: string) {
  execFileSync(
    "npx",
    [
      "wrangler",
      "d1",
      "execute",
      "DB",
      "--local",
      "--persist-to",
      persist,
      "--config",
      "build/server/wrangler.json",
      "--command",
      sql,
    ],
    { stdio: "ignore" },
  );
}

async function form(path: string, fields: Record<string, string>, cookie = "") {
  return fetch(new URL(path, base), {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: base, ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams(fields).toString(),
  });
}

try {
  // An account, confirmed with the link the local mailbox printed to the server log.
  const email = `bench-mcp-${Date.now().toString(36)}@example.com`;
  const signup = await form("/signup", { email, password: "bench mcp password long" });
  const cookie = (signup.headers.get("set-cookie") ?? "").split(";")[0]!;
  let link: string | undefined;
  for (let i = 0; i < 40 && !link; i++) {
    link = readFileSync(log, "utf8")
      .split("\n")
      .filter((l) => l.includes(email) && l.includes("verify-email"))
      .at(-1)
      ?.match(/\/verify-email\?token=[A-Za-z0-9_%.-]+/)?.[0];
    if (!link) await new Promise((r) => setTimeout(r, 250));
  }
  if (!link) throw new Error("no confirmation link in the server log");
  const token = new URL(link, base).searchParams.get("token")!;
  await form("/verify-email", { token }, cookie);

  // The sample workspace (a demo's copy) and Creator+, so every tool has data and none is locked.
  await startDemo(base);
  d1(
    `UPDATE users SET workspace_id = (SELECT workspace_id FROM users WHERE is_demo = 1 ORDER BY created_at DESC LIMIT 1) WHERE email = '${email}'`,
  );
  d1(
    `INSERT OR REPLACE INTO subscriptions (user_id, customer_id, subscription_id, subscription_status, price_id, plan_id, current_period_end, cancel_at_period_end, updated_at) SELECT id, 'cus_bench', 'sub_bench', 'active', 'price_bench', 'creator', ${Math.floor(Date.now() / 1000) + 30 * 86_400}, 0, ${Date.now()} FROM users WHERE email = '${email}'`,
  );

  // The OAuth flow as an MCP client runs it, every scope ticked (revenue too).
  const meta = (await (await fetch(`${base}/.well-known/oauth-authorization-server`)).json()) as {
    registration_endpoint: string;
    authorization_endpoint: string;
    token_endpoint: string;
    scopes_supported: string[];
  };
  const registered = (await (
    await fetch(meta.registration_endpoint, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ client_name: "bench", redirect_uris: [REDIRECT] }),
    })
  ).json()) as { client_id: string };
  const verifier = randomBytes(32).toString("base64url");
  const authorize = new URL(meta.authorization_endpoint);
  for (const [k, v] of Object.entries({
    response_type: "code",
    client_id: registered.client_id,
    redirect_uri: REDIRECT,
    code_challenge: createHash("sha256").update(verifier).digest("base64url"),
    code_challenge_method: "S256",
    scope: meta.scopes_supported.join(" "),
  }))
    authorize.searchParams.set(k, v);
  const ticks = Object.fromEntries(meta.scopes_supported.map((s) => [`scope_${s}`, "yes"]));
  const consent = await form(authorize.pathname + authorize.search, { decision: "allow", ...ticks }, cookie);
  const code = new URL(consent.headers.get("location") ?? "http://x/").searchParams.get("code");
  if (!code) throw new Error(`consent gave no code (${consent.status})`);
  const tokens = (await (
    await form("/oauth/token", {
      grant_type: "authorization_code",
      code,
      redirect_uri: REDIRECT,
      client_id: registered.client_id,
      code_verifier: verifier,
    })
  ).json()) as { access_token: string };

  let id = 0;
  async function rpc(method: string, params: Record<string, unknown>) {
    for (;;) {
      const t0 = performance.now();
      const response = await fetch(`${base}/mcp`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          accept: "application/json, text/event-stream",
          authorization: `Bearer ${tokens.access_token}`,
        },
        body: JSON.stringify({ jsonrpc: "2.0", id: ++id, method, params }),
      });
      const body = (await response.json()) as {
        result?: {
          tools?: { name: string; description: string }[];
          isError?: boolean;
          structuredContent?: { figures: object; locked?: boolean; missing?: string };
        };
      };
      const ms = performance.now() - t0;
      if (response.status === 429) {
        await new Promise((r) => setTimeout(r, (Number(response.headers.get("retry-after")) || 60) * 1000));
        continue;
      }
      if (response.status !== 200 || !body.result) throw new Error(`${method} answered ${response.status}`);
      return { ms, result: body.result };
    }
  }

  const { result: listed } = await rpc("tools/list", {});
  for (const tool of listed.tools ?? []) {
    const times: number[] = [];
    let outcome = "";
    for (let i = 0; i <= CALLS_PER_TOOL; i++) {
      const { ms, result } = await rpc("tools/call", { name: tool.name, arguments: ARGUMENTS[tool.name] ?? {} });
      times.push(ms);
      const s = result.structuredContent;
      outcome = result.isError
        ? "error"
        : s?.locked
          ? "locked"
          : s?.missing && Object.keys(s.figures).length === 0
            ? "missing data"
            : `${Object.keys(s?.figures ?? {}).length} figures`;
    }
    const warm = times.slice(1).sort((a, b) => a - b);
    const at = (p: number) => warm[Math.min(warm.length - 1, Math.floor((p / 100) * warm.length))]!;
    const scope = /scope: (\w+)/.exec(tool.description)?.[1] ?? "";
    const row = { tool: tool.name, scope, outcome, first: times[0]!, p50: at(50), p95: at(95) };
    rows.push(row);
    console.log(
      `${row.tool}: ${row.outcome}, first ${row.first.toFixed(0)} ms, p50 ${row.p50.toFixed(0)} ms, p95 ${row.p95.toFixed(0)} ms`,
    );
    if (row.p95 > TARGET_P95_MS) missed.push(`${row.tool} p95 ${row.p95.toFixed(0)} ms > ${TARGET_P95_MS} ms`);
  }
} finally {
  stop();
}

const body = [
  `Run ${new Date().toISOString().slice(0, 10)} on ${machineLine()}.`,
  "",
  `Built Worker under \`wrangler dev --local\`, fresh D1; a confirmed Creator+ account holding the sample workspace (our own sample channel — smoke test); a token from the real OAuth flow with every scope; \`tools/call\` over HTTP (JSON-RPC, one call at a time), first call then ${CALLS_PER_TOOL} more (p50/p95 of those).`,
  "",
  "| tool | scope | result | first ms | p50 ms | p95 ms | target |",
  "|---|---|---|---|---|---|---|",
  ...rows.map(
    (r) =>
      `| \`${r.tool}\` | ${r.scope} | ${r.outcome} | ${r.first.toFixed(0)} | ${r.p50.toFixed(0)} | ${r.p95.toFixed(0)} | p95 ≤ ${TARGET_P95_MS} ms |`,
  ),
  "",
  missed.length === 0 ? "All targets met." : `Targets missed: ${missed.join("; ")}.`,
].join("\n");
finishBench(
  "MCP",
  {
    heading: "MCP server: tools/call latency",
    intro:
      "`npx tsx scripts/bench-mcp.ts`: each assistant tool called through `POST /mcp` with an OAuth token, on the sample workspace.",
    body,
  },
  missed,
);

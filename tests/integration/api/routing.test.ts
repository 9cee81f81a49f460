// /api as one app: unknown paths and methods answer a JSON 404, anything thrown a JSON 500, and
// the order endpoint modules are mounted in changes nothing.
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { Hono } from "hono/tiny";
import { describe, expect, it, vi } from "vitest";
import type { ApiEnv, AppEnv } from "../../../workers/app-env";
import worker from "../../../workers/app";
import { ENDPOINTS, buildApi } from "../../../workers/api";
import { NOT_FOUND_ERROR, SERVER_ERROR } from "../../../workers/api/errors";
import { securityHeaders, withRequestId } from "../../../workers/middleware";
import { ORIGIN, freshIp, get, request, signUp } from "../../helpers";

const NOT_FOUND = { success: false, error: NOT_FOUND_ERROR };

// Requests whose answers do not depend on earlier requests (no writes, nothing cached per call).
const PROBES: [method: string, path: string, body?: unknown][] = [
  ["GET", "/api/health"],
  ["GET", "/api/youtube-insights/status"],
  ["GET", "/api/youtube-analytics/status"],
  ["POST", "/api/youtube-insights", { query: "laptop" }],
  ["GET", "/api/youtube-insights"],
  ["GET", "/api/channel"],
  ["GET", "/api/trends"],
  ["POST", "/api/comments/analyze", { comments: [{ text: "great" }] }],
  ["GET", "/api/comments/analyze"],
  ["POST", "/api/waitlist", "{{"],
  ["GET", "/api/waitlist"],
  ["DELETE", "/api/channel"],
  ["PUT", "/api/youtube-insights/status"],
  ["GET", "/api/no-such-endpoint"],
  ["GET", "/api"],
];

/** /api built from the endpoint modules in `order`, behind the Worker's own request middleware. */
function appWith(order: readonly Hono<ApiEnv>[]) {
  const app = new Hono<AppEnv>();
  app.use("*", withRequestId, securityHeaders);
  app.route("/api", buildApi(order));
  return app;
}

type Fetcher = { fetch(request: Request, env: Env, ctx: ExecutionContext): Response | Promise<Response> };

async function answers(app: Fetcher) {
  const out: string[] = [];
  for (const [method, path, body] of PROBES) {
    const ctx = createExecutionContext();
    const response = await app.fetch(
      new Request(ORIGIN + path, {
        method,
        body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
        headers: { "content-type": "application/json", origin: ORIGIN, "cf-connecting-ip": freshIp() },
      }),
      env,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    const json = (await response.json()) as Record<string, unknown>;
    // Times and latencies differ from call to call; the shape and the words must not.
    for (const key of ["time", "dbLatencyMs", "checkedAt"]) if (key in json) json[key] = "…";
    out.push(`${method} ${path} → ${response.status} ${JSON.stringify(json)}`);
  }
  return out;
}

describe("mount order", () => {
  it("changes nothing: the endpoint modules in several orders answer every probe alike", async () => {
    const modules = [...ENDPOINTS];
    const orders = [
      [...modules].reverse(),
      [...modules.slice(3), ...modules.slice(0, 3)],
      [...modules.filter((_, i) => i % 2 === 1), ...modules.filter((_, i) => i % 2 === 0)],
    ];
    // The Worker as deployed is the reference.
    const expected = await answers(worker);
    expect(expected.find((line) => line.startsWith("GET /api/youtube-insights/status →"))).toMatch(/→ 200 /);
    expect(expected.find((line) => line.startsWith("GET /api/no-such-endpoint →"))).toMatch(/→ 404 /);
    for (const order of orders) expect(await answers(appWith(order))).toEqual(expected);
  });

  it("GET /api/youtube-insights/status answers when the analyzer's POST routes are mounted first", async () => {
    const { contentAnalyzer } = await import("../../../workers/api/content-analyzer");
    const { status } = await import("../../../workers/api/status");
    for (const order of [
      [contentAnalyzer, status],
      [status, contentAnalyzer],
    ]) {
      const app = appWith(order);
      const ctx = createExecutionContext();
      const response = await app.fetch(new Request(`${ORIGIN}/api/youtube-insights/status`), env, ctx);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ ok: true, service: "youtube-data-api" });
      // …and the analyzer's POST still needs a session, whichever came first.
      const post = await app.fetch(
        new Request(`${ORIGIN}/api/youtube-insights`, {
          method: "POST",
          body: "{}",
          headers: { "content-type": "application/json" },
        }),
        env,
        ctx,
      );
      await waitOnExecutionContext(ctx);
      expect(post.status).toBe(401);
    }
  });
});

describe("unknown paths and methods", () => {
  // Signed in, so no guard could be what answers.
  let cookie: string | undefined;

  it("answers unknown /api paths with a JSON 404", async () => {
    const response = await get("/api/no-such-endpoint");
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await response.json()).toEqual(NOT_FOUND);
  });

  it.each([
    ["GET", "/api/youtube-insights"],
    ["PUT", "/api/waitlist"],
    ["DELETE", "/api/channel"],
    ["PATCH", "/api/trends"],
    ["POST", "/api/health"],
    ["POST", "/api/youtube-insights/status"],
    ["GET", "/api/comments/analyze"],
    ["OPTIONS", "/api/waitlist"],
    ["GET", "/api"],
    ["GET", "/api/"],
    ["GET", "/api/channel/extra"],
    ["POST", "/api/waitlist/x"],
  ])("%s %s is a JSON 404, never a page", async (method, path) => {
    cookie ??= await signUp("routing@example.com");
    const response = await request(method, path, {
      cookie,
      body: method === "GET" || method === "OPTIONS" ? undefined : "{}",
    });
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await response.json()).toEqual(NOT_FOUND);
  });
});

describe("anything thrown", () => {
  it("is a JSON 500 with the shared words, logged with the request id, nothing internal shown", async () => {
    const failingDb = {
      prepare: () => {
        throw new Error("D1_ERROR: database unavailable");
      },
    } as unknown as D1Database;
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const ctx = createExecutionContext();
      // A session cookie makes the session middleware query D1, which fails.
      const response = await worker.fetch(
        new Request(`${ORIGIN}/api/channel`, { headers: { cookie: "vidwise_session=abc", "cf-ray": "ray-123" } }),
        { ...env, DB: failingDb },
        ctx,
      );
      await waitOnExecutionContext(ctx);
      expect(response.status).toBe(500);
      const text = await response.text();
      expect(JSON.parse(text)).toEqual({ success: false, error: SERVER_ERROR });
      expect(text).not.toContain("D1_ERROR");
      expect(response.headers.get("x-request-id")).toBe("ray-123");
      expect(
        logged.mock.calls.some((call) => String(call[0]).includes("ray-123") && String(call[0]).includes("D1_ERROR")),
      ).toBe(true);
    } finally {
      logged.mockRestore();
    }
  });
});

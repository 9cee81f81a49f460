// POST /api/youtube-insights, security. The spec's 401 and the demo's 403 are also asserted in
// tests/integration/content-analyzer.test.ts; here with what must not happen alongside.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { quotaDay } from "~/features/channel-data/youtube/quota";
import { DAILY_LIVE_ANALYSES_PER_WORKSPACE } from "~/features/content-analyzer/market.server";
import { ANALYZER_MESSAGES, DEMO_ANALYZER_ERROR, SIGNED_OUT_ERROR } from "~/features/content-analyzer/messages";
import { MAX_INSIGHTS_BYTES } from "../../../workers/api/content-analyzer";
import { CROSS_SITE_ERROR } from "../../../workers/middleware";
import { VERIFY_REQUIRED } from "~/features/auth/email-verification.server";
import { CROSS_SITE_HEADERS, demoCookie, postJson, signUp, signUpUnverified, workspaceOf } from "../../helpers";
import { seedSampleTemplate } from "../../sample";

function insights(body: unknown, cookie?: string, headers: Record<string, string> = {}) {
  return postJson("/api/youtube-insights", body, { cookie, headers });
}

const spent = async () =>
  (await env.DB.prepare(
    "SELECT (SELECT coalesce(sum(calls), 0) FROM quota_ledger) + (SELECT count(*) FROM market_cache) AS n",
  ).first<{
    n: number;
  }>())!.n;

describe("POST /api/youtube-insights, security", () => {
  it("needs a session (401)", async () => {
    const response = await insights({ query: "laptop" });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ success: false, error: SIGNED_OUT_ERROR });
  });

  it("turns the demo away with 403: no live data for the demo", async () => {
    await seedSampleTemplate();
    const cookie = await demoCookie();
    const before = await spent();
    const response = await insights({ query: "laptop" }, cookie);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ success: false, error: DEMO_ANALYZER_ERROR });
    expect(await spent()).toBe(before);
  });

  it("waits for a confirmed email before spending the shared allowance (403)", async () => {
    const cookie = await signUpUnverified("insights-unconfirmed@example.com");
    const before = (await env.DB.prepare("SELECT coalesce(sum(calls), 0) AS n FROM quota_ledger").first<{
      n: number;
    }>())!.n;
    const response = await postJson("/api/youtube-insights", { query: "vegan recipes" }, { cookie });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ success: false, error: VERIFY_REQUIRED });
    expect(
      (await env.DB.prepare("SELECT coalesce(sum(calls), 0) AS n FROM quota_ledger").first<{ n: number }>())!.n,
    ).toBe(before);
  });

  it("refuses a cross-site post before any search is spent", async () => {
    const cookie = await signUp("insights-csrf@example.com");
    const before = await spent();
    const response = await insights({ query: "forged search" }, cookie, CROSS_SITE_HEADERS);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ success: false, error: CROSS_SITE_ERROR });
    expect(await spent()).toBe(before);
  });

  it("refuses a body over its size limit with 413, and spends nothing", async () => {
    const cookie = await signUp("insights-huge@example.com");
    const before = await spent();
    const response = await insights(`{"query":"laptop${" ".repeat(MAX_INSIGHTS_BYTES)}"}`, cookie);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ success: false });
    expect(await spent()).toBe(before);
  });

  it.each([
    ["truncated JSON", '{"query": "laptop"'],
    ["an object for the query", '{"query": {"$ne": null}}'],
    ["an array of queries", '{"query": ["laptop", "desk"]}'],
    ["deeply nested JSON", `{"query": ${"[".repeat(5_000)}${"]".repeat(5_000)}}`],
  ])("answers %s with a 400, and spends nothing", async (_label, body) => {
    const cookie = await signUp(`insights-malformed-${_label.replace(/\W/g, "")}@example.com`);
    const before = await spent();
    const response = await insights(body, cookie);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false });
    expect(await spent()).toBe(before);
  });

  it("counts an account's live analyses against that account only", async () => {
    const email = "insights-heavy@example.com";
    const heavy = await signUp(email);
    const ws = await workspaceOf(email);
    // The day's ledger row of the workspace's searches, as that many calls leave it.
    await env.DB.prepare(
      "INSERT INTO quota_ledger (day, method, units, calls, workspace_id) VALUES (?, 'search.list', ?, ?, ?)",
    )
      .bind(quotaDay(new Date()), DAILY_LIVE_ANALYSES_PER_WORKSPACE, DAILY_LIVE_ANALYSES_PER_WORKSPACE, ws)
      .run();
    const refused = await insights({ query: "standing desk" }, heavy);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ success: false, error: ANALYZER_MESSAGES.quotaExceeded });
    const light = await signUp("insights-light@example.com");
    expect((await insights({ query: "standing desk" }, light)).status).toBe(200);
  });
});

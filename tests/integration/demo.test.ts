// POST /demo copies the sample workspace, so strangers must not be able to multiply it: a
// per-address limit, and a cap on live demos with the oldest reclaimed first.
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../workers/app";
import { atStartOfRateWindow, freshIp, get, ORIGIN, pageText, postForm } from "../helpers";

const liveDemos = async () =>
  (await env.DB.prepare("SELECT count(*) AS n FROM workspaces WHERE kind = 'demo'").first<{ n: number }>())!.n;

/** A demo start through the Worker with a changed environment. */
async function startDemo(overrides: Partial<Env>, ip = freshIp()) {
  const ctx = createExecutionContext();
  const request = new Request(`${ORIGIN}/demo`, {
    method: "POST",
    redirect: "manual",
    body: new URLSearchParams({}),
    headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN, "cf-connecting-ip": ip },
  });
  const response = await worker.fetch(request, { ...env, ...overrides }, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

describe("POST /demo", () => {
  it("refuses a flood from one address with 429 and the reason, and never fails", async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    await atStartOfRateWindow(60, 15);
    for (let i = 0; i < 12; i++) statuses.push((await postForm("/demo", {}, { ip })).status);
    expect(statuses.filter((s) => s === 302).length).toBeGreaterThan(0);
    expect(statuses.filter((s) => s === 302).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    const refused = await postForm("/demo", {}, { ip });
    expect(refused.status).toBe(429);
    expect(await pageText(refused)).toContain(
      "Too many demos started from your address. Please wait a minute and try again.",
    );
    // Another address is not affected.
    expect((await postForm("/demo", {})).status).toBe(302);
  }, 60_000); // may first wait up to 15 s for a fresh rate-limit window

  it("keeps at most MAX_LIVE_DEMOS live demos, reclaiming the oldest first", async () => {
    const first = await startDemo({ MAX_LIVE_DEMOS: "3" });
    const firstCookie = first.headers.get("set-cookie")!.split(";")[0]!;
    expect((await get("/dashboard", { cookie: firstCookie })).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await startDemo({ MAX_LIVE_DEMOS: "3" })).status).toBe(302);
    expect(await liveDemos()).toBe(3);
    // The oldest visitor's workspace went first: their session no longer opens the app.
    expect((await get("/dashboard", { cookie: firstCookie })).status).toBe(302);
  });

  it("GET /demo shows the start button for visitors and opens the app for the signed-in", async () => {
    const page = await get("/demo");
    expect(page.status).toBe(200);
    expect(await pageText(page)).toContain("Access Demo");
    const cookie = (await postForm("/demo", {})).headers.get("set-cookie")!.split(";")[0]!;
    expect((await get("/demo", { cookie })).headers.get("location")).toBe("/dashboard");
  });
});

import { describe, expect, it } from "vitest";
import { DAILY_LIVE_ANALYSES_PER_WORKSPACE } from "~/features/content-analyzer/market.server";
import { get, pageText, signUp } from "../helpers";

/** What a visitor reads: scripts and tags removed, white space collapsed. */
async function readable(path: string, cookie?: string) {
  const response = await get(path, { cookie });
  expect(response.status, path).toBe(200);
  return (await pageText(response))
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");
}

// Until billing and an analytics connection exist, the public pages say only what is true today.
describe("honest public pages", () => {
  it("/youtube states the Content Analyzer's real daily limit, not 'one free analysis'", async () => {
    const text = await readable("/youtube");
    expect(text).not.toMatch(/one free analysis/i);
    expect(text).toContain(`up to ${DAILY_LIVE_ANALYSES_PER_WORKSPACE} new Content Analyzer searches a day`);
    expect(text).toContain("Paid plans open soon.");
  });

  it("no public page promises one free analysis, a language model or an analytics connection", async () => {
    for (const path of ["/", "/landing", "/youtube", "/pricing", "/success", "/waitlist", "/signup"]) {
      const text = await readable(path);
      expect(text, path).not.toMatch(/one free analysis|first analysis is free/i);
      expect(text, path).not.toMatch(/language model/i);
      expect(text, path).not.toMatch(/analytics interfaces?/i);
      expect(text, path).not.toMatch(/keyword research/i);
    }
  });

  it("/youtube marks the two features not built yet as coming soon", async () => {
    const text = await readable("/youtube");
    expect(text).toMatch(/Viral Potential Predictor Coming soon/);
    expect(text).toMatch(/Optimal Upload Timing Coming soon/);
    expect(text).not.toMatch(/Content Gap Analysis Coming soon/);
  });

  it("/success claims no subscription without a checkout, for visitors and members alike", async () => {
    const cookie = await signUp("success-visitor@example.com");
    for (const [who, path, session] of [
      ["visitor", "/success", undefined],
      ["visitor with a made-up session id", "/success?session_id=cs_test_123", undefined],
      ["member", "/success", cookie],
    ] as const) {
      const response = await get(path, { cookie: session });
      const html = await pageText(response);
      const text = await readable(path, session);
      expect(text, who).not.toMatch(/thank you for subscribing/i);
      expect(html, who).not.toMatch(/<title>[^<]*Subscription confirmed/);
      expect(text, who).toContain("There is no subscription to confirm");
      expect(text, who).toContain("Paid plans open soon.");
    }
  });
});

describe("pricing until billing lands", () => {
  it("marks the Live Visibility Score, Optimal Upload Timing and the Viral Potential Predictor as coming soon", async () => {
    const response = await get("/pricing");
    const html = await pageText(response);
    const matrix = /<table[\s\S]*?<\/table>/.exec(html)?.[0] ?? "";
    for (const name of ["Live Visibility Score", "Optimal Upload Timing", "Viral Potential Predictor"]) {
      expect(matrix, name).toMatch(new RegExp(`${name}<span[^>]*>Coming soon</span>`));
    }
    for (const name of ["Content Gap Analysis", "Audience Demand Insights", "Seasonal Topic Surge Alerts"]) {
      expect(matrix, name).not.toMatch(new RegExp(`${name}<span[^>]*>Coming soon</span>`));
    }
    const text = await readable("/pricing");
    expect(text).toContain("Paid plans open soon.");
    expect(text).toContain(`up to ${DAILY_LIVE_ANALYSES_PER_WORKSPACE} new Content Analyzer searches a day`);
  });

  it("each plan card's button carries its own plan, for visitors and members", async () => {
    const visitor = await pageText(await get("/pricing"));
    for (const [plan, label] of [
      ["starter", "Start Smart for $29"],
      ["pro", "Unlock Full Creator Insights"],
      ["creator", "Dominate Your Niche"],
    ] as const) {
      expect(visitor, plan).toMatch(new RegExp(`href="/signup\\?plan=${plan}"[^>]*>${label.replace("$", "\\$")}</a>`));
    }
    const member = await pageText(await get("/pricing", { cookie: await signUp("pricing-member@example.com") }));
    expect(member).toMatch(/href="\/account\?plan=pro"[^>]*>Unlock Full Creator Insights<\/a>/);
    expect(member).toMatch(/href="\/account\?plan=creator"[^>]*>Dominate Your Niche<\/a>/);
  });

  it("a member pressing a paid button reads that plans open soon and is offered the waitlist", async () => {
    const cookie = await signUp("wants-pro@example.com");
    const text = await readable("/account?plan=pro", cookie);
    expect(text).toContain("Pro ($79/mo) is not on sale yet");
    expect(text).toContain("Paid plans open soon.");
    const html = await pageText(await get("/account?plan=pro", { cookie }));
    expect(html).toMatch(/<form[^>]*action="\/waitlist" method="post"/);
    expect(html).toContain('name="email" value="wants-pro@example.com"');
    expect(html).toMatch(/href="\/pricing"[^>]*>Back to pricing</);
  });

  it("no banner without a plan, or with one that does not exist", async () => {
    const cookie = await signUp("no-plan@example.com");
    for (const path of ["/account", "/account?plan=enterprise"]) {
      expect(await readable(path, cookie), path).not.toContain("is not on sale yet");
    }
  });
});

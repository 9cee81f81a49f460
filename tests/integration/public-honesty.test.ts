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

// The public pages say only what is true today.
describe("honest public pages", () => {
  // The free analysis is real now (docs/entitlements.md): counted server-side, one per account.
  it("/youtube states the free analysis and the Content Analyzer's real daily limit", async () => {
    const text = await readable("/youtube");
    expect(text).toContain("one free analysis, no card required");
    expect(text).toContain(`limited to ${DAILY_LIVE_ANALYSES_PER_WORKSPACE} new ones a day`);
    expect(text).not.toContain("Paid plans open soon.");
  });

  it("no public page promises a first analysis is free beyond the one, a language model or an analytics connection", async () => {
    for (const path of ["/", "/landing", "/youtube", "/pricing", "/success", "/waitlist", "/signup"]) {
      const text = await readable(path);
      expect(text, path).not.toMatch(/first analysis is free|unlimited free/i);
      expect(text, path).not.toMatch(/language model/i);
      expect(text, path).not.toMatch(/analytics interfaces?/i);
      expect(text, path).not.toMatch(/keyword research/i);
    }
  });

  // Claims the product did not keep (industry RPM benchmarks, every comment read,
  // unlimited analysis, priority support) are gone from every public page.
  it("no public page claims industry RPM benchmarks, every comment, unlimited analysis or priority support", async () => {
    for (const path of ["/", "/landing", "/youtube", "/pricing", "/success", "/waitlist"]) {
      const text = await readable(path);
      expect(text, path).not.toMatch(/industry (benchmark|average)/i);
      expect(text, path).not.toMatch(/every comment/i);
      expect(text, path).not.toMatch(/unlimited analys/i);
      expect(text, path).not.toMatch(/priority support/i);
      expect(text, path).not.toContain("$3.20");
      expect(text, path).not.toContain("$5.80");
    }
    // What a start reads (START_LIMITS: 10 pages of 100 threads, newest first across the channel).
    expect(await readable("/")).toContain(
      "up to 1,000 of your channel's newest comment threads when you connect it (all of them on a smaller channel)",
    );
    expect(await readable("/youtube")).toContain("Up to 1,000 of your channel's newest comment threads");
    for (const path of ["/", "/youtube"]) expect(await readable(path), path).not.toContain("500 comment threads");
  });

  it("/youtube sells the four features as built: no 'coming soon' left", async () => {
    const text = await readable("/youtube");
    for (const name of [
      "Content Gap Analysis",
      "Viral Potential Predictor",
      "Audience Demand Insights",
      "Optimal Upload Timing",
    ])
      expect(text).toContain(name);
    expect(text).not.toMatch(/Coming soon/i);
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
    }
  });
});

describe("pricing", () => {
  it("the matrix names the tool that delivers each feature, and nothing is marked coming soon", async () => {
    const response = await get("/pricing");
    const html = await pageText(response);
    const matrix = /<table[\s\S]*?<\/table>/.exec(html)?.[0] ?? "";
    for (const [name, where] of [
      ["Live Visibility Score", "Dashboard: the Live Visibility Score card"],
      ["Content Gap Analysis", "Content Analyzer: the topic opportunities of a search"],
      ["Audience Demand Insights", "Comment Sentiment: viewer requests and questions"],
      ["Optimal Upload Timing", "Dashboard: the upload timing section"],
      ["Seasonal Topic Surge Alerts", "Surge alert digests by email"],
      ["Viral Potential Predictor", "Video Forecast: the viral potential of each forecast"],
      ["1-on-1 Channel Strategy Coaching", "Coaching: a request form our team answers"],
    ]) {
      expect(matrix, name).toContain(name);
      expect(matrix, name).toContain(`In the app: ${where}`);
    }
    expect(matrix).not.toMatch(/Coming soon/i);
  });

  it("each plan card's button posts its own plan, for visitors and members without a plan", async () => {
    const free = await signUp("pricing-member@example.com", undefined, { plan: null });
    for (const cookie of [undefined, free]) {
      const html = await pageText(await get("/pricing", { cookie }));
      for (const [plan, label] of [
        ["starter", "Start Smart for $29"],
        ["pro", "Unlock Full Creator Insights"],
        ["creator", "Dominate Your Niche"],
      ] as const) {
        const form = new RegExp(
          `<form[^>]*action="/pricing" method="post"><input type="hidden" name="plan" value="${plan}"/><button[^>]*>${label.replace("$", "\\$")}</button>`,
        );
        expect(html, `${plan} ${cookie ? "member" : "visitor"}`).toMatch(form);
      }
      expect(html).not.toContain("open soon");
    }
  });

  it("no banner without a plan, or with one that does not exist", async () => {
    const cookie = await signUp("no-plan@example.com");
    // The pre-billing "not on sale yet" banner is gone for good: checkout sells every plan.
    for (const path of ["/account", "/account?plan=pro", "/account?plan=enterprise"]) {
      expect(await readable(path, cookie), path).not.toContain("is not on sale yet");
    }
  });
});

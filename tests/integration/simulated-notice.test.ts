// Whenever a fake answers, every page says so in one visible line, and the status card
// names the fake. The test Worker is configured like `npm run dev`: the YouTube and Stripe fakes
// (Google sign-in too where a developer's .dev.vars configures it, so it is not asserted).
import { describe, expect, it } from "vitest";
import { get, pageText, signUp } from "../helpers";
import { call } from "./billing-support";

const NOTICE = /Offline sample data: YouTube(, Stripe and Google sign-in| and Stripe) are simulated on this server/;

describe("the offline notice", () => {
  it("is on every public page and every page of the app while fakes answer", async () => {
    const cookie = await signUp("notice@example.com");
    for (const path of ["/", "/youtube", "/pricing", "/login", "/signup", "/waitlist"]) {
      expect(await pageText(await get(path)), path).toMatch(NOTICE);
    }
    for (const path of ["/dashboard", "/comment-sentiment", "/youtube-tool", "/account"]) {
      expect(await pageText(await get(path, { cookie })), path).toMatch(NOTICE);
    }
  });

  it("is absent when the real providers are configured", async () => {
    const real = { YOUTUBE_API_BASE_URL: "", STRIPE_API_BASE_URL: "", GOOGLE_OAUTH_BASE_URL: "" } as Partial<Env>;
    const html = await (await call("GET", "/", { overrides: real })).text();
    expect(html).not.toContain("Offline sample data");
    expect(html).not.toMatch(/simulated on this server/);
  });
});

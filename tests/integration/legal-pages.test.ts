import { describe, expect, it } from "vitest";
import { GOOGLE_PERMISSIONS_URL, GOOGLE_PRIVACY_URL, YOUTUBE_TERMS_URL } from "~/lib/legal";
import { get, pageText, signUp } from "../helpers";

// YouTube's API policies ask every API client to publish terms that bind users to YouTube's Terms
// of Service and a privacy policy that links Google's, names the data read, kept and shared, and
// the page where Google access is revoked; and to reach both from wherever the product is used.

async function html(path: string, cookie?: string) {
  const response = await get(path, { cookie });
  expect(response.status, path).toBe(200);
  return pageText(response);
}

/** Every footer of the page (the public one, the app's, the sign-in screens'), as sent. */
function footersOf(page: string): string {
  return [...page.matchAll(/<footer[\s\S]*?<\/footer>/g)].map((match) => match[0]).join("\n");
}

const TERMS_LINK = /<a[^>]*href="\/terms"[^>]*>Terms of Service<\/a>/;
const PRIVACY_LINK = /<a[^>]*href="\/privacy"[^>]*>Privacy Policy<\/a>/;

describe("the terms and the privacy policy", () => {
  it("/terms binds users to YouTube's Terms of Service, with the link", async () => {
    const page = await html("/terms");
    expect(page).toContain("<h1");
    expect(page).toContain("Terms of Service");
    expect(page).toContain(`href="${YOUTUBE_TERMS_URL}"`);
    expect(page).toMatch(/you agree to be bound by the[\s\S]{0,200}YouTube Terms of Service/);
    expect(page).toContain('<link rel="canonical" href="http://vidwise.test/terms"');
  });

  it("/privacy links Google's Privacy Policy and the revoke page, and says what is read, kept, shared and deleted", async () => {
    const page = await html("/privacy");
    expect(page).toContain(`href="${GOOGLE_PRIVACY_URL}"`);
    expect(page).toContain(`href="${GOOGLE_PERMISSIONS_URL}"`);
    expect(page).toContain(`href="${YOUTUBE_TERMS_URL}"`);
    expect(page).toContain("YouTube API Services");
    for (const heading of [
      "What we read and store",
      "Who we share it with",
      "How long we keep it",
      "How to delete your data or revoke access",
    ])
      expect(page, heading).toContain(heading);
    // The scopes a person grants are named, so nobody learns of them only on Google's screen.
    expect(page).toContain("yt-analytics.readonly");
    expect(page).toContain("mailto:support@vidwise.app");
  });

  it("both are in the sitemap", async () => {
    const sitemap = await (await get("/sitemap.xml")).text();
    expect(sitemap).toContain("<loc>http://vidwise.test/terms</loc>");
    expect(sitemap).toContain("<loc>http://vidwise.test/privacy</loc>");
  });
});

describe("links to them on every page", () => {
  it.each(["/", "/youtube", "/pricing", "/waitlist", "/terms", "/privacy", "/login", "/signup", "/forgot-password"])(
    "%s (signed out) has Terms and Privacy links in its footer",
    async (path) => {
      const footers = footersOf(await html(path));
      expect(footers, path).toMatch(TERMS_LINK);
      expect(footers, path).toMatch(PRIVACY_LINK);
    },
  );

  it("signed-in pages (the app's shell) have them too", async () => {
    const cookie = await signUp("legal-footer@example.com");
    for (const path of ["/dashboard", "/account", "/competitor-monitor", "/video-forecast", "/"]) {
      const footers = footersOf(await html(path, cookie));
      expect(footers, path).toMatch(TERMS_LINK);
      expect(footers, path).toMatch(PRIVACY_LINK);
    }
  });

  it("sign-up says the person agrees to our terms and YouTube's Terms of Service, with both links", async () => {
    const page = await html("/signup");
    const note = /<p[^>]*data-testid="agreement-note"[^>]*>[\s\S]*?<\/p>/.exec(page)?.[0] ?? "";
    expect(note).toContain("By signing up you agree to Vidwise's");
    expect(note).toMatch(TERMS_LINK);
    expect(note).toContain(`href="${YOUTUBE_TERMS_URL}"`);
    expect(note).toMatch(PRIVACY_LINK);
    // Inside the form, before its button: read before the account is created.
    const form = /<form[\s\S]*?<\/form>/.exec(page)?.[0] ?? "";
    expect(form).toContain('data-testid="agreement-note"');
  });

  it("the Connect with Google card links the revoke page, the privacy policy and YouTube's terms", async () => {
    const cookie = await signUp("legal-google@example.com");
    const page = await html("/account", cookie);
    const note = /<p[^>]*data-testid="google-revoke-note"[^>]*>[\s\S]*?<\/p>/.exec(page)?.[0] ?? "";
    expect(note).toContain(`href="${GOOGLE_PERMISSIONS_URL}"`);
    expect(note).toMatch(PRIVACY_LINK);
    // The connect form itself carries the agreement, when the connection is configured here.
    const connect = /<form[^>]*action="\/google\/connect"[\s\S]*?<\/form>/.exec(page)?.[0];
    if (connect) {
      expect(connect).toContain("By connecting you agree to");
      expect(connect).toContain(`href="${YOUTUBE_TERMS_URL}"`);
    }
  });
});

import { describe, expect, it } from "vitest";
import { get, pageText, postForm, sessionCookieFrom, signUp } from "../helpers";

// Every public page shares one header (app/components/marketing/site-header.tsx).
const PUBLIC_PAGES = ["/", "/landing", "/youtube", "/pricing", "/success", "/waitlist"];

/** The page's <header> element, as sent (no JavaScript involved). */
async function headerOf(path: string, cookie?: string) {
  const response = await get(path, { cookie });
  expect(response.status, path).toBe(200);
  const html = await pageText(response);
  const header = /<header[\s\S]*?<\/header>/.exec(html)?.[0];
  expect(header, `${path} has a <header>`).toBeTruthy();
  return header!;
}

describe("the public header", () => {
  it.each(PUBLIC_PAGES)("%s offers Pricing, Log in, Sign up and an Access Demo form to a visitor", async (path) => {
    const header = await headerOf(path);
    expect(header).toMatch(/<a[^>]*href="\/pricing"[^>]*>Pricing<\/a>/);
    expect(header).toMatch(/<a[^>]*href="\/login"[^>]*>Log in<\/a>/);
    expect(header).toMatch(/<a[^>]*href="\/signup"[^>]*>Sign up<\/a>/);
    // A real form posting to /demo, so the demo opens without JavaScript.
    expect(header).toMatch(
      /<form[^>]*action="\/demo" method="post"[^>]*><button type="submit"[^>]*>Access Demo<\/button>/,
    );
    expect(header).not.toContain('href="/dashboard"');
  });

  it.each(PUBLIC_PAGES)("%s offers a signed-in member their dashboard instead", async (path) => {
    const cookie = await signUp(`header-${path.replace(/\W/g, "") || "home"}@example.com`);
    const header = await headerOf(path, cookie);
    expect(header).toMatch(/<a[^>]*href="\/dashboard"[^>]*>Dashboard<\/a>/);
    expect(header).not.toContain('href="/login"');
    expect(header).not.toContain('href="/signup"');
    expect(header).not.toContain('action="/demo"');
  });

  it("offers a demo user their dashboard and the way to a real account", async () => {
    const demo = await postForm("/demo", {});
    expect(demo.status).toBe(302);
    const header = await headerOf("/pricing", sessionCookieFrom(demo));
    expect(header).toContain('href="/dashboard"');
    expect(header).toMatch(/href="\/signup"[^>]*>Sign up</);
    expect(header).not.toContain('action="/demo"');
  });

  it("the demo form works without JavaScript: a plain POST opens the dashboard", async () => {
    const response = await postForm("/demo", {});
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/dashboard");
    expect(response.headers.get("set-cookie")).toMatch(/vidwise_session=/);
  });
});

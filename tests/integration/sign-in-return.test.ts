// Signing in returns to the page the person was on, whether the guard stopped a page load or a
// client-side navigation (which React Router fetches as "/page.data?_routes=…").
import { describe, expect, it } from "vitest";
import { get, postForm, sessionCookieFrom, signUp } from "../helpers";

const PASSWORD = "correct horse battery";

/** The value of the hidden redirectTo field a form on this page renders. */
function hiddenRedirectTo(html: string): string | null {
  const input = /<input[^>]*name="redirectTo"[^>]*>/.exec(html)?.[0];
  const value = input && /value="([^"]*)"/.exec(input)?.[1];
  return value === undefined || value === null ? null : value.replace(/&amp;/g, "&");
}

/** Where the guard sends a data request (React Router answers it 202 with the redirect inside). */
async function guardRedirect(response: Response): Promise<string> {
  const location = response.headers.get("location");
  if (location) return location;
  const found = /"(\/login\?redirectTo=[^"]*)"/.exec(await response.text())?.[1];
  if (!found) throw new Error(`no redirect in the ${response.status} answer`);
  return found;
}

describe("the guard names the page, not React Router's data request", () => {
  it("a client-side navigation to Comment Sentiment asks to come back to /comment-sentiment", async () => {
    const response = await get(
      "/comment-sentiment.data?_routes=routes%2Fapp%2Flayout%2Croutes%2Fapp%2Fcomment-sentiment",
    );
    const location = new URL(await guardRedirect(response), "http://x");
    expect(location.pathname).toBe("/login");
    expect(location.searchParams.get("redirectTo")).toBe("/comment-sentiment");
  });

  it("keeps the page's own query and drops React Router's", async () => {
    const response = await get("/comment-sentiment.data?period=7d&_routes=routes%2Fapp%2Fcomment-sentiment");
    const location = new URL(await guardRedirect(response), "http://x");
    expect(location.searchParams.get("redirectTo")).toBe("/comment-sentiment?period=7d");
  });

  it("a page load keeps its path and query as they were", async () => {
    const response = await get("/comment-sentiment?period=7d");
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get("location")!, "http://x");
    expect(location.searchParams.get("redirectTo")).toBe("/comment-sentiment?period=7d");
  });
});

describe("the login form returns to the page", () => {
  it.each(["/comment-sentiment", "/comment-sentiment.data"])(
    "from redirectTo=%s: the form carries the page, and signing in lands on it",
    async (from) => {
      const email = `return-${from.length}@example.com`;
      await signUp(email, PASSWORD);
      const query = `?redirectTo=${encodeURIComponent(from)}`;
      const page = await get(`/login${query}`);
      expect(page.status).toBe(200);
      const carried = hiddenRedirectTo(await page.text());
      expect(carried).toBe("/comment-sentiment");
      const response = await postForm(`/login${query}`, { email, password: PASSWORD, redirectTo: carried! });
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toMatch(/^(https?:\/\/[^/]+)?\/comment-sentiment(\?|$)/);
      expect((await get("/comment-sentiment", { cookie: sessionCookieFrom(response) })).status).toBe(200);
    },
  );

  it("a posted .data target with React Router's parameters becomes the page, its own query kept", async () => {
    await signUp("return-posted@example.com", PASSWORD);
    const response = await postForm("/login", {
      email: "return-posted@example.com",
      password: PASSWORD,
      redirectTo: "/comment-sentiment.data?period=7d&_routes=routes%2Fapp%2Fcomment-sentiment",
    });
    expect(response.headers.get("location")).toBe("/comment-sentiment?period=7d");
  });

  it("someone already signed in who opens /login?redirectTo=…data goes to the page", async () => {
    const cookie = await signUp("return-signed-in@example.com", PASSWORD);
    const response = await get(`/login?redirectTo=${encodeURIComponent("/comment-sentiment.data")}`, { cookie });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/comment-sentiment");
  });

  it.each(
    [
      "//evil.example/comment-sentiment.data",
      "/\\evil.example.data",
      "https:evil.example.data",
      "https://evil.example/comment-sentiment.data",
      "%2F%2Fevil.example.data",
    ].map((to, i) => [to, i] as const),
  )("still refuses the off-site %s, in the form and after signing in", async (redirectTo, i) => {
    const email = `return-refused-${i}@example.com`;
    await signUp(email, PASSWORD);
    const query = `?redirectTo=${encodeURIComponent(redirectTo)}`;
    expect(hiddenRedirectTo(await (await get(`/login${query}`)).text())).toBe("/dashboard");
    const response = await postForm(`/login${query}`, { email, password: PASSWORD, redirectTo });
    expect(response.headers.get("location")).toBe("/dashboard");
  });
});

describe("signing up returns to the page too", () => {
  it("the sign-up form carries the page and the new account lands on it", async () => {
    const query = `?redirectTo=${encodeURIComponent("/comment-sentiment.data")}`;
    expect(hiddenRedirectTo(await (await get(`/signup${query}`)).text())).toBe("/comment-sentiment");
    const response = await postForm(`/signup${query}`, {
      email: "return-signup@example.com",
      password: PASSWORD,
      redirectTo: "/comment-sentiment.data",
    });
    expect(response.status).toBe(302);
    // Through the check-your-email page every sign-up lands on, which sends the new account on.
    expect(response.headers.get("location")).toBe(
      "/signup/check-email?email=return-signup%40example.com&redirectTo=%2Fcomment-sentiment",
    );
    expect(response.headers.get("set-cookie")).toMatch(/HttpOnly/i);
    const onward = await get(response.headers.get("location")!, { cookie: sessionCookieFrom(response) });
    expect([onward.status, onward.headers.get("location")]).toEqual([302, "/comment-sentiment"]);
  });
});

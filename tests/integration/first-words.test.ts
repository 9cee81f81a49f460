// What a new creator reads first: after signing up (with a new address or one that has an account
// already) and on the dashboard they land on.
import { beforeAll, describe, expect, it } from "vitest";
import { ORIGIN, demoCookie, get, pageText, postForm, sessionCookieFrom, signUp } from "../helpers";
import { mailTo, recordMail } from "../mailbox";
import { seedSampleTemplate } from "../sample";

recordMail();

beforeAll(async () => {
  await seedSampleTemplate();
});

const CHECK_EMAIL = /(check|look in) your (e-?mail|inbox)|we (have )?sent|sent (you )?(an? )?(e-?mail|link|message)/i;

/**
 * Follows a form post's redirects as a browser would, with the session cookie the answer set (a
 * sign-up sets one either way: only a new account's opens a session), to the page it ends on.
 */
async function follow(response: Response): Promise<{ response: Response; text: string; path: string }> {
  const cookie = sessionCookieFrom(response) || undefined;
  let current = response;
  let path = "";
  for (let hops = 0; hops < 5 && current.status >= 300 && current.status < 400; hops++) {
    const location = new URL(current.headers.get("location")!, ORIGIN);
    path = location.pathname + location.search;
    current = await get(path, { cookie });
  }
  return { response: current, text: await pageText(current), path };
}

describe("signing up with an address that has an account", () => {
  it("shows the check-your-email page a new sign-up gets, not a login page, and says nothing of the account", async () => {
    await signUp("first-words-owner@example.com", "the owner's password");
    const taken = await postForm("/signup", { email: "First-Words-Owner@example.com", password: "another-pass" });
    expect(taken.status).toBe(302);
    // A cookie like a new account's, which opens nothing: the visitor stays on the check-your-email page.
    expect(sessionCookieFrom(taken)).toMatch(/^vidwise_session=/);
    const { response, text, path } = await follow(taken);
    expect(path).toMatch(/^\/signup\/check-email/);
    expect(response.status).toBe(200);
    expect(path).not.toMatch(/^\/login/);
    expect(text).toMatch(CHECK_EMAIL);
    expect(text).toContain("Check your email");
    expect(text).toContain("first-words-owner@example.com");
    // What the page says (its scripts aside).
    const said = text.slice(text.indexOf("<main"), text.indexOf("</main>"));
    expect(said).not.toMatch(/already|exists|taken/i);
    expect(text).not.toContain('name="password"');
    // The owner's mail says the rest.
    expect(await mailTo("first-words-owner@example.com", "sign-in-link")).toContain("You already have one");
  });

  it("reads the same as the words a new account gets right after signing up", async () => {
    const fresh = await postForm("/signup", { email: "first-words-new@example.com", password: "a-new-password" });
    expect(fresh.status).toBe(302);
    const { text: dashboard, path } = await follow(fresh);
    expect(path).toBe("/dashboard");
    expect(dashboard).toContain("Check your email: we sent a link to first-words-new@example.com to confirm it.");
    await signUp("first-words-owner-2@example.com");
    const { text } = await follow(
      await postForm("/signup", { email: "first-words-owner-2@example.com", password: "a-new-password" }),
    );
    expect(text).toContain("Check your email: we sent a link to first-words-owner-2@example.com to confirm it.");
  });

  it("never shows an address it was not given in a valid form", async () => {
    const text = await pageText(await get(`/signup/check-email?email=${encodeURIComponent("<b>not an address")}`));
    expect(text).toContain("Check your email");
    expect(text).not.toContain("<b>not an address");
    expect(text).not.toContain("&lt;b&gt;not an address");
  });
});

describe("the dashboard's first words", () => {
  it("welcomes a brand-new account to Vidwise, not back, and asks it to confirm its address", async () => {
    const response = await postForm("/signup", {
      email: "first-words-welcome@example.com",
      password: "a-new-password",
    });
    const { text, path } = await follow(response);
    expect(path).toBe("/dashboard");
    expect(text).toContain("Welcome to Vidwise!");
    expect(text).not.toContain("Welcome back!");
    expect(text).toContain("Check your email: we sent a link to first-words-welcome@example.com to confirm it.");
    // The resend is Account Settings' own action.
    expect(text).toMatch(/<form[^>]*action="\/account"[^>]*>[\s\S]*?name="intent" value="resend-verification"/);
    expect(text).toContain("Send a new link");
  });

  it("does not ask a confirmed account to check its email", async () => {
    const cookie = await signUp("first-words-confirmed@example.com");
    const text = await pageText(await get("/dashboard", { cookie }));
    expect(text).not.toContain("Check your email");
  });

  it("welcomes back someone whose dashboard has their channel (the demo's sample channel here)", async () => {
    const text = await pageText(await get("/dashboard", { cookie: await demoCookie() }));
    expect(text).toContain("Welcome back!");
    expect(text).not.toContain("Check your email");
  });
});

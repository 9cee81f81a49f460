// Signing in brings the person back to the page they were on, and a new creator's first words:
// with JavaScript on (a client-side navigation, which React Router fetches as "/page.data") and off.
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Browser, Page } from "playwright-core";
import { launch, newContext, signUp, uniqueEmail, waitForHydration } from "./support.ts";

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser.close();
});

const PASSWORD = "a-long-password";

async function logIn(page: Page, email: string) {
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
}

/** On Comment Sentiment's page itself, not its raw data nor the home page. */
async function onCommentSentiment(page: Page) {
  await page.waitForURL((url) => url.pathname === "/comment-sentiment");
  await page.getByRole("heading", { level: 1, name: "Comment Sentiment" }).waitFor();
}

for (const javaScriptEnabled of [true, false]) {
  describe(`sign-in return with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test("the session ends, a click on Comment Sentiment asks to log in, and logging in lands on it", async () => {
      const context = await newContext(browser, { javaScriptEnabled });
      const page = await context.newPage();
      const email = uniqueEmail(javaScriptEnabled ? "return-js" : "return-nojs");
      await signUp(page, email, PASSWORD);
      if (javaScriptEnabled) await waitForHydration(page);
      // The session ends while the app is open (as when it expires); the page does not know yet.
      await context.clearCookies();
      await page.locator("aside").getByRole("link", { name: "Comment Sentiment" }).click();
      await page.waitForURL(/\/login\?redirectTo=%2Fcomment-sentiment$/);
      await logIn(page, email);
      await onCommentSentiment(page);
      await context.close();
    });

    test("a signed-out visitor who opens /comment-sentiment logs in and lands on it", async () => {
      const context = await newContext(browser, { javaScriptEnabled });
      const page = await context.newPage();
      const email = uniqueEmail(javaScriptEnabled ? "open-js" : "open-nojs");
      await signUp(page, email, PASSWORD);
      await context.clearCookies();
      await page.goto("/comment-sentiment?period=7d");
      await page.waitForURL(/\/login\?redirectTo=%2Fcomment-sentiment%3Fperiod%3D7d$/);
      await logIn(page, email);
      await page.waitForURL((url) => url.pathname === "/comment-sentiment" && url.search === "?period=7d");
      await page.getByRole("heading", { level: 1, name: "Comment Sentiment" }).waitFor();
      await context.close();
    });

    test("a login link that names the page's data request still lands on the page", async () => {
      const context = await newContext(browser, { javaScriptEnabled });
      const page = await context.newPage();
      const email = uniqueEmail(javaScriptEnabled ? "data-js" : "data-nojs");
      await signUp(page, email, PASSWORD);
      await context.clearCookies();
      await page.goto(`/login?redirectTo=${encodeURIComponent("/comment-sentiment.data")}`);
      assert.equal(await page.locator('input[name="redirectTo"]').inputValue(), "/comment-sentiment");
      await logIn(page, email);
      await onCommentSentiment(page);
      await context.close();
    });

    test("a new account is welcomed to Vidwise and told where its link went; its address signed up again says the same", async () => {
      const context = await newContext(browser, { javaScriptEnabled });
      const page = await context.newPage();
      const email = uniqueEmail(javaScriptEnabled ? "welcome-js" : "welcome-nojs");
      await signUp(page, email, PASSWORD);
      await page.getByRole("heading", { level: 1, name: "Welcome to Vidwise!" }).waitFor();
      const sentence = `Check your email: we sent a link to ${email} to confirm it.`;
      await page.getByRole("status").filter({ hasText: sentence }).waitFor();
      await page.getByRole("button", { name: "Send a new link" }).click();
      await page.waitForURL(/\/account$/);
      await page.getByText("A new link is on its way.").waitFor();

      // Someone else (or the owner, forgetting) signs up with the same address.
      const stranger = await newContext(browser, { javaScriptEnabled });
      const other = await stranger.newPage();
      await other.goto("/signup");
      await other.getByRole("textbox", { name: "Email" }).fill(email);
      await other.getByLabel("Password").fill("another-long-password");
      await other.getByRole("button", { name: "Create account" }).click();
      await other.waitForURL(/\/signup\/check-email/);
      await other.getByRole("status").filter({ hasText: sentence }).waitFor();
      assert.doesNotMatch(await other.locator("body").innerText(), /already|exists/i);
      await stranger.close();
      await context.close();
    });
  });
}

import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Browser } from "playwright-core";
import { launch, newContext, uniqueEmail } from "./support.ts";

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser.close();
});

for (const javaScriptEnabled of [true, false]) {
  describe(`accounts with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test("sign up, log out, log in through the guard, log out", async () => {
      const context = await newContext(browser, { javaScriptEnabled });
      const page = await context.newPage();
      const email = uniqueEmail(javaScriptEnabled ? "js" : "nojs");
      const password = "a-long-password";

      await page.goto("/signup");
      await page.getByRole("textbox", { name: "Email" }).fill(email);
      await page.getByLabel("Password").fill(password);
      await page.getByRole("button", { name: "Create account" }).click();
      await page.waitForURL(/\/dashboard$/);
      // The user menu names the account that is signed in; the session cookie is out of scripts' reach.
      await page.locator("aside").getByText(email).waitFor();
      const session = (await context.cookies()).find((cookie) => cookie.name === "vidwise_session");
      assert.equal(session?.httpOnly, true);
      assert.equal(session?.sameSite, "Lax");

      // Log out from the user menu (a <details> disclosure, so it opens without JavaScript too).
      await page.locator("aside summary").click();
      await page.locator("aside").getByRole("button", { name: "Log Out" }).click();
      await page.waitForURL(/\/landing$/);

      // The guard sends us to log in, and back to where we were going.
      await page.goto("/competitor-monitor");
      await page.waitForURL(/\/login\?redirectTo=%2Fcompetitor-monitor/);
      await page.getByRole("textbox", { name: "Email" }).fill(email);
      await page.getByLabel("Password").fill("wrong-password");
      await page.getByRole("button", { name: "Log in" }).click();
      await page.getByRole("alert").filter({ hasText: "Login failed. Please try again." }).waitFor();
      await page.getByLabel("Password").fill(password);
      await page.getByRole("button", { name: "Log in" }).click();
      await page.waitForURL(/\/competitor-monitor$/);
      await page.getByRole("heading", { level: 1, name: "Competitor Monitor" }).waitFor();

      await page.locator("aside summary").click();
      await page.locator("aside").getByRole("button", { name: "Log Out" }).click();
      await page.waitForURL(/\/landing$/);
      await page.goto("/dashboard");
      await page.waitForURL(/\/login/);
      await context.close();
    });
  });
}

describe("the demo", () => {
  test("Access Demo opens the dashboard in Demo Mode, and Log Out of Demo leaves it", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto("/", { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Access Demo" }).first().click();
    await page.waitForURL(/\/dashboard$/);
    await page.getByText("Demo Mode").first().waitFor();
    await page.locator("aside summary").click();
    await page.locator("aside").getByRole("button", { name: "Log Out of Demo" }).click();
    await page.waitForURL(/\/landing$/);
    await context.close();
  });
});

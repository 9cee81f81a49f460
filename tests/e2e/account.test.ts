import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Browser } from "playwright-core";
import { latestMail, launch, newContext, signUp, uniqueEmail, waitForHydration } from "./support.ts";

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser.close();
});

for (const javaScriptEnabled of [true, false]) {
  describe(`account security with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test("change the password, then reset it by the emailed link", async () => {
      const context = await newContext(browser, { javaScriptEnabled });
      const page = await context.newPage();
      const email = uniqueEmail(javaScriptEnabled ? "pw-js" : "pw-nojs");
      await signUp(page, email, "first-password");

      await page.goto("/account");
      await page.getByLabel("Current password").fill("first-password");
      await page.getByLabel("New password", { exact: true }).fill("second-password");
      await page.getByLabel("Confirm new password").fill("second-password");
      await page.getByRole("button", { name: "Update password" }).click();
      await page.getByText("Password updated successfully!").waitFor();

      await page.locator("aside summary").click();
      await page.locator("aside").getByRole("button", { name: "Log Out" }).click();
      await page.waitForURL(/\/landing$/);

      await page.goto("/login");
      await page.getByRole("link", { name: "Forgot password?" }).click();
      await page.waitForURL(/\/forgot-password$/);
      await page.getByRole("heading", { name: "Reset your password" }).waitFor();
      await page.getByRole("textbox", { name: "Email" }).fill(email);
      await page.getByRole("button", { name: "Send reset link" }).click();
      await page.getByText("If an account exists for that email").waitFor();

      const text = await latestMail(email, "password-reset");
      const link = text?.match(/https?:\/\/\S+\/reset-password\?token=\S+/)?.[0];
      assert.ok(link, "the reset email carries a link");
      await page.goto(link);
      await page.getByLabel("New password", { exact: true }).fill("third-password");
      await page.getByLabel("Confirm new password").fill("third-password");
      await page.getByRole("button", { name: "Set new password" }).click();
      await page.waitForURL(/\/login\?reset=done/);
      await page.getByRole("textbox", { name: "Email" }).fill(email);
      await page.getByLabel("Password").fill("third-password");
      await page.getByRole("button", { name: "Log in" }).click();
      await page.waitForURL(/\/dashboard$/);
      await context.close();
    });

    test("delete the account: the home page it lands on says so", async () => {
      const context = await newContext(browser, { javaScriptEnabled });
      const page = await context.newPage();
      await signUp(page, uniqueEmail(javaScriptEnabled ? "delete-js" : "delete-nojs"), "a-long-password");
      await page.goto("/account");
      if (javaScriptEnabled) await waitForHydration(page);
      await page.getByLabel("Your password, to confirm").fill("a-long-password");
      await page.getByRole("button", { name: "Delete my account" }).click();
      await page.waitForURL(/\/landing\?account=deleted$/);
      const notice = page.getByRole("status").filter({ hasText: "Your account and its data were deleted." });
      await notice.waitFor();
      assert.match(await notice.innerText(), /you are signed out/);
      await notice.getByRole("link", { name: "Privacy Policy" }).waitFor();
      // Signed out indeed: the app sends a visitor to sign in.
      await page.goto("/account");
      await page.waitForURL(/\/login/);
      await context.close();
    });
  });
}

describe("the demo's restrictions", () => {
  test("no live market tools, no subscribing, no password or channel connection", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto("/", { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Access Demo" }).first().click();
    await page.waitForURL(/\/dashboard$/);

    await page.goto("/youtube-tool");
    await page.getByRole("link", { name: "Create a real account" }).waitFor();
    await page.goto("/youtube");
    await page
      .getByRole("link", { name: /sign up|create/i })
      .first()
      .waitFor();
    await page.goto("/pricing");
    await page.getByText("Please sign up for a real account to subscribe").first().waitFor();
    await page.goto("/account");
    await page.getByText("Demo accounts have no password.").waitFor();
    assert.equal(await page.getByRole("button", { name: "Connect channel" }).count(), 0);
    assert.equal(await page.getByRole("button", { name: "Delete my account" }).count(), 0);
    await page.getByText("Sample data").first().waitFor();
    await context.close();
  });
});

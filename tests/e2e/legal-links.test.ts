// The terms and the privacy policy reached from the footer of a public page and of a signed-in
// page with JavaScript off (plain links, nothing to hydrate), and both pages accessible and
// within a phone's width, in light and dark.
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Browser, BrowserContext, Page } from "playwright-core";
import {
  assertNoHorizontalOverflow,
  axeViolations,
  launch,
  newContext,
  signUp,
  uniqueEmail,
  watchErrors,
} from "./support.ts";

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

let browser: Browser;
/** A member's cookies, made once (sign-ups are rate-limited). */
let member: Awaited<ReturnType<BrowserContext["storageState"]>>;
before(async () => {
  browser = await launch();
  const context = await newContext(browser);
  await signUp(await context.newPage(), uniqueEmail("legal-member"));
  member = await context.storageState();
  await context.close();
});
after(async () => {
  await browser.close();
});

/** Follows the footer's link to `name` and checks the page it opens. */
async function followFooterLink(page: Page, name: "Terms of Service" | "Privacy Policy", path: string) {
  const link = page.getByRole("contentinfo").getByRole("link", { name, exact: true }).first();
  assert.ok(await link.isVisible(), `${page.url()}: the footer's ${name} link is visible`);
  await link.click();
  await page.waitForURL(new RegExp(`${path}$`));
  await page.getByRole("heading", { level: 1, name }).waitFor();
}

async function checkPolicyLinks(page: Page) {
  await page.goto("/privacy");
  for (const href of [
    "http://www.google.com/policies/privacy",
    "https://security.google.com/settings/security/permissions",
    "https://www.youtube.com/t/terms",
  ])
    assert.equal((await page.locator(`main a[href="${href}"]`).count()) > 0, true, `/privacy links ${href}`);
}

describe("the footer's Terms and Privacy links, JavaScript off", () => {
  test("from the home page, signed out", async () => {
    const context = await newContext(browser, { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    await followFooterLink(page, "Terms of Service", "/terms");
    assert.ok(await page.locator('main a[href="https://www.youtube.com/t/terms"]').first().isVisible());
    await followFooterLink(page, "Privacy Policy", "/privacy");
    await checkPolicyLinks(page);
    await context.close();
  });

  test("from a signed-in page (the dashboard), and from the sign-up form", async () => {
    const context = await newContext(browser, { javaScriptEnabled: false, storageState: member });
    const page = await context.newPage();
    await page.goto("/dashboard");
    await followFooterLink(page, "Privacy Policy", "/privacy");
    await page.goto("/competitor-monitor");
    await followFooterLink(page, "Terms of Service", "/terms");
    await context.close();

    const visitor = await newContext(browser, { javaScriptEnabled: false });
    const signup = await visitor.newPage();
    await signup.goto("/signup");
    const form = signup.locator("form");
    assert.ok(await form.getByRole("link", { name: "YouTube's Terms of Service" }).isVisible());
    await form.getByRole("link", { name: "Terms of Service", exact: true }).click();
    await signup.waitForURL(/\/terms$/);
    await visitor.close();
  });
});

describe("the terms and the privacy policy", () => {
  for (const colorScheme of ["light", "dark"] as const) {
    test(`have no accessibility violations and fit a phone (${colorScheme})`, async () => {
      const context = await newContext(browser, { ...PHONE, colorScheme });
      const page = await context.newPage();
      const errors = watchErrors(page);
      for (const path of ["/terms", "/privacy"]) {
        await page.goto(path, { waitUntil: "networkidle" });
        await assertNoHorizontalOverflow(page);
        const violations = await axeViolations(page);
        assert.deepEqual(violations, [], `${path} (${colorScheme}): ${JSON.stringify(violations)}`);
      }
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
});

// The first hour of a new creator, on a phone, with JavaScript on and off: land on /, open the
// demo, visit every tool in the sidebar, log out, sign up, open the account page, log out.
// Every page on the way must load its images, log no console error, fit 390 px without
// scrolling sideways, and offer a way back (home, the dashboard, or a back link).
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Browser, Locator, Page } from "playwright-core";
import { launch, newContext, uniqueEmail, watchErrors } from "./support.ts";

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser.close();
});

/** Image responses with an error status (CSS images included), by the page showing at the time. */
function watchImages(page: Page): string[] {
  const broken: string[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "image" && response.status() >= 400) {
      broken.push(response.url());
    }
  });
  return broken;
}

/**
 * The page as a creator sees it: whole, within the screen, with a way back. Problems are
 * collected rather than thrown, so one run lists every page that falls short.
 */
async function checkPage(page: Page, broken: string[], problems: string[]) {
  await page.waitForLoadState("load");
  const where = new URL(page.url()).pathname + new URL(page.url()).search;
  // Scrolled through once, so lazy images load as they would for a reader (paced from here:
  // with JavaScript off, the page's own timers never fire).
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let top = 0; top < height; top += PHONE.viewport.height) {
    await page.evaluate((y) => window.scrollTo(0, y), top);
    await page.waitForTimeout(50);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForLoadState("networkidle");
  // Every <img> that finished without a picture: a failed request, an error status, bad data.
  const unloaded = await page.evaluate(() =>
    [...document.images]
      .filter((img) => img.complete && img.naturalWidth === 0)
      .map((img) => img.currentSrc || img.src),
  );
  const images = [...new Set([...broken.splice(0), ...unloaded])];
  if (images.length > 0) problems.push(`${where}: ${images.length} broken image(s), e.g. ${images[0]}`);

  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  if (width > PHONE.viewport.width) problems.push(`${where}: ${width} px wide on a ${PHONE.viewport.width} px phone`);

  const wayBack = page.locator('a[href="/"], a[href="/dashboard"]').or(page.getByRole("link", { name: /\bback\b/i }));
  if (!(await anyVisible(wayBack))) problems.push(`${where}: no visible link home, to the dashboard or back`);
}

async function anyVisible(locator: Locator) {
  for (const candidate of await locator.all()) if (await candidate.isVisible()) return true;
  return false;
}

/** Opens the phone drawer: a button with JavaScript, a native disclosure without. */
async function openDrawer(page: Page, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) await page.getByRole("button", { name: "Open navigation menu" }).click();
  else await page.locator("summary", { hasText: "Open navigation menu" }).click();
  const drawer = page.getByRole("dialog", { name: "Navigation" });
  await drawer.waitFor();
  return drawer;
}

/** The user menu at the bottom of the drawer (Account Settings, Log Out). */
async function openUserMenu(page: Page, javaScriptEnabled: boolean) {
  const drawer = await openDrawer(page, javaScriptEnabled);
  await drawer.locator("details summary").click();
  return drawer;
}

/** From a public page the sidebar links to (Pricing), the header's Dashboard link leads back. */
async function backToTheApp(page: Page, javaScriptEnabled: boolean) {
  if ((await page.locator("aside").count()) > 0) return;
  await page.locator("header").getByRole("link", { name: "Dashboard" }).click();
  await page.waitForURL(/\/dashboard$/);
  await settle(page, javaScriptEnabled);
}

async function settle(page: Page, javaScriptEnabled: boolean) {
  // With JavaScript, wait for hydration (the drawer's button replaces the no-script disclosure).
  if (javaScriptEnabled) await page.waitForLoadState("networkidle");
}

for (const javaScriptEnabled of [true, false]) {
  describe(`the first hour on a 390 px phone, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test("land, demo every tool, log out, sign up, account, log out", { timeout: 240_000 }, async () => {
      const context = await newContext(browser, { ...PHONE, javaScriptEnabled });
      const page = await context.newPage();
      const errors = watchErrors(page);
      const broken = watchImages(page);
      const problems: string[] = [];

      await page.goto("/");
      await settle(page, javaScriptEnabled);
      await checkPage(page, broken, problems);
      for (const name of ["Log in", "Sign up", "Pricing"]) {
        assert.ok(
          await page.locator("header").getByRole("link", { name, exact: true }).isVisible(),
          `header shows ${name}`,
        );
      }

      await page.locator("header").getByRole("button", { name: "Access Demo" }).click();
      await page.waitForURL(/\/dashboard$/);
      await settle(page, javaScriptEnabled);
      await page.getByText("Demo Mode").filter({ visible: true }).first().waitFor();
      await checkPage(page, broken, problems);

      // Every tool in the sidebar, reached the way a phone reaches it: through the drawer.
      const tools = await page
        .locator('aside nav[aria-label="Tools"] a')
        .evaluateAll((links) =>
          links.map((link) => ({ name: link.textContent?.trim() ?? "", path: link.getAttribute("href") ?? "" })),
        );
      assert.ok(tools.length >= 12, `the sidebar lists the tools (${tools.length})`);
      for (const tool of tools) {
        await backToTheApp(page, javaScriptEnabled);
        const drawer = await openDrawer(page, javaScriptEnabled);
        await drawer.getByRole("link", { name: tool.name, exact: true }).click();
        await page.waitForURL((url) => url.pathname === tool.path);
        await settle(page, javaScriptEnabled);
        await page.getByRole("heading", { level: 1 }).first().waitFor();
        await checkPage(page, broken, problems);
      }

      await backToTheApp(page, javaScriptEnabled);
      let menu = await openUserMenu(page, javaScriptEnabled);
      await menu.getByRole("button", { name: "Log Out of Demo" }).click();
      await page.waitForURL(/\/landing$/);
      await settle(page, javaScriptEnabled);
      await checkPage(page, broken, problems);

      await page.locator("header").getByRole("link", { name: "Sign up" }).click();
      await page.waitForURL(/\/signup$/);
      await settle(page, javaScriptEnabled);
      await checkPage(page, broken, problems);
      await page
        .getByRole("textbox", { name: "Email" })
        .fill(uniqueEmail(`first-hour-${javaScriptEnabled ? "js" : "nojs"}`));
      await page.getByLabel("Password").fill("a-long-password");
      await page.getByRole("button", { name: "Create account" }).click();
      await page.waitForURL(/\/dashboard$/);
      await settle(page, javaScriptEnabled);
      await checkPage(page, broken, problems);

      menu = await openUserMenu(page, javaScriptEnabled);
      await menu.getByRole("link", { name: "Account Settings" }).click();
      await page.waitForURL(/\/account$/);
      await settle(page, javaScriptEnabled);
      await page.getByRole("heading", { level: 1, name: "Account Settings" }).waitFor();
      await checkPage(page, broken, problems);

      menu = await openUserMenu(page, javaScriptEnabled);
      await menu.getByRole("button", { name: "Log Out", exact: true }).click();
      await page.waitForURL(/\/landing$/);
      await settle(page, javaScriptEnabled);
      await checkPage(page, broken, problems);

      assert.deepEqual(problems, [], "every page loads its images, fits the phone and offers a way back");
      assert.deepEqual(errors, [], "no console errors on the way");
      await context.close();
    });
  });
}

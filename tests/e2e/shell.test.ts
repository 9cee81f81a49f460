import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Browser, Page } from "playwright-core";
import { launch, newContext, watchErrors } from "./support.ts";

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser.close();
});

async function startDemo(page: Page) {
  await page.goto("/", { waitUntil: "networkidle" });
  await page.getByRole("button", { name: "Access Demo" }).first().click();
  await page.waitForURL(/\/dashboard$/);
  await page.waitForLoadState("networkidle");
}

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains("dark"));

describe("theme", () => {
  test("follows the system preference, toggles, and persists across reloads without a flash", async () => {
    const context = await newContext(browser, { colorScheme: "dark" });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await startDemo(page);
    assert.equal(await isDark(page), true, "starts dark from the system preference");
    await page.getByRole("button", { name: "Switch to light theme" }).click();
    assert.equal(await isDark(page), false);
    assert.equal(await page.evaluate(() => localStorage.getItem("vidwise-theme")), "light");

    // The class is right as soon as the document is parsed, before any bundle runs.
    await page.reload({ waitUntil: "domcontentloaded" });
    assert.equal(await isDark(page), false);
    await page.waitForLoadState("networkidle");
    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    await page.reload({ waitUntil: "domcontentloaded" });
    assert.equal(await isDark(page), true);
    assert.equal(await page.evaluate(() => localStorage.getItem("vidwise-theme")), "dark");
    assert.deepEqual(errors, []);
    await context.close();
  });

  test("a stored preference wins over the system's on public pages too", async () => {
    const context = await newContext(browser, { colorScheme: "light" });
    await context.addInitScript(() => localStorage.setItem("vidwise-theme", "dark"));
    const page = await context.newPage();
    await page.goto("/", { waitUntil: "domcontentloaded" });
    assert.equal(await isDark(page), true);
    await context.close();
  });
});

describe("mobile drawer", () => {
  test("opens from the menu button, closes on the overlay and after navigation", async () => {
    const context = await newContext(browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await startDemo(page);
    const drawer = page.getByRole("dialog", { name: "Navigation" });
    const menu = page.getByRole("button", { name: "Open navigation menu" });

    await menu.click();
    await drawer.waitFor();
    await page.getByTestId("drawer-overlay").click({ position: { x: 370, y: 400 } });
    await drawer.waitFor({ state: "hidden" });

    await menu.click();
    await drawer.getByRole("link", { name: "Comment Sentiment" }).click();
    await page.waitForURL(/\/comment-sentiment$/);
    await drawer.waitFor({ state: "hidden" });
    await page.getByRole("heading", { level: 1, name: "Comment Sentiment" }).waitFor();

    await menu.click();
    await drawer.waitFor();
    await page.keyboard.press("Escape");
    await drawer.waitFor({ state: "hidden" });
    await context.close();
  });

  test("the active tool is marked in the sidebar", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await startDemo(page);
    await page.goto("/series-planner");
    const active = page.locator("aside").getByRole("link", { name: "Series Planner" });
    assert.equal(await active.getAttribute("aria-current"), "page");
    await context.close();
  });
});

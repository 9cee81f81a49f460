import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Browser } from "playwright-core";
import { axeViolations, launch, newContext, waitForHydration } from "./support.ts";

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser.close();
});

const PUBLIC_PAGES = ["/", "/youtube", "/pricing", "/success", "/waitlist", "/login", "/signup"];

describe("axe-core finds no violations", () => {
  for (const colorScheme of ["light", "dark"] as const) {
    for (const path of PUBLIC_PAGES) {
      test(`${path} in ${colorScheme} mode`, async () => {
        // No bypassCSP: on a loopback host the page's policy allows exactly axe-core's build.
        const context = await newContext(browser, { colorScheme });
        const page = await context.newPage();
        // Hydrated is what a visitor ends up with (and what the dark theme's script has run on).
        await page.goto(path);
        await waitForHydration(page);
        const violations = await axeViolations(page);
        assert.deepEqual(violations, [], JSON.stringify(violations, null, 1));
        await context.close();
      });
    }
  }

  test("the app shell and a tool page, signed in to the demo", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto("/", { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Access Demo" }).first().click();
    await page.waitForURL(/\/dashboard$/);
    await page.waitForLoadState("networkidle");
    assert.deepEqual(await axeViolations(page), []);
    await page.goto("/comment-sentiment", { waitUntil: "networkidle" });
    assert.deepEqual(await axeViolations(page), []);
    await context.close();
  });
});

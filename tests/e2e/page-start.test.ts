// When a page's JavaScript starts (decision 013): after the browser has painted the server's HTML,
// never before, and then it hydrates as before. Measured in Chromium with the Paint Timing entry
// and the User Timing mark the page itself records.
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Browser, Page } from "playwright-core";
import { SCRIPTS_RELEASED_MARK } from "../../app/lib/scripts-after-paint.ts";
import { BASE, launch, newContext, startDemo, waitForHydration, watchErrors } from "./support.ts";

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser.close();
});

/** The page's first contentful paint, and when its module scripts were released to run. */
async function paintAndRelease(page: Page) {
  return page.evaluate((mark) => {
    const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null;
    const released = performance.getEntriesByName(mark)[0]?.startTime ?? null;
    return { paint, released };
  }, SCRIPTS_RELEASED_MARK);
}

describe("a page's JavaScript starts after its first paint", () => {
  test("the server sends the module script held back, with no preload links", async () => {
    const html = await (await fetch(`${BASE}/pricing`)).text();
    assert.doesNotMatch(html, /rel="modulepreload"/);
    assert.match(html, /<script nonce="[^"]+" type="vidwise\/held-module" async="">/);
    assert.doesNotMatch(html, /<script[^>]* type="module"/);
  });

  test("public pages: the scripts run after the first contentful paint, then the page hydrates", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = watchErrors(page);
    for (const path of ["/", "/pricing", "/youtube"]) {
      await page.goto(path);
      await waitForHydration(page);
      const { paint, released } = await paintAndRelease(page);
      assert.ok(paint !== null && released !== null, `${path}: a paint (${paint}) and a release (${released})`);
      assert.ok(
        released >= paint,
        `${path}: the scripts were released at ${released} ms, before the first paint at ${paint} ms`,
      );
    }
    // Hydrated, the landing's Join Waitlist is the dialog's button again.
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Join Waitlist" }).first().click();
    await page.getByRole("dialog").waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  test("a signed-in page does the same, and hydration finds the server's tree (no recoverable error)", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await startDemo(page);
    await page.goto("/video-forecast");
    await waitForHydration(page);
    const { paint, released } = await paintAndRelease(page);
    assert.ok(
      paint !== null && released !== null && released >= paint,
      `scripts released at ${released} ms, first paint at ${paint} ms`,
    );
    // A hydration mismatch is reported as a console error by React: none.
    assert.deepEqual(errors, []);
    await context.close();
  });
});

// The Track Record page in a fresh demo, with JavaScript off (what the server sends) and
// on (reached from the sidebar, a client-side navigation): the replayed history's figures, the
// same count on the page and in the CSV, and a phone layout that does not overflow.
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Browser, Page } from "playwright-core";
import { assertNoHorizontalOverflow, launch, newContext, startDemo, waitForHydration, watchErrors } from "./support.ts";

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser.close();
});

/** What the page says of the replayed history: the count of forecasts and how many held. */
async function readFigures(page: Page) {
  await page.getByRole("heading", { name: /^How accurate the forecasts have been/ }).waitFor();
  const main = await page.locator("main").innerText();
  const replayed = /Replayed history: (\d+) forecasts computed at past dates/.exec(main);
  assert.ok(replayed, `the replayed history is labelled as such: ${main.slice(0, 400)}`);
  const inside = /Inside the 80% range\s+(\d+) of (\d+)/.exec(main);
  assert.ok(inside, "the share inside the 80% range is shown as 'X of N'");
  return { replayed: Number(replayed[1]), inside: Number(inside[1]), n: Number(inside[2]), main };
}

describe("Track Record", () => {
  test("JavaScript off: the demo's replayed history, scored, with a CSV of the same suggestions", async () => {
    const context = await newContext(browser, { javaScriptEnabled: false });
    const page = await context.newPage();
    await startDemo(page);
    await page.goto("/track-record");
    const { replayed, inside, n, main } = await readFigures(page);
    assert.ok(n >= 10, `at least 10 forecasts scored (${n})`);
    assert.equal(replayed, n);
    assert.ok(inside <= n);
    assert.match(main, /Median error\s+\d+%\s+channel median: \d+%/);
    assert.match(main, /Every suggestion kept \(\d+\)/);
    assert.ok((main.match(/· replayed/gi) ?? []).length >= n, "each replayed forecast is labelled replayed");

    const csv = await context.request.get("/track-record/suggestions.csv");
    assert.equal(csv.status(), 200);
    assert.match(csv.headers()["content-type"] ?? "", /text\/csv/);
    const rows = (await csv.text()).trim().split("\n");
    assert.ok(rows.length - 1 >= n, `the CSV has a row per kept suggestion (${rows.length - 1} for ${n} forecasts)`);
    await context.close();
  });

  test("JavaScript on: reached from the sidebar without a reload, the same figures; no overflow on a phone", async () => {
    const context = await newContext(browser, { viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await startDemo(page);
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    // On a phone the sidebar is behind the menu button.
    await page.getByRole("button", { name: "Open navigation menu" }).click();
    await page.getByRole("dialog").getByRole("link", { name: "Track Record" }).click();
    await page.waitForURL(/\/track-record$/);
    const { n } = await readFigures(page);
    assert.ok(n >= 10);
    assert.equal(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded), true);
    await assertNoHorizontalOverflow(page);
    assert.deepEqual(errors, []);
    await context.close();
  });
});

import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Browser, Page } from "playwright-core";
import {
  assertNoHorizontalOverflow,
  axeViolations,
  launch,
  newContext,
  startDemo,
  waitForHydration,
} from "./support.ts";

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser.close();
});

const demo = startDemo;

async function analyzeAndWait(page: Page) {
  await page.goto("/comment-sentiment?period=90d");
  await page.getByRole("button", { name: "Analyze", exact: true }).click();
  // The click starts a navigation: a goto before it settles is interrupted by it.
  await page.waitForLoadState("networkidle");
  // A demo's comments are scored when its base is prepared (a queued run of thousands, with
  // progress); Analyze then finds nothing new. Until that run ends, the page shows its progress.
  for (let i = 0; i < 120; i++) {
    await page.waitForTimeout(500);
    await page.goto("/comment-sentiment?period=90d");
    if (
      (await page.getByText("Analyzing comments:").count()) === 0 &&
      (await page.locator("#main details").count()) > 0
    )
      return;
  }
  throw new Error("the analysis did not finish");
}

describe("Comment Sentiment", () => {
  test("analyse, expand a card (one open at a time), export the report", async () => {
    const context = await newContext(browser, { acceptDownloads: true });
    const page = await context.newPage();
    await demo(page);
    await analyzeAndWait(page);
    await page.getByText("Breakdown per video").waitFor();
    // One card open at a time is React's doing: without it each <details> opens on its own.
    await waitForHydration(page);

    const cards = page.locator("#main details");
    await cards.nth(0).locator("summary").click();
    await cards
      .nth(0)
      .getByRole("heading", { name: "Actionable insights" })
      .or(cards.nth(0).getByText("Common themes"))
      .first()
      .waitFor();
    await cards.nth(1).locator("summary").click();
    await page.waitForTimeout(200);
    assert.equal(await cards.nth(0).getAttribute("open"), null, "opening a card closes the other");
    assert.notEqual(await cards.nth(1).getAttribute("open"), null);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Export Report (videos)" }).click(),
    ]);
    assert.match(download.suggestedFilename(), /^vidwise-sentiment-videos-90d-\d{4}-\d{2}-\d{2}\.csv$/);
    const path = await download.path();
    const { readFileSync } = await import("node:fs");
    const csv = readFileSync(path!, "utf8");
    // A byte-order mark first, so Excel reads emoji titles as UTF-8.
    assert.ok(csv.startsWith("\uFEFF"), "the file starts with a UTF-8 BOM");
    assert.match(csv.split("\r\n")[0]!, /sentiment_score/);
    assert.ok(csv.split("\r\n").length > 2);
    await context.close();
  });

  test("works without JavaScript: the period selector and the cards", async () => {
    const context = await newContext(browser, { javaScriptEnabled: false });
    const page = await context.newPage();
    await demo(page);
    await analyzeAndWait(page);
    await page.getByLabel("Period").selectOption("7d");
    await page.getByRole("button", { name: "Apply" }).click();
    await page.waitForURL(/period=7d/);
    await page.goto("/comment-sentiment?period=90d");
    await page.locator("#main details").first().locator("summary").click();
    assert.notEqual(await page.locator("#main details").first().getAttribute("open"), null);
    await context.close();
  });

  test("on a desktop the line chart fills its card, with readable axis labels under and beside it", async () => {
    const context = await newContext(browser, { viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await demo(page);
    await analyzeAndWait(page);
    const chart = page.locator("figure", { hasText: "Sentiment score by video, oldest to newest" });
    await chart.waitFor();
    const card = chart.locator("xpath=..");
    const [chartBox, cardBox] = [await chart.boundingBox(), await card.boundingBox()];
    assert.ok(chartBox && cardBox);
    assert.ok(
      chartBox.height >= 0.8 * (cardBox.height - 40),
      `chart ${chartBox.height}px of a ${cardBox.height}px card`,
    );
    // Dates under the x axis and 0 / 5 / 10 beside the y axis, in 12 px text or larger.
    const labels = await chart.evaluate((figure) =>
      [...figure.querySelectorAll("span")]
        .filter((span) => span.children.length === 0 && /^([A-Z][a-z]{2} \d{1,2}|0|5|10)$/.test(span.textContent ?? ""))
        .map((span) => ({ text: span.textContent, size: parseFloat(getComputedStyle(span).fontSize) })),
    );
    const dates = labels.filter((l) => /[A-Z]/.test(l.text ?? ""));
    assert.ok(dates.length >= 2, `x axis labels: ${JSON.stringify(labels)}`);
    assert.deepEqual(
      labels.filter((l) => !/[A-Z]/.test(l.text ?? "")).map((l) => l.text),
      ["10", "5", "0"],
    );
    for (const label of labels) assert.ok(label.size >= 12, `${label.text} is ${label.size}px`);
    await context.close();
  });

  for (const javaScriptEnabled of [true, false]) {
    test(`on a 390 px phone with JavaScript ${javaScriptEnabled ? "on" : "off"}: legend, cards that say they open`, async () => {
      const context = await newContext(browser, { javaScriptEnabled, viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      await demo(page);
      await analyzeAndWait(page);
      const legend = page.getByRole("list", { name: "Legend" });
      for (const name of ["Positive", "Neutral", "Negative"]) await legend.getByText(name, { exact: true }).waitFor();

      const summary = page.locator("#main details > summary").first();
      await summary.getByText("Show details").waitFor();
      if (javaScriptEnabled) {
        await page.waitForFunction(
          () => document.querySelector("#main details > summary")?.getAttribute("aria-expanded") === "false",
        );
      } else {
        // The browser reports the native state; a server-written value would go stale after a click.
        assert.equal(await summary.getAttribute("aria-expanded"), null);
      }
      await summary.click();
      await summary.getByText("Hide details").waitFor();
      if (javaScriptEnabled) assert.equal(await summary.getAttribute("aria-expanded"), "true");
      assert.equal(await page.getByText(/\b1 comments\b/).count(), 0);
      await assertNoHorizontalOverflow(page);
      await context.close();
    });
  }

  test("axe-core finds no violations with a card open, in dark mode", async () => {
    // bypassCSP only because axe-core is injected as an inline script.
    const context = await newContext(browser, { colorScheme: "dark", bypassCSP: true });
    const page = await context.newPage();
    await demo(page);
    await analyzeAndWait(page);
    await page.locator("#main details > summary").first().click();
    await page.locator("#main details > summary").first().getByText("Hide details").waitFor();
    const violations = await axeViolations(page);
    assert.deepEqual(violations, [], JSON.stringify(violations, null, 1));
    await context.close();
  });
});

import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Browser, Page } from "playwright-core";
import { launch, newContext } from "./support.ts";

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
}

async function analyzeAndWait(page: Page) {
  await page.goto("/comment-sentiment?period=90d");
  await page.getByRole("button", { name: "Analyze", exact: true }).click();
  // The demo has thousands of comments: they are scored in queued batches with progress.
  for (let i = 0; i < 120; i++) {
    await page.waitForTimeout(500);
    await page.goto("/comment-sentiment?period=90d");
    if ((await page.getByText("Analyzing comments:").count()) === 0 && (await page.locator("#main details").count()) > 0) return;
  }
  throw new Error("the analysis did not finish");
}

describe("Comment Sentiment", () => {
  test("analyse, expand a card (one open at a time), export the report", async () => {
    const context = await newContext(browser, { acceptDownloads: true });
    const page = await context.newPage();
    await startDemo(page);
    await analyzeAndWait(page);
    await page.getByText("Breakdown per video").waitFor();

    const cards = page.locator("#main details");
    await cards.nth(0).locator("summary").click();
    await cards.nth(0).getByRole("heading", { name: "Actionable insights" }).or(cards.nth(0).getByText("Common themes")).first().waitFor();
    await cards.nth(1).locator("summary").click();
    await page.waitForTimeout(200);
    assert.equal(await cards.nth(0).getAttribute("open"), null, "opening a card closes the other");
    assert.notEqual(await cards.nth(1).getAttribute("open"), null);

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export Report (videos)" }).click()]);
    assert.match(download.suggestedFilename(), /vidwise-sentiment-videos-90d\.csv/);
    const path = await download.path();
    const { readFileSync } = await import("node:fs");
    const csv = readFileSync(path!, "utf8");
    assert.match(csv.split("\r\n")[0]!, /sentiment_score/);
    assert.ok(csv.split("\r\n").length > 2);
    await context.close();
  });

  test("works without JavaScript: the period selector and the cards", async () => {
    const context = await newContext(browser, { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    await page.getByRole("button", { name: "Access Demo" }).first().click();
    await page.waitForURL(/\/dashboard$/);
    await analyzeAndWait(page);
    await page.getByLabel("Period").selectOption("7d");
    await page.getByRole("button", { name: "Apply" }).click();
    await page.waitForURL(/period=7d/);
    await page.goto("/comment-sentiment?period=90d");
    await page.locator("#main details").first().locator("summary").click();
    assert.notEqual(await page.locator("#main details").first().getAttribute("open"), null);
    await context.close();
  });
});

// The demo must not open on empty tools: a visitor pressing Access Demo finds every tool
// already showing its real run on the sample channel (features/demo-showcase), on first load,
// before pressing anything. Each page is opened once, as loaded: what a tool shows is named by
// its content (an idea's title, a series, a forecast card…), not by the absence of "No … yet".
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Browser, Page } from "playwright-core";
import { launch, newContext, startDemo, watchErrors } from "./support.ts";

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser.close();
});

/** The page's main text: every empty state of the tools reads "No … yet". */
async function mainText(page: Page): Promise<string> {
  return page.locator("main").innerText();
}

const EMPTY = /\bNo (?!data\b)[a-z]+(?: [a-z]+){0,3} yet\b/i;

describe("A fresh demo, on a 1280 px desktop, JavaScript off (what the server sends)", () => {
  test("opens every tool on results", async () => {
    const context = await newContext(browser, { javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await startDemo(page);

    // Content Ideas: three idea cards with a title, a trend score and a difficulty.
    await page.goto("/content-ideas");
    const ideas = page.locator("article");
    assert.equal(await ideas.count(), 3);
    const ideaTitle = (await ideas.first().getByRole("heading", { level: 3 }).innerText()).trim();
    assert.ok(ideaTitle.length > 3, ideaTitle);
    assert.match(await ideas.first().innerText(), /Trend score \d+/);
    assert.match(await page.getByRole("region", { name: "Statistics" }).innerText(), /Total Generated\s+3\b/);
    assert.doesNotMatch(await mainText(page), EMPTY);
    // The batch heard the viewers: the base's comments were scored before it was made.
    assert.doesNotMatch(await mainText(page), /comments are (not analyzed yet|being analyzed)/);

    // Series Planner: the numbered series the analysis found, with its videos.
    await page.goto("/series-planner");
    const python = page.getByRole("article", { name: "Python Basics", exact: true });
    await python.waitFor();
    assert.match(await python.innerText(), /8 videos/);
    assert.doesNotMatch(await mainText(page), EMPTY);

    // Video Forecast: a forecast card for each of the batch's first three ideas, the first idea's among them.
    await page.goto("/video-forecast");
    const forecasts = page.getByTestId("forecast-card");
    assert.equal(await forecasts.count(), 3);
    await forecasts.getByRole("heading", { name: ideaTitle, exact: true }).waitFor();
    assert.match(await forecasts.first().getByTestId("success-probability").innerText(), /^\d+%$/);
    assert.doesNotMatch(await mainText(page), EMPTY);

    // Thumbnail Optimizer: the run's suggestions and an A/B test of its first title suggestion.
    await page.goto("/thumbnail-optimizer");
    await page.getByRole("heading", { name: "What works on this channel" }).waitFor();
    const suggestions = page.getByRole("article", { name: /^Suggestion for / });
    assert.ok((await suggestions.count()) >= 1);
    assert.match(await suggestions.first().innerText(), /Confidence:\s*\d+%/);
    await page.getByRole("article", { name: /^A\/B test Title of “/ }).waitFor();
    assert.doesNotMatch(await mainText(page), EMPTY);

    // Description Rewriter: the audit, and the rewrite of its first video with its SEO gain.
    await page.goto("/description-rewriter");
    await page.getByRole("heading", { name: /^Audit of / }).waitFor();
    const rewrite = page.locator('article[aria-label^="Rewrite of "]');
    assert.equal(await rewrite.count(), 1);
    assert.match(await rewrite.innerText(), /\+\d+ SEO points/);
    assert.doesNotMatch(await mainText(page), EMPTY);

    // RPM Booster: the analysis with the current RPM and at least one recommendation.
    await page.goto("/rpm-booster");
    const panel = page.getByRole("region", { name: "Your RPM analysis" });
    assert.match(await panel.innerText(), /Current RPM \(last 28 days\)\s+\$\d+\.\d\d/);
    assert.match(await page.getByRole("region", { name: "Statistics" }).innerText(), /Total Analyses\s+1\b/);
    assert.doesNotMatch(await mainText(page), EMPTY);

    // Ask Vidwise: the first suggested question, answered, in the visitor's conversation list.
    await page.goto("/ask-vidwise");
    const conversation = page
      .getByRole("navigation", { name: "Conversations" })
      .getByRole("link", { name: "What should my next video be?" });
    await conversation.click();
    await page.waitForURL(/\/ask-vidwise\?c=[0-9a-f-]{36}/);
    const answer = page.getByRole("article", { name: "Vidwise's answer" });
    assert.equal(await answer.count(), 1);
    assert.ok((await answer.innerText()).length > 40);

    // The tools that read the sample directly still show it.
    for (const path of ["/comment-sentiment", "/competitor-monitor"]) {
      await page.goto(path);
      assert.doesNotMatch(await mainText(page), EMPTY, path);
    }
    // Comment Sentiment opens on the sample's scored comments, not on "Ready to analyze": the
    // base's comments are all scored when the base is prepared, before any demo copies it.
    await page.goto("/comment-sentiment?period=90d");
    await page.getByText("Breakdown per video").first().waitFor();
    assert.doesNotMatch(await mainText(page), /Ready to analyze/);
    assert.deepEqual(errors, []);
    await context.close();
  });
});

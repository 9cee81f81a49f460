import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Browser } from "playwright-core";
import { BASE, confirmEmail, launch, newContext, signUp, uniqueEmail } from "./support.ts";

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser.close();
});

describe("the trend panel on /youtube", () => {
  test("pending until the 6-hourly job measures the topic, then the summary card", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const email = uniqueEmail("trends");
    await signUp(page, email);
    // Trend keywords spend the shared search allowance: only confirmed addresses are followed.
    await confirmEmail(page, email);

    await page.goto("/account");
    await page.getByLabel("Primary topic").fill("budget laptops");
    await page.getByRole("button", { name: "Save settings" }).click();
    await page.getByText("Topic updated successfully!").waitFor();

    await page.goto("/youtube");
    await page.getByText("Trend Analysis Pending").waitFor();

    // Fire the trend schedule the way wrangler's local test route allows.
    const fired = await fetch(`${BASE}/cdn-cgi/handler/scheduled?cron=${encodeURIComponent("30 */6 * * *")}`);
    assert.equal(fired.status, 200);

    // The job finishes after the trigger answers: look again until the point is in.
    for (let i = 0; i < 20; i++) {
      await page.goto("/youtube");
      if ((await page.getByText("Trend Analysis Pending").count()) === 0) break;
      await page.waitForTimeout(500);
    }
    await page.getByRole("heading", { name: /budget laptops/i }).waitFor();
    await page.getByText("Peak season").waitFor();
    await page.getByText("No change").first().waitFor();
    await context.close();
  });
});

import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Browser, BrowserContext, Page } from "playwright-core";
import {
  assertNoHorizontalOverflow,
  assertNoSqueezedText,
  axeViolations,
  launch,
  newContext,
  signUp,
  startDemo,
  uniqueEmail,
  watchErrors,
} from "./support.ts";

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser.close();
});

async function demoPage(context: BrowserContext): Promise<Page> {
  await context.route("https://i.ytimg.com/**", (route) => route.abort());
  const page = await context.newPage();
  await startDemo(page);
  await page.goto("/video-forecast");
  return page;
}

for (const javaScriptEnabled of [true, false]) {
  describe(`Video Forecast with JavaScript ${javaScriptEnabled ? "on" : "off"}, on a 390 px phone`, () => {
    test("the demo forecasts against the sample channel: card, fan chart, backtest, stats, inputs cleared", async () => {
      const context = await newContext(browser, { javaScriptEnabled, viewport: { width: 390, height: 844 } });
      const page = await demoPage(context);
      const errors = watchErrors(page);
      await page.getByRole("heading", { name: "Your latest uploads" }).waitFor();
      await page.getByText("Aim for 80%+ success probability", { exact: false }).waitFor();
      // A fresh demo opens on the forecasts the forecaster made for the showcase's three ideas.
      assert.equal(await page.getByTestId("forecast-card").count(), 3);

      const title = page.getByRole("textbox", { name: "Video title" });
      const topic = page.getByRole("textbox", { name: "Topic" });
      const button = page.getByRole("button", { name: "Forecast Performance" });
      if (javaScriptEnabled) {
        // Spec §5: disabled until both fields have text after trimming.
        await page.waitForFunction(() =>
          [...document.querySelectorAll("button")].some((b) => b.textContent === "Forecast Performance" && b.disabled),
        );
        // The reason is said beside it, and the button is described by it.
        await page.getByText("Enter a video title and a topic to forecast.").waitFor();
        await title.fill("   ");
        await topic.fill("keyboards");
        assert.equal(await button.isDisabled(), true);
        const why = page.getByText("Enter a video title to forecast.");
        await why.waitFor();
        assert.equal(await button.getAttribute("aria-describedby"), await why.getAttribute("id"));
      } else {
        // Without JavaScript the server refuses it with the spec's message.
        await title.fill("   ");
        await topic.fill("keyboards");
        await button.click();
        await page.getByText("Forecast Error").waitFor();
        await page.getByText("Please enter both video title and topic").waitFor();
      }

      await page.getByRole("textbox", { name: "Video title" }).fill("I tried every budget mechanical keyboard");
      await page.getByRole("textbox", { name: "Topic" }).fill("keyboards");
      await page.getByRole("button", { name: "Forecast Performance" }).click();
      const card = page.getByTestId("forecast-card").first();
      await card.getByRole("heading", { name: "I tried every budget mechanical keyboard" }).waitFor();
      assert.match(
        await card.getByTestId("backtest-sentence").innerText(),
        /^On your last \d+ uploads this forecast was off by \d+% \(median\), and \d+ of \d+ landed inside the range\.$/,
      );
      assert.equal(await card.locator('svg[role="img"]').count(), 1);
      assert.match((await card.locator("figcaption").innerText()) ?? "", /views by day 28, 80% range/);
      assert.match(await card.getByTestId("success-probability").innerText(), /^\d+%$/);
      assert.equal(await page.getByRole("textbox", { name: "Video title" }).inputValue(), "");
      assert.equal(await page.getByRole("textbox", { name: "Topic" }).inputValue(), "");
      const stats = page.getByRole("region", { name: "Statistics" });
      await stats.getByText("just now").waitFor();
      assert.match(await stats.innerText(), /Total Forecasts\s+4\b/);
      assert.ok(
        (await page.getByTestId("latest-upload").count()) >= 1,
        "the sample channel's recent uploads are listed",
      );

      // A 300-character title without a space wraps inside its card: the page never scrolls sideways.
      const unbroken = "Supercalifragilistic".repeat(15);
      await page.getByRole("textbox", { name: "Video title" }).fill(unbroken);
      await page.getByRole("textbox", { name: "Topic" }).fill("keyboards");
      await page.getByRole("button", { name: "Forecast Performance" }).click();
      await page.getByTestId("forecast-card").first().getByRole("heading", { name: unbroken }).waitFor();

      await assertNoHorizontalOverflow(page);
      await assertNoSqueezedText(page);
      if (javaScriptEnabled) {
        const violations = (await axeViolations(page)).filter((v) => v.impact === "serious" || v.impact === "critical");
        assert.deepEqual(
          violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
          [],
        );
      }
      assert.deepEqual(errors, []);
      await context.close();
    });

    test("a new account without a channel is told to connect it in Account Settings", async () => {
      const context = await newContext(browser, { javaScriptEnabled, viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      await signUp(page, uniqueEmail(javaScriptEnabled ? "fc-js" : "fc-nojs"));
      await page.goto("/video-forecast");
      await page.getByText("Connect your channel to forecast").waitFor();
      assert.equal(await page.getByRole("textbox", { name: "Video title" }).count(), 0);
      await page.getByRole("link", { name: "Go to Account Settings" }).click();
      await page.waitForURL(/\/account$/);
      await context.close();
    });
  });
}

import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Browser } from "playwright-core";
import {
  assertNoHorizontalOverflow,
  axeViolations,
  launch,
  newContext,
  startDemo,
  waitForHydration,
  waitUntil,
  watchErrors,
} from "./support.ts";

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser.close();
});

for (const javaScriptEnabled of [true, false]) {
  describe(`Thumbnail & Title Optimizer with JavaScript ${javaScriptEnabled ? "on" : "off"}, on a 390 px phone`, () => {
    test("the demo analyzes the sample channel, then an A/B test is created and judged", async () => {
      const context = await newContext(browser, { javaScriptEnabled, viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      const errors = watchErrors(page);
      await startDemo(page);
      await page.goto("/thumbnail-optimizer");
      // A fresh demo opens on the optimizer's run on the sample channel, and an A/B test of its
      // first title suggestion set up (demo showcase).
      await page.getByRole("heading", { name: "What works on this channel" }).waitFor();
      const suggestions = page.getByRole("article", { name: /^Suggestion for / });
      const shown = await suggestions.count();
      assert.ok(shown >= 1 && shown <= 3, `1-3 suggestions, got ${shown}`);
      await page.getByRole("article", { name: /^A\/B test Title of “/ }).waitFor();
      const stats = page.getByRole("region", { name: "Statistics" });
      assert.match(await stats.innerText(), new RegExp(`Total Optimizations\\s+${shown}\\b`));

      // Analyze again: the list is replaced, the total grows by the new suggestions.
      const analyze = page.getByRole("button", { name: "Analyze", exact: true });
      // With JavaScript, the post is held until the page has been read while it waits: the button
      // is busy and the live region says what is being done. Without, the browser waits on the post.
      let release = () => {};
      if (javaScriptEnabled) {
        // The app's own submission (not the browser's, before hydration) is the one that shows it.
        await waitForHydration(page);
        const held = new Promise<void>((resolve) => (release = resolve));
        await page.route(
          (url) => url.pathname.startsWith("/thumbnail-optimizer"),
          async (route) => {
            if (route.request().method() === "POST") await held;
            await route.continue();
          },
        );
      }
      await analyze.click();
      if (javaScriptEnabled) {
        const busy = page.getByRole("button", { name: "Analyzing..." });
        await busy.waitFor();
        assert.equal(await busy.getAttribute("aria-busy"), "true");
        const status = page.locator("#optimizer-run-status");
        assert.equal(await status.getAttribute("role"), "status");
        await status.getByText(/^Analyzing .+: measuring the title and thumbnail of each long-form video/).waitFor();
        assert.equal(await busy.getAttribute("aria-describedby"), "optimizer-run-status");
        release();
      }
      await waitUntil(
        async () => /Total Optimizations\s+(\d+)/.exec(await stats.innerText())?.[1] !== String(shown),
        "the total to change",
      );
      if (javaScriptEnabled) await page.unrouteAll();
      const count = await suggestions.count();
      assert.ok(count >= 1 && count <= 3, `1-3 suggestions, got ${count}`);
      assert.match(await suggestions.first().innerText(), /Confidence:\s*\d+%/);
      await stats.getByText("just now").waitFor();
      assert.match(await stats.innerText(), new RegExp(`Total Optimizations\\s+${shown + count}\\b`));

      // A/B test: create, record, read the verdict.
      await page.getByRole("textbox", { name: "Test name" }).fill("Face or product");
      await page.getByRole("textbox", { name: "Variant A" }).fill("Face");
      await page.getByRole("textbox", { name: "Variant B" }).fill("Product");
      await page.getByRole("button", { name: "Create Test" }).click();
      const card = page.getByRole("article", { name: "A/B test Face or product" });
      await card.waitFor();
      await card.getByRole("group", { name: "A: Face" }).getByRole("spinbutton", { name: "Impressions" }).fill("10000");
      await card.getByRole("group", { name: "A: Face" }).getByRole("spinbutton", { name: "Clicks" }).fill("400");
      await card
        .getByRole("group", { name: "B: Product" })
        .getByRole("spinbutton", { name: "Impressions" })
        .fill("10000");
      await card.getByRole("group", { name: "B: Product" }).getByRole("spinbutton", { name: "Clicks" }).fill("520");
      await card.getByRole("button", { name: "Save results" }).click();
      await page.getByRole("article", { name: "A/B test Face or product" }).getByText("Winner: Product").waitFor();

      await assertNoHorizontalOverflow(page);
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
  });
}

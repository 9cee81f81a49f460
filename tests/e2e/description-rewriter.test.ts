import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Browser } from "playwright-core";
import { assertNoHorizontalOverflow, axeViolations, launch, newContext, startDemo, watchErrors } from "./support.ts";

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser.close();
});

const DESCRIPTION =
  "We tested five cameras under $500.\n\n2:10 Sony ZV-E10\n5:45 Canon R50\n9:30 Which one to buy\n\nGear: https://example.com/gear";

for (const javaScriptEnabled of [true, false]) {
  describe(`Description Rewriter with JavaScript ${javaScriptEnabled ? "on" : "off"}, on a 390 px phone`, () => {
    test("rewrites a description: card with scores, links kept, clamp and expand, stats, inputs cleared", async () => {
      const context = await newContext(browser, { javaScriptEnabled, viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      const errors = watchErrors(page);
      await startDemo(page);
      await page.goto("/description-rewriter");
      await page.getByRole("heading", { name: /^Audit of / }).waitFor();
      // A fresh demo opens on the rewrite of the audit's first video (demo showcase).
      const audited = (await page
        .getByRole("button", { name: /^Rewrite the description of / })
        .first()
        .getAttribute("aria-label"))!.replace(/^Rewrite the description of /, "");
      await page.getByRole("article", { name: `Rewrite of ${audited}` }).waitFor();
      assert.equal(await page.locator('article[aria-label^="Rewrite of "]').count(), 1);

      const title = page.getByRole("textbox", { name: "Video title" });
      const description = page.getByRole("textbox", { name: "Current description" });
      const button = page.getByRole("button", { name: "Rewrite Description" });
      if (javaScriptEnabled) {
        // Spec §5: disabled until both fields have text after trimming.
        await page.waitForFunction(() =>
          [...document.querySelectorAll("button")].some((b) => b.textContent === "Rewrite Description" && b.disabled),
        );
        await title.fill("Best budget camera");
        await description.fill("   ");
        assert.equal(await button.isDisabled(), true);
      } else {
        await title.fill("Best budget camera");
        await description.fill("   ");
        await button.click();
        await page.getByText("Rewrite Error").waitFor();
        await page.getByText("Please enter both video title and description").waitFor();
      }

      await page.getByRole("textbox", { name: "Video title" }).fill("Best Budget Camera for Vlogging");
      await page.getByRole("textbox", { name: "Current description" }).fill(DESCRIPTION);
      await page.getByRole("button", { name: "Rewrite Description" }).click();
      const card = page.getByRole("article", { name: "Rewrite of Best Budget Camera for Vlogging" });
      await card.waitFor();
      assert.match(await card.innerText(), /\+\d+ SEO points/);
      const rewritten = card.getByRole("region", { name: "Rewritten description" });
      assert.match(await rewritten.innerText(), /https:\/\/example\.com\/gear/);
      // Clamped to 4 lines until expanded; the toggle is a <details>, so it works without JavaScript.
      const body = rewritten.locator(".clamped-text-body");
      const clamped = await body.evaluate((el) => el.clientHeight);
      await rewritten.getByText("Show full description").click();
      const open = await body.evaluate((el) => el.clientHeight);
      assert.ok(open > clamped, `expanded (${open}px) is taller than clamped (${clamped}px)`);
      if (javaScriptEnabled) {
        await context.grantPermissions(["clipboard-read", "clipboard-write"]);
        await rewritten.getByRole("button", { name: "Copy" }).click();
        await rewritten.getByText("Copied!").waitFor();
      } else {
        assert.equal(await rewritten.getByRole("button", { name: "Copy" }).count(), 0);
      }
      assert.equal(await page.getByRole("textbox", { name: "Video title" }).inputValue(), "");
      assert.equal(await page.getByRole("textbox", { name: "Current description" }).inputValue(), "");
      const stats = page.getByRole("region", { name: "Statistics" });
      await stats.getByText("just now").waitFor();
      assert.match(await stats.innerText(), /Total Rewrites\s+2\b/);

      // The audit's one-click rewrite adds a second card.
      await page
        .getByRole("button", { name: /^Rewrite the description of / })
        .first()
        .click();
      // A rewrite goes through the engines Worker and can take longer than a form's 20 s while
      // the unit tests share the machine's two cores. A locator wait, not waitForFunction: without
      // JavaScript the click is a navigation, and only a locator keeps waiting across it.
      const rewrites = page.locator('article[aria-label^="Rewrite of "]');
      await rewrites.nth(2).waitFor({ timeout: 60_000 });
      assert.equal(await rewrites.count(), 3);
      assert.match(await stats.innerText(), /Total Rewrites\s+3\b/);

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

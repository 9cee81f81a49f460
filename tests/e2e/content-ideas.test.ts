import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Browser } from "playwright-core";
import {
  assertNoHorizontalOverflow,
  assertNoSqueezedText,
  axeViolations,
  launch,
  newContext,
  startDemo,
  watchErrors,
  waitForHydration,
} from "./support.ts";

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser.close();
});

for (const javaScriptEnabled of [true, false]) {
  describe(`Content Idea Generator with JavaScript ${javaScriptEnabled ? "on" : "off"}, on a 390 px phone`, () => {
    test("generates ideas with evidence, copies a title, dismisses one, saves one to a series", async () => {
      const context = await newContext(browser, { javaScriptEnabled, viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      const errors = watchErrors(page);
      await startDemo(page);
      await page.goto("/content-ideas");
      // With JavaScript, the generator's fetcher path (its "Generating..." state) once React runs.
      if (javaScriptEnabled) await waitForHydration(page);
      // A fresh demo opens on the batch the generator made on the sample channel (demo showcase).
      const stats = page.getByRole("region", { name: "Statistics" });
      const cards = page.locator("article");
      await cards.nth(2).waitFor();
      assert.equal(await cards.count(), 3);
      assert.match(await stats.innerText(), /Total Generated\s+3\b/);
      const firstShown = (await cards.first().getByRole("heading", { level: 3 }).innerText()).trim();

      // Generating again replaces it with three new ideas (none shown in the previous batch).
      await page.getByRole("button", { name: "Generate New Ideas" }).click();
      if (javaScriptEnabled) await page.getByRole("button", { name: "Generating..." }).waitFor();
      await stats.filter({ hasText: /Total Generated\s*6(?!\d)/ }).waitFor();
      await cards.nth(2).waitFor();
      assert.equal(await cards.count(), 3);
      await stats.getByText("just now").waitFor();
      assert.equal(await page.getByRole("heading", { level: 3, name: firstShown, exact: true }).count(), 0);
      assert.match(
        await stats.innerText(),
        // One kind of thing counted, and said: the keyword trends the batch read.
        /Trends Analyzed\s+[\d,]+\s+keyword trends read/,
      );

      const first = cards.first();
      const title = (await first.getByRole("heading", { level: 3 }).innerText()).trim();
      assert.match(await first.innerText(), /Trend score \d+/);
      assert.match(await first.innerText(), /Difficulty\s+(Easy|Medium|Hard)/i);
      // The evidence, with numbers and links, opens without JavaScript (a <details>).
      await first.getByText(/^Evidence \(\d+\)/).click();
      const evidenceLink = first.locator("details a").first();
      await evidenceLink.waitFor();
      assert.match(await evidenceLink.innerText(), /\d/);

      if (javaScriptEnabled) {
        await context.grantPermissions(["clipboard-read", "clipboard-write"]);
        await first.getByRole("button", { name: "Copy title" }).click();
        await first.getByText("Copied!").waitFor();
        assert.equal(await page.evaluate(() => navigator.clipboard.readText()), title);
        // Back to the label after 2 seconds (spec §9).
        await first.getByText("Copy title").waitFor({ timeout: 4_000 });
      } else {
        assert.equal(await first.getByRole("button", { name: "Copy title" }).count(), 0);
      }

      // Save the second idea to a new series.
      const second = cards.nth(1);
      const secondTitle = (await second.getByRole("heading", { level: 3 }).innerText()).trim();
      await second.getByRole("combobox", { name: "Series" }).selectOption("new");
      await second.getByRole("textbox", { name: "New series title" }).fill("Ideas to film");
      await second.getByRole("button", { name: "Save to series" }).click();
      await page.getByRole("status").getByText(`Saved “${secondTitle}” to your series`).waitFor();

      // Dismiss the first: it disappears, and says its topic will not come back.
      await page.getByRole("button", { name: `Dismiss “${title}”` }).click();
      await page
        .getByRole("status")
        .getByText(/^Dismissed “.+”: ideas on it will not come back\.$/)
        .waitFor();
      await page.getByRole("heading", { level: 3, name: title }).waitFor({ state: "detached" });
      // Without JavaScript the answer is a new page that streams in: the status comes before the
      // cards, so the count waits for the whole page.
      await page.waitForLoadState("load");
      assert.equal(await cards.count(), 2);

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
  });
}

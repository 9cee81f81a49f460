import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Browser } from "playwright-core";
import {
  assertNoHorizontalOverflow,
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

for (const javaScriptEnabled of [true, false]) {
  describe(`RPM Booster with JavaScript ${javaScriptEnabled ? "on" : "off"}, on a 390 px phone`, () => {
    test("the demo analyzes the sample channel's revenue: analysis, recommendation with action steps, stats, CSV", async () => {
      const context = await newContext(browser, { javaScriptEnabled, viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      const errors = watchErrors(page);
      await startDemo(page);
      await page.goto("/rpm-booster");
      await page
        .getByText(/From the sample channel's generated Studio data/)
        .first()
        .waitFor();

      // A fresh demo opens on the analysis of the sample channel's revenue (demo showcase).
      await page.getByRole("heading", { name: "Your RPM analysis" }).waitFor();
      const panel = page.getByRole("region", { name: "Your RPM analysis" });
      assert.match(await panel.innerText(), /Current RPM \(last 28 days\)\s+\$\d+\.\d\d/);
      assert.match(await panel.innerText(), /(Rising|Declining|Steady) [+−]?\d/);

      const card = page.getByRole("article", { name: "Make more long-form videos of 8 minutes or more" });
      await card.waitFor();
      const text = await card.innerText();
      assert.match(text, /\$\d+\.\d\d → \$\d+\.\d\d/);
      assert.match(text, /\+\$[\d,]+\.\d\d per 28 days/);
      assert.match(text, /Evidence from your channel/);
      const steps = card.getByRole("listitem");
      assert.ok((await steps.count()) >= 3, "at least three action steps");

      const stats = page.getByRole("region", { name: "Statistics" });
      assert.match(await stats.innerText(), /Total Analyses\s+1\b/);
      assert.match(await stats.innerText(), /Your Median RPM\s+\$\d+\.\d\d/);

      // The CSV link is a file download with every video's RPM.
      const href = await page.getByRole("link", { name: "Download RPM by video (CSV)" }).getAttribute("href");
      assert.equal(href, "/rpm-booster/videos.csv");
      const csv = await page.request.get(href!);
      assert.match(csv.headers()["content-type"] ?? "", /text\/csv/);
      assert.match(
        await csv.text(),
        /^\uFEFF?Video ID,Video title,Published,Duration \(seconds\),Group,Views,Estimated revenue \(USD\),RPM \(USD\),source\r\n\S/,
      );

      // The visitor's own run is counted and the first moves to the history.
      await page.getByRole("button", { name: "Analyze RPM" }).click();
      await page.getByText("Analysis #2").waitFor();
      assert.match(await stats.innerText(), /Total Analyses\s+2\b/);
      await stats.getByText("last: just now").waitFor();
      await page.getByRole("heading", { name: "Earlier analyses" }).waitFor();

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

    test("a new account without revenue is told which Studio export to import, and led to Account Settings", async () => {
      const context = await newContext(browser, { javaScriptEnabled, viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      const errors = watchErrors(page);
      await signUp(page, uniqueEmail(`rpm-${javaScriptEnabled ? "js" : "nojs"}`));
      await page.goto("/rpm-booster");
      const guide = page.getByRole("region", { name: "Import your revenue from YouTube Studio" });
      await guide.waitFor();
      const text = await guide.innerText();
      assert.match(text, /Advanced mode/);
      assert.match(text, /Estimated revenue/);
      assert.match(text, /Table data\.csv/);
      assert.match(text, /Totals\.csv/);

      await page.getByRole("button", { name: "Analyze RPM" }).click();
      await page.getByText("Analysis #1").waitFor();
      await assertNoHorizontalOverflow(page);
      if (javaScriptEnabled) {
        const violations = (await axeViolations(page)).filter((v) => v.impact === "serious" || v.impact === "critical");
        assert.deepEqual(
          violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
          [],
        );
      }
      await guide.getByRole("link", { name: "Go to Account Settings" }).click();
      await page.waitForURL(/\/account$/);
      await page.getByRole("heading", { name: "Import from YouTube Studio" }).waitFor();
      assert.deepEqual(errors, []);
      await context.close();
    });
  });
}

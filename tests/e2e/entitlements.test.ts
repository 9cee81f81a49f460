// The one free analysis in a real browser (docs/entitlements.md): the allowance shown in the
// shell, the first run done, the second refused with the way to a plan. JavaScript on and off.
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Browser } from "playwright-core";
import {
  assertNoHorizontalOverflow,
  launch,
  newContext,
  signUp,
  uniqueEmail,
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
  describe(`The free analysis with JavaScript ${javaScriptEnabled ? "on" : "off"}, on a 390 px phone`, () => {
    test("shows the allowance, runs one analysis, then refuses the next with a link to pricing", async () => {
      const context = await newContext(browser, { javaScriptEnabled, viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      const errors = watchErrors(page);
      await signUp(page, uniqueEmail(javaScriptEnabled ? "free-js" : "free-nojs"));
      const status = page.getByTestId("plan-status");
      assert.match(await status.innerText(), /1 of 1 free analysis left/);
      await assertNoHorizontalOverflow(page);

      await page.goto("/description-rewriter");
      // With JavaScript, the form's fetcher path once React runs (typing before it would race it).
      if (javaScriptEnabled) await waitForHydration(page);
      const rewrite = async (title: string) => {
        await page.getByRole("textbox", { name: "Video title" }).fill(title);
        await page
          .getByRole("textbox", { name: "Current description" })
          .fill("I built a quiet home server.\n\nParts: https://example.com/parts");
        await page.getByRole("button", { name: "Rewrite Description" }).click();
      };
      assert.equal(await page.getByTestId("run-allowance").innerText(), "Uses your one free analysis.");
      await rewrite("Quiet home server build");
      await page.getByRole("article", { name: "Rewrite of Quiet home server build" }).waitFor();
      await status.getByText("Free analysis used").waitFor();
      assert.match(
        await page.getByTestId("run-allowance").innerText(),
        /Free analysis used\. A plan has no monthly cap on analyses/,
      );

      await rewrite("Second video");
      await page.getByText("You have used your free analysis.", { exact: false }).first().waitFor();
      assert.equal(await page.getByRole("article", { name: "Rewrite of Second video" }).count(), 0);
      await status.getByRole("link", { name: "Choose a plan" }).click();
      await page.waitForURL(/\/pricing$/);
      assert.deepEqual(errors, []);
      await context.close();
    });
  });
}

import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Browser, BrowserContext, Page } from "playwright-core";
import {
  assertNoHorizontalOverflow,
  axeViolations,
  confirmEmail,
  launch,
  newContext,
  signUp,
  startDemo,
  subscribe,
  uniqueEmail,
  waitForHydration,
  watchErrors,
} from "./support.ts";

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser.close();
});

async function demoPage(context: BrowserContext, javaScriptEnabled: boolean): Promise<Page> {
  // The sample thumbnails are fictional videos: answer them locally instead of asking YouTube.
  await context.route("https://i.ytimg.com/**", (route) => route.abort());
  const page = await context.newPage();
  await startDemo(page);
  await page.goto("/competitor-monitor");
  if (javaScriptEnabled) await waitForHydration(page);
  return page;
}

const SAMPLE_CHANNELS = ["Sample: ByteSized Desk", "Sample: Circuit & Coffee", "Sample: Pocket Productivity"];

for (const javaScriptEnabled of [true, false]) {
  describe(`Competitor Monitor with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test("the demo shows the sample competitors and their outlier videos; a channel pauses and resumes", async () => {
      const context = await newContext(browser, { javaScriptEnabled });
      const page = await demoPage(context, javaScriptEnabled);
      const errors = watchErrors(page);

      const list = page.getByRole("list", { name: "Monitored channels" });
      for (const name of SAMPLE_CHANNELS) await list.getByText(name, { exact: true }).waitFor();
      const cards = page.getByRole("list", { name: "Competitor videos by outlier score" }).getByRole("listitem");
      assert.ok((await cards.count()) >= 5, "outlier video cards are shown");
      await cards
        .first()
        .getByText(/\d+\.\d× channel median/)
        .waitFor();
      await cards.first().getByText("Why it works").waitFor();
      const img = cards.first().locator("img");
      assert.equal(await img.getAttribute("loading"), "lazy");
      assert.equal(await img.getAttribute("alt"), "");

      // Pause ByteSized Desk: its videos leave the list.
      const toggle = page.getByRole("switch", { name: /ByteSized Desk/ });
      assert.equal(await toggle.getAttribute("aria-checked"), "true");
      await toggle.click();
      if (!javaScriptEnabled) {
        // The plain post renders the page again with the action's outcome; if it is not the pause, the
        // failure shows what the page said instead.
        await page
          .getByText("Sample: ByteSized Desk is paused: it is no longer refreshed or analyzed.")
          .waitFor({ timeout: 45_000 })
          .catch(async (error: unknown) => {
            const said = await page
              .locator("main")
              .innerText()
              .catch(() => "(no page)");
            assert.fail(`no pause message after the post (${String(error)}); the page said: ${said.slice(0, 1500)}`);
          });
      }
      await page.waitForFunction(
        () =>
          document.querySelector('[role="switch"][aria-checked="false"]')?.textContent?.includes("ByteSized Desk") ??
          false,
      );
      await page
        .getByRole("switch", { name: /ByteSized Desk/ })
        .getByText("Paused")
        .waitFor();
      await page.waitForFunction(() => {
        const videos = document.querySelector('[aria-label="Competitor videos by outlier score"]');
        return videos !== null && !videos.textContent?.includes("Sample: ByteSized Desk ·");
      });

      // And resume it.
      await page.getByRole("switch", { name: /ByteSized Desk/ }).click();
      await page
        .getByRole("switch", { name: /ByteSized Desk/ })
        .getByText("Active")
        .waitFor();
      await page.waitForFunction(
        () =>
          document
            .querySelector('[aria-label="Competitor videos by outlier score"]')
            ?.textContent?.includes("Sample: ByteSized Desk ·") ?? false,
      );
      await page.reload();
      assert.equal(await page.getByRole("switch", { name: /ByteSized Desk/ }).getAttribute("aria-checked"), "true");

      assert.deepEqual(errors, []);
      await context.close();
    });

    test("Add needs a name, and the demo is asked to sign up before adding", async () => {
      const context = await newContext(browser, { javaScriptEnabled });
      const page = await demoPage(context, javaScriptEnabled);
      const add = page.getByRole("button", { name: "Add", exact: true });
      const field = page.getByRole("textbox", { name: "Add a channel" });
      // Spec §5: Add is disabled while the trimmed name is empty (a JavaScript nicety; the server refuses it too).
      if (javaScriptEnabled) {
        // Enabled in the server's HTML; disabled once React has hydrated.
        await page.waitForFunction(() =>
          [...document.querySelectorAll("button")].some((b) => b.textContent === "Add" && b.disabled),
        );
        assert.equal(await add.isDisabled(), true);
        await field.fill("   ");
        assert.equal(await add.isDisabled(), true);
      } else {
        assert.equal(await add.isDisabled(), false);
      }
      await field.fill("@someone-else");
      assert.equal(await add.isDisabled(), false);
      await add.click();
      await page.getByText("Please sign up for a real account to add channels.").waitFor();
      await context.close();
    });
  });
}

/** A new real account on the Competitor Monitor (the demo may not add channels). */
async function signedUpPage(context: BrowserContext, tag: string): Promise<Page> {
  await context.route("https://i.ytimg.com/**", (route) => route.abort());
  const page = await context.newPage();
  const email = uniqueEmail(tag);
  await signUp(page, email);
  // Tracking channels spends the shared allowance: a confirmed address first.
  await confirmEmail(page, email);
  // Several analyses in a row: a plan (bought through the offline Stripe fake) lifts the one free analysis.
  await subscribe(page, "Creator+");
  await page.goto("/competitor-monitor");
  return page;
}

for (const javaScriptEnabled of [true, false]) {
  describe(`Adding a competitor by name with JavaScript ${javaScriptEnabled ? "on" : "off"}, on a 390 px phone`, () => {
    test("a name with a space lists the matching channels; picking one adds it", async () => {
      const context = await newContext(browser, { javaScriptEnabled, viewport: { width: 390, height: 844 } });
      const page = await signedUpPage(context, javaScriptEnabled ? "by-name-js" : "by-name-nojs");
      const errors = watchErrors(page);
      const field = page.getByRole("textbox", { name: "Add a channel" });
      // The hint states what a name search costs.
      await page.getByText(/A name runs a YouTube channel search \(search\.list, 100 quota units/).waitFor();
      if (javaScriptEnabled)
        await page.waitForFunction(() =>
          [...document.querySelectorAll("button")].some((b) => b.textContent === "Add" && b.disabled),
        );
      await field.fill("ByteSized Desk");
      await page.getByRole("button", { name: "Add", exact: true }).click();

      const matches = page.getByRole("list", { name: "Channels matching ByteSized Desk" });
      await matches.waitFor();
      await page.getByText("One channel matches “ByteSized Desk”. Is it the one you meant?").waitFor();
      const row = matches.getByRole("listitem").first();
      await row.getByText("Sample: ByteSized Desk", { exact: true }).waitFor();
      assert.match(await row.innerText(), /@bytesizeddesk-sample · \d+\.\dK subscribers · \d+ videos/);
      assert.equal(await page.getByText("Enter a channel name, @handle or link.").count(), 0);
      assert.equal(await field.inputValue(), "ByteSized Desk");
      // Nothing overflows the phone's width.
      await assertNoHorizontalOverflow(page);

      await row.getByRole("button", { name: "Add Sample: ByteSized Desk" }).click();
      await page.getByText("Added Sample: ByteSized Desk.").waitFor();
      await page
        .getByRole("list", { name: "Monitored channels" })
        .getByText("Sample: ByteSized Desk", { exact: true })
        .waitFor();
      assert.equal(await matches.count(), 0);
      assert.equal(await field.inputValue(), "");
      assert.deepEqual(errors, []);
      await context.close();
    });
  });
}

describe("Channel candidates accessibility", () => {
  test("axe-core finds no violations in the list of matches, in dark mode", async () => {
    const context = await newContext(browser, { colorScheme: "dark", bypassCSP: true });
    const page = await signedUpPage(context, "candidates-axe");
    await page.getByRole("textbox", { name: "Add a channel" }).fill("Sample");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await page.getByRole("list", { name: "Channels matching Sample" }).waitFor();
    const violations = await axeViolations(page);
    assert.deepEqual(violations, [], JSON.stringify(violations, null, 1));
    await context.close();
  });
});

describe("The demo's Refresh", () => {
  test("is told why it cannot refresh, in words about refreshing", async () => {
    const context = await newContext(browser, { javaScriptEnabled: false });
    const page = await demoPage(context, false);
    await page.getByRole("button", { name: "Refresh", exact: true }).click();
    await page.getByText("The demo's sample channels cannot be refreshed").waitFor();
    assert.equal(await page.getByText("Please sign up for a real account to add channels.").count(), 0);
    await context.close();
  });
});

describe("Removing a competitor", () => {
  test("asks for confirmation with JavaScript; cancelling keeps the channel", async () => {
    const context = await newContext(browser);
    const page = await demoPage(context, true);
    const list = page.getByRole("list", { name: "Monitored channels" });
    await list.getByText("Sample: Pocket Productivity", { exact: true }).waitFor();

    page.once("dialog", (dialog) => void dialog.dismiss());
    await page.getByRole("button", { name: "Remove Sample: Pocket Productivity" }).click();
    await page.waitForTimeout(300);
    assert.equal(await list.getByText("Sample: Pocket Productivity", { exact: true }).count(), 1);

    page.once("dialog", (dialog) => {
      assert.match(dialog.message(), /Remove Sample: Pocket Productivity\?/);
      void dialog.accept();
    });
    await page.getByRole("button", { name: "Remove Sample: Pocket Productivity" }).click();
    await page.getByText("Sample: Pocket Productivity was removed").waitFor();
    // The list is re-read after the action: wait for the row to leave it.
    await list.getByText("Sample: Pocket Productivity", { exact: true }).waitFor({ state: "detached" });
    assert.equal(await list.getByText("Sample: Pocket Productivity", { exact: true }).count(), 0);
    await context.close();
  });
});

describe("Competitor Monitor accessibility", () => {
  for (const colorScheme of ["light", "dark"] as const) {
    test(`axe-core finds no violations in ${colorScheme} mode`, async () => {
      // bypassCSP only because axe-core is injected as an inline script.
      const context = await newContext(browser, { colorScheme, bypassCSP: true });
      const page = await demoPage(context, true);
      await page.getByRole("list", { name: "Competitor videos by outlier score" }).waitFor();
      const violations = await axeViolations(page);
      assert.deepEqual(violations, [], JSON.stringify(violations, null, 1));
      await context.close();
    });
  }
});

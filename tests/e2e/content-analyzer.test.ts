// The Content Analyzer (/youtube-tool) in a real browser, with JavaScript on and off (spec §2,
// §4, §8). The server under test talks to the built-in YouTube fake.
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
  uniqueEmail,
  watchErrors,
  subscribe,
} from "./support.ts";

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser.close();
});

const NOT_FOUND = "No videos found for the query. Try a different search term.";
const TILES = ["Videos Analyzed", "Opportunities", "Total Views", "Avg Engagement"];
// A 1x1 transparent PNG: thumbnails come from i.ytimg.com, which the test machine cannot reach.
const PIXEL = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

async function open(
  javaScriptEnabled: boolean,
  {
    colorScheme = "light",
    bypassCSP = false,
    viewport,
  }: { colorScheme?: "light" | "dark"; bypassCSP?: boolean; viewport?: { width: number; height: number } } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  // bypassCSP only where axe-core is injected as an inline script.
  const context = await newContext(browser, {
    javaScriptEnabled,
    colorScheme,
    bypassCSP,
    ...(viewport ? { viewport } : {}),
  });
  await context.route("https://i.ytimg.com/**", (route) =>
    route.fulfill({ status: 200, contentType: "image/png", body: PIXEL }),
  );
  const page = await context.newPage();
  const email = uniqueEmail(javaScriptEnabled ? "analyzer-js" : "analyzer-nojs");
  await signUp(page, email);
  // Live searches spend the shared allowance: a confirmed address first.
  await confirmEmail(page, email);
  // Several analyses in a row: a plan (bought through the offline Stripe fake) lifts the one free analysis.
  await subscribe(page, "Creator+");
  await page.goto("/youtube-tool", { waitUntil: javaScriptEnabled ? "networkidle" : "load" });
  return { context, page };
}

const input = (page: Page) => page.getByRole("textbox", { name: "Describe your content idea" });
const analyze = (page: Page) => page.getByRole("button", { name: /^Analyz/ });

/** The value of a stat tile, read from its <dt>/<dd> pair. */
async function tile(page: Page, label: string) {
  return (
    await page
      .locator("dl dt", { hasText: new RegExp(`^${label}$`) })
      .first()
      .locator("xpath=following-sibling::dd[1]")
      .innerText()
  ).trim();
}

async function expectResults(page: Page) {
  await page.getByRole("heading", { name: "Top Performing Videos" }).waitFor();
  for (const label of TILES) assert.notEqual(await tile(page, label), "—", `${label} has a value`);
  assert.match(await tile(page, "Videos Analyzed"), /^\d+$/);
  assert.match(await tile(page, "Total Views"), /^\d+(\.\d)?[KM]?$/);
  for (const heading of [
    "Peak Topic",
    "Rising Topic",
    "Hidden Gem",
    "Market Intelligence Summary",
    "What You Should Build",
  ]) {
    await page.getByRole("heading", { name: heading }).waitFor();
  }
  const top = page.locator("section[aria-labelledby=top-videos] li");
  assert.equal(await top.count(), 5);
  assert.match(await top.first().innerText(), /views/);
  assert.match(await top.first().innerText(), /\d+[hd] ago/);
}

describe("content analyzer with JavaScript on", () => {
  test("a chip fills the input; submit shows loading, then the stat tiles and top videos", async () => {
    const { context, page } = await open(true);
    const errors = watchErrors(page);
    await page.getByRole("heading", { name: "No analysis yet" }).waitFor();
    // Blank: the submit is off.
    assert.equal(await analyze(page).isDisabled(), true);
    await input(page).fill("   ");
    assert.equal(await analyze(page).isDisabled(), true);

    await page.getByRole("button", { name: "AI productivity tools" }).click();
    assert.equal(await input(page).inputValue(), "AI productivity tools");
    assert.equal(await analyze(page).isDisabled(), false);

    // Hold the answer back so the loading state can be seen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/youtube-tool.data*", async (route) => {
      await held;
      await route.continue();
    });
    await analyze(page).click();
    await page.getByRole("button", { name: "Analyzing..." }).waitFor();
    assert.equal(await analyze(page).isDisabled(), true);
    await page.getByText("Analyzing the top YouTube results…").first().waitFor();
    release();
    await expectResults(page);
    await page.unroute("**/youtube-tool.data*");

    // A typed query replaces the results; one that matches nothing says so, with other searches.
    await input(page).fill("laptop");
    await analyze(page).click();
    await page.getByRole("heading", { name: /Market insights for “laptop”/ }).waitFor();
    await expectResults(page);

    await input(page).fill("zebra unicorn orchestra");
    await analyze(page).click();
    await page.getByRole("status").getByText(NOT_FOUND).waitFor();
    await page.getByRole("heading", { name: "No videos found for “zebra unicorn orchestra”" }).waitFor();
    assert.equal(await page.getByText("Analysis Error").count(), 0);
    assert.equal(await page.getByRole("heading", { name: "Top Performing Videos" }).count(), 0);
    // One state at a time: it replaces the empty state.
    assert.equal(await page.getByRole("heading", { name: "No analysis yet" }).count(), 0);
    // A suggestion runs at once and shows its search in the field.
    await page.getByTestId("no-videos-found").getByRole("button", { name: "AI productivity tools" }).click();
    await expectResults(page);
    assert.equal(await input(page).inputValue(), "AI productivity tools");
    assert.deepEqual(errors, []);
    await context.close();
  });

  for (const colorScheme of ["light", "dark"] as const) {
    test(`the results page has no axe violations in ${colorScheme} mode`, async () => {
      const { context, page } = await open(true, { colorScheme, bypassCSP: true });
      await input(page).fill("home office");
      await analyze(page).click();
      await expectResults(page);
      const violations = await axeViolations(page);
      assert.deepEqual(violations, [], JSON.stringify(violations, null, 1));
      await context.close();
    });
  }
});

describe("content analyzer with JavaScript off", () => {
  test("typing and submitting, and an example chip, work as plain form posts", async () => {
    const { context, page } = await open(false);
    await page.getByRole("heading", { name: "No analysis yet" }).waitFor();
    await input(page).fill("laptop");
    await analyze(page).click();
    await page.waitForLoadState("load");
    await expectResults(page);
    assert.equal(await input(page).inputValue(), "laptop");

    // Without JavaScript a chip is a submit button of its own.
    await page.getByRole("button", { name: "AI productivity tools" }).click();
    await page.waitForLoadState("load");
    await expectResults(page);
    assert.equal(await input(page).inputValue(), "AI productivity tools");

    // Every chip finds a market offline, not "No videos found".
    for (const chip of ["React tutorials", "Fitness for beginners", "Cooking healthy meals", "Photography tips"]) {
      await page.getByRole("button", { name: chip }).click();
      await page.waitForLoadState("load");
      await page.getByRole("heading", { name: `Market insights for “${chip.toLowerCase()}”` }).waitFor();
      await expectResults(page);
      assert.equal(await page.getByText(NOT_FOUND).count(), 0);
    }

    await input(page).fill("zebra unicorn orchestra");
    await analyze(page).click();
    await page.waitForLoadState("load");
    await page.getByRole("status").getByText(NOT_FOUND).waitFor();
    assert.equal(await page.getByRole("heading", { name: "No analysis yet" }).count(), 0);
    await context.close();
  });
});

for (const javaScriptEnabled of [true, false]) {
  describe(`content analyzer on a 390 px phone with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test("an example chip's results: phrase names, the three pick cards, no overflow", async () => {
      const { context, page } = await open(javaScriptEnabled, { viewport: { width: 390, height: 844 } });
      if (javaScriptEnabled) {
        await page.getByRole("button", { name: "Cooking healthy meals" }).click();
        await analyze(page).click();
      } else {
        await page.getByRole("button", { name: "Cooking healthy meals" }).click();
        await page.waitForLoadState("load");
      }
      await expectResults(page);
      // Each pick has its card, with a topic or the reason there is none.
      for (const heading of ["Peak Topic", "Rising Topic", "Hidden Gem"]) {
        const card = page.getByRole("heading", { name: heading }).locator("xpath=..");
        assert.match(await card.innerText(), /\d/);
      }
      const names = await page.locator("section[aria-labelledby=market-insights] ul li h4").allInnerTexts();
      assert.ok(names.length >= 3, `topics: ${names.join(" | ")}`);
      for (const name of names) assert.doesNotMatch(name, /,|&/);
      assert.doesNotMatch(
        await page
          .locator("dl dt", { hasText: /^Content Volume$/ })
          .locator("xpath=following-sibling::dd[1]")
          .innerText(),
        /^0$/,
      );
      await assertNoHorizontalOverflow(page);
      await context.close();
    });
  });
}

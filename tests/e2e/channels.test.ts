// Several channels per workspace (issue 41) in the browser. JavaScript off: a Pro owner connects a
// channel, adds a second on Account Settings, switches with the switcher's Show button, and every
// page then shows the channel chosen; the dashboard lists both. JavaScript on: choosing in the
// switcher alone moves the page to that channel, on a phone without sideways scrolling.
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Browser, Page } from "playwright-core";
import {
  assertNoHorizontalOverflow,
  confirmEmail,
  launch,
  newContext,
  signUp,
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

/** The dashboard's first line names the channel it shows. */
const shownChannel = async (page: Page) => (await page.locator("main header p").first().innerText()).split(":")[0];

async function ownerWithTwoChannels(page: Page) {
  const email = uniqueEmail("channels-owner");
  await signUp(page, email);
  await confirmEmail(page, email);
  await subscribe(page, "Pro");
  await page.goto("/account");
  await page.getByRole("textbox", { name: "Your channel" }).fill("@nineteen-sample");
  await page.getByRole("button", { name: "Connect channel" }).click();
  await page.getByRole("textbox", { name: "Add another channel" }).fill("@oneupload-sample");
  await page.getByRole("button", { name: "Add channel" }).click();
  await page.getByText("One Upload Workshop was added").waitFor();
}

describe("Several channels", () => {
  test("JavaScript off: add a second channel, switch with the Show button, every page follows", async () => {
    const context = await newContext(browser, { javaScriptEnabled: false });
    const page = await context.newPage();
    await ownerWithTwoChannels(page);

    await page.goto("/dashboard");
    // The channel just added is the one shown; the dashboard lists both with the total.
    assert.equal(await shownChannel(page), "One Upload Workshop");
    const portfolio = page.locator("#portfolio");
    await portfolio.getByRole("link", { name: "Nineteen Builds" }).waitFor();
    await portfolio.getByRole("rowheader", { name: "All 2 channels" }).waitFor();

    const switcher = page.getByRole("form", { name: "Channel switcher" });
    await switcher.getByRole("combobox", { name: "Channel" }).selectOption({ label: "Nineteen Builds" });
    await switcher.getByRole("button", { name: "Show channel" }).click();
    await page.waitForURL(/\/dashboard\?channel=UC/);
    assert.equal(await shownChannel(page), "Nineteen Builds");

    // Another page, reached by the sidebar's plain link, shows the same channel.
    await page.goto("/account");
    const shown = page.getByRole("listitem").filter({ hasText: "Shown now" });
    assert.match(await shown.innerText(), /^Nineteen Builds/);
    await context.close();
  });

  test("JavaScript on, on a phone: choosing a channel moves the page to it", async () => {
    const context = await newContext(browser, { viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await ownerWithTwoChannels(page);
    await page.goto("/dashboard");
    await waitForHydration(page);
    await assertNoHorizontalOverflow(page);
    const select = page.getByRole("form", { name: "Channel switcher" }).getByRole("combobox", { name: "Channel" });
    await select.selectOption({ label: "Nineteen Builds" });
    await page.waitForURL(/\/dashboard\?channel=UC/);
    await page.getByText("Nineteen Builds: how the channel is doing").waitFor();
    assert.equal(await shownChannel(page), "Nineteen Builds");
    assert.deepEqual(errors, []);
    await context.close();
  });
});

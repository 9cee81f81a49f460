// Several channels per workspace in the browser. JavaScript off: a Pro owner connects a
// channel, adds a second on Account Settings, switches with the switcher's Show button (in sight),
// and every page then shows the channel chosen; the dashboard lists both. JavaScript on: choosing in
// the switcher alone moves the page to that channel, on a phone without sideways scrolling. On a
// slow connection the switcher never names one channel over another's page: while a pick loads it
// is disabled and says what is loading, and a pick made before the scripts ran is followed.
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Browser, Page } from "playwright-core";
import {
  assertNoHorizontalOverflow,
  confirmEmail,
  holdScripts,
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
/** The channel the switcher's list names. */
const switcherChannel = (page: Page) => page.locator("#channel-switcher option:checked").textContent();
/** Whether the switcher's list is disabled (a pick is loading). */
const switcherDisabled = (page: Page) => page.locator("#channel-switcher").isDisabled();

type Sample = { shown: string | null; heading: string; pending: boolean };

/**
 * Records, every frame, which channel the switcher names, which one the dashboard's heading names,
 * and whether the switcher is pending; `stop` ends it and returns the frames.
 */
async function sampleSwitcher(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { switcherSamples: Sample[]; sampling: boolean };
    w.switcherSamples = [];
    w.sampling = true;
    const tick = () => {
      const select = document.getElementById("channel-switcher") as unknown as {
        selectedOptions: ArrayLike<{ textContent: string | null }>;
        disabled: boolean;
      } | null;
      const heading = document.querySelector("main header p")?.textContent ?? "";
      w.switcherSamples.push({
        shown: select?.selectedOptions[0]?.textContent ?? null,
        heading: heading.split(":")[0] ?? "",
        pending: Boolean(select?.disabled),
      });
      if (w.sampling) requestAnimationFrame(tick);
    };
    tick();
  });
  return {
    stop: () =>
      page.evaluate(() => {
        const w = window as unknown as { switcherSamples: Sample[]; sampling: boolean };
        w.sampling = false;
        return w.switcherSamples;
      }),
  };
}

/** Holds every `<path>.data` answer (a client navigation's loader data) for `ms`. */
async function slowNavigations(page: Page, ms: number) {
  await page.route("**/*.data*", async (route) => {
    if (route.request().method() === "GET") await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

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
    assert.equal(await switcherChannel(page), "One Upload Workshop");
    await switcher.getByRole("combobox", { name: "Channel" }).selectOption({ label: "Nineteen Builds" });
    // The Show button is in sight, not only for screen readers: without JavaScript it is the way to switch.
    const show = switcher.getByRole("button", { name: "Show channel" });
    const box = await show.boundingBox();
    assert.ok(box && box.width > 20 && box.height > 10, `Show channel is not visible: ${JSON.stringify(box)}`);
    await show.click();
    await page.waitForURL(/\/dashboard\?channel=UC/);
    assert.equal(await shownChannel(page), "Nineteen Builds");
    assert.equal(await switcherChannel(page), "Nineteen Builds");

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

  test("JavaScript on, on a slow connection: a pick loads with the switcher disabled, and it never names the other channel", async () => {
    const context = await newContext(browser, { viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await ownerWithTwoChannels(page);
    await page.goto("/dashboard");
    await waitForHydration(page);
    assert.equal(await shownChannel(page), "One Upload Workshop");
    assert.equal(await switcherChannel(page), "One Upload Workshop");

    await slowNavigations(page, 3_000);
    const frames = await sampleSwitcher(page);
    const select = page.getByRole("form", { name: "Channel switcher" }).getByRole("combobox", { name: "Channel" });
    await select.selectOption({ label: "Nineteen Builds" });
    // While the pick loads: the list is disabled (a second pick waits), says what is loading, and
    // still names the channel whose figures are on screen.
    await page.getByTestId("channel-switcher-status").getByText("Loading Nineteen Builds…").waitFor();
    assert.equal(await switcherDisabled(page), true);
    assert.equal(await shownChannel(page), "One Upload Workshop");
    assert.equal(await switcherChannel(page), "One Upload Workshop");

    await page.waitForURL(/\/dashboard\?channel=UC/);
    await page.getByText("Nineteen Builds: how the channel is doing").waitFor();
    await page.waitForFunction(() => document.querySelector("#channel-switcher:enabled") !== null);
    const samples = await frames.stop();
    assert.equal(await shownChannel(page), "Nineteen Builds");
    assert.equal(await switcherChannel(page), "Nineteen Builds");
    assert.equal((await page.getByTestId("channel-switcher-status").innerText()).trim(), "");
    assert.ok(samples.length > 10, `too few frames sampled: ${samples.length}`);
    assert.ok(
      samples.some((s) => s.pending),
      "the switcher was never disabled while the pick loaded",
    );
    const disagreeing = samples.filter((s) => !s.pending && s.shown !== s.heading);
    assert.deepEqual(disagreeing, [], "the switcher named one channel over the other's page");
    assert.deepEqual(errors, []);
    await context.close();
  });

  test("JavaScript on, scripts still loading: a pick made before they run is followed, switcher and page agree", async () => {
    const context = await newContext(browser, { viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await ownerWithTwoChannels(page);
    await page.goto("/dashboard");
    assert.equal(await shownChannel(page), "One Upload Workshop");

    // The scripts held: the server's HTML is on screen, its list answers but nothing handles it yet.
    const releaseScripts = await holdScripts(page);
    await page.goto("/dashboard", { waitUntil: "domcontentloaded" });
    assert.equal(await page.locator("html[data-hydrated]").count(), 0, "the page hydrated before the pick");
    const switcher = page.getByRole("form", { name: "Channel switcher" });
    // Before the scripts run, Show channel is in sight as well.
    assert.ok(await switcher.getByRole("button", { name: "Show channel" }).isVisible());
    await switcher.getByRole("combobox", { name: "Channel" }).selectOption({ label: "Nineteen Builds" });
    releaseScripts();
    await waitForHydration(page);

    await page.getByText("Nineteen Builds: how the channel is doing").waitFor();
    await page.waitForFunction(() => document.querySelector("#channel-switcher:enabled") !== null);
    assert.equal(await shownChannel(page), "Nineteen Builds");
    assert.equal(await switcherChannel(page), "Nineteen Builds");
    assert.deepEqual(errors, []);
    await context.close();
  });

  test("JavaScript on: Show channel stays in sight beside the list", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await ownerWithTwoChannels(page);
    await page.goto("/dashboard");
    await waitForHydration(page);
    const box = await page
      .getByRole("form", { name: "Channel switcher" })
      .getByRole("button", { name: "Show channel" })
      .boundingBox();
    assert.ok(box && box.width > 20 && box.height > 10, `Show channel is not visible: ${JSON.stringify(box)}`);
    await context.close();
  });
});

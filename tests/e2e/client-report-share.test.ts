// The client report shared with a client, in the browser. JavaScript off: a Pro owner connects the
// sample channel, picks the report's period with the picker's Show button, makes a link with the
// plain form; a fresh signed-out context (JavaScript off too) opens it and reads that report and
// nothing of the app; the owner stops the link and it answers 404. JavaScript on: the page's copy
// button puts the whole link on the clipboard, and the client's page has no accessibility
// violation (axe-core).
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Browser, Page } from "playwright-core";
import {
  BASE,
  assertNoHorizontalOverflow,
  axeViolations,
  confirmEmail,
  launch,
  newContext,
  signUp,
  subscribe,
  uniqueEmail,
  waitForHydration,
  watchErrors,
} from "./support.ts";

const SETTINGS_WORDS = /Account Settings|connect Google|import YouTube Studio|not connected/i;
const LINK = /^https?:\/\/[^/]+\/reports\/shared\/[A-Za-z0-9_-]{43}$/;

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser.close();
});

/** A Pro owner with the sample channel connected, on its client report. */
async function ownerWithChannel(page: Page, tag: string) {
  const email = uniqueEmail(tag);
  await signUp(page, email);
  await confirmEmail(page, email);
  await subscribe(page, "Pro");
  await page.goto("/account");
  await page.getByRole("textbox", { name: "Your channel" }).fill("@northwindtechlab-sample");
  await page.getByRole("button", { name: "Connect channel" }).click();
  // The channel's row is written by the first sync step: the report names it once it is there.
  for (let i = 0; i < 60; i++) {
    await page.goto("/reports/client?period=28");
    if (/Northwind/.test(await page.getByRole("heading", { level: 1 }).innerText())) return;
    await page.waitForTimeout(1_000);
  }
  assert.fail("the report never named the connected channel");
}

describe("Sharing the client report", () => {
  test("JavaScript off: make a link, open it signed out, stop it, 404", { timeout: 180_000 }, async () => {
    const context = await newContext(browser, { javaScriptEnabled: false });
    const page = await context.newPage();
    await ownerWithChannel(page, "share-owner");

    // The picker: a plain GET form with a Show button.
    const picker = page.getByRole("form", { name: "Choose the report" });
    await picker.getByRole("combobox", { name: "Period" }).selectOption({ label: "Last 7 days" });
    await picker.getByRole("button", { name: "Show" }).click();
    await page.waitForURL(/\/reports\/client\?.*period=7/);
    assert.match(await page.locator("main").innerText(), /Last 7 days, /);
    await page.goto("/reports/client?period=28");

    await page.getByRole("button", { name: "Share with a link" }).click();
    const link = await page.getByTestId("shared-report-url").inputValue();
    assert.match(link, LINK);
    assert.ok(link.startsWith(BASE), `the link is this site's (${link})`);

    // The client: a fresh context, never signed in, JavaScript off.
    const client = await newContext(browser, { javaScriptEnabled: false });
    const clientPage = await client.newPage();
    const opened = await clientPage.goto(link);
    assert.equal(opened?.status(), 200);
    const text = await clientPage.locator("body").innerText();
    assert.match(text, /Channel report: .*Northwind/);
    assert.match(text, /Last 28 days/);
    assert.doesNotMatch(text, SETTINGS_WORDS);
    // No link into the app: only YouTube's (the videos, the credit) and the legal pages every page links.
    const hrefs = await clientPage
      .locator("a")
      .evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href") ?? ""));
    const intoTheApp = hrefs.filter(
      (href) => !href.startsWith("https://www.youtube.com") && href !== "/terms" && href !== "/privacy",
    );
    assert.deepEqual(intoTheApp, [], "no link into the app");
    assert.ok(hrefs.includes("/terms") && hrefs.includes("/privacy"), "the legal pages are linked");
    assert.equal(await clientPage.locator("aside, nav").count(), 0, "no menu");
    assert.equal(await clientPage.locator("form").count(), 0, "no controls");
    assert.match((await clientPage.locator('meta[name="robots"]').getAttribute("content")) ?? "", /noindex/);

    // The owner stops it; the client's next open is a 404.
    await page.goto("/reports/client?period=28");
    await page.getByText("has been shared by link since").waitFor();
    await page.getByRole("button", { name: "Stop sharing" }).click();
    await page.getByText("The link stopped working").waitFor();
    const gone = await clientPage.goto(link);
    assert.equal(gone?.status(), 404);
    const goneText = await clientPage.locator("body").innerText();
    assert.match(goneText, /This report link does not work/);
    assert.doesNotMatch(goneText, /Northwind/);
    await client.close();
    await context.close();
  });

  test("JavaScript on, on a phone: the copy button copies the whole link", { timeout: 180_000 }, async () => {
    const context = await newContext(browser, { viewport: { width: 390, height: 844 } });
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: BASE });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await ownerWithChannel(page, "share-copy");
    await waitForHydration(page);
    await assertNoHorizontalOverflow(page);
    await page.getByRole("button", { name: "Share with a link" }).click();
    const field = page.getByTestId("shared-report-url");
    await field.waitFor();
    const link = await field.inputValue();
    assert.match(link, LINK);
    await assertNoHorizontalOverflow(page);
    await page.getByRole("button", { name: "Copy link" }).click();
    await page.getByRole("button", { name: "Copied!" }).waitFor();
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), link);
    assert.deepEqual(errors, []);

    const client = await newContext(browser, { viewport: { width: 390, height: 844 } });
    const clientPage = await client.newPage();
    const clientErrors = watchErrors(clientPage);
    await clientPage.goto(link);
    await waitForHydration(clientPage);
    await clientPage.getByRole("heading", { level: 1, name: /Northwind/ }).waitFor();
    await assertNoHorizontalOverflow(clientPage);
    const violations = await axeViolations(clientPage);
    assert.deepEqual(violations, [], JSON.stringify(violations, null, 1));
    assert.deepEqual(clientErrors, []);
    await client.close();
    await context.close();
  });
});

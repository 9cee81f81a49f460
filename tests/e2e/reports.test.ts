// Reports in the browser. JavaScript off: a Pro owner saves the agency's name for client
// reports and opts in to the weekly digest with plain forms; the client report carries the agency's
// name instead of Vidwise's. JavaScript on: the report prints to a PDF (Chromium's), and in print
// its controls and the server notice are hidden while the report itself stays.
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Browser } from "playwright-core";
import { confirmEmail, launch, newContext, signUp, subscribe, uniqueEmail, waitForHydration } from "./support.ts";

const AGENCY = "Northwind Creative Agency";

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser.close();
});

describe("Reports for teams", () => {
  test("JavaScript off: branding and the digest opt-in with plain forms; the report carries the agency", async () => {
    const context = await newContext(browser, { javaScriptEnabled: false });
    const page = await context.newPage();
    const email = uniqueEmail("reports-owner");
    await signUp(page, email);
    await confirmEmail(page, email);
    await subscribe(page, "Pro");

    await page.goto("/account");
    const branding = page.locator("#report-branding");
    await branding.getByRole("textbox", { name: "Agency name" }).fill(AGENCY);
    await branding.getByRole("button", { name: "Save branding" }).click();
    await page.locator("#report-branding").getByRole("status").waitFor();

    const digest = page.getByTestId("weekly-digest-checkbox");
    assert.equal(await digest.isChecked(), false);
    await digest.check();
    await digest.locator("xpath=ancestor::form").getByRole("button", { name: "Save" }).click();
    await page.goto("/account");
    assert.equal(await page.getByTestId("weekly-digest-checkbox").isChecked(), true, "the opt-in is kept");

    await page.goto("/reports/client?period=28");
    assert.equal((await page.getByTestId("report-brand").textContent())?.trim(), AGENCY);
    assert.match(await page.locator("main").innerText(), new RegExp(`Prepared by ${AGENCY}\\.`));
    // Without a channel, the report says what to connect instead of showing figures.
    assert.match(await page.getByRole("heading", { level: 1 }).innerText(), /no channel connected/);
    await context.close();
  });

  test("JavaScript on: the report prints to a PDF, its controls hidden in print", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const email = uniqueEmail("reports-print");
    await signUp(page, email);
    await page.goto("/reports/client?period=7");
    await waitForHydration(page);
    const controls = page.getByRole("navigation", { name: "Report controls" });
    assert.equal(await controls.isVisible(), true, "the controls show on screen");
    await page.emulateMedia({ media: "print" });
    assert.equal(await controls.isVisible(), false, "the controls are hidden in print");
    assert.equal(await page.getByRole("heading", { level: 1 }).isVisible(), true, "the report stays in print");
    const pdf = await page.pdf({ format: "A4", printBackground: true });
    assert.equal(pdf.subarray(0, 5).toString("latin1"), "%PDF-");
    assert.ok(pdf.length > 5_000, `a real document (${pdf.length} bytes)`);
    await context.close();
  });
});

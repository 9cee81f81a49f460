// Feedback (/suggestions) in a real browser, with JavaScript on and off (spec §2, §4, §9).
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Browser, Page } from "playwright-core";
import { launch, newContext, startDemo, watchErrors } from "./support.ts";

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser.close();
});

const FEATURE_PLACEHOLDER = /^Describe a feature that would help you grow your channel/;
const BUG_PLACEHOLDER = /^Describe the bug/;

const textBox = (page: Page) => page.getByRole("textbox", { name: "Your feedback" });
const TYPES = ["Feature Request", "YouTube Tool Idea", "Improvement", "Bug Report"] as const;
/** The label of the checked type (read through the accessibility tree: works with JavaScript off). */
async function checkedType(page: Page) {
  for (const name of TYPES) if (await page.getByRole("radio", { name }).isChecked()) return name;
  return null;
}

describe("feedback with JavaScript on", () => {
  test("Sending... with inputs disabled, Thank You, then back to a cleared form after 5 seconds", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await startDemo(page);
    await page.goto("/suggestions", { waitUntil: "networkidle" });
    await page.getByRole("heading", { level: 1, name: "Creator Feedback" }).waitFor();
    await page.getByText(/Submitted as demo-[a-z0-9]+@demo\.vidwise\.app/).waitFor();
    await page.getByText("YouTube", { exact: true }).waitFor();
    assert.equal(await textBox(page).getAttribute("rows"), "6");
    assert.equal(await checkedType(page), "Feature Request");
    assert.match((await textBox(page).getAttribute("placeholder")) ?? "", FEATURE_PLACEHOLDER);

    // Blank text cannot be sent.
    const send = page.getByRole("button", { name: "Send Feedback" });
    assert.equal(await send.isDisabled(), true);
    await textBox(page).fill("   ");
    assert.equal(await send.isDisabled(), true);

    // The placeholder follows the type.
    await page.getByText("Bug Report", { exact: true }).click();
    assert.equal(await checkedType(page), "Bug Report");
    assert.match((await textBox(page).getAttribute("placeholder")) ?? "", BUG_PLACEHOLDER);
    await textBox(page).fill("The chart on the dashboard flickers in dark mode.");

    // Hold the answer back a moment so the sending state can be seen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/suggestions.data*", async (route) => {
      if (route.request().method() === "POST") await held;
      await route.continue();
    });
    await send.click();
    const sending = page.getByRole("button", { name: "Sending..." });
    await sending.waitFor();
    assert.equal(await sending.isDisabled(), true);
    assert.equal(await textBox(page).isDisabled(), true);
    assert.equal(await page.getByRole("radio", { name: "Feature Request" }).isDisabled(), true);
    release();

    const thanks = page.getByRole("heading", { name: "Thank You" });
    await thanks.waitFor();
    const shownAt = Date.now();
    await page.getByRole("link", { name: "Submit More Feedback" }).waitFor();
    await textBox(page).waitFor({ timeout: 8_000 });
    const shownFor = Date.now() - shownAt;
    assert.ok(shownFor >= 4_500 && shownFor < 7_500, `thank-you shown for ${shownFor} ms`);
    assert.equal(await textBox(page).inputValue(), "");
    assert.equal(await checkedType(page), "Feature Request");
    assert.match((await textBox(page).getAttribute("placeholder")) ?? "", FEATURE_PLACEHOLDER);

    // Submit More Feedback returns at once, without leaving the page.
    await page.getByText("Improvement", { exact: true }).click();
    await textBox(page).fill("Let me pin my favourite tools.");
    await page.getByRole("button", { name: "Send Feedback" }).click();
    await page.getByRole("link", { name: "Submit More Feedback" }).click();
    await textBox(page).waitFor();
    assert.equal(await textBox(page).inputValue(), "");
    assert.equal(await checkedType(page), "Feature Request");
    assert.match(page.url(), /\/suggestions$/);
    assert.deepEqual(errors, []);
    await context.close();
  });
});

describe("feedback with JavaScript off", () => {
  test("a plain post shows Thank You, and Submit More Feedback links back to a fresh form", async () => {
    const context = await newContext(browser, { javaScriptEnabled: false });
    const page = await context.newPage();
    await startDemo(page);
    await page.goto("/suggestions");
    await page.getByRole("heading", { level: 1, name: "Creator Feedback" }).waitFor();

    // Blank text: refused by the server with a message, the form stays.
    await page.getByRole("button", { name: "Send Feedback" }).click();
    await page.getByRole("alert").filter({ hasText: "Please enter your feedback." }).waitFor();

    await page.getByText("YouTube Tool Idea", { exact: true }).click();
    await textBox(page).fill("A tool that suggests chapters from my transcript.");
    await page.getByRole("button", { name: "Send Feedback" }).click();
    await page.getByRole("heading", { name: "Thank You" }).waitFor();
    const more = page.getByRole("link", { name: "Submit More Feedback" });
    assert.match((await more.getAttribute("href")) ?? "", /^\/suggestions$/);
    await more.click();
    await textBox(page).waitFor();
    assert.equal(await textBox(page).inputValue(), "");
    assert.equal(await checkedType(page), "Feature Request");
    await context.close();
  });
});

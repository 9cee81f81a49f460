import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Browser } from "playwright-core";
import { BASE, launch, newContext, uniqueEmail, watchErrors } from "./support.ts";

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser.close();
});

describe("waitlist without JavaScript", () => {
  test("a visitor joins from the landing page and sees the success panel", async () => {
    const context = await newContext(browser, { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    await page.getByRole("link", { name: "Join Waitlist" }).first().click();
    await page.waitForURL(/\/waitlist/);
    await page.getByRole("textbox", { name: "Email address" }).fill(uniqueEmail("nojs"));
    await page.getByRole("button", { name: "Join Waitlist" }).click();
    await page.getByText("You're on the list!").waitFor();
    assert.ok(await page.getByText("We'll notify you when the product launches.").isVisible());
    await context.close();
  });

  test("a feature's try link leads to a page that offers sign-up too", async () => {
    const context = await newContext(browser, { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    await page.getByRole("link", { name: /^Try / }).first().click();
    await page.waitForURL(/\/waitlist/);
    await page.getByRole("button", { name: "Join Waitlist" }).waitFor();
    await page.getByRole("link", { name: "Create a free account" }).click();
    await page.waitForURL(/\/signup$/);
    await context.close();
  });

  test("an invalid address gets the spec's message", async () => {
    const context = await newContext(browser, { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/waitlist");
    await page.getByRole("textbox", { name: "Email address" }).fill("not an email");
    await page.getByRole("button", { name: "Join Waitlist" }).click();
    await page.getByRole("alert").filter({ hasText: "Please enter a valid email address" }).waitFor();
    await context.close();
  });

  test("a refused address stays in the field, to correct rather than retype", async () => {
    const context = await newContext(browser, { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/waitlist");
    const field = page.getByRole("textbox", { name: "Email address" });
    await field.fill("maria.lopez@example");
    await page.getByRole("button", { name: "Join Waitlist" }).click();
    await page.getByRole("alert").filter({ hasText: "Please enter a valid email address" }).waitFor();
    assert.equal(await field.inputValue(), "maria.lopez@example");

    // Corrected, it joins; the same address again is refused and kept too.
    const email = uniqueEmail("kept");
    await field.fill(email);
    await page.getByRole("button", { name: "Join Waitlist" }).click();
    await page.getByText("You're on the list!").waitFor();
    await page.goto("/waitlist");
    await page.getByRole("textbox", { name: "Email address" }).fill(email);
    await page.getByRole("button", { name: "Join Waitlist" }).click();
    await page.getByRole("alert").filter({ hasText: "This email is already on our waitlist!" }).waitFor();
    assert.equal(await page.getByRole("textbox", { name: "Email address" }).inputValue(), email);
    await context.close();
  });
});

describe("welcome dialog with JavaScript", () => {
  test("opens, locks scrolling, closes on Escape and resets", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto("/", { waitUntil: "networkidle" });
    const opener = page.getByRole("button", { name: "Join Waitlist" }).first();
    await opener.click();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    assert.equal(await page.evaluate(() => getComputedStyle(document.body).overflow), "hidden");
    const field = dialog.getByRole("textbox", { name: "Email address" });
    await field.fill("someone@example.com");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    // The lock is released by React right after the native close: wait for it, briefly.
    await page.waitForFunction(() => getComputedStyle(document.body).overflow !== "hidden", null, { timeout: 2000 });
    // Focus goes back to the button that opened the dialog.
    await page.waitForFunction(() => document.activeElement?.textContent?.trim() === "Join Waitlist", null, {
      timeout: 2000,
    });
    await opener.click();
    assert.equal(await dialog.getByRole("textbox", { name: "Email address" }).inputValue(), "");
    await dialog.getByRole("button", { name: "Close" }).click();
    await dialog.waitFor({ state: "hidden" });
    assert.deepEqual(errors, []);
    await context.close();
  });

  test("a feature's try button opens the choice step", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto("/", { waitUntil: "networkidle" });
    await page.getByRole("button", { name: /^Try / }).first().click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Access Demo" }).waitFor();
    await dialog.getByRole("button", { name: "Join Waitlist" }).click();
    await dialog.getByRole("textbox", { name: "Email address" }).waitFor();
    await context.close();
  });

  test("the choice step offers sign-up beside the spec's two choices, and it leads to /signup", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto("/", { waitUntil: "networkidle" });
    await page.getByRole("button", { name: /^Try / }).first().click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Join Waitlist", exact: true }).waitFor();
    await dialog.getByRole("button", { name: "Access Demo", exact: true }).waitFor();
    const signUp = dialog.getByRole("link", { name: "Create a free account" });
    assert.equal(await signUp.getAttribute("href"), "/signup");
    await signUp.click();
    await page.waitForURL(/\/signup$/);
    await page.getByRole("button", { name: "Create account" }).waitFor();
    await context.close();
  });

  test("joins, shows 'Joining...' then the success panel; a second join is a duplicate", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto("/", { waitUntil: "networkidle" });
    const email = uniqueEmail("dialog");
    const dialog = page.getByRole("dialog");

    await page.getByRole("button", { name: "Join Waitlist" }).first().click();
    const submit = dialog.getByRole("button", { name: "Join Waitlist" });
    assert.ok(await submit.isDisabled(), "the button is disabled while the field is empty");
    await dialog.getByRole("textbox", { name: "Email address" }).fill(email);
    await submit.click();
    await dialog.getByText("You're on the list!").waitFor();

    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Join Waitlist" }).first().click();
    await dialog.getByRole("textbox", { name: "Email address" }).fill(email.toUpperCase());
    await dialog.getByRole("button", { name: "Join Waitlist" }).click();
    await dialog.getByRole("alert").filter({ hasText: "This email is already on our waitlist!" }).waitFor();
    await context.close();
  });

  test("an invalid address is refused in the browser without a request", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto("/", { waitUntil: "networkidle" });
    const posts: string[] = [];
    page.on("request", (request) => request.method() === "POST" && posts.push(request.url()));
    await page.getByRole("button", { name: "Join Waitlist" }).first().click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("textbox", { name: "Email address" }).fill("nobody@nowhere");
    await dialog.getByRole("button", { name: "Join Waitlist" }).click();
    await dialog.getByRole("alert").filter({ hasText: "Please enter a valid email address" }).waitFor();
    assert.deepEqual(posts, []);
    await context.close();
  });
});

test("BASE_URL is the server the runner started", () => {
  assert.match(BASE, /^http:\/\/127\.0\.0\.1:\d+$/);
});

// Text typed into a form while its page's scripts are still loading survives hydration. The
// server's HTML is a working form (decision 013 starts the scripts after the first paint), so a
// fast typist on a slow connection fills fields before React owns them; React's stable release
// would write the blank state back on its next render (app/lib/use-text-typed-before-hydration.ts).
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Browser, Page } from "playwright-core";
import { holdScripts, launch, newContext, startDemo, waitForHydration, watchErrors } from "./support.ts";

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser.close();
});

/** Opens `path` with its scripts held, and resolves once the server's form is on screen. */
async function openBeforeScripts(page: Page, path: string) {
  await page.goto(path, { waitUntil: "domcontentloaded" });
  assert.equal(await page.locator("html[data-hydrated]").count(), 0, `${path} hydrated before the test could type`);
}

describe("text typed before hydration is kept", () => {
  test("Description Rewriter: title and description typed early are kept, and the rewrite uses them", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await startDemo(page);
    const releaseScripts = await holdScripts(page);
    await openBeforeScripts(page, "/description-rewriter");
    const title = page.getByRole("textbox", { name: "Video title" });
    const description = page.getByRole("textbox", { name: "Current description" });
    await title.fill("Typed Before The Scripts");
    await description.fill("A description typed while the page was loading.");
    releaseScripts();
    await waitForHydration(page);
    const button = page.getByRole("button", { name: "Rewrite Description" });
    // Enabled means the form's state holds both texts, not only the screen.
    await page.waitForFunction(() =>
      [...document.querySelectorAll("button")].some((b) => b.textContent === "Rewrite Description" && !b.disabled),
    );
    assert.equal(await title.inputValue(), "Typed Before The Scripts");
    assert.equal(await description.inputValue(), "A description typed while the page was loading.");
    await button.click();
    await page.getByRole("article", { name: "Rewrite of Typed Before The Scripts" }).waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  test("Ask Vidwise: a question typed early is kept, and its character count counts it", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await startDemo(page);
    const releaseScripts = await holdScripts(page);
    await openBeforeScripts(page, "/ask-vidwise");
    const question = "Which of my videos should I make a sequel to?";
    const box = page.getByRole("textbox", { name: "Your question" });
    await box.fill(question);
    releaseScripts();
    await waitForHydration(page);
    // The count is drawn from the form's state: it reads the typed length only if the state has it.
    await page.getByText(`${question.length} / 2,000 characters`).waitFor();
    assert.equal(await box.inputValue(), question);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test("the waitlist page: an email typed early is kept and Join Waitlist stays enabled", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = watchErrors(page);
    const releaseScripts = await holdScripts(page);
    await openBeforeScripts(page, "/waitlist");
    const email = page.getByRole("textbox", { name: "Email address" });
    await email.fill("early@example.com");
    releaseScripts();
    await waitForHydration(page);
    // Hydrated, an empty field disables the button: enabled means the state holds the address.
    await page.waitForFunction(() =>
      [...document.querySelectorAll("button")].some((b) => b.textContent === "Join Waitlist" && !b.disabled),
    );
    assert.equal(await email.inputValue(), "early@example.com");
    assert.deepEqual(errors, []);
    await context.close();
  });
});

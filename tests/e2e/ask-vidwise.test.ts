import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Browser, Page } from "playwright-core";
import { assertNoHorizontalOverflow, axeViolations, launch, newContext, startDemo, watchErrors } from "./support.ts";

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser.close();
});

const questions = (page: Page) => page.getByRole("article", { name: "Your question" });
const answers = (page: Page) => page.getByRole("article", { name: "Vidwise's answer" });

/** Waits until the newest answer is complete (not busy) and returns its text. */
async function latestAnswer(page: Page, count: number) {
  await page.waitForFunction((n) => {
    const all = [...document.querySelectorAll('article[aria-label="Vidwise\'s answer"]')];
    return all.length === n && all[n - 1]!.getAttribute("aria-busy") === null;
  }, count);
  return answers(page)
    .nth(count - 1)
    .innerText();
}

describe("Ask Vidwise with JavaScript on, on a 390 px phone", () => {
  test("a suggested question streams its answer with sources; Enter sends, Shift+Enter adds a line; blank is ignored; the view follows", async () => {
    const context = await newContext(browser, { viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await startDemo(page);
    await page.goto("/ask-vidwise", { waitUntil: "networkidle" });

    // The chat panel is open by default and collapsible.
    const panel = page.locator("details", { hasText: "Chat with Vidwise" });
    assert.equal(await panel.evaluate((d) => (d as HTMLDetailsElement).open), true);

    // A suggested question: the question shows at once, the answer arrives over SSE from /api/ask.
    const streamed = page.waitForResponse((r) => r.url().endsWith("/api/ask") && r.request().method() === "POST");
    await page.getByRole("button", { name: "When should I upload?" }).click();
    await questions(page).filter({ hasText: "When should I upload?" }).waitFor();
    const response = await streamed;
    assert.match(response.headers()["content-type"] ?? "", /^text\/event-stream/);
    const first = await latestAnswer(page, 1);
    assert.ok(first.length > 40, first);
    assert.match(first, /Sources/);
    const sourceLink = answers(page).first().getByRole("link").first();
    assert.match((await sourceLink.getAttribute("href")) ?? "", /^\/[a-z-]+/);
    await page.waitForURL(/\/ask-vidwise\?c=[0-9a-f-]{36}$/);
    await page
      .getByRole("navigation", { name: "Conversations" })
      .getByRole("link", { name: "When should I upload?" })
      .waitFor();

    // Blank input is ignored (spec §5): nothing is sent, nothing appended.
    const box = page.getByRole("textbox", { name: "Your question" });
    await box.fill("   ");
    await box.press("Enter");
    await page.waitForTimeout(300);
    assert.equal(await questions(page).count(), 1);

    // Shift+Enter adds a line; Enter sends.
    await box.fill("What do my viewers ask for?");
    await box.press("Shift+Enter");
    assert.equal(await box.inputValue(), "What do my viewers ask for?\n");
    await box.type("Any repeated requests");
    await box.press("Enter");
    await questions(page).nth(1).waitFor();
    assert.equal(await box.inputValue(), "");
    await latestAnswer(page, 2);
    await page.getByRole("button", { name: "How can I raise my RPM?" }).click();
    await latestAnswer(page, 3);

    // The thread keeps the latest message in view and announces answers politely.
    const log = page.getByRole("log", { name: "Conversation" });
    assert.equal(await log.getAttribute("aria-live"), "polite");
    const gap = await log.evaluate((el) => el.scrollHeight - el.clientHeight - el.scrollTop);
    assert.ok(gap <= 2, `thread scrolled to the latest message (gap ${gap}px)`);

    // The stats row counts the answers. It is re-read after the stream ends, so on a busy machine
    // the third answer can be on screen a moment before its count: wait for the count (10 s at most).
    const stats = page.getByRole("region", { name: "Statistics" });
    // (4: the demo opens with one answered question, the showcase's "What should my next video be?".)
    for (let i = 0; i < 40 && !/Questions Answered\s+4\b/.test(await stats.innerText()); i++)
      await page.waitForTimeout(250);
    assert.match(await stats.innerText(), /Questions Answered\s+4\b/);

    await assertNoHorizontalOverflow(page);
    const violations = (await axeViolations(page)).filter((v) => v.impact === "serious" || v.impact === "critical");
    assert.deepEqual(
      violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
      [],
    );

    // Delete the conversation from the list.
    await page.getByRole("button", { name: /^Delete conversation: When should I upload\?/ }).click();
    await page.waitForURL(/\/ask-vidwise$/);
    const conversations = page.getByRole("navigation", { name: "Conversations" });
    await conversations.getByRole("link", { name: "When should I upload?" }).waitFor({ state: "detached" });
    await conversations.getByRole("link", { name: "What should my next video be?" }).waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });
});

describe("Ask Vidwise with JavaScript off, on a 390 px phone", () => {
  test("the form post appends the question and the answer; suggested questions post too; delete works", async () => {
    const context = await newContext(browser, { javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await startDemo(page);
    await page.goto("/ask-vidwise");

    // A fresh demo opens with the showcase's conversation in the list.
    const conversations = page.getByRole("navigation", { name: "Conversations" });
    await conversations.getByRole("link", { name: "What should my next video be?" }).waitFor();

    await page.getByRole("textbox", { name: "Your question" }).fill("What do my viewers ask for?");
    await page.getByRole("button", { name: "Send" }).click();
    await page.waitForURL(/\/ask-vidwise\?c=[0-9a-f-]{36}#latest$/);
    await questions(page).filter({ hasText: "What do my viewers ask for?" }).waitFor();
    assert.equal(await answers(page).count(), 1);
    assert.ok((await answers(page).first().innerText()).length > 40);

    await page.getByRole("button", { name: "Why did my last video under-perform?" }).click();
    await page.waitForURL(/#latest$/);
    assert.equal(await questions(page).count(), 2);
    assert.equal(await answers(page).count(), 2);

    // Blank: refused with a clear message, nothing appended.
    await page.getByRole("textbox", { name: "Your question" }).fill("   ");
    await page.getByRole("button", { name: "Send" }).click();
    await page.getByText("Please type a question.").waitFor();

    // The panel collapses without JavaScript (a <details>).
    await page.getByText("Chat with Vidwise").click();
    assert.equal(
      await page.locator("details", { hasText: "Chat with Vidwise" }).evaluate((d) => (d as HTMLDetailsElement).open),
      false,
    );

    await assertNoHorizontalOverflow(page);
    await page.getByRole("button", { name: /^Delete conversation: What do my viewers ask for\?/ }).click();
    await conversations.getByRole("link", { name: "What do my viewers ask for?" }).waitFor({ state: "detached" });
    await conversations.getByRole("link", { name: "What should my next video be?" }).waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });
});

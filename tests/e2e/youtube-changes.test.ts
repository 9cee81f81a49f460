// Changes on YouTube from the pages, in a real browser with JavaScript on and off, against the
// offline Google and YouTube fakes `npm start` serves: a new owner connects with Google read-only,
// and both pages say what to allow (the title test's estimate still answers); reconnected with
// consent, Comment Sentiment holds the channel's spam, lists it and releases one, and posts an
// edited reply draft on Send; the Thumbnail Optimizer starts a title test on YouTube, which the
// page then lists, and keeps a chosen title by hand; and a thumbnail test from two image files.
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Browser, BrowserContext, Page } from "playwright-core";
import {
  confirmEmail,
  launch,
  newContext,
  signUp,
  subscribe,
  uniqueEmail,
  waitForHydration,
  watchErrors,
} from "./support.ts";

const ALLOW = "Allow Vidwise to make changes on YouTube";

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser.close();
});

/** Connect with Google on Account Settings, the box for changes ticked or not, back from the fake's consent screen. */
async function connectGoogle(page: Page, allowChanges: boolean) {
  await page.goto("/account");
  const connect = page.getByRole("button", { name: "Connect with Google", exact: true });
  if ((await connect.count()) > 0) {
    const box = page.getByRole("checkbox", { name: new RegExp(`^${ALLOW}`) });
    if (allowChanges) await box.check();
    else await box.uncheck();
    await connect.click();
  } else {
    // Connected already: the consent is added by reconnecting, its box ticked for that.
    await page.locator("summary", { hasText: ALLOW }).click();
    const box = page.getByRole("checkbox", { name: new RegExp(`^${ALLOW}`) });
    assert.equal(await box.isChecked(), true, "reconnecting to allow changes has the box ticked");
    await page.getByRole("button", { name: "Reconnect with Google" }).click();
  }
  await page.waitForURL(allowChanges ? /\/account\?google=connected-changes$/ : /\/account\?google=connected$/);
  await page
    .getByTestId("google-changes")
    .getByText(allowChanges ? "Allowed" : "Not allowed (read-only)", { exact: true })
    .waitFor();
}

/**
 * Comment Sentiment once the channel's comments have arrived and are scored: Analyze is pressed,
 * as a creator would, and the page is read again until no run is in progress.
 */
async function commentsAnalysed(page: Page) {
  for (let i = 0; i < 120; i++) {
    await page.goto("/comment-sentiment?period=90d");
    const waiting = await page.getByText("No comments to analyze yet").count();
    const running = await page.getByText("Analyzing comments:").count();
    if (!waiting && !running) {
      if ((await page.locator("#main details").count()) > 0) return;
      const analyze = page.getByRole("button", { name: "Analyze", exact: true });
      if (await analyze.isEnabled()) {
        await analyze.click();
        await page.waitForLoadState("networkidle");
      }
    }
    await page.waitForTimeout(500);
  }
  throw new Error("the channel's comments were not analysed");
}

const heldHeading = (page: Page, n: number) =>
  page.getByRole("heading", { name: new RegExp(`^Held for review by Vidwise: ${n} comments?\\b`) });

const heldTotal = async (page: Page) => {
  const heading = page.getByRole("heading", { name: /^Held for review by Vidwise: \d+ comments?/ });
  const match = /: (\d+) comment/.exec(await heading.innerText());
  return Number(match?.[1]);
};

for (const javaScriptEnabled of [true, false]) {
  describe(`Changes on YouTube with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    let context: BrowserContext;
    let page: Page;
    let errors: string[] = [];
    const ready = async () => {
      if (javaScriptEnabled) await waitForHydration(page);
    };

    before(async () => {
      context = await newContext(browser, { javaScriptEnabled });
      page = await context.newPage();
      errors = watchErrors(page);
      const email = uniqueEmail(javaScriptEnabled ? "changes-js" : "changes-nojs");
      await signUp(page, email);
      // Connecting syncs the channel, which spends the shared YouTube allowance: a confirmed address first.
      await confirmEmail(page, email);
      // Reply drafts answer viewers' requests and questions, which Pro and up show (Audience Demand).
      await subscribe(page, "Pro");
    });
    after(async () => {
      await context.close();
    });

    test(
      "connected read-only: both pages say what to allow, and the estimate still answers",
      { timeout: 240_000 },
      async () => {
        await connectGoogle(page, false);
        await commentsAnalysed(page);
        const consent = page.getByTestId("spam-hold-consent");
        assert.match(
          await consent.innerText(),
          new RegExp(`^To hold spam on YouTube, allow changes first: .*"${ALLOW}"`),
        );
        await consent.getByRole("link", { name: "Account Settings" }).waitFor();
        assert.equal(await page.getByRole("button", { name: "Hold spam for review on YouTube" }).count(), 0);
        assert.equal(await page.getByRole("heading", { name: "Reply to viewers" }).count(), 0);

        await page.goto("/thumbnail-optimizer");
        const form = page.getByRole("form", { name: "Run a title test on YouTube" });
        await form.getByText(`To run tests on YouTube, an owner or manager ticks “${ALLOW}”`).waitFor();
        assert.equal(await form.getByRole("button", { name: "Start on YouTube" }).count(), 0);
        await ready();
        await form.getByRole("textbox", { name: "Title A (set first)" }).fill("How I edit a video in one hour");
        await form.getByRole("textbox", { name: "Title B" }).fill("One-hour editing: my whole process");
        await form.getByRole("button", { name: "How long will it take?" }).click();
        const estimate = page.getByRole("form", { name: "Run a title test on YouTube" }).getByRole("status");
        await estimate.waitFor();
        assert.match(
          await estimate.innerText(),
          /(No reach data for this video yet|impressions a day|views per day).* are left today\./s,
        );
        assert.deepEqual(errors, []);
      },
    );

    test(
      "with consent, Comment Sentiment holds the spam, lists it, releases one, and sends a reply",
      { timeout: 240_000 },
      async () => {
        await connectGoogle(page, true);
        await commentsAnalysed(page);
        await ready();
        await page.getByRole("button", { name: "Hold spam for review on YouTube" }).click();
        const said = await page
          .getByRole("status")
          .filter({ hasText: /^Held \d+ comments? for review on YouTube\./ })
          .innerText();
        const held = Number(/^Held (\d+)/.exec(said)?.[1]);
        assert.ok(held > 0, said);
        assert.equal(await heldTotal(page), held);
        const releases = page.getByRole("button", { name: /^Release: / });
        const listed = await releases.count();
        assert.equal(listed, Math.min(held, 100));

        // Release the first one listed: it leaves the list and the total.
        const first = (await releases.first().getAttribute("aria-label"))!;
        const sameText = await page.getByRole("button", { name: first, exact: true }).count();
        await ready();
        await releases.first().click();
        await page.getByRole("status").getByText("Released: the comment is published on YouTube again.").waitFor();
        // With JavaScript the message can show a moment before the list read again after it.
        await heldHeading(page, held - 1).waitFor();
        assert.equal(await page.getByRole("button", { name: first, exact: true }).count(), sameText - 1);

        // A second hold leaves the released comment alone: nothing new to hold.
        await ready();
        await page.getByRole("button", { name: "Hold spam for review on YouTube" }).click();
        await page
          .getByRole("status")
          .getByText(/^Every comment read as spam is held already \(or was released by you\): nothing new to hold\./)
          .waitFor();
        assert.equal(await heldTotal(page), held - 1);

        // The newest viewers' questions and requests, each with a draft; the edited one is sent.
        await page.getByRole("heading", { name: "Reply to viewers" }).waitFor();
        const reply = page.getByRole("textbox", { name: "Your reply" }).first();
        assert.notEqual((await reply.inputValue()).trim(), "", "a draft is written in");
        await reply.fill("Thanks for asking! A video on exactly this is next on my list.");
        await ready();
        await page.getByRole("button", { name: "Send reply" }).first().click();
        await page.getByRole("status").getByText("Reply posted on YouTube.").waitFor();
        assert.deepEqual(errors, []);
      },
    );

    test(
      "with consent, a title test starts on YouTube, shows on the page, and a title is kept by hand",
      { timeout: 240_000 },
      async () => {
        await page.goto("/thumbnail-optimizer");
        const form = page.getByRole("form", { name: "Run a title test on YouTube" });
        assert.equal(await form.getByRole("note").count(), 0, "no word about allowing changes once allowed");
        const video = await form.getByRole("combobox", { name: "Video" }).locator("option:checked").innerText();
        const first = `Editing in an hour (${javaScriptEnabled ? "js" : "no js"})`;
        const second = `My one-hour edit, start to end (${javaScriptEnabled ? "js" : "no js"})`;
        await ready();
        await form.getByRole("textbox", { name: "Title A (set first)" }).fill(first);
        await form.getByRole("textbox", { name: "Title B" }).fill(second);
        await form.getByRole("button", { name: "Start on YouTube" }).click();

        const card = page.getByRole("article", {
          name: `Title test on YouTube Titles of “${video.slice(0, 60)}” on YouTube`,
        });
        await card.waitFor();
        await card.getByText(/^Running on YouTube: one whole day per title in turn/).waitFor();
        await card.getByText(`A: ${first} (on YouTube now)`).waitFor();
        await card.getByText(`B: ${second}`, { exact: true }).waitFor();

        await ready();
        await card.getByRole("button", { name: `Keep “${second}” on YouTube and end the test` }).click();
        await card.getByText(`“${second}” applied on YouTube by hand.`).waitFor();
        await card.getByText(`B: ${second} (on YouTube now)`).waitFor();
        assert.equal(
          await card.getByRole("button", { name: /^Keep / }).count(),
          0,
          "an ended test offers no title to keep",
        );
        assert.deepEqual(errors, []);
      },
    );

    test(
      "with consent, a thumbnail test starts on YouTube from two image files, and an image is kept by hand",
      { timeout: 240_000 },
      async () => {
        await page.goto("/thumbnail-optimizer");
        const form = page.getByRole("form", { name: "Run a thumbnail test on YouTube" });
        // Pick the second video: the title test above ended on the first.
        const select = form.getByRole("combobox", { name: "Video" });
        const second = await select.locator("option").nth(1).getAttribute("value");
        await select.selectOption(second!);
        const video = await select.locator("option:checked").innerText();
        const jpeg = (seed: number) => Buffer.from([0xff, 0xd8, 0xff, 0xe0, seed, seed + 1, 0xff, 0xd9]);
        const mode = javaScriptEnabled ? "js" : "nojs";
        await ready();
        await form
          .getByLabel("Image A (set first)")
          .setInputFiles({ name: `current-${mode}.jpg`, mimeType: "image/jpeg", buffer: jpeg(1) });
        await form
          .getByLabel("Image B")
          .setInputFiles({ name: `bolder-${mode}.jpg`, mimeType: "image/jpeg", buffer: jpeg(2) });
        await form.getByRole("button", { name: "Start on YouTube" }).click();

        const card = page.getByRole("article", {
          name: `Thumbnail test on YouTube Thumbnails of “${video.slice(0, 60)}” on YouTube`,
        });
        await card.waitFor();
        await card.getByText(/^Running on YouTube: one whole day per thumbnail in turn/).waitFor();
        await card.getByText(`A: Thumbnail A (current-${mode}.jpg) (on YouTube now)`).waitFor();

        await ready();
        await card
          .getByRole("button", { name: `Keep “Thumbnail B (bolder-${mode}.jpg)” on YouTube and end the test` })
          .click();
        await card.getByText(`“Thumbnail B (bolder-${mode}.jpg)” applied on YouTube by hand.`).waitFor();
        assert.equal(await card.getByRole("button", { name: /^Keep / }).count(), 0);
        assert.deepEqual(errors, []);
      },
    );
  });
}

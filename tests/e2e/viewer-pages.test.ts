// What a viewer is offered on the tool pages, in the browser: the role runs no analysis
// and changes nothing, so no page offers a live Analyze, Generate or Run button; each is disabled
// with the role's words beside it, the pages' other forms (add a series, a competitor, an A/B test)
// are not offered, and the plan line promises the viewer no runs. Account Settings offers no
// setting or connection (the cards say who may change them). With JavaScript on and off.
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Browser, BrowserContext, Page } from "playwright-core";
import {
  confirmEmail,
  latestMail,
  launch,
  newContext,
  signUp,
  uniqueEmail,
  waitForHydration,
  watchErrors,
} from "./support.ts";

/** app/lib/auth/roles.ts's ROLE_MESSAGES.analyze. */
const ROLE_WORDS = "Viewers can read this workspace but not run analyses. Ask an owner or manager.";
/** The outside check's pattern: a button whose words run something. */
const RUN_WORDS = /\b(analy[sz]e|generate|run)\b/i;
/** The pages the outside check opens as a viewer, then the other tools whose run button is always there. */
const RUN_PAGES = [
  "/comment-sentiment",
  "/content-ideas",
  "/thumbnail-optimizer",
  "/series-planner",
  "/rpm-booster",
  "/video-forecast",
  "/description-rewriter",
  "/youtube-tool",
];
/** The outside check's words for Account Settings' controls a viewer's role refuses. */
const REFUSED_WORDS = /save settings|sync now|remove|add channel|connect with google|import|invite/i;
/** Pages with no run button of their own here (no competitor tracked yet; the dashboard runs nothing). */
const OTHER_PAGES = ["/competitor-monitor", "/dashboard"];

let browser: Browser;
/** The viewer's signed-in state, reused by each context (JavaScript on and off). */
let viewerState: Awaited<ReturnType<BrowserContext["storageState"]>>;

before(async () => {
  browser = await launch();
  const ownerEmail = uniqueEmail("viewer-pages-owner");
  const viewerEmail = uniqueEmail("viewer-pages-viewer");

  // The owner connects a channel, adds a series by hand and invites a viewer.
  const owner = await newContext(browser);
  const ownerPage = await owner.newPage();
  await signUp(ownerPage, ownerEmail);
  await confirmEmail(ownerPage, ownerEmail);
  await ownerPage.goto("/account");
  await ownerPage.getByRole("textbox", { name: "Your channel" }).fill("@nineteen-sample");
  await ownerPage.getByRole("button", { name: "Connect channel" }).click();
  await ownerPage.getByText("Nineteen Builds").first().waitFor();
  await ownerPage.goto("/series-planner");
  await waitForHydration(ownerPage);
  await ownerPage.getByRole("textbox", { name: "New series title" }).fill("Owner's hand-made series");
  await ownerPage.getByRole("button", { name: "Add Series" }).click();
  await ownerPage.getByRole("heading", { name: "Owner's hand-made series" }).waitFor();
  await ownerPage.goto("/account#members");
  await waitForHydration(ownerPage);
  const members = ownerPage.locator("#members");
  await members.getByRole("textbox", { name: "Invite by email" }).fill(viewerEmail);
  await members.getByRole("combobox", { name: "Role of the invited person" }).selectOption("viewer");
  await members.getByRole("button", { name: "Send invitation" }).click();
  await members.getByText(`${viewerEmail} · viewer`).waitFor();
  const mail = await latestMail(viewerEmail, "workspace-invitation");
  const link = mail?.match(/https?:\/\/\S+\/invite\?token=\S+/)?.[0];
  assert.ok(link, "the invitation was mailed with its link");
  await owner.close();

  const viewer = await newContext(browser);
  const viewerPage = await viewer.newPage();
  await signUp(viewerPage, viewerEmail);
  await confirmEmail(viewerPage, viewerEmail);
  await viewerPage.goto(link);
  await viewerPage.getByRole("button", { name: "Accept the invitation" }).click();
  await viewerPage.waitForURL((url) => !url.pathname.startsWith("/invite"));
  viewerState = await viewer.storageState();
  await viewer.close();
});
after(async () => {
  await browser.close();
});

/** Every button in the page's main area that runs something and is not disabled, by its words. */
async function liveRunButtons(page: Page): Promise<string[]> {
  const live: string[] = [];
  for (const button of await page.locator("main button").all()) {
    const text = (await button.innerText()).trim();
    if (RUN_WORDS.test(text) && (await button.isEnabled())) live.push(text);
  }
  return live;
}

for (const javaScriptEnabled of [true, false]) {
  describe(`A viewer's tool pages with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test("no enabled run button; the role's note beside each run; no promise of runs", async () => {
      const context = await newContext(browser, { javaScriptEnabled, storageState: viewerState });
      const page = await context.newPage();
      const errors = watchErrors(page);
      for (const path of [...RUN_PAGES, ...OTHER_PAGES]) {
        await page.goto(path);
        if (javaScriptEnabled) await waitForHydration(page);
        await page.getByRole("status").filter({ hasText: "as a viewer" }).waitFor();
        assert.deepEqual(await liveRunButtons(page), [], `${path}: a run button is offered to a viewer`);
        assert.equal(await page.getByTestId("plan-status").count(), 0, `${path}: the plan line is shown`);
        assert.equal(await page.getByText(/no monthly cap/).count(), 0, `${path}: runs are promised`);
        if (RUN_PAGES.includes(path)) {
          const note = page.getByTestId("role-note").first();
          assert.ok(await note.isVisible(), `${path}: the role's note is not shown`);
          assert.equal((await note.innerText()).trim(), ROLE_WORDS);
        }
      }
      assert.deepEqual(errors, []);
      await context.close();
    });

    test("the pages' other forms are not offered: the viewer reads the series, the list of competitors", async () => {
      const context = await newContext(browser, { javaScriptEnabled, storageState: viewerState });
      const page = await context.newPage();
      await page.goto("/series-planner");
      if (javaScriptEnabled) await waitForHydration(page);
      await page.getByRole("heading", { name: "Owner's hand-made series" }).waitFor();
      assert.equal(await page.getByRole("button", { name: "Add Series" }).count(), 0);
      assert.equal(await page.getByRole("button", { name: /^Delete series/ }).count(), 0);
      assert.ok(await page.getByRole("button", { name: "Analyze Library" }).isDisabled());

      await page.goto("/thumbnail-optimizer");
      if (javaScriptEnabled) await waitForHydration(page);
      assert.equal(await page.getByRole("button", { name: "Create Test" }).count(), 0);
      assert.ok(await page.getByRole("button", { name: "Analyze", exact: true }).isDisabled());

      await page.goto("/competitor-monitor");
      if (javaScriptEnabled) await waitForHydration(page);
      assert.equal(await page.getByRole("textbox", { name: "Add a channel" }).count(), 0);

      await page.goto("/comment-sentiment");
      if (javaScriptEnabled) await waitForHydration(page);
      assert.ok(await page.getByRole("button", { name: "Analyze these comments" }).isDisabled());
      assert.ok(await page.getByRole("textbox", { name: "Comments" }).isDisabled());

      await page.goto("/youtube-tool");
      if (javaScriptEnabled) await waitForHydration(page);
      assert.ok(await page.getByRole("button", { name: "Analyze", exact: true }).isDisabled());
      assert.ok(await page.getByRole("textbox", { name: "Describe your content idea" }).isDisabled());
      await context.close();
    });

    test("Account Settings offers no setting or connection the role refuses, and says who may", async () => {
      const context = await newContext(browser, { javaScriptEnabled, storageState: viewerState });
      const page = await context.newPage();
      const errors = watchErrors(page);
      await page.goto("/account");
      if (javaScriptEnabled) await waitForHydration(page);
      const live: string[] = [];
      for (const button of await page.locator("main button").all()) {
        const text = (await button.innerText()).trim();
        if (REFUSED_WORDS.test(text) && (await button.isEnabled())) live.push(text);
      }
      assert.deepEqual(live, [], "a control the role refuses is offered to a viewer");
      await page.getByTestId("channel-role-note").waitFor();
      assert.ok(await page.getByText("An owner or manager of this workspace sets the primary topic").isVisible());
      // The person's own forms stay theirs.
      assert.ok(await page.getByRole("button", { name: "Update password" }).isEnabled());

      // The dashboard's Getting started sends the viewer nowhere they would be refused.
      await page.goto("/dashboard");
      if (javaScriptEnabled) await waitForHydration(page);
      const steps = page.getByTestId("getting-started");
      await steps.waitFor();
      assert.equal(await steps.getByRole("link", { name: /in Account Settings$/ }).count(), 0);
      assert.deepEqual(errors, []);
      await context.close();
    });
  });
}

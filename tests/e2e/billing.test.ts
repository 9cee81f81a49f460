// Buying a plan in a real browser, JavaScript on and off: a plan card → the offline Stripe fake's
// Checkout page (served on a local port by `npm start`) → Pay → back on /success with the plan,
// then the account's Subscription card and cancelling at period end.
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Browser, Page } from "playwright-core";
import {
  assertNoHorizontalOverflow,
  axeViolations,
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
  await browser?.close();
});

async function buyAndCancel(page: Page, javaScript: boolean) {
  const errors = watchErrors(page);
  await signUp(page, uniqueEmail(javaScript ? "billing-js" : "billing-nojs"));
  await page.goto("/pricing");
  assert.equal(await page.getByText("open soon").count(), 0);
  await page
    .getByRole("article", { name: "Pro", exact: true })
    .getByRole("button", { name: "Unlock Full Creator Insights" })
    .click();
  // Stripe's (fake) page: the Pro price, a Pay button, a way back.
  await page.getByRole("button", { name: "Pay" }).waitFor();
  assert.match(await page.content(), /price_fake_pro/);
  assert.match(await page.content(), /\$79\.00/);
  await page.getByRole("button", { name: "Pay" }).click();
  await page.waitForURL(/\/success\?session_id=cs_/);
  await page.getByRole("heading", { name: /^Welcome to / }).waitFor();
  const success = await page.locator("main").innerText();
  assert.match(success, /Pro/);
  assert.match(success, /Active/);
  assert.match(success, /Next billing date/);
  if (javaScript) {
    // The confetti is drawn by React once the page has hydrated, for 3 seconds.
    await waitForHydration(page);
    const reduced = await page.evaluate(() => window.matchMedia("(prefers-reduced-motion: reduce)").matches);
    if (!reduced) {
      await page.getByTestId("confetti").locator("span").first().waitFor({ state: "attached" });
      assert.equal(await page.getByTestId("confetti").locator("span").count(), 50);
    }
  } else {
    assert.equal(await page.getByTestId("confetti").locator("span").count(), 0);
  }
  // axe and the overflow check run script in the page: only with JavaScript on.
  if (javaScript) {
    assert.deepEqual(await axeViolations(page), []);
    await assertNoHorizontalOverflow(page);
  }
  await page.getByRole("link", { name: "Start Analyzing" }).click();
  await page.waitForURL(/\/youtube-tool$/);

  // /pricing now shows the banner and "Current plan" on Pro.
  await page.goto("/pricing");
  await page.getByText("Your plan: Pro").waitFor();
  await page.getByRole("article", { name: "Pro", exact: true }).getByText("Current plan").waitFor();

  await page.goto("/account");
  const card = page
    .locator("section, div")
    .filter({ has: page.getByRole("heading", { name: "Subscription", exact: true }) })
    .last();
  await card.getByText("Renews on").waitFor();
  await card.getByText("Visa •••• 4242").waitFor();
  await page.getByRole("button", { name: "Cancel subscription" }).click();
  await page
    .getByText(
      "Are you sure you want to cancel your subscription? You will continue to have access until the end of your current billing period.",
    )
    .waitFor();
  await page.getByRole("button", { name: "Yes, cancel" }).click();
  await page.getByText(/Your subscription will be cancelled at the end of the current billing period/).waitFor();
  await page.goto("/account");
  await page.getByText("Expires on").waitFor();
  assert.equal(await page.getByRole("button", { name: "Cancel subscription" }).count(), 0);
  assert.deepEqual(errors, []);
}

describe("billing", () => {
  test("each plan's Checkout button keeps its label on one centred line, phone to desktop", async () => {
    for (const width of [390, 768, 1024, 1280]) {
      const context = await newContext(browser, { viewport: { width, height: 900 } });
      try {
        const page = await context.newPage();
        await page.goto("/pricing");
        for (const label of ["Start Smart for $29", "Unlock Full Creator Insights", "Dominate Your Niche"]) {
          const button = page.getByRole("button", { name: label });
          const lines = await button.evaluate((element) => {
            const range = document.createRange();
            range.selectNodeContents(element);
            return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
          });
          assert.equal(lines, 1, `${label} wraps onto ${lines} lines at ${width} px`);
          assert.equal(await button.evaluate((element) => getComputedStyle(element).textAlign), "center");
        }
        await assertNoHorizontalOverflow(page);
      } finally {
        await context.close();
      }
    }
  });

  test("a signed-out visitor's plan button leads to log in and back to /pricing", async () => {
    const context = await newContext(browser, { javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto("/pricing");
      await page.getByRole("button", { name: "Dominate Your Niche" }).click();
      await page.waitForURL(/\/login\?redirectTo=%2Fpricing$/);
    } finally {
      await context.close();
    }
  });

  test("buy Pro through Checkout, welcome on /success, cancel at period end (JavaScript on)", async () => {
    const context = await newContext(browser);
    try {
      await buyAndCancel(await context.newPage(), true);
    } finally {
      await context.close();
    }
  });

  test("the same without JavaScript", async () => {
    const context = await newContext(browser, { javaScriptEnabled: false });
    try {
      await buyAndCancel(await context.newPage(), false);
    } finally {
      await context.close();
    }
  });

  test("subscribe() buys a plan for a signed-in page (the helper other tests use)", async () => {
    const context = await newContext(browser);
    try {
      const page = await context.newPage();
      await signUp(page, uniqueEmail("billing-helper"));
      await subscribe(page, "Starter");
      assert.match(await page.locator("main").innerText(), /Starter/);
      await page.goto("/account");
      await page.getByText("Renews on").waitFor();
      // Cancelling in Stripe's portal reaches the app only through the signed webhook the fake
      // sends (the account page does not ask Stripe): "Expires on" proves it arrived and verified.
      await page.getByRole("button", { name: "Manage billing" }).click();
      await page.getByRole("heading", { name: "Billing portal" }).waitFor();
      await page.getByRole("button", { name: "Cancel plan" }).click();
      await page.getByText("Your plan will be cancelled at the end of the billing period.").waitFor();
      await page.getByRole("link", { name: "Return to the app" }).click();
      await page.waitForURL(/\/account$/);
      await page.getByText("Expires on").waitFor();
    } finally {
      await context.close();
    }
  });
});

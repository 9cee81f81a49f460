// Seasonal Topic Surge Alerts in a real browser, JavaScript on and off: the Account Settings
// switch, and the mailed unsubscribe link used without signing in.
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { after, before, describe, test } from "node:test";
import type { Browser } from "playwright-core";
import {
  assertNoHorizontalOverflow,
  axeViolations,
  launch,
  newContext,
  signUp,
  uniqueEmail,
  watchErrors,
} from "./support.ts";

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser.close();
});

/**
 * The alert row a digest would leave, with a token only this test knows. The weekly job needs
 * the app's public address (APP_URL) and a week of trend readings, which a fresh e2e server has
 * neither of; the integration tests cover the sending, this covers the browser side.
 */
function giveUnsubscribeLink(email: string): string {
  const persist = process.env.VIDWISE_PERSIST_DIR;
  if (!persist) throw new Error("the e2e runner passes the server's D1 folder (VIDWISE_PERSIST_DIR)");
  const token = randomBytes(32).toString("base64url");
  const hash = createHash("sha256").update(token).digest("hex");
  // Both values are made here (an address from uniqueEmail, a hex digest): nothing outside the test.
  assert.match(email, /^[a-z0-9.-]+@example\.com$/);
  const sql = `INSERT INTO surge_alerts (user_id, unsubscribe_token_hash) SELECT id, '${hash}' FROM users WHERE email = '${email}'`;
  execFileSync(
    "wrangler",
    [
      "d1",
      "execute",
      "DB",
      "--local",
      "--config",
      "build/server/wrangler.json",
      "--persist-to",
      persist,
      "--command",
      sql,
    ],
    {
      stdio: "ignore",
      env: { ...process.env, CI: "true" },
    },
  );
  return `/unsubscribe?token=${token}`;
}

for (const javaScriptEnabled of [true, false]) {
  describe(`surge alerts with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test("the Email alerts card turns alerts off and on", async () => {
      const context = await newContext(browser, { javaScriptEnabled });
      const page = await context.newPage();
      const errors = watchErrors(page);
      await signUp(page, uniqueEmail(javaScriptEnabled ? "alerts-js" : "alerts-nojs"));
      await page.goto("/account");
      const card = page.locator("div", { has: page.getByRole("heading", { name: "Email alerts" }) }).last();
      await card.getByText("None sent yet").waitFor();
      assert.equal(await page.getByTestId("surge-alerts-status").textContent(), "On");

      await page.getByRole("button", { name: "Turn off surge alerts" }).click();
      await page.getByText("Seasonal Topic Surge Alerts are off.").waitFor();
      assert.equal(await page.getByTestId("surge-alerts-status").textContent(), "Off");

      await page.getByRole("button", { name: "Turn on surge alerts" }).click();
      await page.getByText("Seasonal Topic Surge Alerts are on.").waitFor();
      assert.equal(await page.getByTestId("surge-alerts-status").textContent(), "On");
      // The page's other cards are all still there.
      for (const name of ["Profile", "Content Intelligence Settings", "Security", "Delete account"]) {
        await page.getByRole("heading", { name, exact: true }).waitFor();
      }
      assert.deepEqual(errors, []);
      await context.close();
    });

    test("the mailed link unsubscribes without signing in, and only by the button", async () => {
      const owner = await newContext(browser, { javaScriptEnabled });
      const ownerPage = await owner.newPage();
      const email = uniqueEmail(javaScriptEnabled ? "unsub-js" : "unsub-nojs");
      await signUp(ownerPage, email);
      const link = giveUnsubscribeLink(email);

      // Someone reading mail on a phone, not signed in.
      const reader = await newContext(browser, { javaScriptEnabled, viewport: { width: 375, height: 740 } });
      const page = await reader.newPage();
      const errors = watchErrors(page);
      await page.goto(link);
      await page.getByRole("button", { name: "Unsubscribe" }).waitFor();
      await assertNoHorizontalOverflow(page);
      if (javaScriptEnabled) assert.deepEqual(await axeViolations(page), []);
      // Opening the link changed nothing.
      await ownerPage.goto("/account");
      assert.equal(await ownerPage.getByTestId("surge-alerts-status").textContent(), "On");

      await page.getByRole("button", { name: "Unsubscribe" }).click();
      await page.getByText("You are unsubscribed from Seasonal Topic Surge Alerts.").waitFor();
      await ownerPage.goto("/account");
      assert.equal(await ownerPage.getByTestId("surge-alerts-status").textContent(), "Off");

      // A link with a broken token says so, and offers no button.
      const broken = await page.goto(link.slice(0, -5));
      assert.equal(broken?.status(), 400);
      await page.getByText("This unsubscribe link is incomplete.").waitFor();
      assert.equal(await page.getByRole("button", { name: "Unsubscribe" }).count(), 0);
      assert.deepEqual(errors, []);
      await owner.close();
      await reader.close();
    });
  });
}

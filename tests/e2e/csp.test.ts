// The pages' Content-Security-Policy in a real browser: enforced, nothing the app does is refused
// (hydration, the welcome dialog, client-side navigation, the demo), and an injected inline
// script without the nonce is blocked.
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Browser, BrowserContext } from "playwright-core";
import { launch, newContext, uniqueEmail, waitForHydration, watchErrors } from "./support.ts";

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser.close();
});

// Every page behind the sign-in guard (app/routes.ts), the dashboard and the account first.
const APP_PAGES = [
  "/dashboard",
  "/account",
  "/ask-vidwise",
  "/comment-sentiment",
  "/competitor-monitor",
  "/content-ideas",
  "/rpm-booster",
  "/series-planner",
  "/description-rewriter",
  "/thumbnail-optimizer",
  "/video-forecast",
  "/youtube-tool",
  "/suggestions",
];

type Violation = { page: string; directive: string; blocked: string; sample: string };

/**
 * Every CSP violation the browser reports in this context: `securitypolicyviolation` events
 * (sent to Node through a binding, so they survive navigations) and the console messages
 * Chromium prints for each refusal.
 */
async function watchCsp(context: BrowserContext) {
  const violations: Violation[] = [];
  await context.exposeBinding("__reportCspViolation", (_source, violation: Violation) => {
    violations.push(violation);
  });
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      // @ts-expect-error exposed by the binding above
      window.__reportCspViolation({
        page: location.pathname,
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
      });
    });
  });
  const consoleMessages: string[] = [];
  context.on("console", (message) => {
    if (/Content.Security.Policy/i.test(message.text())) consoleMessages.push(message.text());
  });
  return { violations, consoleMessages };
}

function expectEnforcedPolicy(headers: Record<string, string>, path: string) {
  const policy = headers["content-security-policy"];
  assert.ok(policy, `${path}: a Content-Security-Policy header`);
  // On a loopback host (this server) the policy also allows axe-core's exact build by hash.
  assert.match(
    policy,
    /script-src 'self' 'nonce-[A-Za-z0-9+/]+=*'( 'sha256-[A-Za-z0-9+/]+=*')?(;|$)/,
    `${path}: ${policy}`,
  );
  assert.doesNotMatch(policy, /script-src[^;]*unsafe-inline/, `${path}: ${policy}`);
  assert.doesNotMatch(policy, /unsafe-eval/);
  assert.equal(headers["content-security-policy-report-only"], undefined);
}

describe("Content-Security-Policy in Chromium", () => {
  test("public pages load and hydrate with no violation", async () => {
    const context = await newContext(browser);
    const { violations, consoleMessages } = await watchCsp(context);
    const page = await context.newPage();
    const errors = watchErrors(page);
    for (const path of ["/", "/youtube", "/pricing", "/login", "/waitlist", "/signup", "/landing"]) {
      const response = await page.goto(path, { waitUntil: "networkidle" });
      assert.equal(response?.status(), 200, path);
      expectEnforcedPolicy(await response!.allHeaders(), path);
      await waitForHydration(page);
      // The app's inline stylesheet runs under the policy's nonce: applied (Tailwind's preflight
      // zeroes the body's margin; a page without it keeps the browser's 8 px).
      assert.equal(
        await page.evaluate(() => getComputedStyle(document.body).marginTop),
        "0px",
        `${path}: stylesheet applied`,
      );
    }
    assert.deepEqual(violations, []);
    assert.deepEqual(consoleMessages, []);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test("the welcome dialog opens and joins the waitlist under the policy", async () => {
    const context = await newContext(browser);
    const { violations, consoleMessages } = await watchCsp(context);
    const page = await context.newPage();
    await page.goto("/", { waitUntil: "networkidle" });
    await waitForHydration(page);
    await page.getByRole("button", { name: "Join Waitlist" }).first().click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("textbox", { name: "Email address" }).fill(uniqueEmail("csp"));
    await dialog.getByRole("button", { name: "Join Waitlist" }).click();
    await dialog.getByText("You're on the list!").waitFor();
    assert.deepEqual(violations, []);
    assert.deepEqual(consoleMessages, []);
    await context.close();
  });

  test("client-side navigation keeps working (no full reload)", async () => {
    const context = await newContext(browser);
    const { violations, consoleMessages } = await watchCsp(context);
    const page = await context.newPage();
    await page.goto("/", { waitUntil: "networkidle" });
    await waitForHydration(page);
    await page.evaluate(() => {
      // @ts-expect-error a marker that a full page load would wipe out
      window.__sameDocument = true;
    });
    await page.getByRole("link", { name: "Pricing" }).first().click();
    await page.waitForURL(/\/pricing$/);
    await page.waitForLoadState("networkidle");
    // @ts-expect-error the marker set above
    assert.equal(await page.evaluate(() => window.__sameDocument), true, "navigated without reloading");
    assert.deepEqual(violations, []);
    assert.deepEqual(consoleMessages, []);
    await context.close();
  });

  test("after Access Demo: the account page by link, then every page of the app by address", async () => {
    const context = await newContext(browser);
    const { violations, consoleMessages } = await watchCsp(context);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto("/", { waitUntil: "networkidle" });
    await waitForHydration(page);
    await page.getByRole("button", { name: "Access Demo" }).first().click();
    await page.waitForURL(/\/dashboard$/);
    await page.getByText("Demo Mode").first().waitFor();
    await page.waitForLoadState("networkidle");

    // Through the user menu (client-side), then straight from the server.
    await page.locator("aside summary").click();
    await page.locator("aside").getByRole("link", { name: "Account Settings" }).click();
    await page.waitForURL(/\/account$/);
    await page.getByRole("heading", { level: 1, name: "Account Settings" }).waitFor();
    for (const path of APP_PAGES) {
      const response = await page.goto(path, { waitUntil: "networkidle" });
      assert.equal(response?.status(), 200, path);
      expectEnforcedPolicy(await response!.allHeaders(), path);
      await waitForHydration(page);
      // The app's inline stylesheet runs under the policy's nonce: applied (Tailwind's preflight
      // zeroes the body's margin; a page without it keeps the browser's 8 px).
      assert.equal(
        await page.evaluate(() => getComputedStyle(document.body).marginTop),
        "0px",
        `${path}: stylesheet applied`,
      );
    }
    assert.deepEqual(violations, []);
    assert.deepEqual(consoleMessages, []);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test("a real account: every page of the app", async () => {
    const context = await newContext(browser);
    const { violations, consoleMessages } = await watchCsp(context);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto("/signup", { waitUntil: "networkidle" });
    await waitForHydration(page);
    await page.getByRole("textbox", { name: "Email" }).fill(uniqueEmail("csp-real"));
    await page.getByLabel("Password").fill("a-long-password");
    await page.getByRole("button", { name: "Create account" }).click();
    await page.waitForURL(/\/dashboard$/);
    for (const path of APP_PAGES) {
      const response = await page.goto(path, { waitUntil: "networkidle" });
      assert.equal(response?.status(), 200, path);
      expectEnforcedPolicy(await response!.allHeaders(), path);
      await waitForHydration(page);
      // The app's inline stylesheet runs under the policy's nonce: applied (Tailwind's preflight
      // zeroes the body's margin; a page without it keeps the browser's 8 px).
      assert.equal(
        await page.evaluate(() => getComputedStyle(document.body).marginTop),
        "0px",
        `${path}: stylesheet applied`,
      );
    }
    assert.deepEqual(violations, []);
    assert.deepEqual(consoleMessages, []);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test("the policy is enforced: an inline script without the nonce does not run", async () => {
    const context = await newContext(browser);
    const { violations } = await watchCsp(context);
    const page = await context.newPage();
    await page.goto("/pricing", { waitUntil: "networkidle" });
    const ran = await page.evaluate(async () => {
      const script = document.createElement("script");
      script.textContent = "window.__injected = true";
      document.head.appendChild(script);
      await new Promise((resolve) => setTimeout(resolve, 100));
      // @ts-expect-error set only if the injected script ran
      return window.__injected === true;
    });
    assert.equal(ran, false);
    await page.waitForFunction(() => true);
    assert.ok(
      violations.some((v) => v.directive === "script-src-elem" && v.blocked === "inline"),
      JSON.stringify(violations),
    );
    await context.close();
  });
});

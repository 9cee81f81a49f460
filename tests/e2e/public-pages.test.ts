import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { BASE, launch, newContext, signUp, uniqueEmail, watchErrors } from "./support.ts";

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const PUBLIC_PAGES = ["/", "/landing", "/youtube", "/pricing", "/success", "/waitlist"];

let browser: Browser;
/** One member's cookies for the tests that only need someone signed in (sign-ups are rate-limited). */
let member: Awaited<ReturnType<BrowserContext["storageState"]>>;
before(async () => {
  browser = await launch();
  const context = await newContext(browser);
  await signUp(await context.newPage(), uniqueEmail("public-member"));
  member = await context.storageState();
  await context.close();
});
after(async () => {
  await browser.close();
});

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

for (const javaScriptEnabled of [true, false]) {
  describe(`the public header on a 390 px phone, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test("every public page shows Pricing, Log in, Sign up and Access Demo, within the screen", async () => {
      const context = await newContext(browser, { ...PHONE, javaScriptEnabled });
      const page = await context.newPage();
      const errors = watchErrors(page);
      for (const path of PUBLIC_PAGES) {
        await page.goto(path, { waitUntil: javaScriptEnabled ? "networkidle" : "load" });
        const header = page.locator("header");
        for (const name of ["Pricing", "Log in", "Sign up"]) {
          assert.ok(await header.getByRole("link", { name, exact: true }).isVisible(), `${path}: ${name} is visible`);
        }
        assert.ok(
          await header.getByRole("button", { name: "Access Demo" }).isVisible(),
          `${path}: Access Demo is visible`,
        );
        assert.ok((await pageWidth(page)) <= 390, `${path} is ${await pageWidth(page)} px wide`);
      }
      assert.deepEqual(errors, []);
      await context.close();
    });
  });
}

describe("the public header, signed in", () => {
  test("a member sees their dashboard instead of Log in, Sign up and Access Demo", async () => {
    const context = await newContext(browser, { storageState: member });
    const page = await context.newPage();
    for (const path of PUBLIC_PAGES) {
      await page.goto(path);
      const header = page.locator("header");
      assert.ok(await header.getByRole("link", { name: "Dashboard" }).isVisible(), `${path}: Dashboard`);
      assert.equal(await header.getByRole("link", { name: "Log in" }).count(), 0, `${path}: no Log in`);
      assert.equal(await header.getByRole("button", { name: "Access Demo" }).count(), 0, `${path}: no Access Demo`);
    }
    await context.close();
  });

  test("on a desktop screen the header is one row", async () => {
    const context = await newContext(browser, { viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto("/pricing", { waitUntil: "networkidle" });
    const box = await page.locator("header").boundingBox();
    assert.ok(box && box.height < 80, `the header is ${box?.height} px high`);
    await context.close();
  });
});

// Pricing: the plan buttons' layout and the purchase itself are in tests/e2e/billing.test.ts.

describe("the pricing comparison on a 390 px phone", () => {
  test("names each feature's plans under it instead of columns off-screen", async () => {
    const context = await newContext(browser, { javaScriptEnabled: false, ...PHONE });
    const page = await context.newPage();
    await page.goto("/pricing");
    const region = page.getByRole("region", { name: "Feature comparison table" });
    assert.ok(await region.evaluate((el) => el.scrollWidth <= el.clientWidth), "the comparison fits the screen");
    const gaps = page.getByRole("rowheader", { name: /^Content Gap Analysis/ });
    assert.match(await gaps.innerText(), /Included with Pro and Creator\+/);
    assert.equal(await page.getByRole("columnheader", { name: "Starter" }).isVisible(), false);
    await context.close();
  });
});

describe("the theme", () => {
  /** The page's background: white in the light theme, slate-950 in the dark one. */
  const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const WHITE = "rgb(255, 255, 255)";

  test("follows a dark system preference with JavaScript off", async () => {
    const context = await newContext(browser, { javaScriptEnabled: false, colorScheme: "dark" });
    const page = await context.newPage();
    await page.goto("/");
    assert.notEqual(await background(page), WHITE);
    assert.equal(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme), "dark");
    await context.close();
  });

  test("stays light on a light system with JavaScript off", async () => {
    const context = await newContext(browser, { javaScriptEnabled: false, colorScheme: "light" });
    const page = await context.newPage();
    await page.goto("/pricing");
    assert.equal(await background(page), WHITE);
    await context.close();
  });

  test("keeps a visitor's choice of light on a dark system with JavaScript on", async () => {
    const context = await newContext(browser, { colorScheme: "dark" });
    await context.addInitScript(() => localStorage.setItem("vidwise-theme", "light"));
    const page = await context.newPage();
    await page.goto("/");
    assert.equal(await background(page), WHITE);
    assert.equal(await page.evaluate(() => document.documentElement.className.includes("light")), true);
    await context.close();
  });
});

describe("the 404 page", () => {
  for (const javaScriptEnabled of [true, false]) {
    test(`a hidden page is a designed 404 with a way back, on a phone (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async () => {
      const context = await newContext(browser, { ...PHONE, javaScriptEnabled, storageState: member });
      const page = await context.newPage();
      const response = await page.goto("/admin");
      assert.equal(response?.status(), 404);
      await page.getByRole("heading", { level: 1, name: "Page not found" }).waitFor();
      assert.equal(await page.getByText("Unexpected Application Error!").count(), 0);
      assert.ok((await pageWidth(page)) <= 390);
      await page.getByRole("main").getByRole("link", { name: "Go to Dashboard" }).click();
      await page.waitForURL(/\/dashboard$/);
      await context.close();
    });
  }
});

describe("the success page", () => {
  test("does not thank anyone for a subscription that does not exist", async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    await page.goto("/success?session_id=cs_test_made_up", { waitUntil: "networkidle" });
    await page.getByRole("heading", { level: 1, name: "There is no subscription to confirm" }).waitFor();
    assert.equal(await page.getByText(/thank you for subscribing/i).count(), 0);
    assert.ok((await pageWidth(page)) <= 390);
    await context.close();
  });
});

describe("static files", () => {
  test("the hashed build files are kept a year, other files revalidated, all with the protective headers", async () => {
    const html = await (await fetch(new URL("/", BASE))).text();
    const asset = html.match(/\/assets\/[\w.-]+\.js/)?.[0];
    assert.ok(asset, "the landing page names a script under /assets/");
    const hashed = await fetch(new URL(asset, BASE));
    assert.equal(hashed.status, 200);
    assert.equal(hashed.headers.get("cache-control"), "public, max-age=31536000, immutable");
    const favicon = await fetch(new URL("/favicon.svg", BASE));
    assert.equal(favicon.status, 200);
    assert.match(favicon.headers.get("cache-control") ?? "", /max-age=0, must-revalidate/);
    for (const response of [hashed, favicon]) {
      assert.equal(response.headers.get("x-content-type-options"), "nosniff");
      assert.match(response.headers.get("content-security-policy") ?? "", /default-src 'none'/);
    }
  });
});

import assert from "node:assert/strict";
import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, unlinkSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, describe, test } from "node:test";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { launch, newContext, signUp, uniqueEmail, watchErrors } from "./support.ts";

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

// `npm run build && npm start` is how the acceptance checks run the app. On a fresh checkout
// (no .dev.vars) it must set up like `npm run dev`: YouTube calls go to the built-in fake.
describe("npm start on a fresh checkout", () => {
  function freePort(): Promise<number> {
    return new Promise((resolve, reject) => {
      const server = createServer();
      server.once("error", reject);
      server.listen(0, "127.0.0.1", () => {
        const address = server.address();
        server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
      });
    });
  }

  async function waitForHealth(base: string, child: ChildProcess, timeoutMs = 120_000) {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
      try {
        if ((await fetch(`${base}/api/health`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`npm start did not answer ${base}/api/health in time`);
  }

  test("creates .dev.vars from the example, so the YouTube Data API is configured", { timeout: 240_000 }, async () => {
    const root = process.cwd();
    // A checkout as it is cloned: the sources, no .dev.vars; the build is copied, since start writes into it.
    const checkout = mkdtempSync(join(tmpdir(), "vidwise-checkout-"));
    const linked = [
      "app",
      "migrations",
      "node_modules",
      "scripts",
      "package.json",
      "tsconfig.json",
      "wrangler.toml",
      ".dev.vars.example",
    ];
    for (const name of linked) symlinkSync(join(root, name), join(checkout, name));
    cpSync(join(root, "build"), join(checkout, "build"), { recursive: true });
    rmSync(join(checkout, "build", "server", ".dev.vars"), { force: true });

    const port = await freePort();
    const child = spawn(process.execPath, ["scripts/start.mjs", "--port", String(port)], {
      cwd: checkout,
      env: {
        ...process.env,
        VIDWISE_PERSIST_DIR: join(checkout, "d1"),
        PATH: `${join(root, "node_modules", ".bin")}:${process.env.PATH ?? ""}`,
      },
      stdio: "ignore",
      detached: true,
    });
    try {
      const base = `http://127.0.0.1:${port}`;
      await waitForHealth(base, child);
      assert.ok(existsSync(join(checkout, ".dev.vars")), "start created .dev.vars");
      assert.equal(
        readFileSync(join(checkout, ".dev.vars"), "utf8"),
        readFileSync(join(root, ".dev.vars.example"), "utf8"),
      );
      // The account page's status check: 503 "YouTube API is not configured." without a key.
      const response = await fetch(`${base}/api/youtube-insights/status`);
      const status = (await response.json()) as { ok: boolean; configured: boolean; detail: string };
      assert.equal(response.status, 200, status.detail);
      assert.equal(status.configured, true);

      // And the Content Analyzer of a new account reaches YouTube (the fake), not "not configured".
      const signup = await fetch(`${base}/signup`, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: base },
        body: new URLSearchParams({ email: uniqueEmail("fresh-checkout"), password: "a-long-password" }),
      });
      assert.equal(signup.status, 302);
      const cookie = (signup.headers.get("set-cookie") ?? "").split(";")[0]!;
      const analysis = await fetch(`${base}/api/youtube-insights`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: base, cookie },
        body: JSON.stringify({ query: "budget laptops" }),
      });
      const answer = (await analysis.json()) as { success: boolean; error?: string };
      assert.notEqual(analysis.status, 503, answer.error ?? "503");
      assert.notEqual(answer.error, "YouTube API is not configured. Please contact support.");
    } finally {
      try {
        process.kill(-child.pid!, "SIGTERM");
      } catch {
        // already gone
      }
      // The links first, so removing the copy can never reach into the project.
      for (const name of linked) unlinkSync(join(checkout, name));
      rmSync(checkout, { recursive: true, force: true });
    }
  });
});

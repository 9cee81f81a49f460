// Shared set-up for browser tests: Debian's Chromium driven by playwright-core.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { type Browser, type BrowserContext, type BrowserContextOptions, type Page, chromium } from "playwright-core";

export const BASE = process.env.BASE_URL ?? "http://127.0.0.1:8787";

export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: "/usr/bin/chromium",
    // Without the networking flags Chromium tries to reach Google's services, refused here.
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
}

let visitors = 0;
/**
 * A visitor address no other caller in this run gets: every per-address limit (sign-up, log-in,
 * password reset, feedback, the demo, searches) then counts each test on its own, so the suite
 * passes however fast it runs and the limits stay as in production. Test files run in processes
 * of their own, so the process id is part of it: pid (under 2^22 on Linux) times 1024 plus a
 * counter fills the 32 bits after the documentation prefix 2001:db8::/32, and each address is
 * its own /64, the unit the limits count an IPv6 client by.
 */
export function visitorAddress(): string {
  visitors += 1;
  const n = process.pid * 1024 + visitors;
  if (visitors >= 1024 || n >= 2 ** 32) throw new Error("visitorAddress: out of addresses for this process");
  return `2001:db8:${Math.floor(n / 65536).toString(16)}:${(n % 65536).toString(16)}::1`;
}

/** Request headers that make a plain fetch its own visitor (see visitorAddress). */
export function visitorHeaders(): Record<string, string> {
  return { "cf-connecting-ip": visitorAddress() };
}

/** A browser context of its own visitor address (see visitorAddress), at BASE unless told otherwise. */
export async function newContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: BASE,
    ...options,
    extraHTTPHeaders: { ...visitorHeaders(), ...options.extraHTTPHeaders },
  });
  // Generous: a form post without JavaScript renders a whole page, and CI machines are slower.
  context.setDefaultTimeout(20_000);
  return context;
}

/** Collects uncaught page errors and console errors; a test asserts the list is empty. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error" && !/Failed to load resource/.test(message.text())) errors.push(message.text());
  });
  return errors;
}

let counter = 0;
/** A unique address per call: e2e runs share one D1. */
export function uniqueEmail(tag: string) {
  counter += 1;
  return `${tag}-${Date.now().toString(36)}-${counter}@example.com`;
}

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

export type AxeViolation = { id: string; impact: string | null; nodes: { target: string[] }[] };

export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await page.addScriptTag({ content: axeSource });
  return page.evaluate(async () => {
    // @ts-expect-error axe is injected above
    const result = await window.axe.run(document, { resultTypes: ["violations"] });
    return result.violations.map((v: AxeViolation) => ({
      id: v.id,
      impact: v.impact,
      nodes: v.nodes.map((n) => ({ target: n.target })),
    }));
  });
}

/**
 * The newest mail of a kind to an address, read from the server's log (with no email binding
 * the Worker writes each mail there whole; the stored copy has its links removed). Waits a
 * little: mail goes out after the response.
 */
export async function latestMail(
  to: string,
  kind: "password-reset" | "verify-email" | "feedback" | "workspace-invitation",
): Promise<string | null> {
  const log = process.env.VIDWISE_SERVER_LOG;
  if (!log) throw new Error("the e2e runner passes the server's log file (VIDWISE_SERVER_LOG)");
  for (let i = 0; i < 40; i++) {
    const mails = readFileSync(log, "utf8")
      .split("\n")
      .flatMap((line) => {
        const start = line.indexOf('{"email":');
        if (start < 0) return [];
        try {
          return [
            JSON.parse(line.slice(start, line.lastIndexOf("}") + 1)) as { to?: string; kind?: string; text?: string },
          ];
        } catch {
          return [];
        }
      })
      .filter((m) => m.to === to && m.kind === kind && m.text);
    if (mails.length > 0) return mails.at(-1)!.text!;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return null;
}

/** Follows the confirmation link mailed at sign-up, as the creator would. */
export async function confirmEmail(page: Page, email: string) {
  const mail = await latestMail(email, "verify-email");
  const link = mail?.match(/https?:\/\/\S+\/verify-email\?token=\S+/)?.[0];
  if (!link) throw new Error(`no confirmation mail for ${email}`);
  await page.goto(link);
  await page.getByRole("button", { name: "Confirm my email" }).click();
  await page.waitForURL(/\/account\?verified=1$/);
}

/**
 * A new account through the sign-up form, as a creator makes one; ends on their dashboard. Each
 * sign-up comes from a fresh visitor address, so a test that makes several accounts in one
 * context never meets the sign-up limit.
 */
export async function signUp(page: Page, email: string, password = "a-long-password") {
  await page.context().setExtraHTTPHeaders(visitorHeaders());
  await page.goto("/signup");
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Create account" }).click();
  await page.waitForURL(/\/dashboard$/);
}

/**
 * "Access Demo" on the landing page: a plain form post, so it works with JavaScript off too.
 * Each demo comes from a fresh visitor address: the demo limiter allows an address 5 a minute.
 */
export async function startDemo(page: Page) {
  await page.context().setExtraHTTPHeaders(visitorHeaders());
  await page.goto("/", { waitUntil: "networkidle" });
  await page.getByRole("button", { name: "Access Demo" }).first().click();
  await page.waitForURL(/\/dashboard$/);
}

/**
 * Resolves once React has hydrated the page (the root marks <html data-hydrated> after every route
 * below it has). The scripts start after the first paint (decision 013), so a click before that
 * is the server's HTML at work (a native form post, a link to /waitlist): tests that drive a page
 * with JavaScript on wait for this first and exercise the path they mean to.
 */
export async function waitForHydration(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/**
 * Holds every script of the app until the returned function is called, as a slow connection
 * would, so a test can act on the server's HTML first. Released, the scripts load at full speed:
 * the test waits for what it did, not for a guessed delay.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/*.js", async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Waits until `check` answers true, asking again every 100 ms. Unlike page.waitForFunction it keeps
 * asking across a navigation, which is what a click on a form is without JavaScript; a check that
 * throws because the page is between documents is asked again.
 */
export async function waitUntil(check: () => Promise<boolean>, what: string, timeout = 30_000) {
  const deadline = Date.now() + timeout;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`waited ${timeout} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Asserts nothing makes the page wider than the viewport, naming the widest elements if it does. */
export async function assertNoHorizontalOverflow(page: Page) {
  const { overflow, widest } = await page.evaluate(() => ({
    overflow: document.documentElement.scrollWidth - window.innerWidth,
    widest: [...document.querySelectorAll("body *")]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
      .slice(-3)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${el.getAttribute("class") ?? ""} "${(el.textContent ?? "").slice(0, 40)}"`,
      ),
  }));
  assert.ok(overflow <= 0, `page is ${overflow}px wider than the viewport: ${widest.join(" | ")}`);
}

/**
 * Asserts no visible text is squeezed into a sliver: an element holding 12 or more characters of
 * its own text laid out under 48px wide (a title beside its figures in a row that never wraps ends up one
 * or two letters per line on a phone).
 */
export async function assertNoSqueezedText(page: Page) {
  const squeezed = await page.evaluate(() =>
    [...document.querySelectorAll("main *")]
      .filter((el) => {
        const own = [...el.childNodes]
          .filter((n) => n.nodeType === Node.TEXT_NODE)
          .map((n) => n.textContent ?? "")
          .join("")
          .trim();
        const box = el.getBoundingClientRect();
        // 1px boxes are the visually hidden text for screen readers (sr-only), not squeezed text.
        return own.length >= 12 && box.height > 1 && box.width > 1 && box.width < 48;
      })
      .slice(0, 3)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()} ${Math.round(el.getBoundingClientRect().width)}px "${(el.textContent ?? "").trim().slice(0, 40)}"`,
      ),
  );
  assert.deepEqual(squeezed, [], `text squeezed into a sliver: ${squeezed.join(" | ")}`);
}

/**
 * Buys `planName` ("Starter", "Pro" or "Creator+") for the signed-in page through the offline
 * Stripe fake's Checkout page (Pay with the test Visa), and waits for /success's welcome.
 * Works with JavaScript on and off.
 */
export async function subscribe(page: Page, planName: "Starter" | "Pro" | "Creator+") {
  await page.goto("/pricing");
  await page.getByRole("article", { name: planName, exact: true }).getByRole("button").click();
  await page.getByRole("button", { name: "Pay" }).click();
  await page.waitForURL(/\/success\?session_id=cs_/);
  await page.getByRole("heading", { name: /^Welcome to / }).waitFor();
}

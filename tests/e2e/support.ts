// Shared set-up for browser tests: Debian's Chromium driven by playwright-core.
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

export async function newContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: BASE, ...options });
  context.setDefaultTimeout(10_000);
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
    return result.violations.map((v: AxeViolation) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => ({ target: n.target })) }));
  });
}

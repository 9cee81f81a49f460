// temporary: a visitor's walk with screenshots (phone, dark mode, demo)
import { chromium } from "playwright-core";
import { serveFresh } from "./serve-fresh.mjs";
const { base, stop } = await serveFresh();
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const pages = process.argv.slice(2);
try {
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, colorScheme: "dark" });
  const page = await ctx.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  await page.goto(base + "/", { waitUntil: "networkidle" });
  await page.getByRole("button", { name: "Access Demo" }).first().click();
  await page.waitForURL(/dashboard/);
  for (const p of pages) {
    await page.goto(base + p, { waitUntil: "networkidle" });
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    const screens = Number(process.env.SCREENS ?? 1);
    for (let i = 0; i < screens; i++) {
      await page.evaluate((y) => window.scrollTo(0, y), i * 800);
      await page.waitForTimeout(200);
      await page.screenshot({ path: `/tmp/walk/${p.replace(/\W+/g, "_")}-${i}.png` });
    }
    console.log(p, "overflow", overflow, "errors", errors.splice(0).join(" | ").slice(0, 300));
  }
} finally { await browser.close(); await stop(); }

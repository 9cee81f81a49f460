// `npm run lighthouse`: Lighthouse (mobile settings, the default) with Debian's Chromium against
// the built Worker (`npm start` on a fresh D1). Prints the scores and records them in
// docs/benchmarks.md between the LIGHTHOUSE markers. Targets: performance ≥ 95, accessibility 100.
import { readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { run } from "./lib.mjs";
import { serveFresh } from "./serve-fresh.mjs";

const PAGES = ["/", "/youtube"];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

await run("react-router", ["build"], { stdio: ["ignore", "ignore", "inherit"] });
const { base, stop } = await serveFresh();
const chrome = await chromeLauncher.launch({
  chromePath: "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
});

const rows = [];
try {
  for (const path of PAGES) {
    const result = await lighthouse(`${base}${path}`, { port: chrome.port, onlyCategories: CATEGORIES, logLevel: "error" });
    const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((result.lhr.categories[c]?.score ?? 0) * 100)]));
    const audits = result.lhr.audits;
    rows.push({
      path,
      ...scores,
      fcp: audits["first-contentful-paint"]?.displayValue ?? "",
      lcp: audits["largest-contentful-paint"]?.displayValue ?? "",
      tbt: audits["total-blocking-time"]?.displayValue ?? "",
      cls: audits["cumulative-layout-shift"]?.displayValue ?? "",
    });
    console.log(`${path}: ${CATEGORIES.map((c) => `${c} ${scores[c]}`).join(", ")}`);
  }
} finally {
  await chrome.kill();
  stop();
}

const machine = `${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.platform()} ${os.release()}`;
const table = [
  `Run ${new Date().toISOString().slice(0, 10)} on ${machine}; Lighthouse ${lighthouseVersion()} with Chromium at /usr/bin/chromium, mobile settings (simulated throttling), \`npm start\` build served locally.`,
  "",
  "| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS |",
  "|---|---|---|---|---|---|---|---|---|",
  ...rows.map((r) => `| \`${r.path}\` | ${r.performance} | ${r.accessibility} | ${r["best-practices"]} | ${r.seo} | ${r.fcp} | ${r.lcp} | ${r.tbt} | ${r.cls} |`),
].join("\n");

const file = "docs/benchmarks.md";
const doc = readFileSync(file, "utf8");
const updated = doc.replace(/<!-- LIGHTHOUSE:START -->[\s\S]*<!-- LIGHTHOUSE:END -->/, `<!-- LIGHTHOUSE:START -->\n${table}\n<!-- LIGHTHOUSE:END -->`);
writeFileSync(file, updated);
console.log(`recorded in ${file}`);

const missed = rows.filter((r) => r.performance < 95 || r.accessibility < 100);
if (missed.length) {
  console.error(`below target (performance ≥ 95, accessibility 100): ${missed.map((r) => r.path).join(", ")}`);
  process.exitCode = 1;
}

function lighthouseVersion() {
  return JSON.parse(readFileSync(new URL("../node_modules/lighthouse/package.json", import.meta.url), "utf8")).version;
}

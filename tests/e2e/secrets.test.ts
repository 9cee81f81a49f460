// No secret reaches the browser: every file the build ships to browsers (build/client, made by
// tests/e2e/run.mjs just before this runs) is searched for the name and the value of every
// setting in .dev.vars.example (commented-out examples too), the secrets' names, and every value
// of a local .dev.vars.
import assert from "node:assert/strict";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, test } from "node:test";

const ROOT = new URL("../../", import.meta.url).pathname;
const CLIENT = join(ROOT, "build/client");

// Secrets that production sets with `wrangler secret put`, whether or not the example lists them.
const SECRET_NAMES = ["YOUTUBE_API_KEY", "EMAIL_FROM", "ADMIN_EMAILS"];

/**
 * Values that are public facts, so finding them in the client is not a leak. Keyed by setting
 * name; only that setting's value is allowed (its name is still searched for).
 */
const PUBLIC_VALUES: Record<string, string> = {
  // The support address: pages show it and link to it (mailto:) on purpose.
  SUPPORT_EMAIL: "why: shown to every visitor as the contact address",
  // Daily budgets: plain numbers (9000, 90, 750) that any minified bundle or hash contains by chance, and
  // Google's quota is public documentation anyway.
  YOUTUBE_DAILY_QUOTA_UNITS: "why: a public number, not a secret",
  YOUTUBE_DAILY_SEARCH_CALLS: "why: a public number, not a secret",
  YOUTUBE_DAILY_TREND_SEARCHES: "why: a public number, not a secret",
  YOUTUBE_WORKSPACE_DAILY_UNITS: "why: a public number, not a secret",
  YOUTUBE_DAILY_WRITE_UNITS: "why: a public number, not a secret",
  YOUTUBE_TEAM_DAILY_WRITE_UNITS: "why: a public number, not a secret",
  MAX_LIVE_DEMOS: "why: a public number, not a secret",
  // A mode word ("local": mail stays on this machine) that minified code contains by chance.
  EMAIL_DELIVERY: "why: a mode word, not a secret",
};

type Setting = { name: string; value: string; from: string };

/** KEY=VALUE lines, including commented-out `# KEY=VALUE` examples; quotes removed. */
function parseVars(text: string, from: string): Setting[] {
  const settings: Setting[] = [];
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*(?:#\s*)?(?:export\s+)?([A-Z][A-Z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (!match) continue;
    let value = match[2] ?? "";
    const quoted = /^(["'])(.*)\1$/.exec(value);
    if (quoted) value = quoted[2] ?? "";
    else value = value.replace(/\s+#.*$/, "");
    settings.push({ name: match[1]!, value, from });
  }
  return settings;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

function needles() {
  const settings = parseVars(readFileSync(join(ROOT, ".dev.vars.example"), "utf8"), ".dev.vars.example");
  const local = join(ROOT, ".dev.vars");
  const localSettings = existsSync(local) ? parseVars(readFileSync(local, "utf8"), ".dev.vars") : [];
  const found = new Map<string, string>();
  for (const name of [...settings.map((s) => s.name), ...localSettings.map((s) => s.name), ...SECRET_NAMES]) {
    found.set(name, `the name ${name}`);
  }
  for (const { name, value, from } of [...settings, ...localSettings]) {
    if (!value || name in PUBLIC_VALUES) continue;
    found.set(value, `the value of ${name} (${from})`);
  }
  return found;
}

describe("no secret reaches the browser", () => {
  test("the example configuration is read (names and commented-out examples)", () => {
    const parsed = parseVars('# A comment\nA_KEY=one\n# B_KEY=two\nC_KEY="three four"\nnot a setting\n', "t");
    assert.deepEqual(
      parsed.map((s) => [s.name, s.value]),
      [
        ["A_KEY", "one"],
        ["B_KEY", "two"],
        ["C_KEY", "three four"],
      ],
    );
    const example = parseVars(readFileSync(join(ROOT, ".dev.vars.example"), "utf8"), ".dev.vars.example");
    assert.ok(
      example.some((s) => s.name === "YOUTUBE_API_KEY" && s.value),
      "the example lists YOUTUBE_API_KEY with a value",
    );
  });

  test("build/client holds no secret's name or value", () => {
    assert.ok(existsSync(CLIENT), "build/client is missing: tests/e2e/run.mjs builds the app before the tests");
    const files = filesUnder(CLIENT);
    assert.ok(
      files.some((f) => f.endsWith(".js")),
      "the build has JavaScript to search",
    );
    const searched = needles();
    const leaks: string[] = [];
    let sawProductName = false;
    for (const file of files) {
      const text = readFileSync(file).toString("utf8");
      // The search itself works: the product name is in the client bundle.
      if (text.includes("Vidwise")) sawProductName = true;
      for (const [needle, what] of searched) {
        if (text.includes(needle)) leaks.push(`${relative(ROOT, file)} contains ${what}`);
      }
    }
    assert.ok(sawProductName, "the search found the product name, so it reads the files");
    assert.ok(searched.size >= SECRET_NAMES.length + 1);
    assert.deepEqual(leaks, []);
  });
});

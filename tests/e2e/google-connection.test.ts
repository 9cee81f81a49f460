// `npm start` on a fresh checkout, and Connect with Google in a real browser on it.
// `npm run build && npm start` is how the acceptance checks run the app: on a fresh checkout (no
// .dev.vars) it must set up like `npm run dev`, its .dev.vars copied from the example, so YouTube
// calls go to the built-in fake and the OAuth flow to Google's fake. The shared e2e server leaves
// Google unconfigured, so Connect with Google (JavaScript on and off: Account Settings → Google's
// consent screen, which the fake gives at once → back with a connection → Disconnect) runs on this
// one server too: one fresh start serves both (each costs about a minute). The file also scans the
// client build for anything token-shaped.
import assert from "node:assert/strict";
import { type ChildProcess, spawn } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  unlinkSync,
} from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, describe, test } from "node:test";
import type { Browser, Page } from "playwright-core";
import {
  assertNoHorizontalOverflow,
  axeViolations,
  confirmEmail,
  launch,
  signUp,
  uniqueEmail,
  visitorHeaders,
  watchErrors,
} from "./support.ts";

const ROOT = process.cwd();
const LINKED = [
  "app",
  "migrations",
  "node_modules",
  "scripts",
  "package.json",
  "tsconfig.json",
  "wrangler.toml",
  ".dev.vars.example",
];

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

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

let base = "";
let child: ChildProcess | undefined;
let checkout = "";
let browser: Browser;

before(async () => {
  // Its own checkout, so the server's build/server/.dev.vars never touches the shared server's.
  checkout = mkdtempSync(join(tmpdir(), "vidwise-google-"));
  for (const name of LINKED) symlinkSync(join(ROOT, name), join(checkout, name));
  cpSync(join(ROOT, "build"), join(checkout, "build"), { recursive: true });
  rmSync(join(checkout, "build", "server", ".dev.vars"), { force: true });
  const port = await freePort();
  // Its log is this file's mailbox: confirmEmail reads the confirmation link from it.
  const log = join(checkout, "server.log");
  const logFd = openSync(log, "a");
  process.env.VIDWISE_SERVER_LOG = log;
  child = spawn(process.execPath, ["scripts/start.mjs", "--port", String(port)], {
    cwd: checkout,
    env: {
      ...process.env,
      VIDWISE_PERSIST_DIR: join(checkout, "d1"),
      PATH: `${join(ROOT, "node_modules", ".bin")}:${process.env.PATH ?? ""}`,
    },
    stdio: ["ignore", logFd, logFd],
    detached: true,
  });
  base = `http://127.0.0.1:${port}`;
  await waitForHealth(base, child);
  browser = await launch();
});

after(async () => {
  await browser?.close();
  try {
    if (child?.pid) process.kill(-child.pid, "SIGTERM");
  } catch {
    // already gone
  }
  for (const name of LINKED) {
    try {
      unlinkSync(join(checkout, name));
    } catch {
      // never linked
    }
  }
  if (checkout) rmSync(checkout, { recursive: true, force: true });
});

async function connectAndDisconnect(page: Page, javaScript: boolean) {
  const email = uniqueEmail(javaScript ? "google-js" : "google-nojs");
  await signUp(page, email);
  // Connecting syncs the channel, which spends the shared YouTube allowance: a confirmed address first.
  await confirmEmail(page, email);
  await page.goto("/account");
  await page.getByLabel(/Include revenue/).check();
  await page.getByRole("button", { name: "Connect with Google", exact: true }).click();
  // Google's consent screen (the fake) sends the browser back, and the callback to the account page.
  await page.waitForURL(/\/account\?google=connected$/);
  await page.getByText("Connected with Google. Your YouTube Analytics history is being imported.").waitFor();
  await page.getByRole("button", { name: "Disconnect Google" }).waitFor();
  assert.ok(await page.getByText("Included", { exact: true }).isVisible(), "revenue is shown as included");
  const html = await page.content();
  for (const needle of ["fake-refresh-", "fake-access-", "ya29.", "code_verifier"])
    assert.ok(!html.includes(needle), `${needle} in the page`);

  await page.getByRole("button", { name: "Disconnect Google" }).click();
  await page.getByText("Disconnected from Google: access was revoked and the tokens deleted.").waitFor();
  await page.getByRole("button", { name: "Connect with Google", exact: true }).waitFor();
  assert.equal(await page.getByRole("button", { name: "Disconnect Google" }).count(), 0);
}

describe("npm start on a fresh checkout", () => {
  test("creates .dev.vars from the example, so the YouTube Data API is configured", async () => {
    assert.ok(existsSync(join(checkout, ".dev.vars")), "start created .dev.vars");
    assert.equal(
      readFileSync(join(checkout, ".dev.vars"), "utf8"),
      readFileSync(join(ROOT, ".dev.vars.example"), "utf8"),
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
      headers: { "content-type": "application/x-www-form-urlencoded", origin: base, ...visitorHeaders() },
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
  });
});

describe("Connect with Google", () => {
  test("connects and disconnects with JavaScript on", { timeout: 120_000 }, async () => {
    const context = await browser.newContext({ baseURL: base, extraHTTPHeaders: visitorHeaders() });
    context.setDefaultTimeout(20_000);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await connectAndDisconnect(page, true);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test("connects and disconnects with JavaScript off", { timeout: 120_000 }, async () => {
    const context = await browser.newContext({
      baseURL: base,
      javaScriptEnabled: false,
      extraHTTPHeaders: visitorHeaders(),
    });
    context.setDefaultTimeout(20_000);
    const page = await context.newPage();
    await connectAndDisconnect(page, false);
    await context.close();
  });

  test("fits a phone screen and passes axe, before and after connecting", { timeout: 90_000 }, async () => {
    const context = await browser.newContext({
      baseURL: base,
      viewport: { width: 360, height: 740 },
      extraHTTPHeaders: visitorHeaders(),
    });
    context.setDefaultTimeout(20_000);
    const page = await context.newPage();
    const email = uniqueEmail("google-mobile");
    await signUp(page, email);
    await confirmEmail(page, email);
    await page.goto("/account");
    await page.getByRole("button", { name: "Connect with Google", exact: true }).waitFor();
    await assertNoHorizontalOverflow(page);
    assert.deepEqual(await axeViolations(page), []);
    await page.getByRole("button", { name: "Connect with Google", exact: true }).click();
    await page.getByRole("button", { name: "Disconnect Google" }).waitFor();
    await assertNoHorizontalOverflow(page);
    assert.deepEqual(await axeViolations(page), []);
    await context.close();
  });

  test("ships nothing token-related to browsers", () => {
    const needles = [
      "fake-refresh-",
      "fake-access-",
      "createFakeGoogle",
      "code_verifier",
      "refreshTokenCiphertext",
      "TOKEN_ENCRYPTION_KEY",
      "GOOGLE_CLIENT_SECRET",
      "client_secret",
    ];
    const files = filesUnder(join(ROOT, "build", "client"));
    assert.ok(files.length > 10, "the client build is there");
    for (const file of files) {
      const text = readFileSync(file, "latin1");
      for (const needle of needles) assert.ok(!text.includes(needle), `${needle} in ${file}`);
    }
  });
});
